// The bank's confirmation page of a top-up (402 authentication_url): in Office the Office dialog (through
// payment-start.html on the add-in's own origin, where Office dialogs must start), in the browser preview a popup.
// It opens synchronously, in the user's click on "Confirm with your bank" (browsers block a popup opened later),
// and resolves when the user closes the window (the page cannot message the pane: it belongs to the service),
// after which the purchase is tried once more. Only pages on the service's or sign-in server's own origin are
// opened, so a tampered answer cannot send the user elsewhere.

import { displayDialog, type OfficeDialogApi } from "../../auth/officeDialog";
import { withDialogLanguage } from "../../dialogs/dialogLanguage";
import { t, uiLocale } from "../../i18n/messages";
import { allowedPaymentUrl, paymentStartUrl } from "../../work/credits/paymentPage";

export type ConfirmPayment = (url: string) => Promise<void>;

/** Why the confirmation window could not be used, in a sentence for the user. */
export class PaymentWindowError extends Error {
  override name = "PaymentWindowError";
}

/** The subset of Office.UI used here (a fake in tests). */
export type PaymentDialogApi = OfficeDialogApi;

const CLOSED_BY_USER = 12006;

function dialogProblem(code: number): Error {
  switch (code) {
    case 12002:
      return new PaymentWindowError(t("credits.paymentWindow.notLoaded"));
    case 12003:
    case 12004:
    case 12005:
      return new PaymentWindowError(t("credits.paymentWindow.refused"));
    case 12007:
      return new PaymentWindowError(t("credits.paymentWindow.alreadyOpen"));
    case 12009:
    case 12011:
      return new PaymentWindowError(t("credits.paymentWindow.blockedByOffice"));
    default:
      // The code as Office wrote it (a string: no digit grouping).
      return new PaymentWindowError(t("credits.paymentWindow.failed", { code: String(code) }));
  }
}

// Made when needed: the catalogs load after this module.
const untrusted = (): PaymentWindowError => new PaymentWindowError(t("credits.paymentWindow.untrusted"));

export function officePaymentWindow(ui: PaymentDialogApi, allowedOrigins: readonly string[], pageHref: string): ConfirmPayment {
  return (url) =>
    new Promise<void>((resolve, reject) => {
      if (!allowedPaymentUrl(url, allowedOrigins)) return reject(untrusted());
      // The start page speaks the pane's language.
      const start = withDialogLanguage(paymentStartUrl(pageHref, url), uiLocale());
      // Called in the user's click on "Confirm with your bank"; Office on the web's blocked pop-up falls back to its prompt.
      displayDialog(ui, start, { height: 70, width: 35 }, (result) => {
        if (result.status === Office.AsyncResultStatus.Failed) return reject(dialogProblem(result.error.code));
        result.value.addEventHandler(Office.EventType.DialogEventReceived, (arg: { error: number } | { message: string }) => {
          if (!("error" in arg)) return;
          if (arg.error === CLOSED_BY_USER) resolve();
          else reject(dialogProblem(arg.error));
        });
      });
    });
}

export function popupPaymentWindow(win: Window, allowedOrigins: readonly string[], pollClosedMs = 400): ConfirmPayment {
  return (url) =>
    new Promise<void>((resolve, reject) => {
      if (!allowedPaymentUrl(url, allowedOrigins)) return reject(untrusted());
      const popup = win.open(url, "transcribe-payment", "popup,width=520,height=700");
      if (!popup) return reject(new PaymentWindowError(t("credits.paymentWindow.blockedByBrowser")));
      const watcher = setInterval(() => {
        if (!popup.closed) return;
        clearInterval(watcher);
        resolve();
      }, pollClosedMs);
    });
}

/** The Office dialog inside Office; a popup in a plain browser (the preview). */
export function defaultPaymentWindow(allowedOrigins: readonly string[]): ConfirmPayment {
  const ui = typeof Office === "undefined" ? undefined : (Office.context?.ui as PaymentDialogApi | undefined);
  const inOffice = ui !== undefined && Office.context.requirements?.isSetSupported("DialogApi", "1.1") === true;
  return inOffice && ui ? officePaymentWindow(ui, allowedOrigins, window.location.href) : popupPaymentWindow(window, allowedOrigins);
}
