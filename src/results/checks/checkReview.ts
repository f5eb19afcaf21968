// Every check over a result under review: the values that look misread, with the same number reading as the
// Excel writers (src/results/numbers), so what is flagged is exactly what would not become a number. A
// checker keeps what it read, so an edit re-reads only what it touches (tableChecks.ts). Pure otherwise.
import { readColumn } from "../numbers/cellValues";
import type { PairState, ReviewDoc } from "../review/types";
import { readingFlags } from "./cellFlags";
import { recordFlags } from "./recordChecks";
import { TableChecks } from "./tableChecks";
import { targetFlags } from "./targetChecks";
import type { CheckContext, Flag, FlagPlace } from "./types";

export class ReviewChecker {
  private readonly tables = new TableChecks();

  check(doc: ReviewDoc, context: CheckContext): Flag[] {
    const own = this.ownFlags(doc, context);
    if (!context.target) return own;
    // A value already flagged at its place keeps that flag (with its fix); the target's flag adds the others.
    const taken = new Set(own.map((f) => JSON.stringify(f.place)));
    return [...own, ...targetFlags(doc, context.target, context).filter((f) => !taken.has(JSON.stringify(f.place)))];
  }

  /**
   * The reading a first check does, in small steps (a column each) for a caller that spreads it over several
   * tasks; `check` afterwards reuses it. A state's reading is the same whether it was read in steps or at once.
   */
  *steps(doc: ReviewDoc, context: CheckContext): Generator<void, void, undefined> {
    if (doc.kind !== "tables") return;
    yield* this.tables.steps(
      doc,
      context,
      chosenPairs(doc).map(({ p }) => p.value),
    );
  }

  private ownFlags(doc: ReviewDoc, context: CheckContext): Flag[] {
    if (doc.kind === "records") return recordFlags(doc, context);
    if (doc.kind === "transcript") return [];
    const chosen = chosenPairs(doc);
    const pairValues = chosen.map(({ p }) => p.value);
    const { flags, documentMark, documentDateOrder } = this.tables.check(doc, context, pairValues);
    // Key/value values each stand alone: flagged when they look like a number or date that does not read.
    const places: FlagPlace[] = chosen.map(({ i }) => ({ kind: "pair", pair: i }));
    const reading = readColumn(pairValues, {
      culture: context.culture,
      documentMark,
      documentDateOrder,
      readAs: context.readAs ?? null,
      independent: true,
    });
    return [...flags, ...readingFlags(reading, places)];
  }
}

function chosenPairs(doc: Extract<ReviewDoc, { kind: "tables" }>): { p: PairState; i: number }[] {
  return doc.pairs.map((p, i) => ({ p, i })).filter(({ p }) => p.chosen);
}

/** The flags of a review at once (a checker of its own: for callers that check once, such as Insert all). */
export function checkReview(doc: ReviewDoc, context: CheckContext): Flag[] {
  return new ReviewChecker().check(doc, context);
}
