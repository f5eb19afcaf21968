// What the batch list's row buttons do: open, cancel and send again (asking first where the service may already
// have the document or may charge twice), give a file again, dismiss. Plain code over the queue.
import type { BatchItem } from "../../work/batch";
import { cancelQuestion, itemActions, resendQuestion } from "../../work/batchView";
import { fileForItem } from "../../work/fileAgain";
import type { Ask } from "../useConfirm";
import type { WorkQueue } from "../useBatchQueue";
import type { RowHandlers } from "./BatchItemRow";

export interface RowHandlerNeeds {
  queue: WorkQueue | null;
  ask: Ask;
  /** Opens an item's result, the focus on it (the user asked). */
  open: (item: BatchItem, queue: WorkQueue) => void;
  /** The item's result, if open, is closed (a dismissed file takes its result with it). */
  closeIfOpen: (item: BatchItem) => void;
}

export function rowHandlers({ queue, ask, open, closeIfOpen }: RowHandlerNeeds): RowHandlers {
  return {
    open: (item) => {
      if (queue) open(item, queue);
    },
    cancel: async (item) => {
      if (itemActions(item).cancel === "confirm" && !(await ask(cancelQuestion(item)))) return;
      await queue?.cancel(item.id);
    },
    resend: async (item, file) => {
      const bytes = file ? await fileForItem(item, file) : undefined;
      if (itemActions(item).resend === "confirm" && !(await ask(resendQuestion(item)))) return;
      queue?.resubmit(item.id, bytes);
    },
    attach: async (item, file) => {
      queue?.attachFile(item.id, await fileForItem(item, file));
    },
    dismiss: (item) => {
      closeIfOpen(item);
      queue?.dismiss(item.id);
    },
  };
}
