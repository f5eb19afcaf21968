// Asks the user a yes/no question in a dialog and resolves with the answer. The dialog is its own chunk,
// fetched the first time a question is asked.
import { Suspense, lazy, useCallback, useState } from "react";
import type { Question } from "../work/batchView";

const ConfirmDialog = lazy(() => import("./components/ConfirmDialog").then((m) => ({ default: m.ConfirmDialog })));

export type Ask = (question: Question) => Promise<boolean>;

interface Pending {
  question: Question;
  answer: (yes: boolean) => void;
}

/** The dialog to render (null when no question is open) and the function that asks. */
export function useConfirm(): [React.JSX.Element | null, Ask] {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = useCallback<Ask>(
    (question) =>
      new Promise<boolean>((resolve) => {
        setPending((previous) => {
          previous?.answer(false); // one question at a time: an earlier one counts as declined
          return { question, answer: resolve };
        });
      }),
    [],
  );
  const dialog = pending ? (
    <Suspense fallback={null}>
      <ConfirmDialog
        question={pending.question}
        onAnswer={(yes) => {
          pending.answer(yes);
          setPending(null);
        }}
      />
    </Suspense>
  ) : null;
  return [dialog, ask];
}
