// The look of a native <select> in the pane (the table pickers and column sources): Fluent's colours and border
// on the browser's own control, which fits 320 px and works by keyboard and screen reader as the platform's.
import { tokens, type GriffelStyle } from "@fluentui/react-components";

export const nativeSelectStyle: GriffelStyle = {
  minWidth: 0,
  width: "100%",
  font: "inherit",
  color: tokens.colorNeutralForeground1,
  backgroundColor: tokens.colorNeutralBackground1,
  border: `1px solid ${tokens.colorNeutralStroke1}`,
  borderRadius: tokens.borderRadiusMedium,
  padding: "2px 4px",
};
