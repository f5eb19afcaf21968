// "Append to a table in this workbook": the table (name and sheet; the one the selection is in comes first),
// the mapping as a short list (each column of the table <- its source, a native select per row, so it fits
// 320 px and works by keyboard), the source columns with no home (add as new columns, or leave out), what does
// not fit, and the Append button. Asks first when this document is already in the table. Renders only: the
// logic is in src/insert/tableAppend.ts and mappingChoices.ts.
import { Button, Checkbox, Field, Input, MessageBar, MessageBarBody, Text, makeStyles, tokens } from "@fluentui/react-components";
import { useEffect, useRef, useState } from "react";
import { t } from "../../i18n/messages";
import { addExtra, chooseFor, choiceOf, mappingChoices, typeFor } from "../../insert/mappingChoices";
import type { InsertOutcome } from "../../insert/outcome";
import { appendWithPlan, appendedBefore, checkTarget, misfitCount } from "../../insert/tableAppend";
import type { AppendCheckTarget } from "../../results/checks/types";
import { unmatchedTargets } from "../../results/mapping/autoMatch";
import type { ResultModel } from "../../results/model";
import type { DecimalMark } from "../../results/numbers/cellValues";
import type { ReviewControls } from "../review/useReviewState";
import { useCheckContext } from "../review/useCheckContext";
import { useConfirm } from "../useConfirm";
import { useTableAppend } from "./useTableAppend";
import { nativeSelectStyle } from "./nativeSelectStyle";

const useStyles = makeStyles({
  panel: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  list: {
    display: "grid",
    gridTemplateColumns: "minmax(0, 2fr) auto minmax(0, 3fr)",
    columnGap: tokens.spacingHorizontalXS,
    rowGap: tokens.spacingVerticalXS,
    alignItems: "center",
    margin: 0,
  },
  heading: { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
  select: nativeSelectStyle,
  text: { gridColumn: "1 / -1" },
});

export interface TableAppendPanelProps {
  result: ResultModel;
  review?: Pick<ReviewControls, "reviewed" | "session">;
  /** "Read numbers as" as answered: "text" keeps the document's values as text in any column. */
  readAs: DecimalMark | "text" | null;
  /** "Keep every value as text" is on (the user's setting, or locked on by the policy): it wins over readAs. */
  keepText?: "setting" | "policy" | null;
  onStarted?: () => void;
  onInserted: (outcome: InsertOutcome) => void;
  onFailed: (error: unknown) => void;
  /** Says which table and mapping the review checks against (null when the panel goes). */
  onTarget?: (target: AppendCheckTarget | null) => void;
}

export function TableAppendPanel({
  result,
  review,
  readAs,
  keepText = null,
  onStarted,
  onInserted,
  onFailed,
  onTarget,
}: TableAppendPanelProps): React.JSX.Element {
  const styles = useStyles();
  const state = useTableAppend(result);
  const context = useCheckContext("excel");
  const [dialog, ask] = useConfirm();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const { plan, mapping } = state;
  useEffect(() => {
    onTarget?.(plan && mapping ? checkTarget(plan, mapping) : null);
  }, [onTarget, plan, mapping]);
  useEffect(() => () => onTarget?.(null), [onTarget]);

  const append = async (): Promise<void> => {
    if (running.current || !plan || !mapping) return;
    running.current = true;
    setBusy(true);
    onStarted?.();
    try {
      const fileName = result.kind === "tables" ? result.tables.fileName : result.kind === "records" ? result.records.fileName : "";
      const again =
        appendedBefore(plan) &&
        !(await ask({
          title: t("results.tableAppend.againTitle"),
          message: t("results.tableAppend.again", { fileName, table: plan.table.name }),
          confirm: t("results.tableAppend.againConfirm"),
          cancel: t("results.tableAppend.skip"),
        }));
      if (again) return;
      const reviewed = review ? review.reviewed().model : result;
      onInserted(await appendWithPlan(plan, reviewed, mapping, { readAs, keepText }));
      state.refresh();
    } catch (error: unknown) {
      onFailed(error);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  if (state.error) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{state.error instanceof Error ? state.error.message : String(state.error)}</MessageBarBody>
      </MessageBar>
    );
  }
  if (state.tables !== null && state.tables.length === 0) {
    return (
      <MessageBar intent="info">
        <MessageBarBody>{t("results.tableAppend.noTables")}</MessageBarBody>
      </MessageBar>
    );
  }
  const choices = plan ? mappingChoices(plan.source.columns) : [];
  const unmatched = plan && mapping ? unmatchedTargets(plan.table.headings, mapping) : [];
  const misfits = plan && mapping && review ? misfitCount(review.session.doc, plan, mapping, context.culture) : 0;
  return (
    <div className={styles.panel}>
      <Field label={t("results.tableAppend.table")}>
        {(field) => (
          <select {...field} className={styles.select} value={state.chosen ?? ""} onChange={(e) => state.choose(e.target.value)}>
            {(state.tables ?? []).map((x) => (
              <option key={x.name} value={x.name}>
                {t("results.tableAppend.tableOption", { table: x.name, sheet: x.sheet })}
              </option>
            ))}
          </select>
        )}
      </Field>
      {state.loading ? <Text>{t("results.tableAppend.loading")}</Text> : null}
      {!state.loading && state.chosen !== null && !plan ? (
        <MessageBar intent="info">
          <MessageBarBody>{t("results.tableAppend.noSource")}</MessageBarBody>
        </MessageBar>
      ) : null}
      {plan && mapping ? (
        <>
          {plan.fromSaved ? <Text>{t("results.tableAppend.saved")}</Text> : null}
          <Text weight="semibold" id="table-append-columns">
            {t("results.tableAppend.columns", { table: plan.table.name })}
          </Text>
          <div className={styles.list} role="group" aria-labelledby="table-append-columns">
            {plan.table.headings.map((heading, i) => {
              const source = mapping.columns[i] ?? { kind: "empty" as const };
              return (
                <div key={`${i}:${heading}`} style={{ display: "contents" }}>
                  <span className={styles.heading} title={heading} aria-hidden="true">
                    {heading}
                  </span>
                  <span aria-hidden="true">←</span>
                  <select
                    className={styles.select}
                    aria-label={t("results.tableAppend.sourceFor", { column: heading })}
                    value={choiceOf(source)}
                    onChange={(e) => state.setMapping(chooseFor(mapping, plan.source.columns, i, e.target.value))}
                  >
                    {choices.map((c) => (
                      <option key={c.value} value={c.value}>
                        {c.label}
                      </option>
                    ))}
                  </select>
                  {source.kind === "text" ? (
                    <Input
                      className={styles.text}
                      aria-label={t("results.tableAppend.textFor", { column: heading })}
                      value={source.text}
                      onChange={(_, d) => state.setMapping(typeFor(mapping, i, d.value))}
                    />
                  ) : null}
                </div>
              );
            })}
          </div>
          {unmatched.length > 0 ? (
            <Text>{t("results.tableAppend.unmatched", { count: unmatched.length, names: unmatched.join(", ") })}</Text>
          ) : null}
          {mapping.extra.length > 0 ? (
            <Field label={t("results.tableAppend.extra")}>
              {mapping.extra.map((e) => (
                <Checkbox
                  key={e.key}
                  label={t("results.tableAppend.addColumn", { name: e.name })}
                  checked={e.add}
                  onChange={(_, d) => state.setMapping(addExtra(mapping, e.key, d.checked === true))}
                />
              ))}
            </Field>
          ) : null}
          {misfits > 0 ? (
            <MessageBar intent="warning">
              <MessageBarBody>{t("results.tableAppend.misfits", { count: misfits })}</MessageBarBody>
            </MessageBar>
          ) : null}
          <Button appearance="primary" disabledFocusable={busy || state.loading} onClick={() => void append()}>
            {t("results.tableAppend.append")}
          </Button>
        </>
      ) : null}
      {dialog}
    </div>
  );
}
