// Signing in with an API token pasted from the service's dashboard. The token is checked with
// GET /users/me before it is accepted, and kept across sessions only when the user asks.
import type { CredentialsProvider } from "../api/credentials";
import { staticToken } from "../api/credentials";
import { AccountClient } from "../api/accountClient";
import { ServiceError } from "../api/errors";
import type { User } from "../api/types";
import { t } from "../i18n/messages";

export interface ApiTokenSession {
  credentials: CredentialsProvider;
  user: User;
}

/** Where a remembered token lives; localStorage in the task pane, a Map in tests. */
export interface TokenStore {
  read(): string | null;
  write(token: string): void;
  clear(): void;
}

const STORAGE_KEY = "transcribe.apiToken";

export function browserTokenStore(storage: Storage): TokenStore {
  return {
    read: () => storage.getItem(STORAGE_KEY),
    write: (token) => {
      try {
        storage.setItem(STORAGE_KEY, token);
      } catch {
        // Storage full or refused: the token is simply not remembered.
      }
    },
    clear: () => storage.removeItem(STORAGE_KEY),
  };
}

export async function signInWithApiToken(rawToken: string, serviceUrl: string, signal?: AbortSignal): Promise<ApiTokenSession> {
  const token = rawToken.trim().replace(/^Bearer\s+/i, "");
  if (token === "") throw new ServiceError("unauthorized", t("session.apiToken.empty"));
  // A bearer token is printable ASCII without spaces (RFC 6750). A line break or a typographic quote picked
  // up while copying would make the browser refuse the request, which must not read as a network problem.
  if (!/^[\x21-\x7e]+$/.test(token)) throw new ServiceError("bad_request", t("session.apiToken.badCharacters"));
  const credentials = staticToken(token);
  try {
    const user = await new AccountClient({ baseUrl: serviceUrl, credentials }).getCurrentUser(signal);
    return { credentials, user };
  } catch (error: unknown) {
    if (error instanceof ServiceError && error.kind === "unauthorized")
      throw new ServiceError("unauthorized", t("session.apiToken.refused"), { status: 401 });
    throw error;
  }
}
