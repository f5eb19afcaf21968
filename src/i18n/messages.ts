// The active catalog and `t`, the one way a module turns a message key into text. The language is chosen
// once, before the task pane first renders (Office does not change its display language under a running
// add-in), so `t` is a plain function: plain modules (the API client's errors, the queue's row labels) and
// components use it alike. Messages are ICU MessageFormat, formatted by intl-messageformat: plurals go through
// Intl.PluralRules (Arabic's six forms included), numbers and dates through Intl, in the UI's locale.
import { IntlMessageFormat } from "intl-messageformat";
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { MessageKey } from "./keys";
import type { UiLocale } from "./languages";

export type { MessageKey } from "./keys";
export type MessageValue = string | number | Date;
export type MessageValues = Readonly<Record<string, MessageValue>>;
/** A message as written (ICU text) or already parsed (the pseudo-locale's, rewritten in place). */
export type MessageSource = string | MessageFormatElement[];

const ENGLISH: UiLocale = { language: "en", locale: "en", dir: "ltr" };

let active: UiLocale = ENGLISH;
const sources = new Map<string, MessageSource>();
const compiled = new Map<string, IntlMessageFormat>();

/** Adds messages in `uiLocale` (a new language replaces what was installed before). */
export function installMessages(uiLocale: UiLocale, messages: Readonly<Record<string, MessageSource>>): void {
  if (uiLocale.language !== active.language || uiLocale.locale !== active.locale) {
    sources.clear();
    compiled.clear();
  }
  active = uiLocale;
  for (const [key, source] of Object.entries(messages)) {
    sources.set(key, source);
    compiled.delete(key);
  }
}

/** What follows a message, by key: the organisation's own help after a message that sends the user to support. */
export type SupportNote = (key: MessageKey) => string | null;
let supportNote: SupportNote | null = null;

/** Installs the organisation's help ("Help from your organisation: …"; src/work/policy/policySource.ts). */
export function setSupportNote(note: SupportNote | null): void {
  supportNote = note;
}

/** The UI's language, locale (for Intl) and direction. */
export function uiLocale(): UiLocale {
  return active;
}

/** The text of `key` with `values` in place: `t("batch.pages", { count: 3 })`. */
export function t(key: MessageKey, values?: MessageValues): string {
  let format = compiled.get(key);
  if (!format) {
    const source = sources.get(key);
    // A key whose catalog part is not loaded yet shows as itself: visible in review, never a crash.
    if (source === undefined) return key;
    format = new IntlMessageFormat(source, active.locale);
    compiled.set(key, format);
  }
  const formatted = format.format<string>(values);
  const text = Array.isArray(formatted) ? formatted.join("") : String(formatted);
  const note = supportNote?.(key);
  return note ? `${text} ${note}` : text;
}
