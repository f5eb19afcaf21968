// Sending the chosen files: their chosen pages cut out first (a file that cannot be cut says so before any
// question), the cost weighed against the balance and the organisation's rule (asked when it says so), then the
// files added to the account's queue. Sending spends credits: a second click while the first is still cutting,
// counting or asking must not send the files twice (the guard holds from the click on, not from the next render).
import { useState } from "react";
import { commerceAllowed } from "../../office/commerce";
import { ActionGuard } from "../../work/actionGuard";
import { purchaseAllowedHere } from "../../work/policy/access";
import { isFallback, unreadNote } from "../../work/policy/fallback";
import type { PolicyState } from "../../work/policy/pagePolicy";
import type { WorkChoice } from "../../work/settings/settingsStore";
import { spendingQuestion } from "../../work/spending";
import { workOptions } from "../../work/workOptions";
import { errorMessage } from "../errorMessage";
import type { WorkQueue } from "../useBatchQueue";
import type { Choose } from "../useConfirm";
import { filesToSend, isSendable, type CheckedFile, type NotCut, type ReadyFile } from "./checkedFile";

export interface SendFilesOptions {
  queue: WorkQueue | null;
  selection: readonly CheckedFile[];
  setSelection(update: (current: CheckedFile[]) => CheckedFile[]): void;
  /** The account's balance, that the batch is weighed against. */
  balance: number | undefined;
  choice: WorkChoice;
  policyState: PolicyState;
  choose: Choose;
  /** The press's first outcome (sent, refused, failed) is brought into view. */
  armReveal(): void;
  rememberExtractor(id: string, name: string): void;
  onBuyCredits?: () => void;
}

export interface SendFiles {
  /** What sending is doing now (null: nothing). */
  starting: "cutting" | "counting" | null;
  startError: string | null;
  /** Files whose chosen pages could not be cut out. */
  notCut: NotCut[];
  setNotCut(update: NotCut[] | ((current: NotCut[]) => NotCut[])): void;
  start(): Promise<void>;
}

export function useSendFiles(options: SendFilesOptions): SendFiles {
  const { queue, selection, setSelection, choice, policyState, choose, armReveal } = options;
  const policy = policyState.settings;
  const [starting, setStarting] = useState<"cutting" | "counting" | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [notCut, setNotCut] = useState<NotCut[]>([]);
  const [sending] = useState(() => new ActionGuard());

  const send = async (queue: WorkQueue, chosen: ReadyFile[]): Promise<void> => {
    setStartError(null);
    setNotCut([]);
    try {
      // Chosen pages are cut out first (issue 22), so that a file that cannot be cut says so before any question.
      setStarting(chosen.some((f) => f.pages.chosen !== null) ? "cutting" : "counting");
      const { inputs: files, notCut: refused } = await filesToSend(chosen);
      if (refused.length > 0) {
        armReveal();
        return setNotCut(refused);
      }
      setStarting("counting");
      const question = spendingQuestion(await queue.estimate(files, options.balance), {
        askAbove: policy.spendingQuestionAbove?.value ?? null,
        canBuy: purchaseAllowedHere(policy, { commerceAllowed: commerceAllowed() }),
        unreadNote: isFallback(policyState, "spendingQuestionAbove") ? unreadNote() : null,
      });
      const answer = question ? await choose(question) : "confirm";
      if (answer === "alternative") options.onBuyCredits?.();
      if (answer !== "confirm") return;
      if (choice.action === "extractor" && choice.extractor) options.rememberExtractor(choice.extractor.id, choice.extractor.name);
      // The result being read stays open: the new batch's first result opens by itself only once it is closed.
      queue.add(files, workOptions(choice));
      armReveal();
      // Sent files leave the list; a file still waiting for its pages to be chosen stays, with its row saying so.
      setSelection((current) => current.filter((f) => f.ok && !isSendable(f)));
    } catch (error: unknown) {
      armReveal();
      setStartError(errorMessage(error));
    } finally {
      setStarting(null);
    }
  };

  const start = async (): Promise<void> => {
    const chosen = selection.filter(isSendable);
    if (!queue || chosen.length === 0 || sending.busy()) return;
    await sending.run(() => send(queue, chosen));
  };

  return { starting, startError, notCut, setNotCut, start };
}
