// The Microsoft 365 sign-in dialog page (the fallback where Nested App Authentication is missing): signs in
// with msal-browser by redirect inside the dialog, then hands the token to the task pane (messageParent in
// Office, postMessage to its opener in the preview), to the add-in's own origin only, and forgets it.
// msal refuses a redirect with memory storage (its request state must survive the navigation), so this page
// uses the dialog window's own sessionStorage and empties msal's cache as soon as the token is handed over.
import { PublicClientApplication } from "@azure/msal-browser";
import { appConfig } from "../config";
import { microsoft365Allowed } from "../work/policy/access";
import { dialogPage } from "./dialogPage";
import { dialogPolicy, dialogPolicyUnread } from "./dialogPolicy";

// Before msal navigates: the pane's language (?lang=) is kept for msal's return to this page without it.
const page = dialogPage("dialogs.microsoft.title");

function send(reply: unknown): void {
  const text = JSON.stringify({ kind: "microsoft-signin", ...(reply as object) });
  const ui = typeof Office !== "undefined" ? Office.context?.ui : undefined;
  if (ui && typeof ui.messageParent === "function") {
    const targeted = Office.context.requirements.isSetSupported("DialogOrigin", "1.1");
    if (targeted) ui.messageParent(text, { targetOrigin: window.location.origin });
    else ui.messageParent(text);
  } else if (window.opener) {
    (window.opener as Window).postMessage(text, window.location.origin);
  }
}

async function run(): Promise<void> {
  page.show("dialogs.microsoft.working");
  if (!appConfig.msClientId || !appConfig.msAuthority) return page.show("dialogs.microsoft.notSetUp");
  if (!microsoft365Allowed(await dialogPolicy()))
    return page.show(
      (await dialogPolicyUnread("microsoft365Sources")) ? "dialogs.microsoft.policyUnread" : "dialogs.microsoft.policyRefused",
    );
  const pca = new PublicClientApplication({
    auth: {
      clientId: appConfig.msClientId,
      authority: appConfig.msAuthority,
      knownAuthorities: [new URL(appConfig.msAuthority).host],
      redirectUri: `${window.location.origin}/microsoft-signin.html`,
    },
    cache: { cacheLocation: "sessionStorage" },
  });
  await pca.initialize();
  // The redirect comes back to this page without the query it started with: handle it here, no navigation.
  const result = await pca.handleRedirectPromise({ navigateToLoginRequestUrl: false });
  if (result) {
    await pca.clearCache();
    send({
      ok: true,
      token: {
        accessToken: result.accessToken,
        expiresOn: result.expiresOn?.getTime() ?? Date.now() + 3_000_000,
        scopes: result.scopes,
        name: result.account.name ?? result.account.username,
        username: result.account.username,
      },
    });
    page.show("dialogs.microsoft.signedIn");
    return;
  }
  const params = new URLSearchParams(window.location.search);
  const scopes = (params.get("scopes") ?? "openid profile").split(" ").filter(Boolean);
  const hint = params.get("hint");
  await pca.loginRedirect({ scopes, ...(hint ? { loginHint: hint } : {}) });
}

const start = (): void => {
  run().catch((error: unknown) => {
    const e = error as { errorCode?: string; message?: string };
    send({ ok: false, error: `${e.errorCode ?? ""} ${e.message ?? ""}`.trim() });
    page.show("dialogs.microsoft.failed");
  });
};
if (typeof Office !== "undefined" && typeof Office.onReady === "function") void Office.onReady().then(start);
else start();
