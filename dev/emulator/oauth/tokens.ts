// OAuth state: authorization codes, grants, access tokens and rotating refresh tokens. A grant is one user's
// consent to one client; every token descends from it, so revoking the grant (code or refresh-token reuse,
// revocation) kills the whole family at once.
import { randomBytes } from "node:crypto";
import type { Clock } from "../clock";

export const SCOPES = {
  "documents:read": "View documents and transcription results",
  "documents:write": "Upload documents and start processing",
  "mcp:use": "Access and process documents on the user's behalf",
} as const;

export type Scope = keyof typeof SCOPES;

export function isScope(value: string): value is Scope {
  return Object.hasOwn(SCOPES, value);
}

export interface Grant {
  id: string;
  accountId: string;
  clientId: string;
  scopes: Scope[];
  revoked: boolean;
}

export interface AccessToken {
  grant: Grant;
  scopes: Scope[];
  expiresAt: number;
}

interface RefreshToken {
  grant: Grant;
  scopes: Scope[];
  expiresAt: number;
  used: boolean;
}

export interface AuthCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  scopes: Scope[];
  accountId: string;
  expiresAt: number;
  used: boolean;
  /** Set once the code was exchanged, so a second use can revoke what the first one issued. */
  grant?: Grant;
}

/** A validated /oauth/authorize request waiting for the user to sign in and consent. */
export interface PendingAuthorization {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  scopes: Scope[];
  state: string | undefined;
  expiresAt: number;
}

export interface TokenPair {
  access_token: string;
  token_type: "Bearer";
  expires_in: number;
  refresh_token: string;
  scope: string;
}

export interface TokenTtls {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  authCodeTtlSeconds: number;
}

const PENDING_TTL_MS = 10 * 60 * 1000;

export function randomToken(prefix: string): string {
  return `${prefix}_${randomBytes(24).toString("base64url")}`;
}

export class OAuthTokens {
  private codes = new Map<string, AuthCode>();
  private access = new Map<string, AccessToken>();
  private refresh = new Map<string, RefreshToken>();
  private pending = new Map<string, PendingAuthorization>();
  private grantSeq = 0;

  constructor(
    private readonly clock: Clock,
    private readonly ttls: TokenTtls,
  ) {}

  clear(): void {
    this.codes.clear();
    this.access.clear();
    this.refresh.clear();
    this.pending.clear();
  }

  /** Keeps the request server-side, so the form posts only an opaque id and cannot alter what was asked. */
  savePending(request: Omit<PendingAuthorization, "expiresAt">): string {
    const id = randomToken("tx");
    this.pending.set(id, { ...request, expiresAt: this.clock.now() + PENDING_TTL_MS });
    return id;
  }

  findPending(id: string): PendingAuthorization | undefined {
    const found = this.pending.get(id);
    return found && this.clock.now() < found.expiresAt ? found : undefined;
  }

  dropPending(id: string): void {
    this.pending.delete(id);
  }

  issueCode(code: Omit<AuthCode, "expiresAt" | "used" | "grant">): string {
    const value = randomToken("code");
    this.codes.set(value, { ...code, expiresAt: this.clock.now() + this.ttls.authCodeTtlSeconds * 1000, used: false });
    return value;
  }

  /** The code, whatever its state: the caller decides which check failed, to say so precisely. */
  findCode(value: string): AuthCode | undefined {
    return this.codes.get(value);
  }

  codeExpired(code: AuthCode): boolean {
    return this.clock.now() >= code.expiresAt;
  }

  /** Exchanges a checked code: marks it used and starts a grant. */
  redeemCode(code: AuthCode): TokenPair {
    code.used = true;
    const grant: Grant = {
      id: `grant_${++this.grantSeq}`,
      accountId: code.accountId,
      clientId: code.clientId,
      scopes: code.scopes,
      revoked: false,
    };
    code.grant = grant;
    return this.issuePair(grant, code.scopes);
  }

  /**
   * Rotation: the presented refresh token is spent and a new pair is issued. Presenting a spent token again
   * means it leaked, so the whole grant is revoked (OAuth 2.0 Security BCP, refresh token rotation).
   */
  rotate(value: string, clientId: string, scopes: Scope[] | undefined): TokenPair | { error: string } {
    const token = this.refresh.get(value);
    if (!token || token.grant.revoked) return { error: "The refresh token is unknown or was revoked. Sign in again." };
    if (token.grant.clientId !== clientId) return { error: "The refresh token was issued to another client." };
    if (token.used) {
      this.revokeGrant(token.grant);
      return { error: "The refresh token was already used; every token of this sign-in is now revoked. Sign in again." };
    }
    if (this.clock.now() >= token.expiresAt) return { error: "The refresh token expired. Sign in again." };
    const wanted = scopes ?? token.scopes;
    if (wanted.some((s) => !token.scopes.includes(s))) return { error: "invalid_scope" };
    token.used = true;
    return this.issuePair(token.grant, wanted);
  }

  /** Looks up a bearer access token; `expired` is reported apart from unknown so the API can say which. */
  lookupAccess(value: string): { token: AccessToken; expired: boolean } | undefined {
    const token = this.access.get(value);
    if (!token || token.grant.revoked) return undefined;
    return { token, expired: this.clock.now() >= token.expiresAt };
  }

  /** Fault injection: the access token expires now. */
  expireAccess(value: string): void {
    const token = this.access.get(value);
    if (token) token.expiresAt = Math.min(token.expiresAt, this.clock.now());
  }

  /** RFC 7009: revoking either token of a grant ends the grant. Unknown tokens are not an error. */
  revoke(value: string, clientId: string): void {
    const token = this.access.get(value) ?? this.refresh.get(value);
    if (token && token.grant.clientId === clientId) this.revokeGrant(token.grant);
  }

  revokeGrant(grant: Grant): void {
    grant.revoked = true;
  }

  private issuePair(grant: Grant, scopes: Scope[]): TokenPair {
    const accessToken = randomToken("at");
    const refreshToken = randomToken("rt");
    const now = this.clock.now();
    this.access.set(accessToken, { grant, scopes, expiresAt: now + this.ttls.accessTokenTtlSeconds * 1000 });
    this.refresh.set(refreshToken, { grant, scopes, expiresAt: now + this.ttls.refreshTokenTtlSeconds * 1000, used: false });
    return {
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: this.ttls.accessTokenTtlSeconds,
      refresh_token: refreshToken,
      scope: scopes.join(" "),
    };
  }
}
