// Who is signed in and how many page credits are left, with the way to buy more. When the balance could not
// be read again, it says so rather than showing an old number as if it were current.
import { Button, Text, makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import { forwardRef } from "react";
import type { User } from "../../api/types";
import { t } from "../../i18n/messages";

// Two rows that never clip at 320 px in any language (issue 21): the name (cut with an ellipsis, the whole name
// in its title) beside Sign out, which always shows; the balance on one line beside Buy credits, which moves
// under it when both do not fit.
const useStyles = makeStyles({
  bar: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXS, minWidth: 0 },
  row: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: tokens.spacingHorizontalS, minWidth: 0 },
  wrapping: { flexWrap: "wrap", rowGap: tokens.spacingVerticalXXS },
  name: { minWidth: 0, flexShrink: 1 },
  balance: { whiteSpace: "nowrap" },
  button: { flexShrink: 0, whiteSpace: "nowrap", minWidth: "auto" },
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
    <section ref={ref} tabIndex={-1} className={styles.bar} aria-labelledby="account-bar-caption" data-testid="account-bar">
      {/* Which sign-in this is: the pane may also be signed in to Microsoft 365, under another name (issue 35, item 10). */}
      <Text size={200} id="account-bar-caption">
        {t("session.accountBar.label")}
      </Text>
      <div className={styles.row}>
        <Text weight="semibold" truncate wrap={false} title={user.name || user.email} className={styles.name} data-testid="account-name">
          {user.name || user.email}
        </Text>
        <Button size="small" className={styles.button} onClick={onSignOut}>
          {t("session.accountBar.signOut")}
        </Button>
      </div>
      <div className={mergeClasses(styles.row, styles.wrapping)}>
        <Text size={200} data-testid="balance" className={styles.balance}>
          {t("session.accountBar.balance", { count: user.balance })}
        </Text>
        <Button size="small" className={styles.button} onClick={onBuyCredits}>
          {t(canBuy ? "session.accountBar.buyCredits" : "session.accountBar.credits")}
        </Button>
      </div>
      {/* Said in the bar itself, not in a tooltip: readable by touch and keyboard alike, and the first screen
          does not load Fluent's positioning code for it. */}
      {stale ? (
        <Text size={200} className={styles.stale} data-testid="balance-stale" title={stale}>
          {t("session.accountBar.stale", { reason: stale })}
        </Text>
      ) : null}
    </section>
  );
});
