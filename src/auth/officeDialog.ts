// Opening an Office dialog (sign-in, the bank's page, Microsoft 365 sign-in) so that Office on the web's pop-up
// handling works in every browser. There the dialog is a browser pop-up opened by Office's own page. The add-in
// asks for it without Office's "Allow / Ignore" prompt (promptBeforeOpen false: the user has just selected a
// button). The Office docs say that then the add-in must make sure a user action triggers it, and that Safari set
// to block pop-ups answers 12011; so a 12011 opens it once more with Office's prompt, whose Allow is a click on
// Office's own page that the browser lets through. Other platforms ignore promptBeforeOpen (their dialogs are not
// browser pop-ups).

/** The subset of Office.UI used to open dialogs (a fake in tests). */
export interface OfficeDialogApi {
  displayDialogAsync(url: string, options: Office.DialogOptions, callback: (result: Office.AsyncResult<Office.Dialog>) => void): void;
}

/** displayDialogAsync's "the browser blocked the pop-up" (Office on the web). */
export const BLOCKED_BY_BROWSER = 12011;

export function displayDialog(
  ui: OfficeDialogApi,
  url: string,
  size: { height: number; width: number },
  callback: (result: Office.AsyncResult<Office.Dialog>) => void,
): void {
  ui.displayDialogAsync(url, { ...size, promptBeforeOpen: false }, (result) => {
    const blocked = result.status === Office.AsyncResultStatus.Failed && result.error.code === BLOCKED_BY_BROWSER;
    if (blocked) ui.displayDialogAsync(url, { ...size, promptBeforeOpen: true }, callback);
    else callback(result);
  });
}
