// The result before it is inserted (F6): the transcript page by page with its translation, tables as grids
// with their header rows, key/value pairs, and extractor records field by field. Text is rendered as text by
// React, never as markup. Loaded lazily: the first screen does not need it.
import { Text, makeStyles, tokens } from "@fluentui/react-components";
import { t } from "../../i18n/messages";
import { keyValueCaption, keyValueHeader, recordCaption, tableCaption } from "../../results/documentText";
import type { ResultModel } from "../../results/model";
import { recordGrid, type RecordsModel } from "../../results/records";
import type { TablesModel } from "../../results/tables";
import type { TranscriptModel } from "../../results/transcript";

/** Rows drawn per table; the rest is counted, not drawn (the insert writes everything). */
const MAX_PREVIEW_ROWS = 100;

const useStyles = makeStyles({
  // No scroll box of its own: the pane scrolls, and nothing is clipped inside a second scrolling area.
  box: {
    minWidth: 0,
    padding: tokens.spacingHorizontalS,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    fontFamily: tokens.fontFamilyBase,
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalS,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  lines: { margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" },
  translation: { margin: 0, whiteSpace: "pre-wrap", color: tokens.colorNeutralForeground3, fontStyle: "italic" },
  table: { borderCollapse: "collapse", fontSize: tokens.fontSizeBase200, width: "100%" },
  cell: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: "2px 4px",
    verticalAlign: "top",
    whiteSpace: "pre-wrap",
    // Long values wrap inside a 300-350 px pane instead of widening the table past it.
    overflowWrap: "anywhere",
    textAlign: "start",
  },
  header: { backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold },
  caption: { textAlign: "start", fontWeight: tokens.fontWeightSemibold, paddingBottom: tokens.spacingVerticalXXS },
});

function Grid({ rows, header, caption }: { rows: string[][]; header: boolean; caption: string }): React.JSX.Element {
  const styles = useStyles();
  const head = header ? rows[0] : undefined;
  const body = header ? rows.slice(1) : rows;
  return (
    <table className={styles.table} data-testid="preview-table">
      <caption className={styles.caption}>{caption}</caption>
      {head ? (
        <thead>
          <tr>
            {head.map((cell, c) => (
              <th key={c} scope="col" dir="auto" className={`${styles.cell} ${styles.header}`}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody>
        {body.slice(0, MAX_PREVIEW_ROWS).map((row, r) => (
          <tr key={r}>
            {row.map((cell, c) => (
              <td key={c} dir="auto" className={styles.cell}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {body.length > MAX_PREVIEW_ROWS ? (
        <tfoot>
          <tr>
            <td colSpan={rows[0]?.length ?? 1} className={styles.cell}>
              {t("results.preview.moreRows", { count: body.length - MAX_PREVIEW_ROWS })}
            </td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}

function TranscriptView({ model, languageName }: { model: TranscriptModel; languageName: (code: string) => string }): React.JSX.Element {
  const styles = useStyles();
  return (
    <>
      {model.pages.map((page) => (
        <section key={page.pageNumber} aria-label={t("results.preview.page", { page: page.pageNumber })}>
          {model.pages.length > 1 ? <h3 className={styles.heading}>{t("results.preview.page", { page: page.pageNumber })}</h3> : null}
          {/* The service's text runs in its own direction (an English transcript in an Arabic pane). */}
          <p className={styles.lines} dir="auto">
            {page.lines.join("\n")}
          </p>
          {page.translation ? (
            <>
              <h4 className={styles.heading}>{t("results.preview.translation", { language: languageName(page.translation.language) })}</h4>
              <p className={styles.translation} dir="auto" lang={page.translation.language || undefined}>
                {page.translation.lines.join("\n")}
              </p>
            </>
          ) : null}
        </section>
      ))}
    </>
  );
}

function TablesView({ model }: { model: TablesModel }): React.JSX.Element {
  return (
    <>
      {model.tables.map((table) => (
        <Grid key={table.index} rows={table.rows} header={table.hasHeaderRow} caption={tableCaption(table.index, table.pageNumber)} />
      ))}
      {model.keyValuePairs.length > 0 ? (
        <Grid rows={[keyValueHeader(), ...model.keyValuePairs.map((p) => [p.key, p.value])]} header caption={keyValueCaption()} />
      ) : null}
      {model.tables.length === 0 && model.keyValuePairs.length === 0 ? <Text>{t("results.preview.noTables")}</Text> : null}
    </>
  );
}

function RecordsView({ model }: { model: RecordsModel }): React.JSX.Element {
  return (
    <>
      {model.records.map((record, i) => (
        <Grid key={i} rows={recordGrid(model, record)} header caption={recordCaption(i + 1, record.pageNumber)} />
      ))}
      {model.records.length === 0 ? <Text>{t("results.preview.noRecords")}</Text> : null}
    </>
  );
}

export function ResultPreview({
  result,
  languageName,
}: {
  result: ResultModel;
  languageName: (code: string) => string;
}): React.JSX.Element {
  const styles = useStyles();
  const label = t(
    result.kind === "transcript"
      ? "results.preview.transcriptLabel"
      : result.kind === "tables"
        ? "results.preview.tablesLabel"
        : "results.preview.recordsLabel",
  );
  return (
    <div className={styles.box} aria-label={label} tabIndex={0} role="region" data-testid="preview">
      {result.kind === "transcript" ? <TranscriptView model={result.transcript} languageName={languageName} /> : null}
      {result.kind === "tables" ? <TablesView model={result.tables} /> : null}
      {result.kind === "records" ? <RecordsView model={result.records} /> : null}
    </div>
  );
}
