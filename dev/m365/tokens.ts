// Tokens of the emulated Microsoft identity: opaque access tokens remembered with their scopes, unsigned
// id_tokens (msal-browser reads their claims; it does not check a signature in the browser), consent per
// scope, and the organisation's refusal of some scopes (a fault tests use).
import { randomBytes } from "node:crypto";
import { TENANT_ID, USER } from "./data";

export interface AccessGrant {
  scopes: Set<string>;
  expiresAt: number;
}

const b64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString("base64url");

export class TokenBook {
  private readonly grants = new Map<string, AccessGrant>();
  /** Scopes the user consented to (per client id). */
  readonly consented = new Map<string, Set<string>>();
  /** Scopes the organisation refuses (admin consent withheld). */
  readonly refused = new Set<string>();
  ttlSeconds = 3600;

  constructor(private readonly issuer: () => string) {}

  reset(): void {
    this.grants.clear();
    this.consented.clear();
    this.refused.clear();
    this.ttlSeconds = 3600;
  }

  /** The scopes of `requested` that are resource scopes (not openid/profile/offline_access). */
  static resourceScopes(requested: string): string[] {
    return requested
      .split(/\s+/)
      .filter((s) => s && !["openid", "profile", "offline_access", "email"].includes(s))
      .map((s) => s.replace(/^https:\/\/graph\.microsoft\.com\//, ""));
  }

  refusedAmong(scopes: readonly string[]): string[] {
    return scopes.filter((s) => this.refused.has(s));
  }

  missingConsent(clientId: string, scopes: readonly string[]): string[] {
    const have = this.consented.get(clientId) ?? new Set<string>();
    return scopes.filter((s) => !have.has(s));
  }

  consent(clientId: string, scopes: readonly string[]): void {
    const have = this.consented.get(clientId) ?? new Set<string>();
    for (const s of scopes) have.add(s);
    this.consented.set(clientId, have);
  }

  /** A token response for `scopes` (plus what was consented before: Microsoft's tokens carry all consented scopes). */
  issue(
    clientId: string,
    scopes: readonly string[],
    nonce?: string,
  ): { access_token: string; id_token: string; expires_in: number; scope: string; client_info: string } {
    const all = new Set([...(this.consented.get(clientId) ?? []), ...scopes]);
    const token = `m365-at-${randomBytes(18).toString("base64url")}`;
    this.grants.set(token, { scopes: all, expiresAt: Date.now() + this.ttlSeconds * 1000 });
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: this.issuer(),
      aud: clientId,
      sub: USER.id,
      oid: USER.id,
      tid: TENANT_ID,
      name: USER.name,
      preferred_username: USER.username,
      login_hint: USER.username,
      iat: now,
      nbf: now,
      exp: now + this.ttlSeconds,
      ver: "2.0",
      ...(nonce ? { nonce } : {}),
    };
    return {
      access_token: token,
      id_token: `${b64url({ typ: "JWT", alg: "none" })}.${b64url(claims)}.`,
      expires_in: this.ttlSeconds,
      scope: [...all].join(" "),
      client_info: b64url({ uid: USER.id, utid: TENANT_ID }),
    };
  }

  grant(authorization: string | undefined): AccessGrant | null {
    const token = /^Bearer (.+)$/.exec(authorization ?? "")?.[1];
    const grant = token ? this.grants.get(token) : undefined;
    return grant && grant.expiresAt > Date.now() ? grant : null;
  }
}
