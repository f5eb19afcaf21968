// The Credits view (F2, F9): the account (name, e-mail, plan, balance; read again when shown) and buying
// credits, with the amount rule stated before typing. After a purchase, uploads held for credits are offered
// to continue. Where buying is not available (the organisation buys credits centrally), the view says why and
// what to do instead (src/work/credits/purchaseAvailability.ts). The purchase logic is usePurchase.ts over
// src/work/credits/ (topup.ts, and purchases.ts: one purchase at a time, the bank's confirmation included, and a
// refusal never shown instead of a purchase that went through); this only renders it.
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
  useId,
} from "@fluentui/react-components";
import { useEffect, useMemo, useRef } from "react";
import { appConfig } from "../../config";
import { amountRule, type TopUpDependencies, type TopUpOutcome } from "../../work/credits/topup";
import { priceSentence } from "../../work/credits/purchaseQuestion";
import { t } from "../../i18n/messages";
import { errorMessage } from "../errorMessage";
import type { ViewProps } from "../shell/views";
import { paymentOrigins } from "../../work/credits/paymentPage";
import { PaymentWindowError, defaultPaymentWindow, type ConfirmPayment } from "./paymentWindow";
import { useAccountRefresh } from "./useAccountRefresh";
import { AccountFreshness } from "../../work/accountFreshness";
import { purchaseAvailability } from "../../work/credits/purchaseAvailability";
import { usePolicy } from "../usePolicy";
import { useConfirm } from "../useConfirm";
import { usePurchase } from "./usePurchase";
import { commerceAllowed } from "../../office/commerce";
import { PurchaseUnavailable } from "./PurchaseUnavailable";
import { isFallback, unreadNote } from "../../work/policy/fallback";

const useStyles = makeStyles({
  view: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL, minWidth: 0 },
  section: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { margin: 0 },
  details: {
    display: "grid",
    gridTemplateColumns: "auto 1fr",
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, minWidth: 0, overflowWrap: "anywhere" },
  form: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
});

const INTENT: Record<TopUpOutcome["kind"], "success" | "error" | "warning"> = {
  bought: "success",
  refused: "error",
  unknown: "warning",
  confirm: "warning",
};

/** The service's plan name (data, not translated), capitalised as a name. */
function planName(type: string): string {
  return type === "" ? t("credits.view.notGiven") : type.charAt(0).toUpperCase() + type.slice(1);
}

export interface CreditsViewProps extends ViewProps {
  /** Opens the bank's confirmation page (tests pass a fake). */
  confirmPayment?: ConfirmPayment;
}

export function CreditsView({
  client,
  user,
  onAccountChanged,
  work,
  active,
  navigate,
  confirmPayment,
  account: shared,
}: CreditsViewProps): React.JSX.Element {
  const styles = useStyles();
  const headingId = useId("account-heading");
  const buyHeadingId = useId("buy-heading");
  // The account bar's reading when the shell gives it, so a failed read shows as stale in both places.
  const ownFreshness = useMemo(() => (shared ? null : new AccountFreshness({ show: onAccountChanged })), [shared, onAccountChanged]);
  useEffect(() => ownFreshness?.know(user), [ownFreshness, user]);
  const own = useAccountRefresh(client, ownFreshness, false);
  const accountChanged = ownFreshness ? ownFreshness.changed : onAccountChanged;
  const account = shared ?? own;
  const confirm = useMemo(
    () => confirmPayment ?? defaultPaymentWindow(paymentOrigins(client.baseUrl, appConfig.authUrl)),
    [confirmPayment, client.baseUrl],
  );

  // Shown: the balance may have changed elsewhere.
  const { refresh } = account;
  useEffect(() => {
    if (active) void refresh();
  }, [active, refresh]);

  const policyState = usePolicy();
  const unread = isFallback(policyState, "topUp") ? unreadNote() : null;
  const purchase = purchaseAvailability(policyState.settings, { commerceAllowed: commerceAllowed() }, unread);
  const held = work.snapshot?.status.uploadHold?.kind === "insufficient_credits";
  const waiting = work.snapshot?.items.filter((i) => i.state === "waiting" && i.hasFile).length ?? 0;

  const deps: TopUpDependencies = {
    topUp: (n) => client.topUp(n, { priority: "interactive" }),
    readAccount: () => client.getCurrentUser({ priority: "interactive" }),
    confirmPayment: confirm,
    describe: (e) => (e instanceof PaymentWindowError ? e.message : errorMessage(e)),
  };
  const [dialog, ask] = useConfirm();
  const buyButton = useRef<HTMLButtonElement>(null);
  const { amount, setAmount, memory, problem, phase, shown, outcome, buy, confirmWithBank } = usePurchase({
    client,
    user,
    onAccountChanged: accountChanged,
    deps,
    ask,
    available: purchase.kind === "available",
    focusForm: () => buyButton.current?.focus(),
  });
  const buying = phase !== "idle";

  const continueUploads = (): void => {
    work.queue?.resumeUploads();
    navigate("workspace");
  };

  return (
    <div className={styles.view}>
      <section className={styles.section} aria-labelledby={headingId}>
        <Text as="h2" id={headingId} size={400} weight="semibold" className={styles.heading}>
          {t("credits.view.accountHeading")}
        </Text>
        <dl className={styles.details} data-testid="account-details">
          <dt className={styles.term}>{t("credits.view.name")}</dt>
          <dd className={styles.value}>{user.name || t("credits.view.notGiven")}</dd>
          <dt className={styles.term}>{t("credits.view.email")}</dt>
          <dd className={styles.value}>{user.email || t("credits.view.notGiven")}</dd>
          <dt className={styles.term}>{t("credits.view.plan")}</dt>
          <dd className={styles.value}>{planName(user.type)}</dd>
          <dt className={styles.term}>{t("credits.view.balance")}</dt>
          <dd className={styles.value} data-testid="credits-balance">
            {t("credits.view.balanceValue", { count: user.balance })}
          </dd>
        </dl>
        {account.stale ? (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{t("credits.view.stale", { reason: account.stale })}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => void account.refresh()}>{t("credits.view.readAgain")}</Button>
            </MessageBarActions>
          </MessageBar>
        ) : null}
        {account.refreshing ? <Spinner size="tiny" label={t("credits.view.reading")} labelPosition="after" /> : null}
      </section>

      {purchase.kind === "unavailable" ? (
        <PurchaseUnavailable headingId={buyHeadingId} availability={purchase} />
      ) : (
        <section className={styles.section} aria-labelledby={buyHeadingId}>
          <Text as="h2" id={buyHeadingId} size={400} weight="semibold" className={styles.heading}>
            {t("credits.view.buyHeading")}
          </Text>
          <Text>{t("credits.view.explain")}</Text>
          <Text data-testid="price-known">{priceSentence(memory)}</Text>
          <form className={styles.form} onSubmit={buy} aria-labelledby={buyHeadingId}>
            <Field
              label={t("credits.view.amountLabel")}
              hint={amountRule(memory.minimum)}
              validationState={problem ? "error" : "none"}
              validationMessage={problem ?? undefined}
            >
              <Input inputMode="numeric" value={amount} onChange={(_, d) => setAmount(d.value)} autoComplete="off" />
            </Field>
            <Button ref={buyButton} type="submit" appearance="primary" disabledFocusable={buying}>
              {t("credits.view.buy")}
            </Button>
          </form>
          <div role="status" aria-live="polite" data-testid="topup-status">
            {buying ? (
              <Spinner
                size="tiny"
                label={t(phase === "bank" ? "credits.view.finishInBank" : "credits.view.buying")}
                labelPosition="after"
              />
            ) : null}
            {shown.map((said, i) => (
              <MessageBar key={i} intent={INTENT[said.kind]} layout="multiline" data-testid="topup-outcome">
                <MessageBarBody>{said.message}</MessageBarBody>
                {said.kind === "confirm" ? (
                  <MessageBarActions>
                    <Button appearance="primary" onClick={() => confirmWithBank(said)}>
                      {t("credits.view.confirmWithBank")}
                    </Button>
                  </MessageBarActions>
                ) : null}
              </MessageBar>
            ))}
          </div>
          {held && outcome?.kind !== "refused" && outcome !== null ? (
            <MessageBar intent="info" layout="multiline">
              <MessageBarBody>
                {waiting > 0 ? t("credits.view.filesWaited", { count: waiting }) : t("credits.view.uploadsWaited")}
              </MessageBarBody>
              <MessageBarActions>
                <Button appearance="primary" onClick={continueUploads}>
                  {t("credits.view.continueUploads")}
                </Button>
              </MessageBarActions>
            </MessageBar>
          ) : null}
          {dialog}
        </section>
      )}
    </div>
  );
}
