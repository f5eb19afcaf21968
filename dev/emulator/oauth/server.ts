// The OAuth 2.0 authorization server: authorization code flow with PKCE (S256 only) for public clients,
// exact redirect_uri match, single-use expiring codes, rotating refresh tokens, revocation (RFC 7009) and
// server metadata (RFC 8414). Errors follow RFC 6749 (`error`, `error_description`) and also carry the
// emulator's `code` and `message`.
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { SEEDED_PASSWORD, type Account } from "../accounts";
import { readForm } from "../forms";
import { html, json, redirect, type Reply } from "../http";
import { escapeHtml, page } from "../pages";
import type { Services } from "../services";
import { isScope, SCOPES, type PendingAuthorization, type Scope } from "./tokens";

export interface OAuthContext {
  req: IncomingMessage;
  url: URL;
  services: Services;
  origin: string;
}

const DEFAULT_SCOPES: Scope[] = ["documents:read"];

function tokenError(error: string, description: string, status = 400): Reply {
  return json(
    status,
    { error, error_description: description, code: error, message: description },
    {
      "Cache-Control": "no-store",
      Pragma: "no-cache",
      ...(status === 401 ? { "WWW-Authenticate": 'Basic realm="emulator"' } : {}),
    },
  );
}

function errorPage(status: number, title: string, text: string): Reply {
  return html(status, page(title, `<p class="error">${escapeHtml(text)}</p>`));
}

function withParams(base: string, params: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return url.toString();
}

/** Parses a space-separated scope list; undefined when one of them is unknown. */
export function parseScopes(raw: string | null | undefined): Scope[] | undefined {
  const items = (raw ?? "").split(" ").filter((s) => s !== "");
  if (items.length === 0) return DEFAULT_SCOPES;
  if (!items.every(isScope)) return undefined;
  return [...new Set(items)] as Scope[];
}

export function s256(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function issueCodeRedirect(s: Services, request: PendingAuthorization | Omit<PendingAuthorization, "expiresAt">, account: Account): Reply {
  const code = s.oauth.issueCode({
    clientId: request.clientId,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
    scopes: request.scopes,
    accountId: account.id,
  });
  return redirect(withParams(request.redirectUri, { code, state: request.state }));
}

function consentForm(s: Services, txId: string, request: PendingAuthorization, email: string, error?: string): string {
  const scopes = request.scopes.map((sc) => `<li><strong>${escapeHtml(sc)}</strong>: ${escapeHtml(SCOPES[sc])}</li>`).join("");
  const accounts = s.accounts
    .all()
    .map((a) => `<option value="${escapeHtml(a.email)}">${escapeHtml(a.name)}</option>`)
    .join("");
  return page(
    "Sign in to the transcription service",
    `
    ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
    <p><strong>${escapeHtml(request.clientId)}</strong> wants to:</p>
    <ul class="scopes">${scopes}</ul>
    <form method="post" action="/oauth/authorize">
      <input type="hidden" name="tx" value="${escapeHtml(txId)}">
      <label for="email">E-mail</label>
      <input id="email" name="email" type="email" list="seeded" autocomplete="username" required value="${escapeHtml(email)}">
      <datalist id="seeded">${accounts}</datalist>
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password">
      <p class="note">Emulator: every seeded account's password is "${SEEDED_PASSWORD}".</p>
      <button type="submit" name="decision" value="allow">Allow</button>
      <button type="submit" name="decision" value="deny" formnovalidate>Deny</button>
    </form>`,
  );
}

/** GET /oauth/authorize: checks the request, then shows the sign-in and consent form (or approves at once). */
export function authorize(ctx: OAuthContext): Reply {
  const s = ctx.services;
  const q = ctx.url.searchParams;
  const clientId = q.get("client_id") ?? "";
  const redirectUri = q.get("redirect_uri") ?? "";
  const client = s.config.oauthClients.find((c) => c.clientId === clientId);
  // Without a known client and its exact redirect_uri nothing may be redirected (RFC 6749 section 4.1.2.1).
  if (!client) return errorPage(400, "Sign-in error", `Unknown client "${clientId}". Check the add-in's OAuth client id.`);
  if (!s.config.oauthClients.some((c) => c.clientId === clientId && c.redirectUri === redirectUri)) {
    return errorPage(400, "Sign-in error", "The redirect_uri is not registered for this client. It must match exactly.");
  }
  const state = q.get("state") ?? undefined;
  const fail = (error: string, description: string): Reply =>
    redirect(withParams(redirectUri, { error, error_description: description, state }));
  if (q.get("response_type") !== "code") return fail("unsupported_response_type", "Only response_type=code is supported.");
  const challenge = q.get("code_challenge") ?? "";
  if (!challenge) return fail("invalid_request", "PKCE is required: send code_challenge and code_challenge_method=S256.");
  if (q.get("code_challenge_method") !== "S256") return fail("invalid_request", "Only code_challenge_method=S256 is supported.");
  if (!/^[A-Za-z0-9_-]{43}$/.test(challenge))
    return fail("invalid_request", "The code_challenge must be a base64url SHA-256 (43 characters).");
  const scopes = parseScopes(q.get("scope"));
  if (!scopes) return fail("invalid_scope", `Unknown scope. Use ${Object.keys(SCOPES).join(", ")}.`);

  const request = { clientId, redirectUri, codeChallenge: challenge, scopes, state };
  const hint = q.get("login_hint") ?? "";
  if (s.config.autoApprove) {
    const account = s.accounts.byEmail(hint) ?? s.accounts.all()[0];
    if (!account) return fail("server_error", "No seeded account to sign in with.");
    return issueCodeRedirect(s, request, account);
  }
  const txId = s.oauth.savePending(request);
  const pending = s.oauth.findPending(txId)!;
  return html(200, consentForm(s, txId, pending, s.accounts.byEmail(hint)?.email ?? s.accounts.all()[0]?.email ?? ""), [
    new URL(redirectUri).origin,
  ]);
}

/** POST /oauth/authorize: the form's answer. */
export async function authorizeDecision(ctx: OAuthContext): Promise<Reply> {
  const s = ctx.services;
  const form = await readForm(ctx.req, 64 * 1024).catch(() => new FormData());
  const field = (name: string): string => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const txId = field("tx");
  const request = s.oauth.findPending(txId);
  if (!request)
    return errorPage(
      400,
      "Sign-in expired",
      "This sign-in request expired or was already answered. Start signing in again from the add-in.",
    );
  if (field("decision") === "deny") {
    s.oauth.dropPending(txId);
    return redirect(
      withParams(request.redirectUri, { error: "access_denied", error_description: "The user denied access.", state: request.state }),
    );
  }
  const account = s.accounts.byEmail(field("email"));
  if (!account || !sameText(field("password"), SEEDED_PASSWORD)) {
    return html(401, consentForm(s, txId, request, field("email"), "The e-mail or password is wrong. Try again."), [
      new URL(request.redirectUri).origin,
    ]);
  }
  s.oauth.dropPending(txId);
  return issueCodeRedirect(s, request, account);
}

/** POST /oauth/token: authorization_code and refresh_token grants. */
export async function token(ctx: OAuthContext): Promise<Reply> {
  const s = ctx.services;
  let form: FormData;
  try {
    form = await readForm(ctx.req, 64 * 1024);
  } catch {
    return tokenError("invalid_request", "Send the token request as application/x-www-form-urlencoded.");
  }
  const field = (name: string): string | undefined => {
    const v = form.get(name);
    return typeof v === "string" && v !== "" ? v : undefined;
  };
  const clientId = field("client_id");
  if (!clientId || !s.config.oauthClients.some((c) => c.clientId === clientId)) {
    return tokenError("invalid_client", "Unknown client_id. Public clients must send their client_id.", 401);
  }
  const grantType = field("grant_type");
  if (grantType === "authorization_code") {
    const codeValue = field("code");
    const verifier = field("code_verifier");
    const redirectUri = field("redirect_uri");
    if (!codeValue || !redirectUri) return tokenError("invalid_request", "The code and redirect_uri parameters are required.");
    if (!verifier) return tokenError("invalid_request", "PKCE is required: send the code_verifier.");
    const code = s.oauth.findCode(codeValue);
    if (!code) return tokenError("invalid_grant", "The authorization code is unknown. Sign in again.");
    if (code.used) {
      // A second use means the code leaked: revoke what the first exchange issued (RFC 6749 section 4.1.2).
      if (code.grant) s.oauth.revokeGrant(code.grant);
      return tokenError("invalid_grant", "The authorization code was already used. Sign in again.");
    }
    if (s.oauth.codeExpired(code)) return tokenError("invalid_grant", "The authorization code expired. Sign in again.");
    if (code.clientId !== clientId) return tokenError("invalid_grant", "The authorization code was issued to another client.");
    if (code.redirectUri !== redirectUri) return tokenError("invalid_grant", "The redirect_uri does not match the one used to sign in.");
    if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) || !sameText(s256(verifier), code.codeChallenge)) {
      return tokenError("invalid_grant", "The code_verifier does not match the code_challenge.");
    }
    return json(200, s.oauth.redeemCode(code), { "Cache-Control": "no-store", Pragma: "no-cache" });
  }
  if (grantType === "refresh_token") {
    const refreshToken = field("refresh_token");
    if (!refreshToken) return tokenError("invalid_request", "The refresh_token parameter is required.");
    const scopeParam = field("scope");
    const scopes = scopeParam === undefined ? undefined : parseScopes(scopeParam);
    if (scopes === undefined && scopeParam !== undefined) return tokenError("invalid_scope", "Unknown scope.");
    const result = s.oauth.rotate(refreshToken, clientId, scopes);
    if ("error" in result) {
      return result.error === "invalid_scope"
        ? tokenError("invalid_scope", "A refresh cannot add scopes that were not granted.")
        : tokenError("invalid_grant", result.error);
    }
    return json(200, result, { "Cache-Control": "no-store", Pragma: "no-cache" });
  }
  return tokenError("unsupported_grant_type", "Use grant_type authorization_code or refresh_token.");
}

/** POST /oauth/revoke (RFC 7009): always 200, so a client cannot probe which tokens exist. */
export async function revoke(ctx: OAuthContext): Promise<Reply> {
  const form = await readForm(ctx.req, 64 * 1024).catch(() => new FormData());
  const value = form.get("token");
  const clientId = form.get("client_id");
  if (typeof clientId !== "string" || !ctx.services.config.oauthClients.some((c) => c.clientId === clientId)) {
    return tokenError("invalid_client", "Unknown client_id.", 401);
  }
  if (typeof value === "string") ctx.services.oauth.revoke(value, clientId);
  return { status: 200, headers: { "Cache-Control": "no-store" }, body: "" };
}

/** RFC 8414 metadata, so a client library can discover the endpoints from the issuer. */
export function metadata(ctx: OAuthContext): Reply {
  const o = ctx.origin;
  return json(200, {
    issuer: o,
    authorization_endpoint: `${o}/oauth/authorize`,
    token_endpoint: `${o}/oauth/token`,
    revocation_endpoint: `${o}/oauth/revoke`,
    response_types_supported: ["code"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: ["none"],
    revocation_endpoint_auth_methods_supported: ["none"],
    scopes_supported: Object.keys(SCOPES),
  });
}
