// How the review's larger window talks to the task pane: inside Office, messageParent and the
// DialogParentMessageReceived event (DialogApi 1.2); in a plain browser popup (the preview), postMessage with
// its opener. Either way only messages from the add-in's own origin are heard.

export interface PaneChannel {
  send(message: string): void;
  /** Calls `handler` with every message from the pane; returns a function that stops listening. */
  listen(handler: (message: string) => void): void;
}

export function officeChannel(ui: Office.UI, ownOrigin: string, targeted: boolean): PaneChannel {
  return {
    send: (message) => (targeted ? ui.messageParent(message, { targetOrigin: ownOrigin }) : ui.messageParent(message)),
    listen: (handler) =>
      ui.addHandlerAsync(Office.EventType.DialogParentMessageReceived, (arg: { message: string; origin?: string }) => {
        if (arg.origin === undefined || arg.origin === ownOrigin) handler(arg.message);
      }),
  };
}

export function openerChannel(win: Window, opener: Window): PaneChannel {
  const ownOrigin = win.location.origin;
  return {
    send: (message) => opener.postMessage(message, ownOrigin),
    listen: (handler) =>
      win.addEventListener("message", (event: MessageEvent) => {
        if (event.source === opener && event.origin === ownOrigin && typeof event.data === "string") handler(event.data);
      }),
  };
}

/** The channel for this page: Office's inside an Office dialog, the opener's in a popup; null when neither. */
export async function paneChannel(win: Window): Promise<PaneChannel | null> {
  if (typeof Office !== "undefined") {
    const info = await Office.onReady();
    const ui = Office.context?.ui;
    if (info.host && ui && Office.context.requirements.isSetSupported("DialogApi", "1.2"))
      return officeChannel(ui, win.location.origin, Office.context.requirements.isSetSupported("DialogOrigin", "1.1"));
  }
  const opener = win.opener as Window | null;
  return opener && opener !== win ? openerChannel(win, opener) : null;
}
