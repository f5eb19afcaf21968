// A value under review outside the grid (a key/value pair's value, an extractor field, a page's text): typed
// freely, kept as one edit when the field is left (so Ctrl+Z takes back the whole change), with its flag
// (colour, icon and words) and the suggested fix one click away.
import { Button, Field, Input, Textarea, makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import { useState } from "react";
import { t } from "../../i18n/messages";
import { FlagMark } from "./FlagMark";
import type { CellMark } from "../../work/review/gridSource";

const useStyles = makeStyles({
  flagged: { backgroundColor: tokens.colorPaletteYellowBackground2 },
  flag: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalXS },
  icon: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

export interface ReviewFieldProps {
  id: string;
  label: string;
  value: string;
  multiline?: boolean;
  /** A text box's height in lines, or how many the text being typed needs: it then grows while typing, not when
   *  left, so a click on a button below is not lost to the box growing under the pointer (issue 35, item 1). */
  rows?: number | ((text: string) => number);
  mark?: CellMark | null;
  disabled?: boolean;
  /** Text in another language than the pane (a translation). */
  lang?: string;
  onCommit(value: string): void;
  /** Keeps a flagged value as it is ("Mark as checked"). */
  onMarkChecked?: () => void;
}

export function ReviewField({
  id,
  label,
  value,
  multiline = false,
  rows = 3,
  mark = null,
  disabled,
  lang,
  onCommit,
  onMarkChecked,
}: ReviewFieldProps): React.JSX.Element {
  const styles = useStyles();
  const [text, setText] = useState(value);
  // An undo, a fix or the larger window changed the value: show it (adjusted while rendering, not in an effect).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const commit = (): void => {
    if (text !== value) onCommit(text);
  };
  const validation = mark ? (
    <span className={styles.flag}>
      <FlagMark className={styles.icon} />
      <span>{mark.description}</span>
      {mark.suggestion !== null ? (
        <Button size="small" onClick={() => onCommit(mark.suggestion ?? "")}>
          {t("review.flag.apply", { value: mark.suggestion })}
        </Button>
      ) : null}
      {onMarkChecked ? (
        <Button size="small" appearance="subtle" onClick={onMarkChecked}>
          {t("review.flag.markChecked")}
        </Button>
      ) : null}
    </span>
  ) : undefined;
  const common = {
    id,
    value: text,
    disabled,
    dir: "auto" as const,
    ...(lang ? { lang } : {}),
    className: mergeClasses(mark !== null && styles.flagged),
    onBlur: commit,
  };
  return (
    <Field label={label} validationState={mark ? "warning" : "none"} validationMessage={validation} validationMessageIcon={null}>
      {multiline ? (
        <Textarea
          {...common}
          rows={typeof rows === "function" ? rows(text) : rows}
          resize="vertical"
          onChange={(_, d) => setText(d.value)}
        />
      ) : (
        <Input
          {...common}
          onChange={(_, d) => setText(d.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") commit();
          }}
        />
      )}
    </Field>
  );
}
