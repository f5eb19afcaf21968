// The Settings view: the remembered defaults (auto-deletion time; what is remembered, and a way to forget it)
// and Help and About: what the add-in does, what is sent where and what is kept on this computer, where to get
// help, and the version.
import { Button, Link, Text, makeStyles, tokens, useId } from "@fluentui/react-components";
import { useState } from "react";
import { APP_VERSION, PRODUCT_NAME, supportUrl } from "../../about";
import type { ViewProps } from "../shell/views";
import { DeleteAfterField } from "./DeleteAfterField";
import { useSettings } from "./useSettings";

const useStyles = makeStyles({
  view: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL, minWidth: 0 },
  section: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { margin: 0 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

const HOST_NAME = { word: "Word", excel: "Excel", none: "this page" } as const;

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
          Defaults
        </Text>
        <DeleteAfterField
          value={settings.work.deleteAfterSeconds}
          onChange={(s) => {
            setForgotten(false);
            store.setWork({ deleteAfterSeconds: s });
          }}
        />
        <Text>
          {`Your last choices (the work, the extractor, the translation language, the deletion time and the insert options) are remembered for this account in ${HOST_NAME[host]}, and forgotten when you sign out.`}
        </Text>
        <Button onClick={forget}>Forget my remembered choices</Button>
        <div role="status">{forgotten ? <Text>Your remembered choices were reset to the defaults.</Text> : null}</div>
      </section>

      <section className={styles.section} aria-labelledby={helpId}>
        <Text as="h2" id={helpId} size={400} weight="semibold" className={styles.heading}>
          Help and about
        </Text>
        <Text>
          {PRODUCT_NAME} sends scans and photos (PDF, JPG, PNG, TIFF, HEIC or GIF) to the transcription service, which turns them into text,
          tables or extracted fields that you check and insert into Word or Excel. Each page read costs one credit.
        </Text>
        <Text as="h3" id={privacyId} size={300} weight="semibold" className={styles.heading}>
          Privacy
        </Text>
        <ul className={styles.list} aria-labelledby={privacyId}>
          <li>
            <Text>{`The files you choose are sent only to the transcription service (${service}); results come back from it and go into your document only when you insert them.`}</Text>
          </li>
          <li>
            <Text>
              The service deletes each file and its result automatically at the deletion time you choose (or your account&apos;s setting),
              or when you cancel it.
            </Text>
          </li>
          <li>
            <Text>
              On this computer the add-in keeps the list of work in progress (file names and states, never the files or results) and your
              remembered choices. A sign-in or API token is kept only if you ask to stay signed in. Signing out forgets all of it.
            </Text>
          </li>
        </ul>
        <Text>
          <Link href={supportUrl(window.location.href)} target="_blank" rel="noopener">
            Help and support
          </Link>
        </Text>
        <Text size={200} data-testid="version">{`${PRODUCT_NAME}, version ${APP_VERSION}.`}</Text>
      </section>
    </div>
  );
}
