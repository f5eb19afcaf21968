// One file of the batch: its name, a state badge, why it is there (the queue's sentence), and the actions
// that fit its state. Actions name the file for screen readers ("Cancel scan.pdf").
import { Badge, Button, Text, makeStyles, mergeClasses, tokens, type BadgeProps } from "@fluentui/react-components";
import { useEffect, useRef, useState } from "react";
import { t } from "../../i18n/messages";
import type { BatchItem, ItemState } from "../../work/batch";
import { ActionGuard } from "../../work/actionGuard";
import { itemActions, mayChargeTwice, rowReason, stateLabel } from "../../work/batchView";
import { addedAt, insertedSentence, sentPagesSentence, workLabel } from "../../work/itemLabels";
import { deletionSentence } from "../../work/settings/deleteAfter";
import { exactTime, relativeTime } from "../../work/timeText";
import { originLabel } from "../../microsoft/originLabel";
import { errorMessage } from "../errorMessage";
import { useFocusBackOnClose } from "../useFocusBackOnClose";
import { useNow } from "../useNow";
import { FilePickButton } from "./FilePickButton";

const BADGE_COLOR: Record<ItemState, NonNullable<BadgeProps["color"]>> = {
  waiting: "informative",
  uploading: "brand",
  queued: "informative",
  processing: "brand",
  processed: "success",
  failed: "danger",
  "unknown-outcome": "warning",
  cancelled: "informative",
};

const useStyles = makeStyles({
  row: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    // makeStyles flips left to right under dir="rtl": the open row's mark stays on the start side.
    borderLeft: `3px solid transparent`,
  },
  open: { borderLeft: `3px solid ${tokens.colorBrandStroke1}` },
  top: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: tokens.spacingHorizontalS, minWidth: 0 },
  // A long name is cut with an ellipsis (the full name is its title) rather than running into the badge.
  name: { minWidth: 0, flexShrink: 1, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
  badge: { flexShrink: 0 },
  meta: { color: tokens.colorNeutralForeground3 },
  actions: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
    paddingTop: tokens.spacingVerticalXXS,
  },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

export interface RowHandlers {
  open(item: BatchItem): void;
  /** Cancels (asking first when the service may have the document); rejects when it failed. */
  cancel(item: BatchItem): Promise<void>;
  /** Sends again (asking first when it may be charged twice); `file` when its bytes are gone. */
  resend(item: BatchItem, file?: File): Promise<void>;
  /** Gives a waiting item its file again. */
  attach(item: BatchItem, file: File): Promise<void>;
  dismiss(item: BatchItem): void;
}

export interface BatchItemRowProps {
  item: BatchItem;
  isOpen: boolean;
  /** Values to check when Insert all held the result back for a review (0: not held). */
  toCheck?: number;
  handlers: RowHandlers;
}

export function BatchItemRow({ item, isOpen, toCheck = 0, handlers }: BatchItemRowProps): React.JSX.Element {
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Send again and Cancel spend credits or delete: one at a time from the click on, not from the next render.
  const [guard] = useState(() => new ActionGuard());
  const actions = itemActions(item);
  const name = item.fileName;
  // With chosen pages (issue 22) the file to give again is the original; the same pages are cut from it.
  const original = item.pages?.sourceName ?? name;
  const pagesSent = sentPagesSentence(item);
  const sent = addedAt(item);
  const deletion = deletionSentence(item);
  const now = useNow();
  const rowRef = useRef<HTMLLIElement>(null);
  // After an action of this row, its buttons change (Cancel becomes Dismiss…): keep the keyboard focus in the
  // row rather than letting it fall back to the top of the page.
  const refocus = useRef(false);
  useEffect(() => {
    const row = rowRef.current;
    const active = document.activeElement;
    if (!refocus.current || !row || (active && active !== document.body)) return;
    const next = row.querySelector<HTMLElement>("button:not([disabled])");
    if (next) {
      next.focus();
      refocus.current = false;
    }
  }, [item.state, item.cancelling, isOpen, busy]);
  const openButton = useFocusBackOnClose(isOpen);

  const dismiss = (): void => {
    // The row goes: the focus moves to the next row's first button (or the previous one's); after the last
    // row, to its view (the list goes with it), so the next Tab goes on from there, not from the page's top.
    const row = rowRef.current;
    const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
    const next = neighbour?.querySelector<HTMLElement>("button:not([disabled])") ?? row?.closest<HTMLElement>('[role="tabpanel"]');
    next?.focus();
    handlers.dismiss(item);
  };

  const run = async (action: () => Promise<void>): Promise<void> => {
    if (guard.busy()) return;
    refocus.current = true;
    setBusy(true);
    setProblem(null);
    await guard.run(async () => {
      try {
        await action();
      } catch (error: unknown) {
        // The queue and the client both say what went wrong in a sentence for the user.
        setProblem(error instanceof Error ? error.message : errorMessage(error));
      } finally {
        setBusy(false);
      }
    });
  };

  const reason = rowReason(item);
  return (
    <li
      ref={rowRef}
      className={mergeClasses(styles.row, isOpen && styles.open)}
      aria-current={isOpen ? "true" : undefined}
      data-testid="batch-item"
    >
      <div className={styles.top}>
        <Text className={styles.name} weight="semibold" truncate wrap={false} title={name}>
          {name}
        </Text>
        <Badge className={styles.badge} appearance="tint" color={BADGE_COLOR[item.state]} data-testid="batch-state">
          {stateLabel(item)}
        </Badge>
      </div>
      <Text size={200} className={styles.meta} data-testid="batch-meta">
        {workLabel(item.options)} ·{" "}
        <time dateTime={new Date(sent).toISOString()} title={exactTime(sent)}>
          {relativeTime(sent, now)}
        </time>
      </Text>
      {pagesSent ? (
        <Text size={200} className={styles.meta} data-testid="batch-pages">
          {pagesSent}
        </Text>
      ) : null}
      {item.origin ? (
        <Text size={200} data-testid="batch-origin">
          {originLabel(item.origin)}
        </Text>
      ) : null}
      {deletion ? (
        <Text size={200} className={styles.meta} data-testid="batch-deletion">
          {deletion}
        </Text>
      ) : null}
      {item.inserted ? (
        <Text size={200} data-testid="batch-inserted">
          {insertedSentence(item.inserted)}
        </Text>
      ) : null}
      {reason === null ? null : (
        <Text size={200} data-testid="batch-reason">
          {reason}
        </Text>
      )}
      {item.state === "unknown-outcome" && !item.elsewhere ? (
        <Text size={200} weight="semibold">
          {mayChargeTwice()}
        </Text>
      ) : null}
      {problem ? (
        <Text size={200} className={styles.problem} role="alert">
          {problem}
        </Text>
      ) : null}
      <div className={styles.actions}>
        {actions.open && isOpen ? <Text size={200}>{t("workspace.row.shownBelow")}</Text> : null}
        {actions.open && !isOpen ? (
          <Button
            ref={openButton}
            size="small"
            aria-label={toCheck > 0 ? t("review.gate.reviewFile", { name, count: toCheck }) : t("workspace.row.openFile", { name })}
            onClick={() => {
              refocus.current = true;
              handlers.open(item);
            }}
          >
            {toCheck > 0 ? t("review.gate.reviewRow", { count: toCheck }) : t("workspace.row.open")}
          </Button>
        ) : null}
        {actions.attach ? (
          <FilePickButton
            text={t("workspace.row.addAgain")}
            label={t("workspace.row.addAgainFile", { name: original })}
            disabled={busy}
            onFile={(file) => void run(() => handlers.attach(item, file))}
          />
        ) : null}
        {actions.resend && actions.resendNeedsFile ? (
          <FilePickButton
            text={t("workspace.row.sendAgain")}
            label={t("workspace.row.sendAgainChoose", { name: original })}
            disabled={busy}
            onFile={(file) => void run(() => handlers.resend(item, file))}
          />
        ) : null}
        {actions.resend && !actions.resendNeedsFile ? (
          <Button
            size="small"
            aria-label={t("workspace.row.sendAgainFile", { name })}
            disabled={busy}
            onClick={() => void run(() => handlers.resend(item))}
          >
            {t("workspace.row.sendAgain")}
          </Button>
        ) : null}
        {actions.cancel ? (
          <Button
            size="small"
            aria-label={t("workspace.row.cancelFile", { name })}
            disabled={busy}
            onClick={() => void run(() => handlers.cancel(item))}
          >
            {t("workspace.row.cancel")}
          </Button>
        ) : null}
        {actions.dismiss ? (
          <Button size="small" appearance="subtle" aria-label={t("workspace.row.dismissFile", { name })} disabled={busy} onClick={dismiss}>
            {t("workspace.row.dismiss")}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
