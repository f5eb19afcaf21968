// The review of the opened result, held in memory with it (never stored: results stay off this computer):
// the session (src/results/review), what was last inserted (edits after it are unsaved), and the edits.
import { useCallback, useMemo, useRef, useState } from "react";
import type { ResultModel } from "../../results/model";
import { discard, edit, editAll, editsOf, sameValues, startReview, undo, type ReviewSession } from "../../results/review/history";
import { correctionCount, reviewedModel } from "../../results/review/reviewed";
import type { ReviewDoc, ReviewEdit } from "../../results/review/types";

export interface ReviewControls {
  session: ReviewSession;
  /** Edits not inserted yet: leaving the result asks first (values marked as checked alone do not ask). */
  unsaved: boolean;
  edit(change: ReviewEdit): void;
  undo(): void;
  discard(): void;
  /** The review as the larger window left it: the service's reading plus these edits. */
  replace(edits: readonly ReviewEdit[]): void;
  /** What Insert writes, and how many values the user corrected. */
  reviewed(): { model: ResultModel; corrected: number };
  /** The review went into the document as it is now. */
  saved(): void;
  /**
   * For Insert all: the result as reviewed and the review's state (whose marks settle flags), when the review
   * did something since the last insert (corrections or values marked as checked); null otherwise.
   */
  pending(): ReviewedPending | null;
}

export interface ReviewedPending {
  model: ResultModel;
  doc: ReviewDoc;
}

interface Held {
  key: string;
  session: ReviewSession;
  /** The state last inserted (the service's reading until then). */
  savedDoc: ReviewDoc;
}

/** The session that the larger window's edits make: only the new ones applied when it carried on from ours. */
function followed(session: ReviewSession, edits: readonly ReviewEdit[]): ReviewSession {
  const mine = editsOf(session);
  const same = mine.length <= edits.length && mine.every((e, i) => JSON.stringify(e) === JSON.stringify(edits[i]));
  return same ? editAll(session, edits.slice(mine.length)) : editAll(discard(session), edits);
}

/** The review of one result at a time: `begin` when a result opens, `end` when it closes. */
export function useReviewState(): {
  controls: ReviewControls | null;
  begin(key: string, model: ResultModel): void;
  end(): void;
  /** Read outside render (the leave question). */
  unsavedNow(): boolean;
} {
  const [held, setHeld] = useState<Held | null>(null);
  const ref = useRef<Held | null>(null);
  const set = useCallback((next: Held | null | ((h: Held | null) => Held | null)) => {
    const value = typeof next === "function" ? next(ref.current) : next;
    ref.current = value;
    setHeld(value);
  }, []);
  const change = useCallback((f: (s: ReviewSession) => ReviewSession) => set((h) => (h ? { ...h, session: f(h.session) } : h)), [set]);
  const controls = useMemo((): ReviewControls | null => {
    if (!held) return null;
    return {
      session: held.session,
      unsaved: !sameValues(held.session.doc, held.savedDoc),
      edit: (e) => change((s) => edit(s, e)),
      undo: () => change(undo),
      discard: () => change(discard),
      replace: (edits) => change((s) => followed(s, edits)),
      reviewed: () => ({ model: reviewedModel(held.session.doc), corrected: correctionCount(held.session.doc) }),
      saved: () => set((h) => (h ? { ...h, savedDoc: h.session.doc } : h)),
      pending: () => (held.session.doc === held.savedDoc ? null : { model: reviewedModel(held.session.doc), doc: held.session.doc }),
    };
  }, [held, change, set]);
  return {
    controls,
    begin: useCallback(
      (key, model) => {
        const session = startReview(model);
        set({ key, session, savedDoc: session.doc });
      },
      [set],
    ),
    end: useCallback(() => set(null), [set]),
    unsavedNow: useCallback(() => (ref.current ? !sameValues(ref.current.session.doc, ref.current.savedDoc) : false), []),
  };
}
