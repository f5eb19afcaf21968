// What the review flags as not a number is exactly what Excel typing keeps as text among numbers: a fast-check
// property over random columns, through the writers' own typing (excelTyping.ts) in en-US and de-DE workbooks.
import fc from "fast-check";
import { keptText, typeGrid } from "../../../../src/office/excelTyping";
import { tablesColumns } from "../../../../src/results/sheetGrids";
import { checkReview } from "../../../../src/results/checks/checkReview";
import type { ResultModel } from "../../../../src/results/model";
import { cultureOfLanguage } from "../../../../src/results/numbers/numberCulture";
import { startReview } from "../../../../src/results/review/history";
import { grid } from "../review/helpers";

const value = fc.constantFrom(
  "12",
  "105",
  "1O5",
  "2l",
  "n/a",
  "",
  "12,400",
  "1.240,50",
  "1,234.50",
  "3.5",
  "7,25",
  "2026-02-30",
  "2026-02-28",
  "(12)",
  "62%",
  "$5.00",
  "abc",
);

test("flagged as not a number (or a broken decimal mark) exactly where the writers keep text among numbers", () => {
  fc.assert(
    fc.property(fc.array(value, { minLength: 1, maxLength: 12 }), fc.constantFrom("en-US", "de-DE"), (values, language) => {
      const rows = [["Item", "Value"], ...values.map((v, i) => [`item ${i}`, v])];
      const model: ResultModel = {
        kind: "tables",
        tables: { documentId: "d", fileName: "f.pdf", tables: [grid(1, 1, rows)], keyValuePairs: [] },
      };
      const culture = cultureOfLanguage(language);
      const typed = typeGrid(rows, { headerRows: 1, documentColumns: tablesColumns(model.tables) }, culture);
      const kept = new Set(keptText(typed, { sheet: "S", top: 0, left: 0, headerRows: 1 }).flatMap((k) => k.cells.map((c) => c.address)));
      const flags = checkReview(startReview(model).doc, { culture });
      const address = (row: number, column: number): string => `${String.fromCharCode(65 + column)}${row + 1}`;
      const flagged = new Set(
        flags.flatMap((f) =>
          f.place.kind === "cell" && f.kind !== "total" && f.kind !== "totalUnchecked" && f.kind !== "ambiguous"
            ? [address(f.place.row, f.place.column)]
            : [],
        ),
      );
      // Every cell kept as text among numbers is flagged ...
      for (const cell of kept) expect(flagged).toContain(cell);
      // ... and every flag that is not about a date is such a cell.
      for (const f of flags)
        if (f.place.kind === "cell" && (f.kind === "notNumber" || f.kind === "decimalMark"))
          expect(kept).toContain(address(f.place.row, f.place.column));
    }),
  );
});
