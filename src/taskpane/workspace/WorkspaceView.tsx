// The workspace view: choosing files and work, following them, previewing and inserting results.
import type { ViewProps } from "../shell/views";
import { TranscribePanel } from "./TranscribePanel";

export function WorkspaceView({ client, host, user, onAccountChanged, work, navigate }: ViewProps): React.JSX.Element {
  return (
    <TranscribePanel
      client={client}
      host={host}
      user={user}
      onAccountChanged={onAccountChanged}
      work={work}
      onBuyCredits={() => navigate("credits")}
    />
  );
}
