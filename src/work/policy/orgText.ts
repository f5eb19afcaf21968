// The organisation's own words (policy texts) in the user's language, and the help sentence said after
// every "ask your administrator" message. Its texts are shown as text, never as HTML. No React, no Office.
import { t, uiLocale } from "../../i18n/messages";
import type { OrgHelp, OrgText } from "./types";

/** The text for `locale` ("de-CH"): that code, then its language ("de"), then English, then the first given. */
export function orgText(text: OrgText, locale: string = uiLocale().locale): string {
  if (typeof text === "string") return text;
  const entries = Object.entries(text);
  const find = (code: string): string | undefined => entries.find(([k]) => k.toLowerCase() === code.toLowerCase())?.[1];
  const language = locale.split("-")[0] ?? locale;
  return find(locale) ?? find(language) ?? find("en") ?? entries[0]?.[1] ?? "";
}

/** How a help link reads: an address for mailto:, the URL itself otherwise. */
export function linkLabel(url: string): string {
  return url.startsWith("mailto:") ? decodeURIComponent(url.slice("mailto:".length).split("?")[0] ?? "") : url;
}

/** "Help from your organisation: IT help desk (https://help.contoso.com)."; null without help. */
export function supportNote(help: OrgHelp | undefined): string | null {
  const text = help?.text === undefined ? null : orgText(help.text);
  const link = help?.url === undefined ? null : linkLabel(help.url);
  if (text && link) return t("session.policy.helpTextAndLink", { text, link });
  if (text) return t("session.policy.helpText", { text });
  if (link) return t("session.policy.helpLink", { link });
  return null;
}
