// A yes/no question in a Fluent dialog (before spending credits, deleting a document, or sending a file that
// may already have arrived). The safe answer comes first, so it has the focus. Loaded lazily.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
  useId,
} from "@fluentui/react-components";
import type { Answer, Question } from "../../work/batchView";

const useStyles = makeStyles({
  content: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  details: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

export interface ConfirmDialogProps {
  question: Question;
  /** Closed rather than unmounted, so Fluent restores the page's aria-hidden and the focus. */
  open: boolean;
  onAnswer: (answer: Answer) => void;
}

export function ConfirmDialog({ question, open, onAnswer }: ConfirmDialogProps): React.JSX.Element {
  const styles = useStyles();
  const messageId = useId("question");
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => !data.open && onAnswer("cancel")}>
      <DialogSurface aria-describedby={messageId}>
        <DialogBody>
          <DialogTitle>{question.title}</DialogTitle>
          <DialogContent className={styles.content}>
            <p id={messageId}>{question.message}</p>
            {question.details && question.details.length > 0 ? (
              <ul className={styles.details}>
                {question.details.map((line, i) => (
                  // Two files may have one name: the place keeps the keys apart.
                  <li key={`${i}:${line}`}>{line}</li>
                ))}
              </ul>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => onAnswer("cancel")}>
              {question.cancel}
            </Button>
            {question.alternative ? <Button onClick={() => onAnswer("alternative")}>{question.alternative}</Button> : null}
            <Button appearance="primary" onClick={() => onAnswer("confirm")}>
              {question.confirm}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
