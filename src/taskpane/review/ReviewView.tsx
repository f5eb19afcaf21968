// The review before insert (F18), which is the preview, editable: tables as grids (joined, chosen, their rows
// and columns kept or left out), key/value pairs, extractor records and transcript pages, with the values that
// look misread flagged and reachable one after the other (F8). Ctrl+Z undoes the last edit. The same view
// runs in the task pane and in the larger window. Renders and dispatches: the state is src/results/review.
import { Text, makeStyles, tokens } from "@fluentui/react-components";
import { useCallback, useMemo, useState, type KeyboardEvent } from "react";
import { t } from "../../i18n/messages";
import type { Flag } from "../../results/checks/types";
import type { ReviewSession } from "../../results/review/history";
import type { ReviewPlace } from "../../results/review/pageOf";
import { hasChanges } from "../../results/review/history";
import { canJoin, joinSuggestions, tableGroups } from "../../results/review/tables";
import type { ReviewDoc, ReviewEdit } from "../../results/review/types";
import { isLargeReview } from "../../work/review/largeReview";
import { useReadFirst } from "./pacing";
import { indexFlags, nextFlagIndex, orderFlags, type FlagIndex, type FlagKey } from "../../work/review/flags";
import type { GridPos } from "../../work/review/gridKeys";
import { placeOfId } from "../../work/review/reviewPlace";
import { gridPosition } from "../../work/review/tableSource";
import { PairsReview } from "./PairsReview";
import { PAIRS_GRID } from "../../work/review/pairsSource";
import { RecordsReview } from "./RecordsReview";
import { ReviewToolbar } from "./ReviewToolbar";
import { TableReview } from "./TableReview";
import { evidenceSentences } from "../../insert/evidenceNote";
import type { NumberCulture } from "../../results/numbers/cellValues";
import { ReviewEvidence } from "../../results/review/evidence";
import type { EvidenceSaid } from "../../results/numbers/evidenceSaid";
import { TranscriptReview } from "./TranscriptReview";

const useStyles = makeStyles({
  review: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM, minWidth: 0 },
});

export interface ReviewViewProps {
  session: ReviewSession;
  /** The values to check; null while the checks have not run yet. */
  flags: readonly Flag[] | null;
  /**
   * The state the flags and the evidence were read from, when not `session.doc`: a large review reads an edit
   * just after the frame that shows it (pacing.ts), and the edited value shows no mark until then.
   */
  checkedDoc?: ReviewDoc;
  onEdit(edit: ReviewEdit): void;
  onUndo(): void;
  onDiscard(): void;
  languageName(code: string): string;
  /** Offered where the larger window can open (DialogApi 1.2). */
  onOpenLarger?: () => void;
  /** Tallest a grid may be. */
  maxGridHeight: number;
  /** jsdom has no layout: tests give the grids' size. */
  initialRect?: { width: number; height: number };
  /** How the workbook reads numbers (Excel): each table says which columns the document's evidence reads otherwise. */
  culture?: NumberCulture | null;
  /** Where the user is (the active cell, the focused field or page text): the page panel shows its page. */
  onPlace?: (place: ReviewPlace) => void;
}

const inTextField = (target: EventTarget): boolean =>
  target instanceof HTMLElement && (target.tagName === "TEXTAREA" || target.tagName === "INPUT" || target.isContentEditable);

export function ReviewView(props: ReviewViewProps): React.JSX.Element {
  const { session, onEdit } = props;
  const styles = useStyles();
  const doc = session.doc;
  const found = props.flags;
  const list = useMemo(() => found ?? [], [found]);
  const checkedDoc = props.checkedDoc ?? doc;
  const flags = useMemo(() => indexFlags(list, checkedDoc, doc), [list, checkedDoc, doc]);
  const [active, setActive] = useState<ReadonlyMap<string, GridPos>>(new Map());
  const [focus, setFocus] = useState<{ head: string; n: number } | null>(null);
  // Where the last jump to a value to check went: the next one is the first after it.
  const [flagAt, setFlagAt] = useState<FlagKey | null>(null);
  // Put in order only when F8 asks: ordering places every row of a 10,000-row table, too slow for each edit.
  const ordered = useMemo(() => {
    let kept: ReturnType<typeof orderFlags> | null = null;
    return () => (kept ??= orderFlags(doc, list));
  }, [doc, list]);

  const { onPlace } = props;
  const activate = (head: string, pos: GridPos): void => {
    setActive((m) => new Map(m).set(head, pos));
    // The pairs' grid is the pairs, a row each below its header: its place is the pair's.
    if (head === PAIRS_GRID) {
      if (pos.row > 0) onPlace?.({ kind: "pair", pair: pos.row - 1 });
    } else onPlace?.({ kind: "cell", head, row: pos.row, column: pos.column });
  };
  // Fields, pairs and page texts say where they are by their ids (grid cells through `activate`).
  const onFocus = (event: React.FocusEvent<HTMLDivElement>): void => {
    const at = placeOfId(event.target.id);
    if (at) onPlace?.(at);
  };
  // A join removes the button that asked for it: the focus goes to the joined table's Split button.
  const [joined, setJoined] = useState<string | null>(null);
  const onFocused = useCallback(() => setJoined(null), []);
  const dispatch = (change: ReviewEdit): void => {
    if (change.op === "join") setJoined(change.table);
    onEdit(change);
  };

  /** Goes to the next (or previous) value to check: its cell in its grid, or its field. */
  const nextFlag = (backwards = false, from: FlagKey | null = flagAt): void => {
    const index = nextFlagIndex(ordered(), from, backwards);
    if (index < 0) return;
    const { flag, key } = ordered()[index]!;
    setFlagAt(key);
    const place = flag.place;
    if (place.kind === "cell" && doc.kind === "tables") {
      const at = gridPosition(doc.tables, place);
      if (!at) return;
      activate(at.head, at.pos);
      setFocus((f) => ({ head: at.head, n: (f?.n ?? 0) + 1 }));
    } else if (place.kind === "pair") {
      // The pairs' grid: row 0 is its header, the value is column 1.
      activate(PAIRS_GRID, { row: place.pair + 1, column: 1 });
      setFocus((f) => ({ head: PAIRS_GRID, n: (f?.n ?? 0) + 1 }));
    } else {
      const id = place.kind === "field" ? `review-field-${place.record}-${place.field}` : "";
      document.getElementById(id)?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === "z" && !inTextField(event.target)) {
      event.preventDefault();
      props.onUndo();
    } else if (event.key === "F8" && !event.defaultPrevented) {
      // Anywhere in the review (the grid handles its own).
      event.preventDefault();
      nextFlag(event.shiftKey);
    }
  };

  // The review is the preview, editable: it keeps the preview's name.
  const label = t(
    doc.kind === "transcript"
      ? "results.preview.transcriptLabel"
      : doc.kind === "tables"
        ? "results.preview.tablesLabel"
        : "results.preview.recordsLabel",
  );
  return (
    <div className={styles.review} role="region" aria-label={label} onKeyDown={onKeyDown} onFocus={onFocus} data-testid="preview">
      <ReviewToolbar
        flagCount={found === null ? null : found.length}
        canUndo={session.editCount > 0}
        changed={hasChanges(session)}
        onNextFlag={() => nextFlag()}
        onFirstFlag={() => nextFlag(false, null)}
        onUndo={props.onUndo}
        onDiscard={props.onDiscard}
        {...(props.onOpenLarger ? { onOpenLarger: props.onOpenLarger } : {})}
      />
      {doc.kind === "tables" ? (
        <TablesPart
          doc={doc}
          checkedDoc={checkedDoc.kind === "tables" ? checkedDoc : doc}
          flags={flags}
          active={active}
          focus={focus}
          maxGridHeight={props.maxGridHeight}
          {...(props.initialRect ? { initialRect: props.initialRect } : {})}
          onEdit={dispatch}
          onActive={activate}
          onNextFlag={nextFlag}
          focusSplit={joined}
          onFocused={onFocused}
          culture={props.culture ?? null}
        />
      ) : null}
      {doc.kind === "records" ? (
        doc.records.length > 0 ? (
          <RecordsReview model={doc.base} records={doc.records} flags={flags} onEdit={onEdit} />
        ) : (
          <Text>{t("results.preview.noRecords")}</Text>
        )
      ) : null}
      {doc.kind === "transcript" ? <TranscriptReview pages={doc.pages} languageName={props.languageName} onEdit={onEdit} /> : null}
    </div>
  );
}

const NO_EVIDENCE: ReadonlyMap<string, EvidenceSaid[]> = new Map();

interface TablesPartProps {
  doc: Extract<ReviewSession["doc"], { kind: "tables" }>;
  /** The state the evidence sentences read (the flags' own). */
  checkedDoc: Extract<ReviewSession["doc"], { kind: "tables" }>;
  culture: NumberCulture | null;
  flags: FlagIndex;
  maxGridHeight: number;
  initialRect?: { width: number; height: number };
  onEdit(edit: ReviewEdit): void;
  active: ReadonlyMap<string, GridPos>;
  focus: { head: string; n: number } | null;
  onActive(head: string, pos: GridPos): void;
  onNextFlag(backwards: boolean): void;
  focusSplit: string | null;
  onFocused(): void;
}

function TablesPart({
  doc,
  checkedDoc,
  flags,
  active,
  focus,
  onActive,
  onNextFlag,
  onEdit,
  focusSplit,
  onFocused,
  culture,
  ...props
}: TablesPartProps): React.JSX.Element {
  // One reader for the result's life: it keeps what it read, so an edit re-reads only the column it changed.
  // Its first reading waits until the grid has been drawn once, as the flags' does (useFlags.ts): it reads
  // every column, 800 ms for a 10,000 x 10 table, which the grid should not wait for (and a large table's runs
  // in slices, pacing.ts).
  const [reader] = useState(() => new ReviewEvidence());
  const read = useReadFirst(culture, (c) => reader.steps(checkedDoc, c), isLargeReview(doc));
  const evidence = useMemo(() => (read ? reader.read(checkedDoc, read) : NO_EVIDENCE), [reader, checkedDoc, read]);
  const groups = useMemo(() => tableGroups(doc.tables), [doc.tables]);
  const suggested = useMemo(() => new Set(joinSuggestions(doc.tables)), [doc.tables]);
  return (
    <>
      {groups.map((group) => {
        const head = group[0]!;
        const before = doc.tables[doc.tables.indexOf(head) - 1];
        const joinable = before && canJoin(doc.tables, head.id) ? { index: before.source.index, suggested: suggested.has(head.id) } : null;
        return (
          <TableReview
            key={head.id}
            group={group}
            joinable={joinable}
            evidence={evidenceSentences(evidence.get(head.id) ?? [])}
            flags={flags}
            active={active.get(head.id) ?? null}
            focusRequest={focus?.head === head.id ? focus.n : 0}
            maxHeight={props.maxGridHeight}
            onActive={(pos) => onActive(head.id, pos)}
            onEdit={onEdit}
            onNextFlag={onNextFlag}
            focusSplit={focusSplit}
            onFocused={onFocused}
            {...(props.initialRect ? { initialRect: props.initialRect } : {})}
          />
        );
      })}
      {doc.pairs.length > 0 ? (
        <PairsReview
          pairs={doc.pairs}
          flags={flags}
          onEdit={onEdit}
          active={active.get(PAIRS_GRID) ?? null}
          focusRequest={focus?.head === PAIRS_GRID ? focus.n : 0}
          maxHeight={props.maxGridHeight}
          onActive={(pos) => onActive(PAIRS_GRID, pos)}
          onNextFlag={onNextFlag}
          {...(props.initialRect ? { initialRect: props.initialRect } : {})}
        />
      ) : null}
      {doc.tables.length === 0 && doc.pairs.length === 0 ? <Text>{t("results.preview.noTables")}</Text> : null}
    </>
  );
}
