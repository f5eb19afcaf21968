// Above the review: how many values to check (and the way to the next one), undo, discard, and the larger
// window. Renders; the review decides.
import { Button, Text, makeStyles, tokens } from "@fluentui/react-components";
import { t } from "../../i18n/messages";

const useStyles = makeStyles({
  bar: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalXS },
  count: { marginInlineEnd: "auto" },
});

export interface ReviewToolbarProps {
  /** Values to check; null while the checks run. */
  flagCount: number | null;
  canUndo: boolean;
  changed: boolean;
  onNextFlag(): void;
  /** Goes to the first value to check (the count is a way there too). */
  onFirstFlag(): void;
  onUndo(): void;
  onDiscard(): void;
  onOpenLarger?: () => void;
}

export function ReviewToolbar(props: ReviewToolbarProps): React.JSX.Element {
  const styles = useStyles();
  return (
    <div className={styles.bar} role="toolbar" aria-label={t("review.toolbar.label")} data-testid="review-toolbar">
      <div className={styles.count} aria-live="polite">
        {props.flagCount !== null && props.flagCount > 0 ? (
          <Button size="small" appearance="transparent" onClick={props.onFirstFlag} data-testid="review-flag-count">
            {t("review.toolbar.toCheck", { count: props.flagCount })}
          </Button>
        ) : (
          <Text data-testid="review-flag-count">
            {props.flagCount === null ? t("review.toolbar.checking") : t("review.toolbar.nothingToCheck")}
          </Text>
        )}
      </div>
      {props.flagCount !== null && props.flagCount > 0 ? (
        <Button size="small" aria-keyshortcuts="F8" onClick={props.onNextFlag}>
          {t("review.toolbar.next")}
        </Button>
      ) : null}
      <Button size="small" appearance="subtle" aria-keyshortcuts="Control+Z" disabledFocusable={!props.canUndo} onClick={props.onUndo}>
        {t("review.toolbar.undo")}
      </Button>
      <Button size="small" appearance="subtle" disabledFocusable={!props.changed} onClick={props.onDiscard}>
        {t("review.toolbar.discard")}
      </Button>
      {props.onOpenLarger ? (
        <Button size="small" appearance="subtle" onClick={props.onOpenLarger}>
          {t("review.toolbar.larger")}
        </Button>
      ) : null}
    </div>
  );
}
