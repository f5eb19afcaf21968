// The Settings view: the remembered defaults (auto-deletion time; what is remembered, and a way to forget it),
// what the organisation's policy sets (and what in it was rejected), and Help and About: what the add-in does,
// what is sent where and what is kept on this computer, where to get help (the organisation's too), and the
// version.
import { Button, Link, Text, makeStyles, tokens, useId } from "@fluentui/react-components";
import { useState } from "react";
import { APP_VERSION, supportUrl } from "../../about";
import { t } from "../../i18n/messages";
import type { ViewProps } from "../shell/views";
import { DeleteAfterField } from "./DeleteAfterField";
import { OrganisationHelp } from "./OrganisationHelp";
import { PolicySection } from "./PolicySection";
import { useSettings } from "./useSettings";

const useStyles = makeStyles({
  view: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL, minWidth: 0 },
  section: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { margin: 0 },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  // Not inside a sentence, so a touch target of its own: at least 24 CSS px high (WCAG 2.2, 2.5.8).
  standaloneLink: { display: "inline-flex", alignItems: "center", minHeight: "24px" },
});

export function SettingsView({ host, client }: ViewProps): React.JSX.Element {
  const styles = useStyles();
  const defaultsId = useId("defaults");
  const helpId = useId("help");
  const privacyId = useId("privacy");
  const [settings, store] = useSettings();
  const [forgotten, setForgotten] = useState(false);
  const service = new URL(client.baseUrl).host;

  const forget = (): void => {
    store.reset();
    setForgotten(true);
  };

  return (
    <div className={styles.view}>
      <section className={styles.section} aria-labelledby={defaultsId}>
        <Text as="h2" id={defaultsId} size={400} weight="semibold" className={styles.heading}>
          {t("settings.view.defaultsHeading")}
        </Text>
        <DeleteAfterField
          value={settings.work.deleteAfterSeconds}
          onChange={(s) => {
            setForgotten(false);
            store.setWork({ deleteAfterSeconds: s });
          }}
        />
        <Text>{t("settings.view.remembered", { host })}</Text>
        <Button onClick={forget}>{t("settings.view.forget")}</Button>
        <div role="status">{forgotten ? <Text>{t("settings.view.forgotten")}</Text> : null}</div>
      </section>

      <PolicySection />

      <section className={styles.section} aria-labelledby={helpId}>
        <Text as="h2" id={helpId} size={400} weight="semibold" className={styles.heading}>
          {t("settings.view.helpHeading")}
        </Text>
        <Text>{t("settings.view.whatItDoes", { product: t("session.app.productName") })}</Text>
        <Text as="h3" id={privacyId} size={300} weight="semibold" className={styles.heading}>
          {t("settings.view.privacyHeading")}
        </Text>
        <ul className={styles.list} aria-labelledby={privacyId}>
          <li>
            <Text>{t("settings.view.privacySent", { service })}</Text>
          </li>
          <li>
            <Text>{t("settings.view.privacyDeleted")}</Text>
          </li>
          <li>
            <Text>{t("settings.view.privacyKept")}</Text>
          </li>
        </ul>
        <OrganisationHelp />
        <Text>
          <Link className={styles.standaloneLink} href={supportUrl(window.location.href)} target="_blank" rel="noopener">
            {t("settings.view.helpLink")}
          </Link>
        </Text>
        <Text size={200} data-testid="version">
          {t("settings.view.version", { product: t("session.app.productName"), version: APP_VERSION })}
        </Text>
      </section>
    </div>
  );
}
