// The batch queue as the user sees it: why uploads are on hold (and a way to carry on), problems following
// or saving the work, the batch's progress, and one row per file. Loaded lazily, once there is a file in it.
import {
  Button,
  Field,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  ProgressBar,
  Text,
  makeStyles,
  tokens,
  useId,
} from "@fluentui/react-components";
import type { QueueSnapshot, QueueStatus } from "../../work/batch";
import { batchProgress, displayOrder, progressSentence } from "../../work/batchView";
import { BatchItemRow, type RowHandlers } from "./BatchItemRow";

const useStyles = makeStyles({
  section: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  list: { margin: 0, padding: 0, listStyleType: "none", borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
});

function StatusBars({
  status,
  onResume,
  onBuyCredits,
}: {
  status: QueueStatus;
  onResume: () => void;
  onBuyCredits?: () => void;
}): React.JSX.Element {
  const hold = status.uploadHold;
  const credits = hold?.kind === "insufficient_credits";
  return (
    <>
      {hold ? (
        <MessageBar intent="warning" layout="multiline" data-testid="upload-hold">
          <MessageBarBody>
            <MessageBarTitle>{credits ? "Your page credits ran out" : "Sending is paused"}</MessageBarTitle>
            {/* One instruction, matching the buttons: the files wait here and are sent by Continue uploads. */}
            {credits
              ? "Files already sent are still processed. The others wait here: buy credits, then select Continue uploads to send them."
              : `${hold.message} Files already sent are still processed. The others wait here: sign in again, then select Continue uploads.`}
          </MessageBarBody>
          <MessageBarActions>
            {credits && onBuyCredits ? (
              <Button appearance="primary" onClick={onBuyCredits}>
                Buy credits
              </Button>
            ) : null}
            <Button onClick={onResume}>Continue uploads</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {status.trackingProblem ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            <MessageBarTitle>Progress is not up to date</MessageBarTitle>
            {status.trackingProblem} The add-in keeps trying.
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {status.storageProblem ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            <MessageBarTitle>This list is not saved</MessageBarTitle>
            {status.storageProblem} Keep the task pane open until the files are processed.
          </MessageBarBody>
        </MessageBar>
      ) : null}
    </>
  );
}

export interface BatchListProps {
  snapshot: QueueSnapshot;
  openId: string | null;
  handlers: RowHandlers;
  onResume: () => void;
  /** Shows where credits are bought (when uploads wait for credits). */
  onBuyCredits?: () => void;
}

export function BatchList({ snapshot, openId, handlers, onResume, onBuyCredits }: BatchListProps): React.JSX.Element {
  const styles = useStyles();
  const headingId = useId("batch-heading");
  const progress = batchProgress(snapshot.items);
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="batch-list">
      <Text as="h2" id={headingId} size={400} weight="semibold" className={styles.heading}>
        Files
      </Text>
      <StatusBars status={snapshot.status} onResume={onResume} {...(onBuyCredits ? { onBuyCredits } : {})} />
      {progress.active && progress.total > 0 ? (
        <Field validationMessage={progressSentence(progress)} validationState="none">
          <ProgressBar value={progress.finished} max={progress.total} aria-label="Progress of the files" />
        </Field>
      ) : null}
      <ul className={styles.list}>
        {displayOrder(snapshot.items).map((item) => (
          <BatchItemRow key={item.id} item={item} isOpen={item.id === openId} handlers={handlers} />
        ))}
      </ul>
    </section>
  );
}
