// Start page of the sign-in dialog, on the add-in's own origin. It turns the public PKCE challenge and
// state it was given into the authorization request, and sends the browser to the configured sign-in
// server, and nowhere else (AUTH_URL is fixed at build time, never taken from the address).
import { authorizationUrl, readStartParameters, redirectUriFor } from "../auth/authorizationRequest";
import { appConfig } from "../config";
import { showMessage } from "./dialogPage";

const params = readStartParameters(window.location.search);
if (params === null) {
  showMessage("This window is part of signing in to Transcribe Documents. Close it and select Sign in in the add-in.");
} else {
  showMessage("Opening the sign-in page…");
  window.location.replace(
    authorizationUrl({
      authUrl: appConfig.authUrl,
      clientId: appConfig.oauthClientId,
      redirectUri: redirectUriFor(window.location.href),
      ...params,
    }),
  );
}
