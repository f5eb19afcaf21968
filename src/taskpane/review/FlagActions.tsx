// What can be done about the active value to check, under the grid: why it is flagged, its suggested fix,
// "Fix all N like this" when other values of its column are mended the same way (asked first, with the list of
// what changes; one step to undo), and "Mark as checked" to keep the value as it is. Renders; the review
// decides (src/results/checks/likeFixes.ts, src/results/review/marks.ts).
import { Button, Text, makeStyles, tokens } from "@fluentui/react-components";
import { t } from "../../i18n/messages";
import type { LikeFixGroup } from "../../results/checks/likeFixes";

const useStyles = makeStyles({
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalXS, alignItems: "center" },
  why: { flexBasis: "100%" },
});

export interface FlagActionsProps {
  description: string;
  suggestion: string | null;
  /** The like fixes this value's belongs to (two or more), or null. */
  group: LikeFixGroup | null;
  onFix(): void;
  /** Asks first, listing the values it changes (the dialog belongs to the table, which outlives these buttons). */
  onFixAll(group: LikeFixGroup): void;
  onMarkChecked(): void;
}

export function FlagActions(props: FlagActionsProps): React.JSX.Element {
  const styles = useStyles();
  const { group } = props;
  return (
    <div className={styles.actions} data-testid="review-flag-actions">
      <Text size={200} className={styles.why}>
        {props.description}
      </Text>
      {props.suggestion !== null ? (
        <Button size="small" aria-keyshortcuts="Control+." onClick={props.onFix}>
          {t("review.flag.apply", { value: props.suggestion })}
        </Button>
      ) : null}
      {group ? (
        <Button size="small" onClick={() => props.onFixAll(group)} data-testid="review-fix-all">
          {t("review.flag.fixAll", { count: group.fixes.length })}
        </Button>
      ) : null}
      <Button size="small" appearance="subtle" onClick={props.onMarkChecked} data-testid="review-mark-checked">
        {t("review.flag.markChecked")}
      </Button>
    </div>
  );
}
