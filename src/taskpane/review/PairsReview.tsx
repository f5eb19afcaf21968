// The key/value pairs under review: which go in, and each value (and key) as corrected.
import { Checkbox, makeStyles, tokens } from "@fluentui/react-components";
import { t } from "../../i18n/messages";
import { keyValueCaption } from "../../results/documentText";
import type { PairState, ReviewEdit } from "../../results/review/types";
import type { FlagIndex } from "../../work/review/flags";
import { ReviewField } from "./ReviewField";

const useStyles = makeStyles({
  list: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS, margin: 0, padding: 0, border: "none", minWidth: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: 0 },
  pair: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXS, paddingBlockEnd: tokens.spacingVerticalXS },
});

export function PairsReview({
  pairs,
  flags,
  onEdit,
}: {
  pairs: readonly PairState[];
  flags: FlagIndex;
  onEdit(edit: ReviewEdit): void;
}): React.JSX.Element {
  const styles = useStyles();
  return (
    <fieldset className={styles.list} data-testid="review-pairs">
      <legend className={styles.legend}>{keyValueCaption()}</legend>
      {pairs.map((pair, i) => (
        <div key={i} className={styles.pair}>
          <Checkbox
            label={t("review.pairs.choose", { key: pair.key || pair.source.key })}
            checked={pair.chosen}
            onChange={(_, d) => onEdit({ op: "choosePair", pair: i, chosen: d.checked === true })}
          />
          <ReviewField
            id={`review-pair-${i}-key`}
            label={t("review.pairs.key")}
            value={pair.key}
            disabled={!pair.chosen}
            onCommit={(value) => onEdit({ op: "setPair", pair: i, part: "key", value })}
          />
          <ReviewField
            id={`review-pair-${i}`}
            label={t("review.pairs.value", { key: pair.key })}
            value={pair.value}
            disabled={!pair.chosen}
            mark={flags.at({ kind: "pair", pair: i })?.mark ?? null}
            onCommit={(value) => onEdit({ op: "setPair", pair: i, part: "value", value })}
            onMarkChecked={() => onEdit({ op: "markChecked", place: { kind: "pair", pair: i }, text: pair.value, checked: true })}
          />
        </div>
      ))}
    </fieldset>
  );
}
