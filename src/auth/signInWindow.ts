// Opens the sign-in start page and resolves with the redirect page's address (holding code and state).
// In Office: the Office dialog (displayDialogAsync), answered through messageParent. Outside Office (the
// browser preview): a popup window, answered through postMessage. Either way, a message is accepted only
// from the add-in's own origin, and only in the expected shape.
import { parseCallbackMessage } from "./authorizationRequest";
import { t } from "../i18n/messages";
import { dialogError, SignInError } from "./signInErrors";

export interface SignInWindow {
  open(url: string): Promise<string>;
}

/** Accepts a callback only when it comes from, and points back to, the add-in's own origin. */
function acceptedCallback(raw: unknown, senderOrigin: string | undefined, ownOrigin: string): string | null {
  if (senderOrigin !== undefined && senderOrigin !== ownOrigin) return null;
  const message = parseCallbackMessage(raw);
  if (!message) return null;
  try {
    return new URL(message.url).origin === ownOrigin ? message.url : null;
  } catch {
    return null;
  }
}

type DialogMessage = { message: string; origin: string | undefined } | { error: number };

/** The subset of Office.UI this module calls (a fake in tests). */
export interface OfficeDialogApi {
  displayDialogAsync(url: string, options: Office.DialogOptions, callback: (result: Office.AsyncResult<Office.Dialog>) => void): void;
}

export function officeDialogWindow(ui: OfficeDialogApi, ownOrigin: string): SignInWindow {
  return {
    open: (url) =>
      new Promise<string>((resolve, reject) => {
        // promptBeforeOpen false: the user just selected Sign in, so Office on the web need not ask again.
        ui.displayDialogAsync(url, { height: 70, width: 35, promptBeforeOpen: false }, (result) => {
          if (result.status === Office.AsyncResultStatus.Failed) {
            reject(dialogError(result.error.code));
            return;
          }
          const dialog = result.value;
          dialog.addEventHandler(Office.EventType.DialogMessageReceived, (arg: DialogMessage) => {
            if ("error" in arg) return;
            // With DialogOrigin 1.1 Office says where the message came from; without it, Office only
            // delivers messages from the task pane's own domain.
            const accepted = acceptedCallback(arg.message, arg.origin, ownOrigin);
            if (accepted === null) return;
            dialog.close();
            resolve(accepted);
          });
          dialog.addEventHandler(Office.EventType.DialogEventReceived, (arg: DialogMessage) => {
            if ("error" in arg) reject(dialogError(arg.error));
          });
        });
      }),
  };
}

export function popupWindow(win: Window, pollClosedMs = 500): SignInWindow {
  return {
    open: (url) =>
      new Promise<string>((resolve, reject) => {
        const popup = win.open(url, "transcribe-signin", "popup,width=520,height=700");
        if (!popup) {
          reject(new SignInError("blocked", t("session.signIn.popupBlocked")));
          return;
        }
        const ownOrigin = win.location.origin;
        const finish = (): void => {
          win.removeEventListener("message", onMessage);
          clearInterval(watcher);
        };
        const onMessage = (event: MessageEvent): void => {
          if (event.source !== popup) return;
          const accepted = acceptedCallback(event.data, event.origin, ownOrigin);
          if (accepted === null) return;
          finish();
          popup.close();
          resolve(accepted);
        };
        const watcher = setInterval(() => {
          if (!popup.closed) return;
          finish();
          reject(new SignInError("cancelled", t("session.signIn.cancelled")));
        }, pollClosedMs);
        win.addEventListener("message", onMessage);
      }),
  };
}

/** The Office dialog inside Office; a popup in a plain browser (the preview). */
export function defaultSignInWindow(): SignInWindow {
  const ui = typeof Office === "undefined" ? undefined : (Office.context?.ui as OfficeDialogApi | undefined);
  const inOffice = ui !== undefined && typeof Office !== "undefined" && Office.context.requirements?.isSetSupported("DialogApi", "1.1");
  return inOffice && ui ? officeDialogWindow(ui, window.location.origin) : popupWindow(window);
}
