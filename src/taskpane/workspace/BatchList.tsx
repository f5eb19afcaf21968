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
import { useEffect } from "react";
import { preloadResult } from "../components/ResultArea";
import { t } from "../../i18n/messages";
import type { QueueSnapshot, QueueStatus } from "../../work/batch";
import { batchProgress, displayOrder, progressSentence } from "../../work/batchView";
import { purchaseAvailability } from "../../work/credits/purchaseAvailability";
import { commerceAllowed } from "../../office/commerce";
import { usePolicy } from "../usePolicy";
import { BatchItemRow, type RowHandlers } from "./BatchItemRow";
import { isFallback, unreadNote } from "../../work/policy/fallback";

const useStyles = makeStyles({
  section: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  list: { margin: 0, padding: 0, listStyleType: "none", borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
});

function StatusBars({
  status,
  onResume,
  onBuyCredits,
  revealHold,
}: {
  status: QueueStatus;
  onResume: () => void;
  revealHold?: (element: HTMLElement | null) => void;
  onBuyCredits?: () => void;
}): React.JSX.Element {
  const hold = status.uploadHold;
  const credits = hold?.kind === "insufficient_credits";
  // Where the organisation buys the credits, the Credits view says whom to ask. Where Office allows no
  // purchases (iPad, iPhone: AppSource policy 1120.2 counts a pointer to buying elsewhere as upsell), the hold
  // says only what can be done here, and offers no way to credits.
  const policyState = usePolicy();
  const unread = isFallback(policyState, "topUp") ? unreadNote() : null;
  const purchase = purchaseAvailability(policyState.settings, { commerceAllowed: commerceAllowed() }, unread);
  const canBuy = purchase.kind === "available";
  const holdText =
    purchase.kind === "available"
      ? "workspace.batchList.creditsHold"
      : purchase.reason === "platform"
        ? "workspace.batchList.creditsHoldPlatform"
        : "workspace.batchList.creditsHoldOrganisation";
  return (
    <>
      {hold ? (
        <MessageBar intent="warning" layout="multiline" data-testid="upload-hold" ref={revealHold}>
          <MessageBarBody>
            <MessageBarTitle>{credits ? t("workspace.batchList.creditsRanOut") : t("workspace.batchList.sendingPaused")}</MessageBarTitle>
            {/* One instruction, matching the buttons: the files wait here and are sent by Continue uploads. */}
            {credits
              ? unread === null
                ? t(holdText)
                : `${t("workspace.batchList.creditsHoldUnread")} ${unread}`
              : t("workspace.batchList.signInHold", { problem: hold.message })}
          </MessageBarBody>
          <MessageBarActions>
            {credits && onBuyCredits && !(purchase.kind === "unavailable" && purchase.reason === "platform") ? (
              <Button appearance="primary" onClick={onBuyCredits}>
                {t(canBuy ? "workspace.batchList.buyCredits" : "workspace.batchList.getCredits")}
              </Button>
            ) : null}
            <Button onClick={onResume}>{t("workspace.batchList.continueUploads")}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {status.trackingProblem ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            <MessageBarTitle>{t("workspace.batchList.trackingTitle")}</MessageBarTitle>
            {t("workspace.batchList.trackingBody", { problem: status.trackingProblem })}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {status.storageProblem ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            <MessageBarTitle>{t("workspace.batchList.storageTitle")}</MessageBarTitle>
            {t("workspace.batchList.storageBody", { problem: status.storageProblem })}
          </MessageBarBody>
        </MessageBar>
      ) : null}
    </>
  );
}

export interface BatchListProps {
  snapshot: QueueSnapshot;
  openId: string | null;
  /** Results held back for a review, with their number of values to check. */
  held?: ReadonlyMap<string, number>;
  handlers: RowHandlers;
  onResume: () => void;
  /** Shows where credits are bought (when uploads wait for credits). */
  onBuyCredits?: () => void;
  /** Given the hold's message when it appears (to bring it into view after the user's Run). */
  revealHold?: (element: HTMLElement | null) => void;
}

export function BatchList({ snapshot, openId, held, handlers, onResume, onBuyCredits, revealHold }: BatchListProps): React.JSX.Element {
  const styles = useStyles();
  const headingId = useId("batch-heading");
  const progress = batchProgress(snapshot.items);
  // While the service reads the files, the result's code loads (its section, the review, the insert options):
  // a result then opens without waiting for those chunks, one after another (issue 36's open time).
  useEffect(preloadResult, []);
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="batch-list">
      <Text as="h2" id={headingId} size={400} weight="semibold" className={styles.heading}>
        {t("workspace.batchList.heading")}
      </Text>
      <StatusBars
        status={snapshot.status}
        onResume={onResume}
        {...(onBuyCredits ? { onBuyCredits } : {})}
        {...(revealHold ? { revealHold } : {})}
      />
      {progress.active && progress.total > 0 ? (
        <Field validationMessage={progressSentence(progress)} validationState="none">
          <ProgressBar value={progress.finished} max={progress.total} aria-label={t("workspace.batchList.progress")} />
        </Field>
      ) : null}
      <ul className={styles.list}>
        {displayOrder(snapshot.items).map((item) => (
          <BatchItemRow key={item.id} item={item} isOpen={item.id === openId} toCheck={held?.get(item.id) ?? 0} handlers={handlers} />
        ))}
      </ul>
    </section>
  );
}
