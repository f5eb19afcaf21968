// msal-browser's and the Office dialog's failures as the Graph client's typed errors, with a sentence saying
// what to do (consent refused by the organisation, sign-in cancelled, sign-in needed).
import { GraphError } from "../graph/errors";
import { t } from "../i18n/messages";

const CONSENT = /consent_required|AADSTS65001|AADSTS90094|AADSTS90093|access_denied|admin consent/i;
// The user's own "Cancel" on the consent page (AADSTS65004) is not the organisation refusing: say so apart.
const DECLINED = /AADSTS65004|error_subcode=cancel|declined to consent/i;

export function consentRefused(): GraphError {
  return new GraphError("consent_refused", t("microsoft.graph.consentRefused"));
}

export function signInNeeded(): GraphError {
  return new GraphError("sign_in_required", t("microsoft.signIn.needed"));
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
    return new GraphError("sign_in_required", t("microsoft.signIn.declined"));
  }
  if (CONSENT.test(text)) return consentRefused();
  if (/user_cancelled|user_canceled|12006/i.test(text)) return new GraphError("sign_in_required", t("microsoft.signIn.cancelled"));
  if (/popup_window_error|empty_window_error|12009|12011/i.test(text)) {
    return new GraphError("sign_in_required", t("microsoft.signIn.blocked"));
  }
  if (/no_network|network/i.test(text)) return new GraphError("network", t("microsoft.graph.unreachable"), { cause: error });
  return new GraphError("sign_in_required", t("microsoft.signIn.failed"), { cause: error });
}
