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
import type { Question } from "../../work/batchView";

const useStyles = makeStyles({
  content: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  details: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

export function ConfirmDialog({ question, onAnswer }: { question: Question; onAnswer: (yes: boolean) => void }): React.JSX.Element {
  const styles = useStyles();
  const messageId = useId("question");
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onAnswer(false)}>
      <DialogSurface aria-describedby={messageId}>
        <DialogBody>
          <DialogTitle>{question.title}</DialogTitle>
          <DialogContent className={styles.content}>
            <p id={messageId}>{question.message}</p>
            {question.details && question.details.length > 0 ? (
              <ul className={styles.details}>
                {question.details.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => onAnswer(false)}>
              {question.cancel}
            </Button>
            <Button appearance="primary" onClick={() => onAnswer(true)}>
              {question.confirm}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
