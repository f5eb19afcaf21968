// How digits are grouped in a written number: thousands with "." or "," (and Indian lakh and crore groups
// with ","), or with spaces and apostrophes, which numberReading.ts joins before it reads the number. Pure.
/** A decimal mark (numberReading.ts names it DecimalMark). */
type DecimalMark = "." | ",";

/** Group separators other than "." and ",": only read where the workbook itself groups digits with them. */
const SPACE_GROUPS = /^[ \u00a0\u202f\u2009]$/;

/** Thousands groups with "." or ",": "1.240.000", "12,400"; with "," also Indian lakh and crore groups ("12,34,567"). */
export const GROUPED: Readonly<Record<DecimalMark, RegExp>> = {
  ".": /^[1-9]\d{0,2}(?:\.\d{3})+$/,
  ",": /^(?:[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d?(?:,\d{2})+,\d{3})$/,
};
/** Digits grouped with spaces or apostrophes ("12 400", "1'234"), with a decimal part or not. */
const SPACED: Readonly<Record<"space" | "apostrophe", RegExp>> = {
  space: /^([1-9]\d{0,2}(?:[ \u00a0\u202f\u2009]\d{3})+)([.,]\d+)?$/,
  apostrophe: /^([1-9]\d{0,2}(?:['\u2019]\d{3})+)([.,]\d+)?$/,
};
const SPACE_OR_APOSTROPHE = /[ \u00a0\u202f\u2009'\u2019]/;

/**
 * "12 400,50" or "1'234.50": the groups joined, the rest as is. Digits grouped with the workbook's own group
 * separator (a space in a French workbook, an apostrophe in a Swiss one) read as Excel there reads them typed
 * in; any of these groups before a decimal part says on its own that it is one number ("1 234,56" in an en-US
 * workbook), while a bare "12 400" stays text where the workbook does not group so.
 */
export function ungroup(body: string, group: string | null): { body: string; grouped: boolean } {
  if (!SPACE_OR_APOSTROPHE.test(body)) return { body, grouped: false };
  const own = group === null ? null : SPACE_GROUPS.test(group) ? "space" : /^['\u2019]$/.test(group) ? "apostrophe" : null;
  for (const kind of ["space", "apostrophe"] as const) {
    const match = SPACED[kind].exec(body);
    if (!match || (match[2] === undefined && own !== kind)) continue;
    return { body: (match[1] ?? "").replace(/[ \u00a0\u202f\u2009'\u2019]/g, "") + (match[2] ?? ""), grouped: true };
  }
  return { body, grouped: false };
}

/** A figure grouped with spaces or apostrophes before a decimal part ("1 234,50 €", "CHF 1'234.50"), anywhere in a cell. */
const SPACED_DECIMALS: Readonly<Record<"space" | "apostrophe", RegExp>> = {
  space: /(?:^|\D)[1-9]\d{0,2}(?:[ \u00a0\u202f\u2009]\d{3})+[.,]\d/,
  apostrophe: /(?:^|\D)[1-9]\d{0,2}(?:['\u2019]\d{3})+[.,]\d/,
};

/**
 * The group separator a column's whole figures are read with: the space or apostrophe the column's own figures
 * group their decimals with ("1 234,50 €" beside "12 400 €": the document's own way tells "12 400" is one
 * figure, whatever the workbook groups with), else the workbook's.
 */
export function columnGroup(values: readonly string[], group: string | null): string | null {
  for (const value of values) {
    if (!SPACE_OR_APOSTROPHE.test(value)) continue;
    if (SPACED_DECIMALS.space.test(value)) return " ";
    if (SPACED_DECIMALS.apostrophe.test(value)) return "'";
  }
  return group;
}
