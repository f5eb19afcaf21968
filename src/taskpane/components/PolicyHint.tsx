// A control the organisation's policy fixes: wrapped in a field whose hint says so ("Set by your organisation:
// …"), linked to the control for screen readers. Without a hint, the control as it is.
import { Field } from "@fluentui/react-components";

export function PolicyHint({ hint, children }: { hint: string | null; children: React.JSX.Element }): React.JSX.Element {
  return hint === null ? children : <Field hint={hint}>{children}</Field>;
}
