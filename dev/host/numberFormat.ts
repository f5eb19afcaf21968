// What a cell shows: its value through its number format, as Excel's Range.text gives it, for the formats the
// add-in writes (and those the double's own parsing sets), with the workbook's separators. Enough for the
// preview and tests to show "219.70", "12,400" (or "12.400" in de-DE), "62%", "$12.50" and "2026-02-17" (or
// "17.02.2026" in a short date format) where the cell holds a number; anything else shows the value.
const EPOCH = Date.UTC(1899, 11, 30);

function dateText(serial: number, format: string): string {
  const at = new Date(EPOCH + Math.round(serial * 86_400) * 1000);
  const two = (n: number): string => String(n).padStart(2, "0");
  const date = `${at.getUTCFullYear()}-${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())}`;
  const time = `${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
  if (format === "h:mm") return `${at.getUTCHours()}:${two(at.getUTCMinutes())}`;
  if (format.endsWith("hh:mm:ss")) return `${date} ${time}:${two(at.getUTCSeconds())}`;
  if (format.endsWith("hh:mm")) return `${date} ${time}`;
  return date;
}

/** A short date format ("dd.mm.yyyy", "m/d/yyyy"): day, month and year tokens between separators. */
const SHORT_DATE = /^(?:d{1,2}|m{1,2}|yyyy)(?:[./\- ](?:d{1,2}|m{1,2}|yyyy)){2}$/;

function shortDateText(serial: number, format: string): string {
  const at = new Date(EPOCH + Math.round(serial) * 86_400_000);
  const parts: Record<string, string> = {
    d: String(at.getUTCDate()),
    dd: String(at.getUTCDate()).padStart(2, "0"),
    m: String(at.getUTCMonth() + 1),
    mm: String(at.getUTCMonth() + 1).padStart(2, "0"),
    yyyy: String(at.getUTCFullYear()),
  };
  return format.replace(/d{1,2}|m{1,2}|yyyy/g, (token) => parts[token] ?? token);
}

type Separators = { decimal: string; group: string };
const EN_US: Separators = { decimal: ".", group: "," };

/** A number through one section of a numeric format: digits ("0", "#,##0", ".00"), "%", quoted text. */
function numberText(value: number, section: string, separators: Separators): string | null {
  const m = /^((?:"[^"]*")?)\s*(#,##0|0)(\.0+)?(%?)\s*((?:"[^"]*")?)$/.exec(section);
  if (!m) return null;
  const scaled = m[4] ? value * 100 : value;
  const decimals = m[3] ? m[3].length - 1 : 0;
  const digits = Math.abs(scaled)
    .toLocaleString("en-US", {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: m[2] === "#,##0",
    })
    .replace(/[.,]/g, (mark) => (mark === "." ? separators.decimal : separators.group));
  const unquote = (s: string | undefined): string => (s ?? "").replace(/"/g, "");
  const prefix = unquote(m[1]);
  const suffix = unquote(m[5]);
  return `${scaled < 0 ? "-" : ""}${prefix}${digits}${m[4] ?? ""}${suffix === "" ? "" : ` ${suffix}`}`;
}

export function displayText(value: string, type: string, format: string, separators: Separators = EN_US): string {
  if (type !== "Double" || format === "General" || format === "@") return value;
  const number = Number(value);
  if (!Number.isFinite(number)) return value;
  if (/^(yyyy-mm-dd|h:mm)/.test(format)) return dateText(number, format);
  if (SHORT_DATE.test(format)) return shortDateText(number, format);
  return numberText(number, format.split(";")[0] ?? "", separators) ?? value;
}
