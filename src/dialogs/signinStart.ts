// Start page of the OAuth sign-in dialog (opened with Office's displayDialogAsync on the add-in's origin).
// The authorization-code + PKCE flow lands with the sign-in issue; until then the task pane signs in with an
// API token and never opens this page.
import { showMessage } from "./dialogPage";

showMessage(
  "Sign-in with your service account is not available in this version. Close this window and paste an API token in the add-in instead.",
);
