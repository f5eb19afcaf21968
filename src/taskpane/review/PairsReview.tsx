// The key/value pairs under review, as a compact grid (Key | Value, a row per pair) with the tables' keys, flags
// and actions: which pairs go in (leave out / keep the active one), each key and value as corrected, the active
// value's flag with its fix and "Mark as checked". Renders and dispatches; the edits are src/results/review.
import { Button, Checkbox, makeStyles, tokens } from "@fluentui/react-components";
import { useMemo, useRef } from "react";
import { t } from "../../i18n/messages";
import { keyValueCaption } from "../../results/documentText";
import type { PairState, ReviewEdit } from "../../results/review/types";
import { fixEdit, type FlagIndex } from "../../work/review/flags";
import type { GridPos } from "../../work/review/gridKeys";
import { pairsSource } from "../../work/review/pairsSource";
import { FlagActions } from "./FlagActions";
import { ReviewGrid } from "./ReviewGrid";

const useStyles = makeStyles({
  card: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS, minWidth: 0 },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalXS },
});

export interface PairsReviewProps {
  pairs: readonly PairState[];
  flags: FlagIndex;
  onEdit(edit: ReviewEdit): void;
  active: GridPos | null;
  focusRequest: number;
  maxHeight: number;
  onActive(pos: GridPos): void;
  onNextFlag(backwards: boolean): void;
  initialRect?: { width: number; height: number };
}

export function PairsReview(props: PairsReviewProps): React.JSX.Element {
  const { pairs, flags, onEdit, active } = props;
  const styles = useStyles();
  const source = useMemo(() => pairsSource(pairs, flags), [pairs, flags]);
  const caption = keyValueCaption();
  const pair = active && active.row > 0 ? active.row - 1 : null;
  const chosen = pair !== null ? pairs[pair]?.chosen !== false : true;
  const activeFlag = pair !== null && active?.column === 1 ? flags.at({ kind: "pair", pair }) : null;
  // The buttons pressed go with the flag they settled: the focus goes back to the active cell.
  const sectionRef = useRef<HTMLElement>(null);
  const settled = (change: ReviewEdit): void => {
    onEdit(change);
    requestAnimationFrame(() => sectionRef.current?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]')?.focus());
  };
  const fix = (pos: GridPos): void => {
    const flag = pos.row > 0 && pos.column === 1 ? flags.at({ kind: "pair", pair: pos.row - 1 }) : null;
    const edit = flag ? fixEdit(flag.flag) : null;
    if (edit) onEdit(edit);
  };
  const allChosen = pairs.every((p) => p.chosen);
  return (
    <section ref={sectionRef} className={styles.card} aria-label={caption} data-testid="review-pairs">
      <Checkbox
        label={t("review.pairs.chooseAll")}
        checked={allChosen ? true : pairs.some((p) => p.chosen) ? "mixed" : false}
        onChange={(_, d) => pairs.forEach((_p, i) => onEdit({ op: "choosePair", pair: i, chosen: d.checked === true }))}
      />
      <ReviewGrid
        source={source}
        label={caption}
        maxHeight={props.maxHeight}
        active={active}
        focusRequest={props.focusRequest}
        onActive={props.onActive}
        onEdit={(pos, value) => {
          if (pos.row > 0) onEdit({ op: "setPair", pair: pos.row - 1, part: pos.column === 0 ? "key" : "value", value });
        }}
        onNextFlag={props.onNextFlag}
        onFix={fix}
        {...(props.initialRect ? { initialRect: props.initialRect } : {})}
      />
      {activeFlag && pair !== null && active ? (
        <FlagActions
          description={activeFlag.mark.description}
          suggestion={activeFlag.flag.suggestion}
          group={null}
          onFix={() => {
            const edit = fixEdit(activeFlag.flag);
            if (edit) settled(edit);
          }}
          onFixAll={() => undefined}
          onMarkChecked={() => settled({ op: "markChecked", place: activeFlag.flag.place, text: pairs[pair]?.value ?? "", checked: true })}
        />
      ) : null}
      {pair !== null ? (
        <div className={styles.actions}>
          <Button size="small" appearance="subtle" onClick={() => onEdit({ op: "choosePair", pair, chosen: !chosen })}>
            {t(chosen ? "review.pairs.leaveOut" : "review.pairs.keep", { key: pairs[pair]?.key ?? "" })}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
