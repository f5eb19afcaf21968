// The fallback where Nested App Authentication is missing: the Office dialog opens microsoft-signin.html
// (on the add-in's own origin), which signs in with msal-browser and hands the token back with
// messageParent; outside Office (the browser preview) the same page opens as a popup and answers with
// postMessage. Only messages from the add-in's own origin, in the expected shape, are accepted.
import { displayDialog } from "../auth/officeDialog";
import { LANGUAGE_PARAM, languageTag } from "../dialogs/dialogLanguage";
import { uiLocale } from "../i18n/messages";
import type { DialogToken } from "./session";

export type DialogReply = { ok: true; token: DialogToken } | { ok: false; error: string };

export function parseDialogReply(raw: unknown): DialogReply | null {
  let value: unknown = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof value !== "object" || value === null || (value as { kind?: unknown }).kind !== "microsoft-signin") return null;
  const v = value as { ok?: unknown; error?: unknown; token?: Partial<DialogToken> };
  if (v.ok === false) return { ok: false, error: typeof v.error === "string" ? v.error : "" };
  const t = v.token;
  if (!t || typeof t.accessToken !== "string" || typeof t.expiresOn !== "number" || !Array.isArray(t.scopes)) return null;
  return {
    ok: true,
    token: {
      accessToken: t.accessToken,
      expiresOn: t.expiresOn,
      scopes: t.scopes.map(String),
      name: String(t.name ?? ""),
      username: String(t.username ?? ""),
    },
  };
}

function settle(reply: DialogReply): DialogToken {
  if (reply.ok) return reply.token;
  // A code, not a sentence: tokenError turns it into the user's message.
  throw Object.assign(new Error(reply.error || "microsoft_signin_failed"), { errorCode: reply.error });
}

export function openDialogSignIn(scopes: readonly string[], loginHint: string | null): Promise<DialogToken> {
  const own = window.location.origin;
  // The page speaks the pane's language (and keeps it for msal's return to it without this query).
  const query = { scopes: scopes.join(" "), ...(loginHint ? { hint: loginHint } : {}), [LANGUAGE_PARAM]: languageTag(uiLocale()) };
  const url = `${own}/microsoft-signin.html?${new URLSearchParams(query)}`;
  const ui = typeof Office !== "undefined" ? Office.context?.ui : undefined;
  if (ui && typeof ui.displayDialogAsync === "function") {
    return new Promise((resolve, reject) => {
      displayDialog(ui, url, { height: 60, width: 30 }, (result) => {
        if (result.status === Office.AsyncResultStatus.Failed)
          return reject(Object.assign(new Error(String(result.error.code)), { errorCode: String(result.error.code) }));
        const dialog = result.value;
        dialog.addEventHandler(
          Office.EventType.DialogMessageReceived,
          (arg: { message: string; origin: string | undefined } | { error: number }) => {
            if ("error" in arg || (arg.origin !== undefined && arg.origin !== own)) return;
            const reply = parseDialogReply(arg.message);
            if (!reply) return;
            dialog.close();
            try {
              resolve(settle(reply));
            } catch (error) {
              reject(error);
            }
          },
        );
        dialog.addEventHandler(Office.EventType.DialogEventReceived, (arg: { error: number } | { message: string }) => {
          if ("error" in arg) reject(Object.assign(new Error(String(arg.error)), { errorCode: String(arg.error) }));
        });
      });
    });
  }
  return new Promise((resolve, reject) => {
    const popup = window.open(url, "microsoft-signin", "width=480,height=640");
    if (!popup) return reject(Object.assign(new Error("popup_window_error"), { errorCode: "popup_window_error" }));
    const timer = window.setInterval(() => {
      if (popup.closed) finish(() => reject(Object.assign(new Error("user_cancelled"), { errorCode: "user_cancelled" })));
    }, 500);
    const onMessage = (event: MessageEvent): void => {
      if (event.origin !== own || event.source !== popup) return;
      const reply = parseDialogReply(event.data);
      if (!reply) return;
      popup.close();
      finish(() => {
        try {
          resolve(settle(reply));
        } catch (error) {
          reject(error);
        }
      });
    };
    const finish = (then: () => void): void => {
      window.clearInterval(timer);
      window.removeEventListener("message", onMessage);
      then();
    };
    window.addEventListener("message", onMessage);
  });
}
