// The files chosen so far and ready to send: each with its Remove button and, for a PDF or a multi-page TIFF,
// its pages and what they cost, with the Pages control that chooses some of them (issue 22).
import { Button, Text, makeStyles, tokens } from "@fluentui/react-components";
import { useRef } from "react";
import { t } from "../../i18n/messages";
import type { CheckedFile } from "./checkedFile";
import { PagesControl } from "./pages/PagesControl";

const useStyles = makeStyles({
  list: { margin: 0, padding: 0, listStyleType: "none", display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS },
  file: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXS, minWidth: 0 },
  chosen: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: tokens.spacingHorizontalS, minWidth: 0 },
  chosenName: { minWidth: 0 },
});

export interface ChosenFilesProps {
  selection: readonly CheckedFile[];
  disabled: boolean;
  /** Removes the file at `index` of the selection. */
  onRemove: (index: number) => void;
  /** A new choice of pages for a file (null: every page). */
  onPages: (id: string, chosen: readonly number[] | null) => void;
  /** Where the focus goes when the last file is removed. */
  afterLast: () => void;
}

export function ChosenFiles({ selection, disabled, onRemove, onPages, afterLast }: ChosenFilesProps): React.JSX.Element {
  const styles = useStyles();
  const list = useRef<HTMLUListElement>(null);
  const ready = selection.filter((f) => f.ok);

  const remove = (index: number, position: number): void => {
    // The focus moves to the next file's Remove button, or the previous one's, or back to Choose files.
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>("button[data-remove]");
    const next = buttons?.[position + 1] ?? buttons?.[position - 1];
    if (next) next.focus();
    else afterLast();
    onRemove(index);
  };

  let position = -1;
  return (
    <div>
      <Text size={200}>{t("workspace.sourcePicker.readyToSend", { count: ready.length })}</Text>
      <ul className={styles.list} aria-label={t("workspace.sourcePicker.readyList")} ref={list}>
        {selection.map((f, i) => {
          if (!f.ok) return null;
          const at = ++position;
          return (
            // Keyed by the file's own id, not position: removing a file keeps the others' buttons, and the focus on them.
            <li key={f.id} className={styles.file}>
              <div className={styles.chosen}>
                <Text size={200} truncate wrap={false} title={f.name} className={styles.chosenName}>
                  {f.name}
                </Text>
                <Button
                  size="small"
                  appearance="subtle"
                  data-remove=""
                  disabled={disabled}
                  aria-label={t("workspace.sourcePicker.removeFile", { name: f.name })}
                  onClick={() => remove(i, at)}
                >
                  {t("workspace.sourcePicker.remove")}
                </Button>
              </div>
              <PagesControl file={f} disabled={disabled} onChosen={(chosen) => onPages(f.id, chosen)} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
