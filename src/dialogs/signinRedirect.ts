// Redirect page of the sign-in dialog: the sign-in server sends the browser back here with the code and
// state (or an error). It hands its address to the task pane, which checks origin and state and makes the
// token exchange; this page keeps nothing.
import { callbackMessage } from "../auth/authorizationRequest";
import { dialogPage } from "./dialogPage";

const message = callbackMessage(window.location.href);
// The code is single-use and useless without the verifier the task pane holds, but keep it out of history.
// office.js removes history.replaceState in some hosts, hence the check.
if (typeof window.history.replaceState === "function") window.history.replaceState(null, "", window.location.pathname);

// The redirect address is fixed, so no ?lang= here: the start page left the pane's language behind.
const page = dialogPage("dialogs.signin.title");
const opener = window.opener as Window | null;
if (opener && opener !== window) {
  // Browser preview: a popup answering the window that opened it, on the add-in's own origin only.
  opener.postMessage(message, window.location.origin);
  page.show("dialogs.signin.signedInPopup");
} else if (typeof Office !== "undefined") {
  page.show("dialogs.signin.finishing");
  void Office.onReady().then(() => {
    if (Office.context.requirements.isSetSupported("DialogOrigin", "1.1"))
      Office.context.ui.messageParent(message, { targetOrigin: window.location.origin });
    else Office.context.ui.messageParent(message);
    page.show("dialogs.signin.signedInDialog");
  });
} else {
  page.show("dialogs.signin.notStarted");
}
