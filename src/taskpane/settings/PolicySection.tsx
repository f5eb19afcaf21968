// Settings' "Set by your organisation": where the policy comes from (and whether it could be read), what it
// sets (fixed or a default), and the keys it rejected and why, or ignored. Nothing when there is no policy.
import { Text, makeStyles, tokens, useId } from "@fluentui/react-components";
import { formatDateTime } from "../../i18n/format";
import { t } from "../../i18n/messages";
import { rejectionText, settingLines, settingName } from "../../work/policy/describe";
import type { PolicyState } from "../../work/policy/pagePolicy";
import { POLICY_KEYS } from "../../work/policy/types";
import { usePolicy } from "../usePolicy";

const useStyles = makeStyles({
  section: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { margin: 0 },
  lines: { margin: 0, display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: "anywhere" },
  lock: { color: tokens.colorNeutralForeground3 },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, overflowWrap: "anywhere" },
});

function when(at: number | null): string {
  return at === null ? "" : formatDateTime(new Date(at), { dateStyle: "medium", timeStyle: "short" });
}

/** Where the settings come from, in a sentence. */
function originSentence(state: PolicyState): string | null {
  // While the file is on its way, only a copy that already applies is worth a word.
  if (!state.settled) return state.origin === "none" ? null : t("policy.view.loading");
  const time = when(state.fetchedAt);
  switch (state.origin) {
    case "file":
      return t("policy.view.fromFile", { address: new URL("policy.json", window.location.href).href, time });
    case "lastGood":
      return t(state.problem === "unreadable" ? "policy.view.lastGoodUnreadable" : "policy.view.lastGoodUnreachable", { time });
    case "restrictive":
      return t(
        state.problem === "unchecked"
          ? "policy.view.restrictiveUnchecked"
          : state.problem === "unreachable"
            ? "policy.view.restrictiveUnreachable"
            : "policy.view.restrictiveUnreadable",
      );
    case "none":
      return null;
  }
}

export function PolicySection(): React.JSX.Element | null {
  const styles = useStyles();
  const headingId = useId("policy");
  const rejectedId = useId("policy-rejected");
  const state = usePolicy();
  const origin = originSentence(state);
  if (origin === null) return null;
  const lines = settingLines(state.settings, POLICY_KEYS);
  const rejected = state.reading?.rejected ?? [];
  const ignored = state.reading?.ignored ?? [];
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="policy-section">
      <Text as="h2" id={headingId} size={400} weight="semibold" className={styles.heading}>
        {t("policy.view.heading")}
      </Text>
      <Text>{t("policy.view.intro")}</Text>
      <Text size={200}>{origin}</Text>
      {lines.length > 0 ? (
        <dl className={styles.lines} aria-label={t("policy.view.listLabel")}>
          {lines.map((line) => (
            <div key={line.key}>
              <dt className={styles.term}>{line.name}</dt>
              <dd className={styles.value}>
                {line.value} <span className={styles.lock}>({t(line.locked ? "policy.view.locked" : "policy.view.default")})</span>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {rejected.length > 0 ? (
        <>
          <Text as="h3" id={rejectedId} size={300} weight="semibold" className={styles.heading}>
            {t("policy.view.rejectedHeading")}
          </Text>
          <Text>{t("policy.view.rejectedIntro")}</Text>
          <ul className={styles.list} aria-labelledby={rejectedId} data-testid="policy-rejected">
            {rejected.map((r) => (
              <li key={r.key}>
                <Text>
                  <Text weight="semibold">{`${r.key} (${settingName(r.key)})`}</Text>: {rejectionText(r)}
                </Text>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {ignored.length > 0 ? (
        <Text data-testid="policy-ignored">{t("policy.view.ignored", { count: ignored.length, keys: ignored.join(", ") })}</Text>
      ) : null}
    </section>
  );
}
