// msal-browser's and the Office dialog's failures as the Graph client's typed errors, with a sentence saying
// what to do (consent refused by the organisation, sign-in cancelled, sign-in needed).
import { GraphError } from "../graph/errors";

const CONSENT = /consent_required|AADSTS65001|AADSTS90094|AADSTS90093|access_denied|admin consent/i;
// The user's own "Cancel" on the consent page (AADSTS65004) is not the organisation refusing: say so apart.
const DECLINED = /AADSTS65004|error_subcode=cancel|declined to consent/i;

export function consentRefused(): GraphError {
  return new GraphError(
    "consent_refused",
    "Your organisation has not allowed this add-in to read these files or messages. Ask your administrator to grant consent, or choose the file from your computer.",
  );
}

export function signInNeeded(): GraphError {
  return new GraphError("sign_in_required", "Sign in to Microsoft 365 to use these files.");
}

/** Maps whatever msal (or the dialog) threw; `code`, `errorCode`, `subError` and the message are looked at. */
export function tokenError(error: unknown): GraphError {
  if (error instanceof GraphError) return error;
  const e = (typeof error === "object" && error !== null ? error : {}) as {
    errorCode?: unknown;
    subError?: unknown;
    message?: unknown;
    errorMessage?: unknown;
  };
  const text = [e.errorCode, e.subError, e.message, e.errorMessage].filter((x) => typeof x === "string").join(" ");
  if (DECLINED.test(text)) {
    return new GraphError(
      "sign_in_required",
      "You did not allow the add-in to read these files or messages. Sign in to Microsoft 365 again and accept to use them.",
    );
  }
  if (CONSENT.test(text)) return consentRefused();
  if (/user_cancelled|user_canceled|12006/i.test(text))
    return new GraphError("sign_in_required", "Signing in to Microsoft 365 was cancelled. Sign in again to use these files.");
  if (/popup_window_error|empty_window_error|12009|12011/i.test(text)) {
    return new GraphError(
      "sign_in_required",
      "The Microsoft 365 sign-in window was blocked. Allow pop-ups for this add-in, then sign in again.",
    );
  }
  if (/no_network|network/i.test(text))
    return new GraphError("network", "Microsoft 365 could not be reached. Check your connection and try again.", { cause: error });
  return new GraphError("sign_in_required", "Signing in to Microsoft 365 did not work. Try again, or choose the file from your computer.", {
    cause: error,
  });
}
