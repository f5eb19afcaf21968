// The organisation's own help (policy "help"), in Settings' Help: its text and its link (https: or mailto:),
// shown as text and a plain link, never as HTML.
import { Link, Text } from "@fluentui/react-components";
import { t } from "../../i18n/messages";
import { linkLabel, orgText } from "../../work/policy/orgText";
import { usePolicy } from "../usePolicy";

export function OrganisationHelp(): React.JSX.Element | null {
  const help = usePolicy().settings.help?.value;
  if (!help) return null;
  const url = help.url;
  return (
    <Text data-testid="organisation-help">
      {t("policy.view.helpIntro")} {help.text === undefined ? null : orgText(help.text)}
      {help.text !== undefined && url !== undefined ? " " : null}
      {url === undefined ? null : (
        <Link href={url} {...(url.startsWith("https:") ? { target: "_blank", rel: "noopener" } : {})}>
          {linkLabel(url)}
        </Link>
      )}
    </Text>
  );
}
