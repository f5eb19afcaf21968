// Where the selected cell or passage came from, above the Files view: the file, page (and table) and date,
// what the service says of it (deleted, someone else's), Open in History, the page's picture (in the page
// viewer, once the service said the document is there), and for a cell left to check, Mark as checked and the next one across the workbook.
import { Button, Text, makeStyles, tokens } from "@fluentui/react-components";
import { useCallback, useMemo, useState } from "react";
import type { ServiceClient } from "../../api/client";
import { t } from "../../i18n/messages";
import type { HostKind } from "../../office/host";
import { markChecked } from "../../office/excelDoubts";
import { selectCell } from "../../office/selectionSource";
import { doubtsOf, type FoundSource } from "../../results/provenance/locate";
import { fromSentence, stateSentence } from "../../work/provenance/sourceState";
import { SourcePage } from "./SourcePage";
import { useSelectedSource } from "./useSelectedSource";

const useStyles = makeStyles({
  panel: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
});

export interface SourcePanelProps {
  host: HostKind;
  /** The paced client: the document looked up once (in the background), then its page's picture. */
  client: Pick<ServiceClient, "getDocument" | "getThumbnail">;
  /** Shows the document in History, opened. */
  onOpenHistory(documentId: string): void;
}

/** The page shown: the cell's or passage's own, else the first of its pages (as the sentence says). */
function shownPage(found: FoundSource): number {
  return found.page ?? found.pages[0] ?? 1;
}

export function SourcePanel({ host, client, onOpenHistory }: SourcePanelProps): React.JSX.Element | null {
  const styles = useStyles();
  // Built here rather than by the Files view: the first screen carries nothing of the panel.
  const getDocument = useCallback((id: string) => client.getDocument(id, { priority: "background" }), [client]);
  const { shown, look } = useSelectedSource(host, getDocument);
  const [busy, setBusy] = useState(false);
  const selection = shown?.selection;
  const toCheck = useMemo(() => (selection ? doubtsOf(selection.records.values(), selection.sheets) : []), [selection]);
  const check = useCallback(async () => {
    const cell = selection?.cell;
    if (!cell || !selection.doubt) return;
    setBusy(true);
    try {
      await markChecked(cell.sheet, cell.row, cell.column, selection.doubt);
    } finally {
      setBusy(false);
      look();
    }
  }, [selection, look]);
  const next = useCallback(async () => {
    const cell = selection?.cell;
    const after = toCheck.find(
      (c) =>
        !cell ||
        selection.sheets.indexOf(c.sheet) > selection.sheets.indexOf(cell.sheet) ||
        (c.sheet === cell.sheet && (c.row > cell.row || (c.row === cell.row && c.column > cell.column))),
    );
    const target = after ?? toCheck[0];
    if (target) await selectCell(target);
  }, [selection, toCheck]);
  const found = selection?.found;
  if (!shown || !selection || !found) return null;
  const said = shown.state ? stateSentence(shown.state) : null;
  const gone = shown.state?.kind === "deleted" || shown.state?.kind === "elsewhere";
  return (
    <section className={styles.panel} aria-label={t("results.source.heading")} aria-live="polite">
      <Text weight="semibold">{t("results.source.heading")}</Text>
      <Text>{fromSentence(found)}</Text>
      {said ? <Text>{said}</Text> : null}
      {shown.state?.kind === "available" && shown.state.thumbnails.length > 0 ? (
        <SourcePage client={client} thumbnails={shown.state.thumbnails} fileName={found.source.fileName} page={shownPage(found)} />
      ) : null}
      {selection.doubt ? <Text>{t("results.source.toCheck")}</Text> : null}
      <div className={styles.actions}>
        {gone ? null : <Button onClick={() => onOpenHistory(found.source.documentId)}>{t("results.source.openHistory")}</Button>}
        {selection.doubt ? (
          <Button appearance="primary" disabled={busy} onClick={() => void check()}>
            {t("results.source.markChecked")}
          </Button>
        ) : null}
      </div>
      {host === "excel" && toCheck.length > 0 ? (
        <div className={styles.actions}>
          <Text>{t("results.source.cellsToCheck", { count: toCheck.length })}</Text>
          <Button size="small" onClick={() => void next()}>
            {t("results.source.nextToCheck")}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
