// In place of the purchase form where credits cannot be bought in the add-in: why, and what to do instead
// (the organisation's own words when it gave them, marked as theirs).
import { Text, makeStyles, tokens } from "@fluentui/react-components";
import { t } from "../../i18n/messages";
import type { PurchaseAvailability } from "../../work/credits/purchaseAvailability";

const useStyles = makeStyles({
  section: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { margin: 0 },
  message: { overflowWrap: "anywhere" },
  source: { color: tokens.colorNeutralForeground3 },
});

export function PurchaseUnavailable({
  headingId,
  availability,
}: {
  headingId: string;
  availability: Extract<PurchaseAvailability, { kind: "unavailable" }>;
}): React.JSX.Element {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="purchase-unavailable">
      <Text as="h2" id={headingId} size={400} weight="semibold" className={styles.heading}>
        {t("credits.unavailable.heading")}
      </Text>
      {/* The organisation's text is shown as text, never as HTML. */}
      <Text className={styles.message}>{availability.message}</Text>
      {availability.fromOrganisation ? (
        <Text size={200} className={styles.source}>
          {t("policy.view.locked")}
        </Text>
      ) : null}
    </section>
  );
}
