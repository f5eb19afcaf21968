// Everything that can go wrong while signing in, each with a sentence that says what to do.

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
      return new SignInError(
        "page_not_loaded",
        "The sign-in window could not load its page. Check your internet connection and try again; if it keeps happening, tell your administrator that the add-in's address may be wrong.",
      );
    case 12003:
    case 12005:
      return new SignInError(
        "insecure_address",
        "The sign-in window was refused because its address does not use HTTPS. Tell your administrator: the add-in must be hosted over HTTPS.",
      );
    case 12004:
      return new SignInError(
        "untrusted_address",
        "The sign-in window was refused because its address is not trusted by the add-in. Tell your administrator to check the sign-in address (AUTH_URL) in the add-in's manifest.",
      );
    case 12006:
      return new SignInError("cancelled", "Sign-in was cancelled: the window was closed before you finished. Select Sign in to try again.");
    case 12007:
      return new SignInError("already_open", "A sign-in window is already open. Finish signing in there, or close it and try again.");
    case 12009:
      return new SignInError(
        "blocked",
        "The sign-in window was not allowed to open. Select Sign in again and choose Allow when Office asks.",
      );
    case 12011:
      return new SignInError(
        "blocked",
        "Your browser blocked the sign-in window. Allow pop-ups for this Office site in your browser's settings, then select Sign in again.",
      );
    default:
      return new SignInError("unknown", `The sign-in window reported a problem (code ${code}). Close it and try again.`);
  }
}
