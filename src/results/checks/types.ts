// What a check finds: a value that looks misread, where it is, why, and the fix when one is known. Flags are
// never applied by themselves: the review shows them and the user decides.
import type { NumberCulture } from "../numbers/cellValues";
import type { TargetKind } from "../mapping/typeFit";
import type { ColumnMapping } from "../mapping/types";

/** Where a flag is: a table's cell (the table's own row and column), a key/value pair's value, a record's field. */
export type FlagPlace =
  | { kind: "cell"; table: string; row: number; column: number }
  | { kind: "pair"; pair: number }
  | { kind: "field"; record: number; field: string };

export type Flag =
  /** Not a number in a column of numbers (a known letter/digit confusion has a suggestion). */
  | { place: FlagPlace; kind: "notNumber"; suggestion: string | null }
  /** A totals row or column whose value is not the sum of what it totals. */
  | {
      place: FlagPlace;
      kind: "total";
      sum: string;
      total: string;
      /** Values that are no numbers, added as their suggested fixes read ("1O5.00" read as "105.00"). */
      fixes: readonly { text: string; read: string }[];
      suggestion: string | null;
    }
  /**
   * A totals row that cannot be checked: a value above it does not read as a number and has no fix, or the
   * table likely continues the one before it (joining it is offered). Nothing is suggested.
   */
  | { place: FlagPlace; kind: "totalUnchecked"; reason: "unreadable" | "continued"; text: string; suggestion: null }
  /**
   * A date that is not a date (2026-02-30, 31/09/2026), or, with `problem`, a date among numbers (a date among
   * hours worked) or a number among dates: kept as text either way.
   */
  | { place: FlagPlace; kind: "date"; suggestion: string | null; problem?: "dateAmongNumbers" | "numberAmongDates" }
  /** A number written with the other decimal mark than the rest of its column. */
  | { place: FlagPlace; kind: "decimalMark"; mark: "." | ","; suggestion: string | null }
  /** "1.240" read as 1.24 by the workbook's settings, where it may be 1240 (the other reading one click away). */
  | { place: FlagPlace; kind: "ambiguous"; suggestion: string }
  /** An extractor field whose declared type (number, date, currency) does not read. */
  | { place: FlagPlace; kind: "fieldType"; type: string; suggestion: string | null }
  /** A value that does not read as the number or date its column of the user's table holds (appending). */
  | { place: FlagPlace; kind: "targetType"; column: string; expected: "number" | "date"; suggestion: string | null }
  /** An empty extractor field that the extractor's other records fill. */
  | { place: FlagPlace; kind: "emptyField"; suggestion: null };

export type FlagKind = Flag["kind"];

/** What the checks know besides the result: how the workbook reads numbers (null: unknown, as in Word). */
export interface CheckContext {
  culture: NumberCulture | null;
  /** The user's table the result is to be appended to, when it is: values that would not fit are flagged. */
  target?: AppendCheckTarget;
  /** The answer to "Read numbers as" where the evidence is split: it settles the figures it reads (no flag). */
  readAs?: "." | "," | null;
}

/** The table a result is to be appended to, as the checks need it. */
export interface AppendCheckTarget {
  /** The target table's headings (named in the flag). */
  headings: readonly string[];
  kinds: readonly TargetKind[];
  mapping: ColumnMapping;
  /** The source layout the mapping is for: only tables of that layout are checked. */
  layout: string;
}
