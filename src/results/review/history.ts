// A review session of one result: its state now, and every earlier state to undo to. Applying and undoing are
// pure: a new session is returned, the old one is untouched. The states share what an edit did not touch, so
// keeping every earlier one costs only what each edit changed.
import type { ResultModel } from "../model";
import { applyEdit } from "./apply";
import { reviewFrom } from "./start";
import type { ReviewDoc, ReviewEdit } from "./types";

interface Step {
  readonly before: ReviewDoc;
  /** The edit made, or null for "Discard changes" (back to the service's reading, undoable too). */
  readonly edit: ReviewEdit | null;
  readonly previous: Step | null;
}

export interface ReviewSession {
  /** The service's reading, as the review started. */
  readonly initial: ReviewDoc;
  readonly doc: ReviewDoc;
  readonly past: Step | null;
  /** Steps to undo: edits made since the review started, discards included, undone ones taken away. */
  readonly editCount: number;
}

export function startReview(model: ResultModel): ReviewSession {
  const initial = reviewFrom(model);
  return { initial, doc: initial, past: null, editCount: 0 };
}

/** The session after the edit; the same session when the edit changed nothing (nothing to undo then). */
export function edit(session: ReviewSession, change: ReviewEdit): ReviewSession {
  const doc = applyEdit(session.doc, change);
  if (doc === session.doc) return session;
  return {
    initial: session.initial,
    doc,
    past: { before: session.doc, edit: change, previous: session.past },
    editCount: session.editCount + 1,
  };
}

/** Applies edits in order (those the larger window sends back). */
export function editAll(session: ReviewSession, changes: readonly ReviewEdit[]): ReviewSession {
  return changes.reduce(edit, session);
}

/** The session before its last edit (the same session when there is nothing to undo). */
export function undo(session: ReviewSession): ReviewSession {
  const step = session.past;
  if (!step) return session;
  return { initial: session.initial, doc: step.before, past: step.previous, editCount: session.editCount - 1 };
}

/** Back to the service's reading ("Discard changes"); undo brings the changes back. */
export function discard(session: ReviewSession): ReviewSession {
  if (session.doc === session.initial) return session;
  return {
    initial: session.initial,
    doc: session.initial,
    past: { before: session.doc, edit: null, previous: session.past },
    editCount: session.editCount + 1,
  };
}

/** The edits that make the review's state from the service's reading, oldest first (those after the last discard). */
export function editsOf(session: ReviewSession): ReviewEdit[] {
  const edits: ReviewEdit[] = [];
  for (let step = session.past; step && step.edit !== null; step = step.previous) edits.push(step.edit);
  return edits.reverse();
}

/** True when the review differs from the service's reading (values marked as checked included: Discard takes them away too). */
export function hasChanges(session: ReviewSession): boolean {
  return session.doc !== session.initial;
}

/**
 * True when the two states would insert the same: they differ at most in the values marked as checked. (Edits
 * share what they did not touch, so a state that only gained marks keeps the very same tables, pairs, records
 * and pages.)
 */
export function sameValues(a: ReviewDoc, b: ReviewDoc): boolean {
  if (a === b) return true;
  if (a.kind === "tables" && b.kind === "tables") return a.tables === b.tables && a.pairs === b.pairs;
  if (a.kind === "records" && b.kind === "records") return a.records === b.records;
  return a.kind === "transcript" && b.kind === "transcript" && a.pages === b.pages;
}

/** True when the review changes what goes in: a value corrected, something left out or joined (not marks alone). */
export function changesValues(session: ReviewSession): boolean {
  return !sameValues(session.doc, session.initial);
}
