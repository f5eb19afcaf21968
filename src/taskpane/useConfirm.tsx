// Asks the user a question in a dialog and resolves with the answer. The dialog is its own chunk, fetched the
// first time a question is asked, and then stays mounted: it is closed (open=false), never unmounted while
// open, so Fluent takes back the aria-hidden it put on the rest of the page and returns the focus.
import { Suspense, lazy, useCallback, useState } from "react";
import type { Answer, Question } from "../work/batchView";

const ConfirmDialog = lazy(() => import("./components/ConfirmDialog").then((m) => ({ default: m.ConfirmDialog })));

/** Yes (true) or no (false). */
export type Ask = (question: Question) => Promise<boolean>;
/** Any of the question's answers, its `alternative` included. */
export type Choose = (question: Question) => Promise<Answer>;

interface Pending {
  /** Each question gets a fresh dialog (mounted open); the previous one was closed first, not unmounted open. */
  seq: number;
  question: Question;
  answer: (answer: Answer) => void;
  open: boolean;
  /** Where the focus was when the question was asked: it goes back there once answered. */
  returnFocus: HTMLElement | null;
}

/** The dialog to render (null before the first question), the function that asks yes/no, and the one that also offers the alternative. */
export function useConfirm(): [React.JSX.Element | null, Ask, Choose] {
  const [pending, setPending] = useState<Pending | null>(null);
  const choose = useCallback<Choose>(
    (question) =>
      new Promise<Answer>((resolve) => {
        const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setPending((previous) => {
          if (previous?.open) previous.answer("cancel"); // one question at a time: an earlier one counts as declined
          return { seq: (previous?.seq ?? 0) + 1, question, answer: resolve, open: true, returnFocus };
        });
      }),
    [],
  );
  const ask = useCallback<Ask>(async (question) => (await choose(question)) === "confirm", [choose]);
  const dialog = pending ? (
    <Suspense fallback={null}>
      <ConfirmDialog
        key={pending.seq}
        open={pending.open}
        question={pending.question}
        onAnswer={(answer) => {
          if (!pending.open) return;
          // Back to where the user was (the button that asked), before the caller acts on the answer and
          // perhaps moves the focus on; a button that is gone leaves it to the caller.
          if (pending.returnFocus?.isConnected) pending.returnFocus.focus();
          pending.answer(answer);
          // Closed, keeping the question so the closing dialog still shows it.
          setPending({ ...pending, open: false });
        }}
      />
    </Suspense>
  ) : null;
  return [dialog, ask, choose];
}
