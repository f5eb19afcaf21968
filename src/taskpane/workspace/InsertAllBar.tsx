// "Insert all", "Insert as they finish" and the value options for a batch: the logic is in src/work
// (insertAll, autoInsert, insertAllPrefs, insertAllView) and src/taskpane/insertBatch.ts; this only renders.
import { Button, Checkbox, Switch, Text, makeStyles, tokens } from "@fluentui/react-components";
import { useEffect, useMemo, useRef, useState } from "react";
import { t } from "../../i18n/messages";
import type { BatchItem, InsertedMarker } from "../../work/batch";
import { FinishWatcher, SerialBatches } from "../../work/autoInsert";
import { LocalInsertedMarks, insertAll, insertAllSentences, type InsertedLookup, type InsertedMarks } from "../../work/insertAll";
import { insertAllChoices, insertAllPrefsFrom, type InsertAllPrefs } from "../../work/insertAllPrefs";
import { useSettings } from "../settings/useSettings";
import { insertAllView } from "../../work/insertAllView";
import { openResult, type ResultSources } from "../../work/openResult";
import { createBatchWriter } from "../insertBatch";

const useStyles = makeStyles({
  bar: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS },
});

export interface InsertAllBarProps {
  host: "word" | "excel";
  items: readonly BatchItem[];
  sources: ResultSources;
  /** The queue's markInserted: the rows say "Inserted", also after a reopen. */
  markInserted?: (itemId: string, marker: InsertedMarker) => void;
}

export function InsertAllBar({ host, items, sources, markInserted }: InsertAllBarProps): React.JSX.Element {
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
  // Remembered per account and application with the other insert choices.
  const [{ insert: choices }, settings] = useSettings();
  const prefs = insertAllPrefsFrom(choices);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string[]>([]);
  // The latest sources, for insertions that run after this render.
  const sourcesRef = useRef(sources);
  useEffect(() => {
    sourcesRef.current = sources;
  });

  const change = (next: Partial<InsertAllPrefs>): void => settings.setInsert(insertAllChoices(next));

  // One writer per set of options: for Word it remembers where this batch's last insertion went.
  const writer = useMemo(
    () =>
      createBatchWriter(host, {
        excelPlacement: prefs.atSelection ? "selection" : "newSheet",
        keepText: prefs.keepText,
        fileHeadings: prefs.fileHeadings,
      }),
    [host, prefs.keepText, prefs.fileHeadings, prefs.atSelection],
  );
  const runner = useMemo(
    () =>
      new SerialBatches<BatchItem>(async (batch) => {
        setBusy(true);
        try {
          const todo = batch.filter((item) => !inserted.isInserted(item.id));
          const report = await insertAll(todo, {
            load: async (item) => {
              const opened = await openResult(item, sourcesRef.current);
              return { itemId: item.id, fileName: item.fileName, model: opened.result, extractorName: opened.extractorName };
            },
            write: writer,
            marks: inserted,
          });
          setSaid(insertAllSentences(report));
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
    if (fresh.length > 0) void runner.push(fresh);
  }, [items, prefs.asTheyFinish, runner]);

  const shown: InsertedLookup = { isInserted: (id) => local.isInserted(id) || items.some((i) => i.id === id && i.inserted !== null) };
  const view = insertAllView(items, shown, busy);
  return (
    <section className={styles.bar} aria-label={t("results.insertAll.label")}>
      {/* Guarded in the click's own tick: a double click writes the results once. */}
      <Button appearance="secondary" disabled={view.disabled} onClick={() => runner.busy || void runner.push(view.pending)}>
        {view.label}
      </Button>
      <Switch
        label={t("results.insertAll.asTheyFinish")}
        checked={prefs.asTheyFinish}
        onChange={(_, data) => change({ asTheyFinish: data.checked })}
      />
      {host === "excel" ? (
        <>
          <Checkbox
            label={t("results.insertAll.atSelection")}
            checked={prefs.atSelection}
            onChange={(_, data) => change({ atSelection: data.checked === true })}
          />
          <Checkbox
            label={t("results.insertAll.keepText")}
            checked={prefs.keepText}
            onChange={(_, data) => change({ keepText: data.checked === true })}
          />
        </>
      ) : (
        <Checkbox
          label={t("results.insertAll.fileHeadings")}
          checked={prefs.fileHeadings}
          onChange={(_, data) => change({ fileHeadings: data.checked === true })}
        />
      )}
      <div role="status" aria-live="polite" data-testid="insert-all-status">
        {said.map((sentence, i) => (
          <Text key={i} block>
            {sentence}
          </Text>
        ))}
      </div>
    </section>
  );
}
