// Office's dialog API for the host double (`Office.context.ui.displayDialogAsync`, DialogApi 1.2): the page
// opens in a popup window of the preview's browser, and messages cross as Office carries them, as strings:
// the popup's `postMessage` to its opener arrives as DialogMessageReceived (with the popup's origin, as
// DialogOrigin 1.1 gives it), `messageChild` is a `postMessage` to the popup, and closing the popup is
// DialogEventReceived 12006. Installed only when asked (?dialogs=office in the preview): the sign-in and payment
// windows keep their popup paths otherwise.

type Handler = (arg: { message: string; origin: string | undefined } | { error: number }) => void;

export const DIALOG_EVENT_TYPES = {
  DialogMessageReceived: "dialogMessageReceived",
  DialogEventReceived: "dialogEventReceived",
  DialogParentMessageReceived: "dialogParentMessageReceived",
} as const;

export const ASYNC_RESULT_STATUS = { Succeeded: "succeeded", Failed: "failed" } as const;

const CLOSED_BY_USER = 12006;
const BLOCKED = 12009;

interface DialogDouble {
  addEventHandler(type: string, handler: Handler): void;
  messageChild(message: string, options?: { targetOrigin: string }): void;
  close(): void;
}

type Callback = (result: { status: string; value?: DialogDouble; error?: { code: number; message: string } }) => void;

/** `Office.context.ui` of the double, opening dialogs as popups of `win`. */
export function dialogUiDouble(
  win: Window,
  pollClosedMs = 300,
): {
  displayDialogAsync(url: string, options: { width?: number; height?: number }, callback: Callback): void;
} {
  let open: Window | null = null;
  return {
    displayDialogAsync(url, options, callback) {
      if (open && !open.closed) {
        callback({ status: ASYNC_RESULT_STATUS.Failed, error: { code: 12007, message: "A dialog is already open." } });
        return;
      }
      const width = Math.round(((options.width ?? 50) / 100) * win.screen.availWidth);
      const height = Math.round(((options.height ?? 50) / 100) * win.screen.availHeight);
      const popup = win.open(url, "office-dialog", `popup,width=${width},height=${height}`);
      if (!popup) {
        callback({ status: ASYNC_RESULT_STATUS.Failed, error: { code: BLOCKED, message: "The dialog was blocked." } });
        return;
      }
      open = popup;
      const handlers = new Map<string, Handler[]>();
      const emit = (type: string, arg: Parameters<Handler>[0]): void => handlers.get(type)?.forEach((h) => h(arg));
      const onMessage = (event: MessageEvent): void => {
        if (event.source !== popup || typeof event.data !== "string") return;
        emit(DIALOG_EVENT_TYPES.DialogMessageReceived, { message: event.data, origin: event.origin });
      };
      const stop = (): void => {
        win.removeEventListener("message", onMessage);
        clearInterval(watcher);
        if (open === popup) open = null;
      };
      const watcher = setInterval(() => {
        if (!popup.closed) return;
        stop();
        emit(DIALOG_EVENT_TYPES.DialogEventReceived, { error: CLOSED_BY_USER });
      }, pollClosedMs);
      win.addEventListener("message", onMessage);
      callback({
        status: ASYNC_RESULT_STATUS.Succeeded,
        value: {
          addEventHandler: (type, handler) => handlers.set(type, [...(handlers.get(type) ?? []), handler]),
          messageChild: (message, messageOptions) => popup.postMessage(message, messageOptions?.targetOrigin ?? win.location.origin),
          close: () => {
            stop();
            popup.close();
          },
        },
      });
    },
  };
}
