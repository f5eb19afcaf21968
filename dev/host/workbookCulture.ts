// The number settings of the double's workbook, as Excel has them: the system's culture (Application.cultureInfo,
// "en-US" unless told otherwise) and, when the user turned Excel's "Use system separators" off, Excel's own
// decimal and thousands separators. Typed entries are parsed and numbers shown with the separators in effect.

export interface WorkbookCulture {
  /** The system culture's name ("en-US", "de-DE"). */
  name: string;
  /** The culture's decimal and group separators. */
  decimal: string;
  group: string;
  /** Excel's own separators (useSystemSeparators false), or null when it uses the system's. */
  excel: { decimal: string; thousands: string } | null;
}

/** A culture by name, with the separators the platform's Intl gives it (latin digits, as Excel types them). */
export function workbookCulture(name = "en-US", excel: WorkbookCulture["excel"] = null): WorkbookCulture {
  let parts: Intl.NumberFormatPart[];
  try {
    parts = new Intl.NumberFormat(name, { numberingSystem: "latn" }).formatToParts(1234567.5);
  } catch {
    // Not a culture name ("de_DE"): Excel's default.
    return workbookCulture("en-US", excel);
  }
  return {
    name,
    decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
    group: parts.find((p) => p.type === "group")?.value ?? ",",
    excel,
  };
}

/** Windows' short date of the cultures the tests use; others from Intl, two digits for day and month. */
const SHORT_DATES: Record<string, string> = {
  "en-US": "M/d/yyyy",
  "en-GB": "dd/MM/yyyy",
  "en-IN": "dd-MM-yyyy",
  "de-DE": "dd.MM.yyyy",
  "de-CH": "dd.MM.yyyy",
  "fr-FR": "dd/MM/yyyy",
};

/** The culture's short date pattern, as Application.cultureInfo.datetimeFormat.shortDatePattern gives it. */
export function shortDatePattern(name: string): string {
  const known = SHORT_DATES[name];
  if (known) return known;
  try {
    const parts = new Intl.DateTimeFormat(name, {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      numberingSystem: "latn",
    }).formatToParts(new Date(Date.UTC(2026, 2, 14)));
    const code: Record<string, string> = { day: "dd", month: "MM", year: "yyyy" };
    return parts.map((part) => code[part.type] ?? part.value).join("");
  } catch {
    return "M/d/yyyy";
  }
}

/** The separators Excel reads and shows numbers with. */
export function separatorsInEffect(culture: WorkbookCulture): { decimal: string; group: string } {
  return culture.excel
    ? { decimal: culture.excel.decimal, group: culture.excel.thousands }
    : { decimal: culture.decimal, group: culture.group };
}
