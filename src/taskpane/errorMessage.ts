// The sentence shown to a user for any failure. Service errors carry their own; anything else gets a
// generic one rather than a stack trace.
import { isServiceError } from "../api/errors";
import { SignInError } from "../auth/signInErrors";
import { t } from "../i18n/messages";

export function errorMessage(error: unknown): string {
  if (isServiceError(error) || error instanceof SignInError) return error.message;
  if (error instanceof Error && error.name === "RichApi.Error") return t("session.error.office", { detail: error.message });
  return t("session.error.unexpected");
}
