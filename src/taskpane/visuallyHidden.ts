// Text for screen readers only: out of sight, still in the accessibility tree (a live region's words, a cell's
// flag described). One definition for every view's makeStyles.
import type { GriffelStyle } from "@fluentui/react-components";

export const visuallyHidden: GriffelStyle = {
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  padding: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
};
