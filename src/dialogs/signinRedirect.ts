// Redirect page of the OAuth sign-in dialog: the sign-in server sends the browser back here with the
// authorization code. The flow lands with the sign-in issue (see signinStart.ts).
import { showMessage } from "./dialogPage";

showMessage(
  "Sign-in with your service account is not available in this version. Close this window and paste an API token in the add-in instead.",
);
