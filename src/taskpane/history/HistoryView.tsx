// The account's documents on the service (placeholder until the History view is built).
import { Text } from "@fluentui/react-components";
import type { ViewProps } from "../shell/views";

export function HistoryView(_props: ViewProps): React.JSX.Element {
  return <Text>Your documents on the service will be listed here.</Text>;
}
