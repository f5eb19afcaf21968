// Page ranges as a user types them ("1-3, 7, 12-14") and as the add-in writes them back. Parsing checks the
// text against the file's page count and says, for every malformed form, what is wrong and how to write it.
// Arabic-Indic digits, the Arabic comma, semicolons and typographic dashes are read like their ASCII forms,
// so a range typed on an Arabic or French keyboard works too. No React, no Office.
import { t } from "../i18n/messages";

/** What is wrong with a typed range (the message says it to the user). */
export type RangeProblem = "empty" | "notANumber" | "missingComma" | "openRange" | "tooManyHyphens" | "zero" | "beyondEnd" | "backwards";

export type RangeParse = { ok: true; pages: number[] } | { ok: false; problem: RangeProblem; message: string };

const DASHES = /[\u2010-\u2015\u2212\uFE63\uFF0D]/g;
const SEPARATORS = /[,;\u060C\u061B\uFF0C]/;

/** ASCII digits for Arabic-Indic (U+0660..) and Eastern Arabic-Indic (U+06F0..) ones, ASCII hyphens for dashes. */
function normalise(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(DASHES, "-");
}

function fail(problem: RangeProblem, values: Record<string, string | number> = {}): RangeParse {
  return { ok: false, problem, message: t(`pages.range.${problem}`, values) };
}

/**
 * The pages `text` names, ascending and each once ("3, 1-2, 2" is 1, 2, 3), or why it cannot be read. Empty
 * places between commas are ignored; everything else that is not a page or a range of pages of a
 * `pageCount`-page file is refused with a sentence naming the part that is wrong.
 */
export function parsePageRanges(text: string, pageCount: number): RangeParse {
  const parts = normalise(text)
    .split(SEPARATORS)
    .map((p) => p.trim())
    .filter((p) => p !== "");
  if (parts.length === 0) return fail("empty");
  const chosen = new Set<number>();
  for (const part of parts) {
    const ends = part.split("-").map((e) => e.trim());
    if (ends.length > 2) return fail("tooManyHyphens", { part });
    for (const end of ends) {
      if (/^\d+(\s+\d+)+$/.test(end)) return fail("missingComma", { part: end });
      if (end !== "" && !/^\d+$/.test(end)) return fail("notANumber", { part: end });
    }
    if (ends.length === 2 && (ends[0] === "" || ends[1] === "")) return fail("openRange", { part });
    const [from, to = from] = ends.map(Number) as [number, number?];
    for (const page of [from, to]) {
      if (page === 0) return fail("zero");
      if (page > pageCount) return fail("beyondEnd", { page: ends.find((e) => Number(e) === page) ?? String(page), count: pageCount });
    }
    if (from > to) return fail("backwards", { part, from: to, to: from });
    for (let page = from; page <= to; page++) chosen.add(page);
  }
  return { ok: true, pages: [...chosen].sort((a, b) => a - b) };
}

/** "1-3, 7, 12-14": the shortest way to write `pages` (ascending, each once) as ranges. */
export function formatPageRanges(pages: readonly number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    runs.push(j === i ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return runs.join(", ");
}

/** True when `pages` are every page of a `pageCount`-page file (nothing to cut). */
export function isEveryPage(pages: readonly number[], pageCount: number): boolean {
  return new Set(pages).size === pageCount && pages.every((p) => p >= 1 && p <= pageCount);
}
