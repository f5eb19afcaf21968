// "Fix all N like this" asks in place, under the grid, not in a dialog (issue 36): the page panel stays in view,
// and each value listed is a button that makes its cell the active one, so the panel turns to that cell's page
// before anything changes. Confirming changes them all in one step; Cancel or Escape leaves them. Renders; the
// table decides (TableReview).
import { Button, Text, makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import { useEffect, useId, useRef } from "react";
import { t } from "../../i18n/messages";
import type { Question } from "../../work/batchView";

const useStyles = makeStyles({
  question: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  title: { fontWeight: tokens.fontWeightSemibold },
  list: { listStyleType: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXS },
  // A value's line may be long (a column's name, a long reading): it wraps inside the button.
  value: { justifyContent: "flex-start", textAlign: "start", maxWidth: "100%", height: "auto", minHeight: "24px" },
  // The value whose cell (and page) is shown.
  shown: { backgroundColor: tokens.colorSubtleBackgroundSelected, fontWeight: tokens.fontWeightSemibold },
  answers: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalXS },
});

export interface LikeFixQuestionProps {
  /** The question, with a line (`details`) for each value in the group's order. */
  question: Question;
  /** The listed value whose cell is the active one (its page in the panel), or null. */
  shown: number | null;
  onShow(index: number): void;
  onAnswer(confirmed: boolean): void;
}

export function LikeFixQuestion({ question, shown, onShow, onAnswer }: LikeFixQuestionProps): React.JSX.Element {
  const styles = useStyles();
  const titleId = useId();
  const messageId = useId();
  // Asked: the focus comes here (the question's title read), as a dialog would take it.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      role="group"
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      className={styles.question}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        onAnswer(false);
      }}
      data-testid="review-like-fix"
    >
      <Text id={titleId} className={styles.title}>
        {question.title}
      </Text>
      <Text id={messageId} size={200}>
        {question.message} {t("review.likeFix.seeOnPage")}
      </Text>
      <ul className={styles.list}>
        {(question.details ?? []).map((line, i) => (
          <li key={line}>
            <Button
              className={mergeClasses(styles.value, shown === i && styles.shown)}
              size="small"
              appearance="subtle"
              aria-current={shown === i ? "true" : undefined}
              onClick={() => onShow(i)}
            >
              {line}
            </Button>
          </li>
        ))}
      </ul>
      <div className={styles.answers}>
        <Button size="small" appearance="primary" onClick={() => onAnswer(true)}>
          {question.confirm}
        </Button>
        <Button size="small" onClick={() => onAnswer(false)}>
          {question.cancel}
        </Button>
      </div>
    </div>
  );
}
