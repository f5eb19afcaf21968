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

/** The separators Excel reads and shows numbers with. */
export function separatorsInEffect(culture: WorkbookCulture): { decimal: string; group: string } {
  return culture.excel
    ? { decimal: culture.excel.decimal, group: culture.excel.thousands }
    : { decimal: culture.decimal, group: culture.group };
}
