// Who is calling: a bearer token is either an account's API token (full access, never expires) or an OAuth
// access token (scoped, expires). Scopes map to permissions on the API as documented in README.md.
import type { Account, AccountStore } from "./accounts";
import { ApiError } from "./http";
import type { OAuthTokens, Scope } from "./oauth/tokens";

/** What a route needs. "account" = any valid token, whatever its scopes. */
export type Permission = "read" | "write" | "account";

export interface Principal {
  account: Account;
  kind: "api" | "oauth";
  scopes: readonly Scope[];
}

export type AuthFailure = "missing" | "invalid" | "expired";

const GRANTING: Record<Permission, readonly Scope[]> = {
  read: ["documents:read", "mcp:use"],
  write: ["documents:write", "mcp:use"],
  account: ["documents:read", "documents:write", "mcp:use"],
};

/** The scope to name in a 403, i.e. the one a client should ask for. */
const NEEDED: Record<Permission, Scope> = { read: "documents:read", write: "documents:write", account: "documents:read" };

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer[ ]+([^\s]+)\s*$/i.exec(header ?? "");
  return match?.[1];
}

export class Authenticator {
  constructor(
    private readonly accounts: AccountStore,
    private readonly oauth: OAuthTokens,
  ) {}

  authenticate(authorization: string | undefined, expireNow = false): Principal | AuthFailure {
    const token = bearerToken(authorization);
    if (token === undefined) return "missing";
    const account = this.accounts.byApiToken(token);
    // API tokens do not expire; the expire-token fault makes this one request fail as a revoked token would.
    if (account) return expireNow ? "invalid" : { account, kind: "api", scopes: ["documents:read", "documents:write", "mcp:use"] };
    if (expireNow) this.oauth.expireAccess(token);
    const found = this.oauth.lookupAccess(token);
    if (!found) return "invalid";
    if (found.expired) return "expired";
    const owner = this.accounts.byId(found.token.grant.accountId);
    if (!owner) return "invalid";
    return { account: owner, kind: "oauth", scopes: found.token.scopes };
  }
}

/** 401 for the API, or 403 where the spec says so (top-up answers an invalid token with 403). */
export function authError(failure: AuthFailure, invalidStatus: 401 | 403 = 401): ApiError {
  const challenge = (error: string, description: string): Record<string, string> => ({
    "WWW-Authenticate": `Bearer realm="emulator", error="${error}", error_description="${description}"`,
  });
  switch (failure) {
    case "missing":
      return new ApiError(
        401,
        "unauthenticated",
        "Sign in or send an API token in the Authorization header (Bearer).",
        {},
        { "WWW-Authenticate": 'Bearer realm="emulator"' },
      );
    case "expired":
      return new ApiError(
        invalidStatus,
        "token_expired",
        "Your session expired. Refresh the access token or sign in again.",
        {},
        challenge("invalid_token", "The access token expired"),
      );
    case "invalid":
      return new ApiError(
        invalidStatus,
        "invalid_token",
        "The API token is not valid. Check it in the account dashboard or sign in again.",
        {},
        challenge("invalid_token", "The access token is invalid"),
      );
  }
}

export function requirePermission(principal: Principal, permission: Permission): void {
  if (principal.scopes.some((s) => GRANTING[permission].includes(s))) return;
  const scope = NEEDED[permission];
  throw new ApiError(
    403,
    "insufficient_scope",
    `This sign-in does not allow that. Sign in again and grant "${scope}".`,
    { required_scope: scope },
    { "WWW-Authenticate": `Bearer realm="emulator", error="insufficient_scope", scope="${scope}"` },
  );
}
