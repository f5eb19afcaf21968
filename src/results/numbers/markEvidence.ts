// What a column's values, and a whole document's columns, say about the decimal mark, and which values say it:
// the evidence cellValues.ts weighs after the value itself and before the workbook's settings. Pure.
//
// A column says "." or "," when its values settle a mark on their own ("7.25", "3,410.00", "1.240.000"): the
// mark most of them use. When none does, a column whose figures all leave one separator open ("1,240",
// "2,075") beside integers under 1,000 written without it ("310"), and none over, groups thousands with that
// separator: a column of decimals writes its decimals on every value, a column of thousands writes none under
// 1,000. The document says what most of its columns' evidence says.
import { shapeOf, type DecimalMark, type ValueShape } from "./numberReading";

/** Remembers each value's shape (shapeOf is pure): the review reads a 10,000-row column again after each edit. */
export interface ShapeMemo {
  shape(value: string, group: string | null): ValueShape;
}

export interface MarkEvidence {
  /** The mark the values settle, or null (none, or as many each way). */
  mark: DecimalMark | null;
  /** How many values say "." and how many say "," (figures a column settles count for its mark). */
  dots: number;
  commas: number;
  /** The first value that says the mark taken ("3,410.00", or "1,240" of a column settled by its integers). */
  example: string | null;
  /** For a column settled by its integers: the first integer written without a separator ("310"). */
  beside: string | null;
}

const NONE: MarkEvidence = { mark: null, dots: 0, commas: 0, example: null, beside: null };
const otherMark = (mark: DecimalMark): DecimalMark => (mark === "." ? "," : ".");

function majority(dots: number, commas: number): DecimalMark | null {
  return dots > commas ? "." : commas > dots ? "," : null;
}

/** What one column's values say about its decimal mark. `group`: the workbook's own group separator (a space). */
export function columnEvidence(values: readonly string[], group: string | null = null, memo?: ShapeMemo): MarkEvidence {
  const first: Record<DecimalMark, string | null> = { ".": null, ",": null };
  /** A value writing both marks shows best what each is for ("3,410.00"): the example when there is one. */
  const both: Record<DecimalMark, string | null> = { ".": null, ",": null };
  const count: Record<DecimalMark, number> = { ".": 0, ",": 0 };
  const open: Record<DecimalMark, number> = { ".": 0, ",": 0 };
  const firstOpen: Record<DecimalMark, string | null> = { ".": null, ",": null };
  let small: string | null = null;
  let large = 0;
  for (const value of values) {
    const shape = memo ? memo.shape(value, group) : shapeOf(value, group);
    if (shape === null) continue;
    if (shape.kind === "mark") {
      count[shape.mark] += 1;
      first[shape.mark] ??= value;
      if (value.includes(".") && value.includes(",")) both[shape.mark] ??= value;
    } else if (shape.kind === "open") {
      open[shape.sep] += 1;
      firstOpen[shape.sep] ??= value;
    } else if (shape.digits <= 3) small ??= value;
    else large += 1;
  }
  const mark = majority(count["."], count[","]);
  if (mark) return { mark, dots: count["."], commas: count[","], example: both[mark] ?? first[mark], beside: null };
  if (count["."] > 0) return { ...NONE, dots: count["."], commas: count[","] };
  // Nothing settled by a value: a separator left open everywhere, beside small integers without it, groups thousands.
  const seps = ([".", ","] as const).filter((sep) => open[sep] > 0);
  const sep = seps.length === 1 ? seps[0] : undefined;
  if (sep === undefined || small === null || large > 0) return NONE;
  const grouped = otherMark(sep);
  return {
    mark: grouped,
    dots: grouped === "." ? open[sep] : 0,
    commas: grouped === "," ? open[sep] : 0,
    example: firstOpen[sep],
    beside: small,
  };
}

/** What a whole document's columns say together: the mark most of their evidence gives, with the first that gives it. */
export function documentEvidence(columns: readonly (readonly string[])[], group: string | null = null): MarkEvidence {
  return evidenceTogether(columns.map((column) => columnEvidence(column, group)));
}

/** documentEvidence over each column's evidence already read (the review keeps each column's while it is unchanged). */
export function evidenceTogether(each: readonly MarkEvidence[]): MarkEvidence {
  const dots = each.reduce((n, e) => n + e.dots, 0);
  const commas = each.reduce((n, e) => n + e.commas, 0);
  const mark = majority(dots, commas);
  if (!mark) return { ...NONE, dots, commas };
  // The example: a value that settles the mark on its own first, else a column settled by its integers.
  const said = each.filter((e) => e.mark === mark);
  const witness = said.find((e) => e.beside === null) ?? said[0];
  return { mark, dots, commas, example: witness?.example ?? null, beside: witness?.beside ?? null };
}

/**
 * What values that each stand alone say (key/value values): only what each settles on its own. "Paletten: 3"
 * beside "Gewicht (kg): 12,400" is no column of like figures, so the integers beside them tell nothing.
 */
export function pairsEvidence(values: readonly string[], group: string | null = null, memo?: ShapeMemo): MarkEvidence {
  return evidenceTogether(values.map((value) => columnEvidence([value], group, memo)));
}
