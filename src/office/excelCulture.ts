// How this workbook reads numbers, asked of Excel: its decimal and thousands separators (ExcelApi 1.11:
// Application.decimalSeparator and thousandsSeparator, which follow Excel's own setting when the user turned
// the system separators off, else Application.cultureInfo.numberFormat, the system's). Older Excel cannot
// tell; then Office's content (editing) language, else its display language, stands in for it.
import { dateCultureOfPattern } from "../results/numbers/localDates";
import { cultureFromSeparators, cultureOfLanguage, type NumberCulture } from "../results/numbers/numberCulture";
import { isSetSupported } from "./requirements";

/** What Office's languages say (no Excel call): the content language first, then the display language. */
export function officeLanguageCulture(): NumberCulture | null {
  if (typeof Office === "undefined") return null;
  const context = Office.context as Office.Context | undefined;
  return cultureOfLanguage(context?.contentLanguage) ?? cultureOfLanguage(context?.displayLanguage);
}

/**
 * Queues the reads of the workbook's number settings on a request the caller syncs anyway (the writers' look
 * at the workbook): no sync of its own. The returned function gives the culture once that sync has run.
 */
export function queueCultureRead(context: Excel.RequestContext): () => NumberCulture | null {
  if (!isSetSupported("ExcelApi", "1.11")) return officeLanguageCulture;
  const application = context.workbook.application;
  application.load("decimalSeparator,thousandsSeparator,useSystemSeparators");
  const system = application.cultureInfo.numberFormat;
  system.load("numberDecimalSeparator,numberGroupSeparator");
  // The short date (ExcelApi 1.12) settles "03/04/2026" and is the format dates are written with.
  const dates = isSetSupported("ExcelApi", "1.12") ? application.cultureInfo.datetimeFormat : null;
  dates?.load("shortDatePattern");
  return () => {
    const culture = application.useSystemSeparators
      ? cultureFromSeparators(system.numberDecimalSeparator, system.numberGroupSeparator, "workbook")
      : cultureFromSeparators(application.decimalSeparator, application.thousandsSeparator, "workbook");
    if (!culture) return officeLanguageCulture();
    const language = officeLanguageCulture();
    return { ...culture, dates: (dates && dateCultureOfPattern(dates.shortDatePattern)) ?? language?.dates ?? null };
  };
}

/** A read under way: callers that ask meanwhile share it (see readWorkbookCulture). */
let reading: Promise<NumberCulture | null> | null = null;

/**
 * The workbook's number settings on their own (one sync), for the insert options and the review's checks, which
 * must know them before the user inserts: the writers read them again in their own look at the workbook. An
 * opened result asks from several places at once (the review, its checks, the insert options, Insert all):
 * they share one read rather than one sync each; the next ask, once it is answered, reads afresh.
 */
export function readWorkbookCulture(): Promise<NumberCulture | null> {
  if (!isSetSupported("ExcelApi", "1.11")) return Promise.resolve(officeLanguageCulture());
  reading ??= Excel.run(async (context) => {
    const read = queueCultureRead(context);
    await context.sync();
    return read();
  }).finally(() => {
    reading = null;
  });
  return reading;
}
