// Start page of the sign-in dialog, on the add-in's own origin. It turns the public PKCE challenge and
// state it was given into the authorization request, and sends the browser to the configured sign-in
// server, and nowhere else (AUTH_URL is fixed at build time, never taken from the address).
import { authorizationUrl, readStartParameters, redirectUriFor } from "../auth/authorizationRequest";
import { appConfig } from "../config";
import { dialogPage } from "./dialogPage";

// First, so the pane's language is kept for the redirect page before this window leaves.
const page = dialogPage("dialogs.signin.title");
const params = readStartParameters(window.location.search);
if (params === null) {
  page.show("dialogs.signin.notStarted");
} else {
  page.show("dialogs.signin.opening");
  window.location.replace(
    authorizationUrl({
      authUrl: appConfig.authUrl,
      clientId: appConfig.oauthClientId,
      redirectUri: redirectUriFor(window.location.href),
      ...params,
    }),
  );
}
