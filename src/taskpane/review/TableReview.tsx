// One table under review (joined tables as one): whether it goes in, its header row, joining it with the
// table it continues (suggested when it looks continued) or splitting it off again, the grid, and the
// actions on the active cell's row and column. Renders and dispatches; the edits are src/results/review.
import {
  Button,
  Checkbox,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Switch,
  Text,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import { useEffect, useMemo, useRef, useState } from "react";
import { t } from "../../i18n/messages";
import type { ReviewEdit, TableState } from "../../results/review/types";
import type { FlagIndex } from "../../work/review/flags";
import type { GridPos } from "../../work/review/gridKeys";
import { groupCaption, tableSource } from "../../work/review/tableSource";
import { likeFixEdit, sameLikeFixes, type LikeFixGroup } from "../../results/checks/likeFixes";
import { cellText } from "../../results/review/tables";
import { likeFixQuestion, tableFixLine } from "../../work/review/likeFixQuestion";
import { FlagActions } from "./FlagActions";
import { LikeFixQuestion } from "./LikeFixQuestion";
import { ReviewGrid } from "./ReviewGrid";

const useStyles = makeStyles({
  card: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS, minWidth: 0 },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalXS, alignItems: "center" },
  note: { color: tokens.colorNeutralForeground2 },
});

export interface TableReviewProps {
  group: readonly TableState[];
  /** The table before it, when this one can be joined onto it; `suggested` when it looks continued from it. */
  joinable: { index: number; suggested: boolean } | null;
  /** Which columns the document's evidence reads otherwise than the workbook, and why: said above the grid. */
  evidence?: readonly string[];
  flags: FlagIndex;
  active: GridPos | null;
  focusRequest: number;
  maxHeight: number;
  onActive(pos: GridPos): void;
  onEdit(edit: ReviewEdit): void;
  onNextFlag(backwards: boolean): void;
  /** A table just joined to this one: its Split button takes the focus (the Join button pressed is gone). */
  focusSplit?: string | null;
  onFocused?(): void;
  initialRect?: { width: number; height: number };
}

export function TableReview(props: TableReviewProps): React.JSX.Element {
  const { group, flags, active, onEdit } = props;
  const styles = useStyles();
  const head = group[0]!;
  const { focusSplit, onFocused } = props;
  useEffect(() => {
    if (!focusSplit || !group.some((t) => t.id === focusSplit)) return;
    document.getElementById(`review-split-${focusSplit}`)?.focus();
    onFocused?.();
  }, [focusSplit, group, onFocused]);
  const source = useMemo(
    () => tableSource(group, (table, row, column) => flags.at({ kind: "cell", table, row, column })?.mark ?? null),
    [group, flags],
  );
  const caption = groupCaption(group);
  const ref = active ? source.refAt(active.row) : undefined;
  const activeFlag = ref && active ? flags.at({ kind: "cell", table: ref.table.id, row: ref.row, column: active.column }) : null;
  const fix = (pos: GridPos): void => {
    const at = source.refAt(pos.row);
    const flag = at ? flags.at({ kind: "cell", table: at.table.id, row: at.row, column: pos.column }) : null;
    if (at && flag?.flag.suggestion != null)
      onEdit({ op: "setCell", table: at.table.id, row: at.row, column: pos.column, value: flag.flag.suggestion });
  };
  // The buttons pressed go with the flag they settled: the focus goes back to the active cell.
  const sectionRef = useRef<HTMLElement>(null);
  const refocus = (): void => {
    requestAnimationFrame(() => sectionRef.current?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]')?.focus());
  };
  const settled = (change: ReviewEdit): void => {
    onEdit(change);
    refocus();
  };
  // "Fix all like this" lists what it changes first, under the grid (LikeFixQuestion says why not in a dialog);
  // the question is the table's, as the buttons go with the flag. Asked about a group that has changed since
  // (an edit, an undo), it is withdrawn: only the list shown is ever confirmed.
  const [asked, setAsked] = useState<LikeFixGroup | null>(null);
  const asking = asked && sameLikeFixes(flags.likeFixes(asked.fixes[0]!.place), asked) ? asked : null;
  // Withdrawn for good (an undo that brings the values back does not bring the question back): React's way to
  // adjust state to a change seen while rendering.
  if (asked && !asking) setAsked(null);
  const answer = (confirmed: boolean): void => {
    if (asking && confirmed) onEdit(likeFixEdit(asking));
    setAsked(null);
    refocus();
  };
  // A listed value shown: its cell becomes the active one (the page panel turns to its page), the focus stays here.
  const rowOf = ({ place }: LikeFixGroup["fixes"][number]): number =>
    place.kind === "cell" ? (source.gridRow(place.table, place.row) ?? -1) : -1;
  const shownFix =
    asking && active
      ? asking.fixes.findIndex((f) => f.place.kind === "cell" && f.place.column === active.column && rowOf(f) === active.row)
      : -1;
  const isHeaderRow = active !== null && active.row === 0 && source.headerRow;
  const rowDeleted = active !== null && source.rowDeleted(active.row);
  const columnDeleted = active !== null && source.columnDeleted(active.column);

  return (
    <section ref={sectionRef} className={styles.card} aria-label={caption} data-testid="review-table">
      <Checkbox
        label={t("review.table.choose", { caption })}
        checked={head.chosen}
        onChange={(_, d) => onEdit({ op: "chooseTable", table: head.id, chosen: d.checked === true })}
      />
      {props.joinable?.suggested ? (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{t("review.table.looksContinued", { previous: props.joinable.index })}</MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={() => onEdit({ op: "join", table: head.id })}>
              {t("review.table.join", { previous: props.joinable.index })}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : props.joinable ? (
        <div className={styles.actions}>
          <Button size="small" appearance="subtle" onClick={() => onEdit({ op: "join", table: head.id })}>
            {t("review.table.join", { previous: props.joinable.index })}
          </Button>
        </div>
      ) : null}
      {group.slice(1).map((follower) => (
        <div key={follower.id} className={styles.actions}>
          <Text size={200} className={styles.note}>
            {t("review.table.joined", { index: follower.source.index, page: follower.source.pageNumber })}
          </Text>
          <Button id={`review-split-${follower.id}`} size="small" onClick={() => onEdit({ op: "split", table: follower.id })}>
            {t("review.table.split", { index: follower.source.index })}
          </Button>
        </div>
      ))}
      {props.evidence && props.evidence.length > 0 ? (
        <div data-testid="review-evidence">
          {props.evidence.map((sentence) => (
            <Text key={sentence} as="p" size={200} className={styles.note}>
              {sentence}
            </Text>
          ))}
        </div>
      ) : null}
      <Switch
        label={t("review.table.headerRow")}
        checked={head.hasHeaderRow}
        onChange={(_, d) => onEdit({ op: "header", table: head.id, on: d.checked })}
      />
      <ReviewGrid
        source={source}
        label={caption}
        maxHeight={props.maxHeight}
        active={active}
        focusRequest={props.focusRequest}
        onActive={props.onActive}
        onEdit={(pos, value) => {
          const at = source.refAt(pos.row);
          if (at) onEdit({ op: "setCell", table: at.table.id, row: at.row, column: pos.column, value });
        }}
        onNextFlag={props.onNextFlag}
        onFix={fix}
        {...(props.initialRect ? { initialRect: props.initialRect } : {})}
      />
      {activeFlag && active && ref ? (
        <FlagActions
          description={activeFlag.mark.description}
          suggestion={activeFlag.flag.suggestion}
          group={flags.likeFixes(activeFlag.flag.place)}
          onFix={() => {
            fix(active);
            refocus();
          }}
          onFixAll={setAsked}
          onMarkChecked={() =>
            settled({ op: "markChecked", place: activeFlag.flag.place, text: cellText(ref.table, ref.row, active.column), checked: true })
          }
        />
      ) : null}
      {asking ? (
        <LikeFixQuestion
          question={likeFixQuestion(asking, (f) => tableFixLine(source, f))}
          shown={shownFix < 0 ? null : shownFix}
          onShow={(i) => {
            const fix = asking.fixes[i];
            const row = fix ? rowOf(fix) : -1;
            if (fix?.place.kind === "cell" && row >= 0) props.onActive({ row, column: fix.place.column });
          }}
          onAnswer={answer}
        />
      ) : null}
      {active && ref ? (
        <div className={styles.actions}>
          {isHeaderRow ? null : (
            <Button
              size="small"
              appearance="subtle"
              onClick={() => onEdit({ op: rowDeleted ? "restoreRow" : "deleteRow", table: ref.table.id, row: ref.row })}
            >
              {t(rowDeleted ? "review.table.restoreRow" : "review.table.deleteRow", { row: active.row + 1 })}
            </Button>
          )}
          <Button
            size="small"
            appearance="subtle"
            onClick={() => onEdit({ op: columnDeleted ? "restoreColumn" : "deleteColumn", table: head.id, column: active.column })}
          >
            {t(columnDeleted ? "review.table.restoreColumn" : "review.table.deleteColumn", { column: source.columnLabel(active.column) })}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
