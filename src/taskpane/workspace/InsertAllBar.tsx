// "Insert all", "Insert as they finish" and the value options for a batch: the logic is in src/work
// (insertAll, autoInsert, insertAllPrefs, insertAllView, review/gate) and src/insert (the writers); this only
// renders. Results with values to check wait for a review (the gate) while the others go in.
import { Button, Checkbox, Switch, Text, makeStyles, tokens } from "@fluentui/react-components";
import { useEffect, useMemo, useRef, useState } from "react";
import { t } from "../../i18n/messages";
import type { BatchItem, InsertedMarker } from "../../work/batch";
import { FinishWatcher, SerialBatches } from "../../work/autoInsert";
import { LocalInsertedMarks, insertAll, insertAllSentences, type InsertedLookup, type InsertedMarks } from "../../work/insertAll";
import { insertAllChoices, insertAllPrefsFrom, type InsertAllPrefs } from "../../work/insertAllPrefs";
import { usePolicyLocks, useSettings } from "../settings/useSettings";
import { PolicyHint } from "../components/PolicyHint";
import { insertAllControls, insertAllView } from "../../work/insertAllView";
import { openResult, type ResultSources } from "../../work/openResult";
import { createBatchWriter } from "../../insert/insertResult";
import { gateFlags } from "../../insert/answeredReading";
import type { ResultModel } from "../../results/model";
import type { ReviewDoc } from "../../results/review/types";
import { heldAfter, heldSentence, type HeldResult } from "../../work/review/gate";
import { useCheckContext } from "../review/useCheckContext";
import { usePolicyNote } from "../usePolicyNote";
import { useConfirm } from "../useConfirm";
import { nameList } from "../../insert/outcome";
import { InsertAllAppend } from "./InsertAllAppend";
import { appendWriter, useAppendPlacement } from "./useAppendPlacement";
import { useHeldRecount } from "./useHeldRecount";

const useStyles = makeStyles({
  bar: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS },
  gate: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
});

export interface InsertAllBarProps {
  host: "word" | "excel";
  items: readonly BatchItem[];
  sources: ResultSources;
  /** The queue's markInserted: the rows say "Inserted", also after a reopen. */
  markInserted?: (itemId: string, marker: InsertedMarker) => void;
  /**
   * The result as the user reviewed it and the review's state (values marked as checked are settled), for the
   * one open in the review with corrections or marks (else null).
   */
  reviewed?: (itemId: string) => { model: ResultModel; doc: ReviewDoc } | null;
  /** Opens a held result in the review. */
  onReview?: (itemId: string) => void;
  /** The results waiting for a review, with their number of values to check (the rows say so). */
  onHeld?: (held: ReadonlyMap<string, number>) => void;
}

export function InsertAllBar({ host, items, sources, markInserted, reviewed, onReview, onHeld }: InsertAllBarProps): React.JSX.Element {
  const styles = useStyles();
  // What this bar inserted is known at once (the queue's snapshot follows a moment later); what was inserted
  // before, also by hand or before a reopen, comes from the items' markers.
  const local = useMemo(() => new LocalInsertedMarks(), []);
  const itemsRef = useRef(items);
  const markRef = useRef(markInserted);
  useEffect(() => {
    itemsRef.current = items;
    markRef.current = markInserted;
  });
  const inserted = useMemo<InsertedMarks & InsertedLookup>(
    () => ({
      markInserted: (id, marker) => {
        local.markInserted(id, marker);
        markRef.current?.(id, marker);
      },
      isInserted: (id) => local.isInserted(id) || itemsRef.current.some((i) => i.id === id && i.inserted !== null),
    }),
    [local],
  );
  // Remembered per account and application with the other insert choices (the organisation may fix two of them).
  const [{ insert: choices }, settings] = useSettings();
  const locks = usePolicyLocks();
  const note = usePolicyNote();
  const prefs = insertAllPrefsFrom(choices);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string[]>([]);
  // The latest sources, for insertions that run after this render.
  const sourcesRef = useRef(sources);
  const reviewedRef = useRef(reviewed);
  // The review gate reads numbers as the workbook does, as the review itself.
  const context = useCheckContext(host);
  const contextRef = useRef(context);
  useEffect(() => {
    sourcesRef.current = sources;
    reviewedRef.current = reviewed;
    contextRef.current = context;
  });
  const [held, setHeld] = useState<ReadonlyMap<string, HeldResult>>(new Map());
  const anywayRef = useRef(false);
  const onHeldRef = useRef(onHeld);
  useEffect(() => {
    onHeldRef.current = onHeld;
  });
  useEffect(() => onHeldRef.current?.(new Map([...held].map(([id, h]) => [id, h.flags]))), [held]);
  // A held result counted again once an answer to "Read numbers as" is kept with its item. As its row shows it
  // once the result is left: the answer outlives the review, its fixes and marks do not (Insert all counts them
  // while the review is open).
  useHeldRecount(held, items, setHeld, async (item, numberReading) => {
    const opened = await openResult(item, sourcesRef.current);
    const result = { itemId: item.id, fileName: item.fileName, model: opened.result, extractorName: null, numberReading };
    return gateFlags(result, null, contextRef.current);
  });

  const change = (next: Partial<InsertAllPrefs>): void => settings.setInsert(insertAllChoices(next));
  // "Append to a table in this workbook" (issue 34): for this pane's batch, not remembered (tables are the workbook's).
  const append = useAppendPlacement();
  const appending = host === "excel" && append.on;
  const [dialog, ask] = useConfirm();

  // One writer per set of options: for Word it remembers where this batch's last insertion went.
  const writer = useMemo(
    () =>
      appending
        ? // Documents already in the table: asked once for the batch, as the single append asks (skip, or append again).
          appendWriter(
            append.chosen,
            (already, table) =>
              ask({
                title: t("results.tableAppend.againTitle"),
                message: t("results.tableAppend.againMany", {
                  count: already.length,
                  table,
                  names: nameList(already.map((a) => a.fileName)),
                }),
                confirm: t("results.tableAppend.againConfirm"),
                cancel: t("results.tableAppend.skip"),
              }),
            context.culture,
            prefs.keepText ? (locks.keepText ? "policy" : "setting") : null,
          )
        : createBatchWriter(host, {
            excelPlacement: prefs.atSelection ? "selection" : "newSheet",
            keepText: prefs.keepText,
            fileHeadings: prefs.fileHeadings,
            // Results inserted anyway keep their flags as notes on the cells.
            checks: context,
          }),
    [host, prefs.keepText, prefs.fileHeadings, prefs.atSelection, context, appending, append.chosen, ask, locks.keepText],
  );
  const runner = useMemo(
    () =>
      new SerialBatches<{ item: BatchItem; anyway: boolean }>(async (batch) => {
        setBusy(true);
        try {
          // This pane's results only (Insert all, as they finish, Insert anyway): another pane's are that pane's to insert.
          const todo = batch.filter(({ item }) => !item.elsewhere && !inserted.isInserted(item.id));
          const anyway = new Set(todo.filter((t) => t.anyway).map((t) => t.item.id));
          // The reviews of results open in the review: their marks settle flags.
          const reviews = new Map<string, ReviewDoc>();
          const report = await insertAll(
            todo.map((t) => t.item),
            {
              load: async (item) => {
                const opened = await openResult(item, sourcesRef.current);
                // The result as reviewed, when it is open in the review with corrections.
                const mine = reviewedRef.current?.(item.id) ?? null;
                if (mine) reviews.set(item.id, mine.doc);
                const model = mine?.model ?? opened.result;
                // The answer to "Read numbers as" given in its review goes with it (issue 31).
                const numberReading = item.numberReading ?? null;
                return { itemId: item.id, fileName: item.fileName, model, extractorName: opened.extractorName, numberReading };
              },
              write: writer,
              marks: inserted,
              // An answer to "Read numbers as" settles the figures it reads, as in the review.
              hold: (result) => (anyway.has(result.itemId) ? 0 : gateFlags(result, reviews.get(result.itemId) ?? null, contextRef.current)),
            },
          );
          setSaid(insertAllSentences(report));
          // Each held result remembers the answer it was counted with: a new answer counts it again (useHeldRecount).
          const readings = new Map(todo.map(({ item }) => [item.id, item.numberReading ?? null]));
          const held = report.held.map((h) => ({ ...h, reading: readings.get(h.itemId) ?? null }));
          setHeld((previous) => heldAfter(previous, { held, tried: todo.map((t) => t.item.id) }, (id) => inserted.isInserted(id)));
        } finally {
          setBusy(false);
        }
      }),
    [writer, inserted],
  );

  const watcher = useRef<FinishWatcher | null>(null);
  useEffect(() => {
    if (!prefs.asTheyFinish) {
      watcher.current = null;
      return;
    }
    // Results already processed when the option was turned on are left to "Insert all".
    watcher.current ??= new FinishWatcher(items);
    const fresh = watcher.current.take(items);
    if (fresh.length > 0) void runner.push(fresh.map((item) => ({ item, anyway: false })));
  }, [items, prefs.asTheyFinish, runner]);

  const shown: InsertedLookup = { isInserted: (id) => local.isInserted(id) || items.some((i) => i.id === id && i.inserted !== null) };
  const view = insertAllView(items, shown, busy);
  const controls = insertAllControls(items, prefs.asTheyFinish);
  // Held results inserted meanwhile (opened, reviewed, inserted) no longer wait.
  const waiting = [...held.values()].filter((h) => !shown.isInserted(h.itemId));
  return (
    <section className={styles.bar} aria-label={t("results.insertAll.label")}>
      {/* Guarded in the click's own tick: a double click writes the results once. */}
      {controls.insertAll ? (
        <Button
          appearance="secondary"
          disabledFocusable={view.disabled}
          onClick={() => runner.busy || void runner.push(view.pending.map((item) => ({ item, anyway: false })))}
        >
          {view.label}
        </Button>
      ) : null}
      <PolicyHint
        hint={
          locks.asTheyFinish
            ? note("insertAsTheyFinish", t(prefs.asTheyFinish ? "policy.hint.asTheyFinishOn" : "policy.hint.asTheyFinishOff"))
            : null
        }
      >
        <Switch
          label={t("results.insertAll.asTheyFinish")}
          checked={prefs.asTheyFinish}
          disabled={locks.asTheyFinish}
          onChange={(_, data) => change({ asTheyFinish: data.checked })}
        />
      </PolicyHint>
      {controls.options ? (
        host === "excel" ? (
          <>
            <InsertAllAppend placement={append} />
            {/* Appending, the table decides where rows go: "From the selected cell" does not apply. */}
            {appending ? null : (
              <Checkbox
                label={t("results.insertAll.atSelection")}
                checked={prefs.atSelection}
                onChange={(_, data) => change({ atSelection: data.checked === true })}
              />
            )}
            {/* Appending too: kept on, no value of the documents becomes a number or a date in the user's table. */}
            <PolicyHint
              hint={locks.keepText ? note("keepText", t(prefs.keepText ? "policy.hint.keepTextOn" : "policy.hint.keepTextOff")) : null}
            >
              <Checkbox
                label={t("results.insertAll.keepText")}
                checked={prefs.keepText}
                disabled={locks.keepText}
                onChange={(_, data) => change({ keepText: data.checked === true })}
              />
            </PolicyHint>
          </>
        ) : (
          <Checkbox
            label={t("results.insertAll.fileHeadings")}
            checked={prefs.fileHeadings}
            onChange={(_, data) => change({ fileHeadings: data.checked === true })}
          />
        )
      ) : null}
      <div role="status" aria-live="polite" data-testid="insert-all-status">
        {said.map((sentence, i) => (
          <Text key={i} block>
            {sentence}
          </Text>
        ))}
        {waiting.length > 0 ? <Text block>{heldSentence(waiting)}</Text> : null}
      </div>
      {waiting.length > 0 ? (
        <div className={styles.gate} data-testid="review-gate">
          <Button size="small" onClick={() => onReview?.(waiting[0]!.itemId)} disabled={!onReview}>
            {t("review.gate.review")}
          </Button>
          <Button
            size="small"
            disabledFocusable={busy}
            onClick={() => {
              // Once, however often it is pressed while the batch is being written (a guard, not a state update).
              if (anywayRef.current) return;
              anywayRef.current = true;
              const byId = new Map(items.map((i) => [i.id, i]));
              void runner
                .push(waiting.flatMap((h) => (byId.has(h.itemId) ? [{ item: byId.get(h.itemId)!, anyway: true }] : [])))
                .finally(() => (anywayRef.current = false));
            }}
          >
            {t("review.gate.insertAnyway")}
          </Button>
        </div>
      ) : null}
      {dialog}
    </section>
  );
}
