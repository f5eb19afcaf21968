// A list of Microsoft 365 files to tick (several at once); one that cannot be sent says why and cannot be ticked
// (not only greyed out: a change event reaching it anyway is ignored).
import { Checkbox, Text, makeStyles, tokens } from "@fluentui/react-components";
import type { Selectable } from "../../microsoft/sources";

const useStyles = makeStyles({
  list: { listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXS },
  why: { color: tokens.colorNeutralForeground3, paddingLeft: tokens.spacingHorizontalXXL },
});

export interface Choice {
  key: string;
  name: string;
  selectable: Selectable;
}

export function ChosenList({
  label,
  choices,
  chosen,
  onToggle,
  disabled,
}: {
  label: string;
  choices: Choice[];
  chosen: ReadonlySet<string>;
  onToggle: (key: string) => void;
  disabled: boolean;
}): React.JSX.Element {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={label}>
      {choices.map((c) => (
        <li key={c.key}>
          <Checkbox
            label={c.name}
            checked={chosen.has(c.key)}
            disabled={disabled || !c.selectable.ok}
            onChange={() => c.selectable.ok && onToggle(c.key)}
          />
          {c.selectable.ok ? null : (
            <Text size={200} block className={styles.why}>
              {c.selectable.reason}
            </Text>
          )}
        </li>
      ))}
    </ul>
  );
}
