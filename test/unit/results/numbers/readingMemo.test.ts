// A column read again with a memo (src/results/numbers/readingMemo.ts) reads exactly as read afresh: the review
// keeps one per column and reads it again after each edit.
import fc from "fast-check";
import { readColumn, type ReadingContext } from "../../../../src/results/numbers/cellValues";
import { cultureOfLanguage } from "../../../../src/results/numbers/numberCulture";
import { ReadingMemo } from "../../../../src/results/numbers/readingMemo";

const value = fc.oneof(
  fc.constantFrom("1,240", "310", "7.25", "3,410.00", "1.240,50", "1O5.00", "2026-02-30", "2026-O2-18", "Total", "", "12 400", "1'234.56"),
  fc.stringMatching(/^[0-9lO.,' -]{0,8}$/),
);

describe("ReadingMemo", () => {
  it("gives the same reading as no memo, edit after edit, whatever the context", () => {
    const contexts: ReadingContext[] = [
      {},
      { culture: cultureOfLanguage("de-DE") },
      { culture: cultureOfLanguage("en-US"), documentMark: "," },
      { culture: cultureOfLanguage("fr-FR"), declaredType: "number" },
    ];
    fc.assert(
      fc.property(
        fc.array(value, { minLength: 1, maxLength: 30 }),
        fc.array(fc.tuple(fc.nat(), value), { maxLength: 8 }),
        (start, edits) => {
          const memo = new ReadingMemo();
          let values = start;
          for (const [at, text] of [[0, start[0]!] as [number, string], ...edits]) {
            values = values.map((v, i) => (i === at % values.length ? text : v));
            for (const context of contexts) expect(readColumn(values, { ...context, memo })).toEqual(readColumn(values, context));
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
