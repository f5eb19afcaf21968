// Who is signed in and how many page credits are left, with the way to buy more. When the balance could not
// be read again, it says so rather than showing an old number as if it were current.
import { Button, Text, makeStyles, tokens } from "@fluentui/react-components";
import { forwardRef } from "react";
import type { User } from "../../api/types";
import { t } from "../../i18n/messages";

const useStyles = makeStyles({
  bar: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: tokens.spacingHorizontalS, minWidth: 0 },
  who: { display: "flex", flexDirection: "column", minWidth: 0, flexShrink: 1 },
  actions: { display: "flex", gap: tokens.spacingHorizontalXS, flexShrink: 0 },
  stale: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

export interface AccountBarProps {
  user: User;
  onSignOut: () => void;
  onBuyCredits: () => void;
  /** false where the organisation does not allow buying credits: the button then only leads to the Credits view. */
  canBuy?: boolean;
  /** Why the balance may be out of date, or null. */
  stale?: string | null;
}

export const AccountBar = forwardRef<HTMLElement, AccountBarProps>(function AccountBar(
  { user, onSignOut, onBuyCredits, canBuy = true, stale = null },
  ref,
) {
  const styles = useStyles();
  return (
    <section ref={ref} tabIndex={-1} className={styles.bar} aria-label={t("session.accountBar.label")}>
      <div className={styles.who}>
        <Text weight="semibold" truncate wrap={false} title={user.name || user.email}>
          {user.name || user.email}
        </Text>
        <Text size={200} data-testid="balance">
          {t("session.accountBar.balance", { count: user.balance })}
        </Text>
        {/* Said in the bar itself, not in a tooltip: readable by touch and keyboard alike, and the first screen
            does not load Fluent's positioning code for it. */}
        {stale ? (
          <Text size={200} className={styles.stale} data-testid="balance-stale" title={stale}>
            {t("session.accountBar.stale", { reason: stale })}
          </Text>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button size="small" onClick={onBuyCredits}>
          {t(canBuy ? "session.accountBar.buyCredits" : "session.accountBar.credits")}
        </Button>
        <Button size="small" onClick={onSignOut}>
          {t("session.accountBar.signOut")}
        </Button>
      </div>
    </section>
  );
});
