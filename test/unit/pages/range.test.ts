// Typed page ranges: what is read, how it is written back, and a sentence for every malformed form.
import fc from "fast-check";
import { formatPageRanges, isEveryPage, parsePageRanges } from "../../../src/pages/range";

const pages = (text: string, count = 40): number[] | string => {
  const parsed = parsePageRanges(text, count);
  return parsed.ok ? parsed.pages : parsed.message;
};

describe("parsePageRanges", () => {
  test.each([
    ["1-3, 7, 12-14", [1, 2, 3, 7, 12, 13, 14]],
    ["7", [7]],
    ["12-14", [12, 13, 14]],
    [" 3 ,1-2,2 ", [1, 2, 3]], // any order, spaces, overlaps: each page once, ascending
    ["5-5", [5]],
    ["1-3,, 7,", [1, 2, 3, 7]], // empty places between commas are ignored
    ["1-3; 7", [1, 2, 3, 7]],
    ["12–14", [12, 13, 14]], // an en dash, as word processors type it
    ["١-٣، ٧", [1, 2, 3, 7]], // Arabic-Indic digits and the Arabic comma
    ["۱۲-۱۴", [12, 13, 14]], // Eastern Arabic-Indic digits
    ["1-40", Array.from({ length: 40 }, (_, i) => i + 1)],
  ])("%s", (text, expected) => {
    expect(pages(text)).toEqual(expected);
  });

  test.each([
    ["", "Type the pages to send, for example 1-3, 7, 12-14."],
    [" , ", "Type the pages to send, for example 1-3, 7, 12-14."],
    ["a", "“a” is not a page number. Type page numbers and ranges, for example 1-3, 7, 12-14."],
    ["1-3, seven", "“seven” is not a page number. Type page numbers and ranges, for example 1-3, 7, 12-14."],
    ["2.5", "“2.5” is not a page number. Type page numbers and ranges, for example 1-3, 7, 12-14."],
    ["1-x", "“x” is not a page number. Type page numbers and ranges, for example 1-3, 7, 12-14."],
    ["+3", "“+3” is not a page number. Type page numbers and ranges, for example 1-3, 7, 12-14."],
    ["1 3", "“1 3”: put a comma between pages, for example 1, 3."],
    ["3-", "“3-” needs a page on both sides of the hyphen, for example 12-14."],
    ["-5", "“-5” needs a page on both sides of the hyphen, for example 12-14."],
    ["-", "“-” needs a page on both sides of the hyphen, for example 12-14."],
    ["1-3-5", "“1-3-5” has more than one hyphen: a range is two pages joined by one hyphen, for example 12-14."],
    ["1--3", "“1--3” has more than one hyphen: a range is two pages joined by one hyphen, for example 12-14."],
    ["0", "Pages are numbered from 1: there is no page 0."],
    ["0-3", "Pages are numbered from 1: there is no page 0."],
    ["41", "This file has 40 pages: there is no page 41."],
    ["38-45", "This file has 40 pages: there is no page 45."],
    ["99999999999999999999", "This file has 40 pages: there is no page 99999999999999999999."],
    ["14-12", "“14-12” runs backwards: write it as 12-14."],
  ])("%j is refused: %s", (text, message) => {
    expect(pages(text)).toBe(message);
  });

  test("the page count is the file's: one page says so in the singular", () => {
    expect(pages("2", 1)).toBe("This file has 1 page: there is no page 2.");
  });

  test("the first problem is the one reported, with its kind", () => {
    expect(parsePageRanges("1, x, 99", 40)).toMatchObject({ ok: false, problem: "notANumber" });
    expect(parsePageRanges("99, x", 40)).toMatchObject({ ok: false, problem: "beyondEnd" });
  });
});

describe("formatPageRanges", () => {
  test.each([
    [[1, 2, 3, 7, 12, 13, 14], "1-3, 7, 12-14"],
    [[14, 12, 13, 13], "12-14"],
    [[5], "5"],
    [[], ""],
    [[1, 3, 5], "1, 3, 5"],
  ])("%j -> %s", (list, text) => {
    expect(formatPageRanges(list)).toBe(text);
  });

  test("what is written reads back as the same pages (any set of pages of a 60-page file)", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1 }), (list) => {
        const parsed = parsePageRanges(formatPageRanges(list), 60);
        expect(parsed).toEqual({ ok: true, pages: [...list].sort((a, b) => a - b) });
      }),
    );
  });
});

test("isEveryPage", () => {
  expect(isEveryPage([1, 2, 3], 3)).toBe(true);
  expect(isEveryPage([1, 3], 3)).toBe(false);
  expect(isEveryPage([1, 2, 3, 4], 3)).toBe(false);
});
