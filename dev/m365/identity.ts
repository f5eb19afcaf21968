// The emulated Microsoft identity platform (v2.0 endpoints) for one tenant: OpenID configuration,
// authorize (a sign-in and consent page; PKCE S256), token (code and refresh_token grants, with id_token and
// client_info as msal-browser expects), and the broker endpoint the host double's Nested App Authentication
// bridge calls in place of Office's own sign-in.
import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { TENANT_ID, USER } from "./data";
import { TokenBook } from "./tokens";

interface PendingCode {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  challenge: string;
  nonce?: string;
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export class Identity {
  private readonly codes = new Map<string, PendingCode>();
  private readonly refreshTokens = new Map<string, { clientId: string; scopes: string[] }>();

  constructor(
    readonly book: TokenBook,
    private readonly origin: () => string,
    readonly tenant = "contoso",
  ) {}

  get authority(): string {
    return `${this.origin()}/${this.tenant}`;
  }

  openIdConfiguration(): Record<string, unknown> {
    const a = this.authority;
    return {
      issuer: `${a}/v2.0`,
      authorization_endpoint: `${a}/oauth2/v2.0/authorize`,
      token_endpoint: `${a}/oauth2/v2.0/token`,
      end_session_endpoint: `${a}/oauth2/v2.0/logout`,
      jwks_uri: `${a}/discovery/v2.0/keys`,
      response_modes_supported: ["query", "fragment", "form_post"],
      response_types_supported: ["code"],
      scopes_supported: ["openid", "profile", "email", "offline_access"],
      subject_types_supported: ["pairwise"],
      id_token_signing_alg_values_supported: ["RS256"],
      code_challenge_methods_supported: ["S256"],
    };
  }

  /** GET shows the sign-in and consent page; POST (the form) redirects back with a code or an error. */
  authorize(url: URL, form: URLSearchParams | null, res: ServerResponse): void {
    const p = form ?? url.searchParams;
    const clientId = p.get("client_id") ?? "";
    const redirectUri = p.get("redirect_uri") ?? "";
    const state = p.get("state") ?? "";
    const mode = p.get("response_mode") === "query" ? "query" : "fragment";
    const scopes = TokenBook.resourceScopes(p.get("scope") ?? "");
    const back = (params: Record<string, string>): void => {
      const query = new URLSearchParams({ ...params, state }).toString();
      res.writeHead(302, { Location: `${redirectUri}${mode === "query" ? "?" : "#"}${query}` }).end();
    };
    if (!redirectUri.startsWith("https://") && !redirectUri.startsWith("brk-multihub://")) {
      res.writeHead(400, { "Content-Type": "text/plain" }).end("AADSTS50011: the redirect URI is not registered for this application.");
      return;
    }
    if (form === null) {
      const hidden = [...url.searchParams]
        .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
        .join("");
      const list = scopes.map((s) => `<li>${escapeHtml(s)}</li>`).join("");
      res
        .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
        .end(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in to your account</title></head><body><main>` +
            `<h1>Sign in to Microsoft 365 (emulated)</h1><p>Signed in as ${escapeHtml(USER.username)}.</p>` +
            `<form method="post">${hidden}<p>The add-in asks to:</p><ul>${list}</ul>` +
            `<button type="submit" name="decision" value="accept">Accept</button> <button type="submit" name="decision" value="cancel">Cancel</button></form></main></body></html>`,
        );
      return;
    }
    if (form.get("decision") !== "accept")
      return back({ error: "access_denied", error_description: "AADSTS65004: User declined to consent to access the app." });
    const refused = this.book.refusedAmong(scopes);
    if (refused.length > 0) {
      return back({ error: "consent_required", error_description: `AADSTS90094: Admin consent is required for ${refused.join(", ")}.` });
    }
    this.book.consent(clientId, scopes);
    const code = randomBytes(16).toString("base64url");
    this.codes.set(code, {
      clientId,
      redirectUri,
      scopes,
      challenge: p.get("code_challenge") ?? "",
      ...(p.get("nonce") ? { nonce: p.get("nonce") ?? "" } : {}),
    });
    back({ code, client_info: Buffer.from(JSON.stringify({ uid: USER.id, utid: TENANT_ID })).toString("base64url") });
  }

  /** The token endpoint: returns [status, body]. */
  token(form: URLSearchParams): [number, Record<string, unknown>] {
    const clientId = form.get("client_id") ?? "";
    const fail = (error: string, description: string): [number, Record<string, unknown>] => [
      400,
      { error, error_description: description },
    ];
    let scopes: string[];
    let nonce: string | undefined;
    if (form.get("grant_type") === "authorization_code") {
      const pending = this.codes.get(form.get("code") ?? "");
      this.codes.delete(form.get("code") ?? "");
      if (!pending || pending.clientId !== clientId) return fail("invalid_grant", "AADSTS70008: The code has expired or was already used.");
      const verifier = form.get("code_verifier") ?? "";
      if (createHash("sha256").update(verifier).digest("base64url") !== pending.challenge)
        return fail("invalid_grant", "AADSTS50148: PKCE verification failed.");
      scopes = pending.scopes;
      nonce = pending.nonce;
    } else if (form.get("grant_type") === "refresh_token") {
      const saved = this.refreshTokens.get(form.get("refresh_token") ?? "");
      if (!saved) return fail("invalid_grant", "AADSTS700082: The refresh token has expired.");
      scopes = TokenBook.resourceScopes(form.get("scope") ?? "");
      const missing = this.book.missingConsent(clientId, scopes);
      if (missing.length > 0) return fail("invalid_grant", `AADSTS65001: The user has not consented to ${missing.join(", ")}.`);
    } else {
      return fail("unsupported_grant_type", "AADSTS70003: Unsupported grant type.");
    }
    const refresh = randomBytes(24).toString("base64url");
    this.refreshTokens.set(refresh, { clientId, scopes });
    return [200, { token_type: "Bearer", ...this.book.issue(clientId, scopes, nonce), refresh_token: refresh }];
  }

  /**
   * What Office's broker does for Nested App Authentication: `interactive` false is a silent request (fails
   * with interaction required when a scope lacks consent), true shows the host's consent (granted unless the
   * organisation refuses the scope). Answers in the NAA bridge's terms.
   */
  broker(body: { clientId?: string; scope?: string; interactive?: boolean }): Record<string, unknown> {
    const clientId = body.clientId ?? "";
    const scopes = TokenBook.resourceScopes(body.scope ?? "");
    const refused = this.book.refusedAmong(scopes);
    if (refused.length > 0) {
      return {
        ok: false,
        error: {
          status: "PERSISTENT_ERROR",
          code: "consent_required",
          description: `AADSTS90094: Admin consent is required for ${refused.join(", ")}.`,
        },
      };
    }
    const missing = this.book.missingConsent(clientId, scopes);
    if (missing.length > 0 && !body.interactive) {
      return {
        ok: false,
        error: {
          status: "USER_INTERACTION_REQUIRED",
          code: "interaction_required",
          description: `AADSTS65001: consent needed for ${missing.join(", ")}.`,
        },
      };
    }
    this.book.consent(clientId, scopes);
    const issued = this.book.issue(clientId, scopes);
    return {
      ok: true,
      token: {
        access_token: issued.access_token,
        id_token: issued.id_token,
        expires_in: issued.expires_in,
        scope: issued.scope,
        properties: null,
        authority: this.authority,
      },
      account: {
        homeAccountId: `${USER.id}.${TENANT_ID}`,
        environment: new URL(this.origin()).host,
        tenantId: TENANT_ID,
        username: USER.username,
        localAccountId: USER.id,
        name: USER.name,
      },
    };
  }

  reset(): void {
    this.codes.clear();
    this.refreshTokens.clear();
  }
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
