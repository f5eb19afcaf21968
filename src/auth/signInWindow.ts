// Opens the sign-in start page and resolves with the redirect page's address (holding code and state).
// In Office: the Office dialog (displayDialogAsync), answered through messageParent. Outside Office (the
// browser preview, any browser): a popup window, answered through postMessage. Either way, a message is
// accepted only from the add-in's own origin, and only in the expected shape.
//
// A SignInWindow is made in the click handler of Sign in, before anything is awaited: the popup opens then (on
// about:blank) and goes to the start page once PKCE is ready. Browsers let a page open a popup only in
// answer to the user's click, and Safari forgets the click across an await of crypto.subtle or fetch, so
// a popup opened after computing the PKCE challenge would be blocked.
import { parseCallbackMessage } from "./authorizationRequest";
import { t } from "../i18n/messages";
import { displayDialog, type OfficeDialogApi } from "./officeDialog";
import { dialogError, SignInError } from "./signInErrors";

export interface SignInWindow {
  /** Shows the start page and resolves with the redirect page's address. */
  open(url: string): Promise<string>;
  /** The sign-in could not start (no start page to show): closes what was opened. */
  abandon?(): void;
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

export type { OfficeDialogApi } from "./officeDialog";

/** The Office dialog: opened when the start page is ready (Office's dialogs are not subject to the page's popup
 * rules; on the web, displayDialog falls back to Office's own prompt when the browser blocks it). */
export function officeDialogWindow(ui: OfficeDialogApi, ownOrigin: string): SignInWindow {
  return {
    abandon: () => undefined,
    open: (url) =>
      new Promise<string>((resolve, reject) => {
        displayDialog(ui, url, { height: 70, width: 35 }, (result) => {
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

/** A popup window, opened at once (call this in the click handler) on a blank page. */
export function popupWindow(win: Window, pollClosedMs = 500): SignInWindow {
  const popup = win.open("about:blank", "transcribe-signin", "popup,width=520,height=700");
  return {
    abandon: () => popup?.close(),
    open: (url) =>
      new Promise<string>((resolve, reject) => {
        if (!popup) {
          reject(new SignInError("blocked", t("session.signIn.popupBlocked")));
          return;
        }
        if (popup.closed) {
          reject(new SignInError("cancelled", t("session.signIn.cancelled")));
          return;
        }
        // The opener may send its own popup elsewhere at any time; no click is needed for that.
        popup.location.replace(url);
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

/** The Office dialog inside Office; a popup in a plain browser (the preview). Call it in the click handler. */
export function defaultSignInWindow(): SignInWindow {
  const ui = typeof Office === "undefined" ? undefined : (Office.context?.ui as OfficeDialogApi | undefined);
  const inOffice = ui !== undefined && typeof Office !== "undefined" && Office.context.requirements?.isSetSupported("DialogApi", "1.1");
  return inOffice && ui ? officeDialogWindow(ui, window.location.origin) : popupWindow(window);
}
