// The review of the opened result, held in memory with it (never stored: results stay off this computer):
// the session (src/results/review), what was last inserted (edits after it are unsaved), and the edits.
import { useCallback, useState, useSyncExternalStore } from "react";
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

/**
 * The review of the opened result, outside React's state: an edit re-renders only what reads it (`useReview`:
 * the result's section), not the view that opened the result (its file list, pickers and batch controls).
 */
export interface ReviewStore {
  subscribe(listener: () => void): () => void;
  /** The review now (null while none is shown); the same object until it changes. */
  current(): ReviewControls | null;
}

/** Controls over one held review; `change` and `set` reach the store (they read its latest state). */
function controlsOf(
  held: Held,
  change: (f: (s: ReviewSession) => ReviewSession) => void,
  set: (f: (h: Held) => Held) => void,
): ReviewControls {
  return {
    session: held.session,
    unsaved: !sameValues(held.session.doc, held.savedDoc),
    edit: (e) => change((s) => edit(s, e)),
    undo: () => change(undo),
    discard: () => change(discard),
    replace: (edits) => change((s) => followed(s, edits)),
    reviewed: () => ({ model: reviewedModel(held.session.doc), corrected: correctionCount(held.session.doc) }),
    saved: () => set((h) => ({ ...h, savedDoc: h.session.doc })),
    pending: () => (held.session.doc === held.savedDoc ? null : { model: reviewedModel(held.session.doc), doc: held.session.doc }),
  };
}

class HeldReview implements ReviewStore {
  private held: Held | null = null;
  private controls: ReviewControls | null = null;
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  current = (): ReviewControls | null => this.controls;

  heldNow(): Held | null {
    return this.held;
  }

  set(next: Held | null): void {
    if (next === this.held) return;
    this.held = next;
    this.controls = next
      ? controlsOf(
          next,
          (f) => this.update((h) => ({ ...h, session: f(h.session) })),
          (f) => this.update(f),
        )
      : null;
    for (const listener of [...this.listeners]) listener();
  }

  private update(f: (h: Held) => Held): void {
    if (this.held) this.set(f(this.held));
  }
}

/** The review shown now, re-rendering the caller on each change. */
export function useReview(store: ReviewStore): ReviewControls | null {
  return useSyncExternalStore(store.subscribe, store.current);
}

/** The review of one result at a time: `begin` when a result opens, `end` when it closes. */
export function useReviewState(): {
  store: ReviewStore;
  begin(key: string, model: ResultModel): void;
  end(): void;
  /** Read outside render (the leave question). */
  unsavedNow(): boolean;
} {
  const [store] = useState(() => new HeldReview());
  return {
    store,
    begin: useCallback(
      (key, model) => {
        const session = startReview(model);
        store.set({ key, session, savedDoc: session.doc });
      },
      [store],
    ),
    end: useCallback(() => store.set(null), [store]),
    unsavedNow: useCallback(() => {
      const held = store.heldNow();
      return held ? !sameValues(held.session.doc, held.savedDoc) : false;
    }, [store]),
  };
}
