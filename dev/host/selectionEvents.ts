// Office.context.document.addHandlerAsync(Office.EventType.DocumentSelectionChanged) of the double (the Common
// API: every Word and Excel): the handler runs when the user moves the selection in the model, as Office
// raises it, after the change and never inside a batch; other changes to the document raise nothing.
import type { ChangeNotifier } from "./changeNotifier";

export const DOCUMENT_SELECTION_CHANGED = "documentSelectionChanged";

type Handler = (event: { type: string }) => void;
type Done = (result: { status: "succeeded" | "failed"; error?: { message: string } }) => void;

export function selectionEventsDouble(model: ChangeNotifier & { selection: unknown }) {
  const handlers = new Set<Handler>();
  let last = JSON.stringify(model.selection);
  model.subscribe(() => {
    const now = JSON.stringify(model.selection);
    if (now === last) return;
    last = now;
    // Office raises the event on its own turn, never inside the call that moved the selection.
    setTimeout(() => handlers.forEach((h) => h({ type: DOCUMENT_SELECTION_CHANGED })), 0);
  });
  const known = (type: string, done: Done | undefined): boolean => {
    if (type === DOCUMENT_SELECTION_CHANGED) return true;
    done?.({ status: "failed", error: { message: `The double raises no '${type}' events.` } });
    return false;
  };
  return {
    addHandlerAsync(type: string, handler: Handler, done?: Done): void {
      if (!known(type, done)) return;
      handlers.add(handler);
      done?.({ status: "succeeded" });
    },
    removeHandlerAsync(type: string, options?: { handler?: Handler } | Done, done?: Done): void {
      const callback = typeof options === "function" ? options : done;
      if (!known(type, callback)) return;
      const handler = typeof options === "object" ? options.handler : undefined;
      if (handler) handlers.delete(handler);
      else handlers.clear();
      callback?.({ status: "succeeded" });
    },
  };
}
