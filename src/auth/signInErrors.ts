// Everything that can go wrong while signing in, each with a sentence that says what to do.
import { t } from "../i18n/messages";

export type SignInErrorCode =
  | "cancelled"
  | "blocked"
  | "already_open"
  | "page_not_loaded"
  | "untrusted_address"
  | "insecure_address"
  | "access_denied"
  | "state_mismatch"
  | "protocol"
  | "exchange_failed"
  | "unreachable"
  | "expired"
  /** The organisation's policy does not allow this way of signing in. */
  | "not_allowed"
  | "unknown";

export class SignInError extends Error {
  constructor(
    readonly code: SignInErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "SignInError";
  }
}

/** Office dialog error codes (displayDialogAsync failures and DialogEventReceived) as sign-in errors. */
export function dialogError(code: number): SignInError {
  switch (code) {
    case 12002:
      return new SignInError("page_not_loaded", t("session.signIn.pageNotLoaded"));
    case 12003:
    case 12005:
      return new SignInError("insecure_address", t("session.signIn.insecureAddress"));
    case 12004:
      return new SignInError("untrusted_address", t("session.signIn.untrustedAddress"));
    case 12006:
      return new SignInError("cancelled", t("session.signIn.cancelled"));
    case 12007:
      return new SignInError("already_open", t("session.signIn.alreadyOpen"));
    case 12009:
      return new SignInError("blocked", t("session.signIn.notAllowed"));
    case 12011:
      return new SignInError("blocked", t("session.signIn.blockedByBrowser"));
    default:
      // As a string: an Office error code reads as digits, never "12,345".
      return new SignInError("unknown", t("session.signIn.windowProblem", { code: String(code) }));
  }
}
