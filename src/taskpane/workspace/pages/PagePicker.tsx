// The pages of one PDF or TIFF to choose from (issue 22), shown when the Pages control opens:
// the pages typed as ranges ("1-3, 7, 12-14", checked against the page count with a sentence for anything
// malformed) or chosen on their pictures (PageGrid: toggle buttons in rows that fit 320 px, drawn only as
// they scroll into view; arrow keys move between them, Space toggles, Shift selects a run), Select all /
// Select none, and how many are chosen. The choice goes to the file's row: null means every page.
import { Button, Field, Input, MessageBar, MessageBarBody, Text, makeStyles, tokens } from "@fluentui/react-components";
import { useCallback, useMemo, useState } from "react";
import { t } from "../../../i18n/messages";
import type { PageFormat } from "../../../pages/pageInfo";
import { formatPageRanges, parsePageRanges } from "../../../pages/range";
import { everyPage, togglePages } from "../../../pages/selection";
import { PageGrid } from "./PageGrid";
import { usePagePictures } from "./usePagePictures";

const useStyles = makeStyles({
  picker: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  buttons: { display: "flex", gap: tokens.spacingHorizontalS, flexWrap: "wrap", alignItems: "center" },
  note: { color: tokens.colorNeutralForeground3 },
});

export interface PagePickerProps {
  id: string;
  name: string;
  blob: Blob;
  format: PageFormat;
  count: number;
  /** The pages chosen (ascending), or null: every page. */
  chosen: readonly number[] | null;
  disabled: boolean;
  onChosen: (chosen: readonly number[] | null) => void;
}

export function PagePicker({ id, name, blob, format, count, chosen, disabled, onChosen }: PagePickerProps): React.JSX.Element {
  const styles = useStyles();
  const all = useMemo(() => everyPage(count), [count]);
  const selected = useMemo(() => new Set(chosen ?? all), [chosen, all]);
  const [text, setText] = useState(() => formatPageRanges(chosen ?? all));
  const [problem, setProblem] = useState<string | null>(null);
  // A choice changed from outside (Send all pages, after a failed cut) shows in the field too; one the field
  // itself made keeps the text as typed.
  const [shown, setShown] = useState(chosen);
  if (shown !== chosen) {
    setShown(chosen);
    const typed = parsePageRanges(text, count);
    if (!typed.ok || formatPageRanges(typed.pages) !== formatPageRanges(chosen ?? all)) {
      setText(formatPageRanges(chosen ?? all));
      setProblem(null);
    }
  }
  const [anchor, setAnchor] = useState<number | null>(null);
  const pictures = usePagePictures(blob, format);

  const choose = useCallback(
    (pages: readonly number[]) => {
      setText(formatPageRanges(pages));
      setProblem(null);
      onChosen(pages.length === count ? null : pages);
    },
    [count, onChosen],
  );

  const toggle = (page: number, run: boolean): void => {
    choose(togglePages(selected, page, anchor, run));
    setAnchor(page);
  };

  const typed = (value: string): void => {
    setText(value);
    const parsed = parsePageRanges(value, count);
    if (!parsed.ok) return setProblem(parsed.message);
    setProblem(null);
    onChosen(parsed.pages.length === count ? null : parsed.pages);
  };

  const ready = pictures.state === "ready" ? pictures.pictures : null;
  return (
    <div id={id} className={styles.picker} role="group" aria-label={t("pages.picker.label", { name })}>
      <Field
        label={t("pages.picker.rangeLabel")}
        hint={t("pages.picker.rangeHint")}
        validationState={problem ? "error" : "none"}
        validationMessage={problem ?? undefined}
      >
        <Input value={text} disabled={disabled} inputMode="text" autoComplete="off" onChange={(_, data) => typed(data.value)} />
      </Field>
      {format === "tiff" ? (
        <Text size={200} className={styles.note}>
          {t("pages.picker.tiffAsPdf")}
        </Text>
      ) : null}
      <div className={styles.buttons}>
        <Button size="small" disabled={disabled} onClick={() => choose(all)}>
          {t("pages.picker.selectAll")}
        </Button>
        <Button size="small" disabled={disabled} onClick={() => choose([])}>
          {t("pages.picker.selectNone")}
        </Button>
        <Text size={200} aria-live="polite" data-testid="pages-chosen">
          {t("pages.picker.chosen", { chosen: selected.size, count })}
        </Text>
      </div>
      {pictures.state === "failed" ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t(pictures.why === "protected" ? "pages.picker.protected" : "pages.picker.damaged")}</MessageBarBody>
        </MessageBar>
      ) : null}
      <PageGrid count={count} selected={selected} disabled={disabled} pictures={ready} onToggle={toggle} />
    </div>
  );
}
