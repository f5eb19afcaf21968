// The sentence shown to a user for any failure. Service errors carry their own; anything else gets a
// generic one rather than a stack trace.
import { isServiceError } from "../api/errors";
import { SignInError } from "../auth/signInErrors";

export function errorMessage(error: unknown): string {
  if (isServiceError(error) || error instanceof SignInError) return error.message;
  if (error instanceof Error && error.name === "RichApi.Error") return `Office could not complete the change: ${error.message}`;
  return "Something went wrong. Try again; if it keeps happening, reload the add-in.";
}
