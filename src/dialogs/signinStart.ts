// Start page of the sign-in dialog, on the add-in's own origin. It turns the public PKCE challenge and
// state it was given into the authorization request, and sends the browser to the configured sign-in
// server, and nowhere else (AUTH_URL is fixed at build time, never taken from the address); not where the
// organisation's policy does not allow signing in this way.
import { authorizationUrl, readStartParameters, redirectUriFor } from "../auth/authorizationRequest";
import { appConfig } from "../config";
import { signInAllowed } from "../work/policy/access";
import { dialogPage } from "./dialogPage";
import { dialogPolicy } from "./dialogPolicy";

// First, so the pane's language is kept for the redirect page before this window leaves.
const page = dialogPage("dialogs.signin.title");
const params = readStartParameters(window.location.search);
if (params === null) {
  page.show("dialogs.signin.notStarted");
} else {
  page.show("dialogs.signin.opening");
  void dialogPolicy().then((policy) => {
    if (!signInAllowed(policy, "oauth")) return page.show("dialogs.signin.policyRefused");
    window.location.replace(
      authorizationUrl({
        authUrl: appConfig.authUrl,
        clientId: appConfig.oauthClientId,
        redirectUri: redirectUriFor(window.location.href),
        ...params,
      }),
    );
  });
}
