// "Open in a larger window": the same review in an Office dialog, for big tables. The pane opens
// review-dialog.html (on the add-in's own origin) with displayDialogAsync, hands it the result and the edits so
// far with messageChild once it says it is ready, and takes back its edits (messageParent) as they are made, so
// closing the window loses nothing. Needs DialogApi 1.2 (messageChild); without it the pane alone reviews.
import { uiLocale } from "../../i18n/messages";
import { t } from "../../i18n/messages";
import type { AppendCheckTarget } from "../../results/checks/types";
import type { ResultModel } from "../../results/model";
import type { ReviewEdit } from "../../results/review/types";
import type { NumberCulture } from "../../results/numbers/cellValues";
import { PartsReader, parseWindowMessage, toParts } from "../../work/review/windowMessages";
import { withDialogLanguage } from "../../dialogs/dialogLanguage";

export interface ReviewDialogApi {
  displayDialogAsync(url: string, options: Office.DialogOptions, callback: (result: Office.AsyncResult<Office.Dialog>) => void): void;
}

/** Office's dialog API where the larger window can work (DialogApi 1.2); null where the pane reviews alone. */
export function reviewDialogApi(): ReviewDialogApi | null {
  if (typeof Office === "undefined") return null;
  const ui = Office.context?.ui as ReviewDialogApi | undefined;
  if (!ui || typeof ui.displayDialogAsync !== "function") return null;
  return Office.context.requirements?.isSetSupported("DialogApi", "1.2") === true ? ui : null;
}

export interface ReviewWindowOptions {
  fileName: string;
  model: ResultModel;
  edits: readonly ReviewEdit[];
  /** How the workbook reads numbers: the window's checks read as the pane's do. */
  culture: NumberCulture | null;
  /** The user's table the result is about to be appended to: the window flags what would not fit its columns. */
  target?: AppendCheckTarget;
  dark: boolean;
  /** The window's edits, all of them from the service's reading, each time they change. */
  onEdits(edits: ReviewEdit[]): void;
  /** The window closed (by the user, or by Done). */
  onClosed(): void;
  /** It could not open, or failed: a sentence for the pane. */
  onProblem(message: string): void;
  /** A page's picture, fetched with the user's credentials: the window shows the page beside its review. */
  pagePicture?: (page: number) => Promise<Blob>;
}

/** A picture as a data URL: the only way to hand it to the window, which has neither credentials nor the blob. */
function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === "string" ? resolve(reader.result) : reject(new Error("not read")));
    reader.onerror = () => reject(reader.error ?? new Error("not read"));
    reader.readAsDataURL(blob);
  });
}

export interface ReviewWindow {
  close(): void;
}

const CLOSED_BY_USER = 12006;

function problem(code: number): string {
  if (code === 12007) return t("review.window.alreadyOpen");
  if (code === 12009 || code === 12011) return t("review.window.blocked");
  return t("review.window.failed", { code: String(code) });
}

/** The dialog page's address, in the pane's language and theme. */
export function reviewWindowUrl(pageHref: string, dark: boolean): string {
  const url = new URL("review-dialog.html", pageHref);
  if (dark) url.searchParams.set("theme", "dark");
  return withDialogLanguage(url.href, uiLocale());
}

export function openReviewWindow(ui: ReviewDialogApi, pageHref: string, options: ReviewWindowOptions): ReviewWindow {
  let dialog: Office.Dialog | null = null;
  let closed = false;
  const finish = (): void => {
    if (closed) return;
    closed = true;
    options.onClosed();
  };
  const reader = new PartsReader();
  const ownOrigin = new URL(pageHref).origin;
  const targeted = Office.context.requirements?.isSetSupported("DialogOrigin", "1.1") === true;
  ui.displayDialogAsync(reviewWindowUrl(pageHref, options.dark), { height: 85, width: 85, promptBeforeOpen: false }, (result) => {
    if (result.status === Office.AsyncResultStatus.Failed) {
      closed = true;
      options.onProblem(problem(result.error.code));
      options.onClosed();
      return;
    }
    const opened = result.value;
    dialog = opened;
    opened.addEventHandler(Office.EventType.DialogMessageReceived, (arg: { message: string; origin?: string } | { error: number }) => {
      if ("error" in arg) return;
      // Only the add-in's own page is listened to (the origin is known where DialogOrigin 1.1 is).
      if (arg.origin !== undefined && arg.origin !== ownOrigin) return;
      const message = parseWindowMessage(reader.take(arg.message));
      if (!message) return;
      const post = (out: Parameters<typeof toParts>[0]): void => {
        if (closed) return;
        try {
          for (const part of toParts(out))
            if (targeted) opened.messageChild(part, { targetOrigin: ownOrigin });
            else opened.messageChild(part);
        } catch {
          // The window went away meanwhile: its closing is reported by DialogEventReceived.
        }
      };
      if (message.type === "ready") {
        post({
          type: "open",
          fileName: options.fileName,
          model: options.model,
          edits: [...options.edits],
          culture: options.culture,
          ...(options.pagePicture ? { pages: true } : {}),
          ...(options.target ? { target: options.target } : {}),
        });
      } else if (message.type === "page") {
        const { page } = message;
        const fetchPicture = options.pagePicture;
        if (!fetchPicture) return;
        fetchPicture(page)
          .then(dataUrl)
          .then(
            (picture) => post({ type: "picture", page, picture }),
            () => post({ type: "picture", page, picture: null }),
          );
      } else {
        options.onEdits(message.edits);
        if (message.type === "done") {
          opened.close();
          finish();
        }
      }
    });
    opened.addEventHandler(Office.EventType.DialogEventReceived, (arg: { message: string } | { error: number }) => {
      if (!("error" in arg)) return;
      if (arg.error !== CLOSED_BY_USER) options.onProblem(problem(arg.error));
      finish();
    });
  });
  return {
    close: () => {
      dialog?.close();
      finish();
    },
  };
}
