// A review session of one result: its state now, and every earlier state to undo to. Applying and undoing are
// pure: a new session is returned, the old one is untouched. The states share what an edit did not touch, so
// keeping every earlier one costs only what each edit changed.
import type { ResultModel } from "../model";
import { applyEdit } from "./apply";
import { reviewFrom } from "./start";
import type { ReviewDoc, ReviewEdit } from "./types";

interface Step {
  readonly before: ReviewDoc;
  readonly edit: ReviewEdit;
  readonly previous: Step | null;
}

export interface ReviewSession {
  /** The service's reading, as the review started. */
  readonly initial: ReviewDoc;
  readonly doc: ReviewDoc;
  readonly past: Step | null;
  /** Edits made since the review started (undone ones taken away). */
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

/** The last edit, the one undo takes back (null when none). */
export function lastEdit(session: ReviewSession): ReviewEdit | null {
  return session.past?.edit ?? null;
}

/** Back to the service's reading ("Discard changes"). */
export function discard(session: ReviewSession): ReviewSession {
  return { initial: session.initial, doc: session.initial, past: null, editCount: 0 };
}

/** Every edit since the review started, oldest first. */
export function editsOf(session: ReviewSession): ReviewEdit[] {
  const edits: ReviewEdit[] = [];
  for (let step = session.past; step; step = step.previous) edits.push(step.edit);
  return edits.reverse();
}

/** True when the review differs from the service's reading. */
export function hasChanges(session: ReviewSession): boolean {
  return session.doc !== session.initial;
}
