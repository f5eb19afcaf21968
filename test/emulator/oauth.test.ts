// The OAuth 2.0 authorization server: sign-in and consent form, PKCE S256, exact redirect_uri, single-use
// expiring codes, scopes enforced on the API, expiring access tokens and rotating refresh tokens.
import { createHash, randomBytes } from "node:crypto";
import { parseOAuthClients } from "../../dev/emulator/config";
import { png, startHarness, type Harness, type Json } from "./helpers";

const CLIENT = "office-addin-dev";
const REDIRECT = "https://localhost:3000/signin-redirect.html";

let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    accessTokenTtlSeconds: 600,
    oauthClients: parseOAuthClients("mcp-client|http://127.0.0.1:7777/callback,zapier|https://zapier.example/oauth/return?x=1"),
  });
});
afterAll(() => h.close());
beforeEach(() => {
  h.services.reset();
});

function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

function authorizeUrl(params: Record<string, string | undefined>): string {
  const url = new URL(`${h.origin}/oauth/authorize`);
  const all: Record<string, string | undefined> = {
    response_type: "code",
    client_id: CLIENT,
    redirect_uri: REDIRECT,
    scope: "documents:read documents:write",
    state: "st-123",
    code_challenge_method: "S256",
    ...params,
  };
  for (const [k, v] of Object.entries(all)) if (v !== undefined) url.searchParams.set(k, v);
  return url.toString();
}

function txOf(html: string): string {
  const tx = /name="tx" value="([^"]+)"/.exec(html)?.[1];
  if (!tx) throw new Error("no tx in the form");
  return tx;
}

async function submit(tx: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${h.origin}/oauth/authorize`, { method: "POST", body: new URLSearchParams({ tx, ...fields }), redirect: "manual" });
}

/** Goes through the form as a user would and returns the code from the redirect. */
async function signIn(
  params: Record<string, string | undefined> = {},
  email = "dev@example.test",
): Promise<{ code: string; verifier: string; location: URL }> {
  const { verifier, challenge } = pkce();
  const page = await fetch(authorizeUrl({ code_challenge: challenge, ...params }), { redirect: "manual" });
  expect(page.status).toBe(200);
  const answer = await submit(txOf(await page.text()), { email, password: "password", decision: "allow" });
  expect(answer.status).toBe(302);
  const location = new URL(answer.headers.get("location")!);
  return { code: location.searchParams.get("code")!, verifier, location };
}

async function token(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Json; headers: Headers }> {
  const r = await fetch(`${h.origin}/oauth/token`, { method: "POST", body: new URLSearchParams(fields), headers });
  return { status: r.status, body: (await r.json()) as Json, headers: r.headers };
}

function exchange(code: string, verifier: string, extra: Record<string, string> = {}): ReturnType<typeof token> {
  return token({ grant_type: "authorization_code", code, code_verifier: verifier, redirect_uri: REDIRECT, client_id: CLIENT, ...extra });
}

async function tokensFor(scope = "documents:read documents:write"): Promise<Json> {
  const { code, verifier } = await signIn({ scope });
  const r = await exchange(code, verifier);
  expect(r.status).toBe(200);
  return r.body;
}

describe("authorization endpoint", () => {
  test("shows a sign-in and consent form listing the scopes", async () => {
    const page = await fetch(authorizeUrl({ code_challenge: pkce().challenge }));
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    const html = await page.text();
    expect(html).toMatch(/<form method="post" action="\/oauth\/authorize">/);
    expect(html).toContain("documents:write");
    expect(html).toContain("Upload documents and start processing");
    expect(html).toContain('name="password"');
  });

  test("happy path: the redirect carries the code and the state", async () => {
    const { code, location } = await signIn({ state: "a b&c=d" });
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(code).toMatch(/^code_/);
    expect(location.searchParams.get("state")).toBe("a b&c=d");
  });

  test("a wrong password shows the form again with an error; the right one then works", async () => {
    const page = await fetch(authorizeUrl({ code_challenge: pkce().challenge }));
    const tx = txOf(await page.text());
    const wrong = await submit(tx, { email: "dev@example.test", password: "guess", decision: "allow" });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("The e-mail or password is wrong");
    expect((await submit(tx, { email: "dev@example.test", password: "password", decision: "allow" })).status).toBe(302);
    // A request answered once cannot be answered again.
    expect((await submit(tx, { email: "dev@example.test", password: "password", decision: "allow" })).status).toBe(400);
  });

  test("deny redirects with access_denied and the state", async () => {
    const page = await fetch(authorizeUrl({ code_challenge: pkce().challenge }));
    const r = await submit(txOf(await page.text()), { decision: "deny" });
    const location = new URL(r.headers.get("location")!);
    expect(location.searchParams.get("error")).toBe("access_denied");
    expect(location.searchParams.get("state")).toBe("st-123");
  });

  test("an unknown client or an unregistered redirect_uri gets an error page, never a redirect", async () => {
    const unknown = await fetch(authorizeUrl({ client_id: "evil", code_challenge: pkce().challenge }), { redirect: "manual" });
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get("location")).toBeNull();
    for (const redirectUri of ["https://evil.example/cb", `${REDIRECT}?extra=1`, "https://localhost:3000/signin-redirect.html/"]) {
      const r = await fetch(authorizeUrl({ redirect_uri: redirectUri, code_challenge: pkce().challenge }), { redirect: "manual" });
      expect(r.status).toBe(400);
      expect(r.headers.get("location")).toBeNull();
      expect(await r.text()).toContain("not registered");
    }
  });

  test.each([
    ["no code_challenge", { code_challenge: undefined }, "invalid_request"],
    ["code_challenge_method plain", { code_challenge_method: "plain" }, "invalid_request"],
    ["an unknown scope", { scope: "documents:read admin" }, "invalid_scope"],
    ["response_type token", { response_type: "token" }, "unsupported_response_type"],
  ])("%s redirects with %s", async (_name, params, error) => {
    const r = await fetch(authorizeUrl({ code_challenge: pkce().challenge, ...params }), { redirect: "manual" });
    expect(r.status).toBe(302);
    const location = new URL(r.headers.get("location")!);
    expect(location.searchParams.get("error")).toBe(error);
    expect(location.searchParams.get("state")).toBe("st-123");
  });

  test("clients from EMULATOR_OAUTH_CLIENTS are accepted, and a redirect_uri's own query is kept", async () => {
    const { verifier, challenge } = pkce();
    const page = await fetch(
      authorizeUrl({ client_id: "zapier", redirect_uri: "https://zapier.example/oauth/return?x=1", code_challenge: challenge }),
    );
    const r = await submit(txOf(await page.text()), { email: "dev2@example.test", password: "password", decision: "allow" });
    const location = new URL(r.headers.get("location")!);
    expect(location.searchParams.get("x")).toBe("1");
    const t = await token({
      grant_type: "authorization_code",
      code: location.searchParams.get("code")!,
      code_verifier: verifier,
      redirect_uri: "https://zapier.example/oauth/return?x=1",
      client_id: "zapier",
    });
    expect(t.status).toBe(200);
    expect((await h.json("/users/me", { token: t.body.access_token as string })).body.email).toBe("dev2@example.test");
  });

  test("EMULATOR_AUTO_APPROVE skips the form; login_hint picks the account", async () => {
    const auto = await startHarness({ autoApprove: true });
    try {
      const { verifier, challenge } = pkce();
      const url = authorizeUrl({ code_challenge: challenge, login_hint: "pro@example.test" }).replace(h.origin, auto.origin);
      const r = await fetch(url, { redirect: "manual" });
      expect(r.status).toBe(302);
      const code = new URL(r.headers.get("location")!).searchParams.get("code")!;
      const t = await fetch(`${auto.origin}/oauth/token`, {
        method: "POST",
        body: new URLSearchParams({
          grant_type: "authorization_code",
          code,
          code_verifier: verifier,
          redirect_uri: REDIRECT,
          client_id: CLIENT,
        }),
      });
      const access = ((await t.json()) as Json).access_token as string;
      expect((await auto.json("/users/me", { token: access })).body.type).toBe("professional");
    } finally {
      await auto.close();
    }
  });
});

describe("token endpoint", () => {
  test("the code gives a bearer access token, a refresh token, expires_in and the scope; never cached", async () => {
    const { code, verifier } = await signIn();
    const r = await exchange(code, verifier);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      access_token: expect.stringMatching(/^at_/),
      token_type: "Bearer",
      expires_in: 600,
      refresh_token: expect.stringMatching(/^rt_/),
      scope: "documents:read documents:write",
    });
    expect(r.headers.get("cache-control")).toBe("no-store");
    const me = await h.json("/users/me", { token: r.body.access_token as string });
    expect(me.body).toMatchObject({ id: "usr_0001", email: "dev@example.test" });
  });

  test("a wrong code_verifier is refused", async () => {
    const { code } = await signIn();
    const r = await exchange(code, pkce().verifier);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      error: "invalid_grant",
      error_description: expect.stringContaining("code_verifier"),
      code: "invalid_grant",
    });
  });

  test("a missing code_verifier is refused (PKCE is required)", async () => {
    const { code } = await signIn();
    const r = await token({ grant_type: "authorization_code", code, redirect_uri: REDIRECT, client_id: CLIENT });
    expect(r.body.error).toBe("invalid_request");
  });

  test("a reused code is refused and the tokens it gave are revoked", async () => {
    const { code, verifier } = await signIn();
    const first = await exchange(code, verifier);
    expect(first.status).toBe(200);
    const second = await exchange(code, verifier);
    expect(second.status).toBe(400);
    expect(second.body.error).toBe("invalid_grant");
    expect((await h.api("/users/me", { token: first.body.access_token as string })).status).toBe(401);
    expect(
      (await token({ grant_type: "refresh_token", refresh_token: first.body.refresh_token as string, client_id: CLIENT })).body.error,
    ).toBe("invalid_grant");
  });

  test("a redirect_uri different from the one signed in with is refused", async () => {
    const { code, verifier } = await signIn();
    expect((await exchange(code, verifier, { redirect_uri: "https://localhost:3000/other.html" })).body.error).toBe("invalid_grant");
  });

  test("a code is valid for 60 seconds", async () => {
    const { code, verifier } = await signIn();
    h.advance(60_000);
    const r = await exchange(code, verifier);
    expect(r.body).toMatchObject({ error: "invalid_grant", error_description: expect.stringContaining("expired") });
  });

  test("a code issued to one client cannot be redeemed by another", async () => {
    const { code, verifier } = await signIn();
    expect((await exchange(code, verifier, { client_id: "mcp-client" })).body.error).toBe("invalid_grant");
  });

  test("unknown client: 401 invalid_client; unknown grant type: unsupported_grant_type", async () => {
    const unknown = await token({
      grant_type: "authorization_code",
      code: "x",
      code_verifier: "y",
      redirect_uri: REDIRECT,
      client_id: "nobody",
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe("invalid_client");
    expect((await token({ grant_type: "password", client_id: CLIENT })).body.error).toBe("unsupported_grant_type");
  });

  test("metadata at /.well-known/oauth-authorization-server", async () => {
    const meta = (await (await fetch(`${h.origin}/.well-known/oauth-authorization-server`)).json()) as Json;
    expect(meta).toMatchObject({
      issuer: h.origin,
      authorization_endpoint: `${h.origin}/oauth/authorize`,
      token_endpoint: `${h.origin}/oauth/token`,
      code_challenge_methods_supported: ["S256"],
      scopes_supported: ["documents:read", "documents:write", "mcp:use"],
    });
  });

  test("CORS: the token endpoint answers the add-in's origin", async () => {
    const pre = await fetch(`${h.origin}/oauth/token`, {
      method: "OPTIONS",
      headers: { Origin: "https://localhost:3000", "Access-Control-Request-Method": "POST" },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get("access-control-allow-origin")).toBe("https://localhost:3000");
    const r = await fetch(`${h.origin}/oauth/token`, {
      method: "POST",
      headers: { Origin: "https://localhost:3000" },
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: "x", client_id: CLIENT }),
    });
    expect(r.headers.get("access-control-allow-origin")).toBe("https://localhost:3000");
  });
});

describe("access tokens expire and refresh tokens rotate", () => {
  test("an expired access token gets 401 token_expired; the refresh gives a new pair that works", async () => {
    const t = await tokensFor();
    h.advance(600_000);
    const expired = await h.json("/users/me", { token: t.access_token as string });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe("token_expired");
    expect(expired.headers.get("www-authenticate")).toContain('error="invalid_token"');
    const refreshed = await token({ grant_type: "refresh_token", refresh_token: t.refresh_token as string, client_id: CLIENT });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(t.refresh_token);
    expect(refreshed.body.scope).toBe("documents:read documents:write");
    expect((await h.api("/users/me", { token: refreshed.body.access_token as string })).status).toBe(200);
  });

  test("a refresh token works once; reusing it revokes the whole sign-in", async () => {
    const t = await tokensFor();
    const next = await token({ grant_type: "refresh_token", refresh_token: t.refresh_token as string, client_id: CLIENT });
    expect(next.status).toBe(200);
    const reuse = await token({ grant_type: "refresh_token", refresh_token: t.refresh_token as string, client_id: CLIENT });
    expect(reuse.body.error).toBe("invalid_grant");
    expect((await h.api("/users/me", { token: next.body.access_token as string })).status).toBe(401);
    expect(
      (await token({ grant_type: "refresh_token", refresh_token: next.body.refresh_token as string, client_id: CLIENT })).body.error,
    ).toBe("invalid_grant");
  });

  test("a refresh may narrow the scopes but not widen them", async () => {
    const t = await tokensFor("documents:read");
    expect(
      (
        await token({
          grant_type: "refresh_token",
          refresh_token: t.refresh_token as string,
          client_id: CLIENT,
          scope: "documents:read documents:write",
        })
      ).body.error,
    ).toBe("invalid_scope");
    const wide = await tokensFor();
    const narrow = await token({
      grant_type: "refresh_token",
      refresh_token: wide.refresh_token as string,
      client_id: CLIENT,
      scope: "documents:read",
    });
    expect(narrow.body.scope).toBe("documents:read");
  });

  test("the refresh token is bound to its client", async () => {
    const t = await tokensFor();
    expect(
      (await token({ grant_type: "refresh_token", refresh_token: t.refresh_token as string, client_id: "mcp-client" })).body.error,
    ).toBe("invalid_grant");
  });

  test("revocation (RFC 7009) ends the sign-in", async () => {
    const t = await tokensFor();
    const r = await fetch(`${h.origin}/oauth/revoke`, {
      method: "POST",
      body: new URLSearchParams({ token: t.refresh_token as string, client_id: CLIENT }),
    });
    expect(r.status).toBe(200);
    expect((await h.api("/users/me", { token: t.access_token as string })).status).toBe(401);
  });

  test("top-up answers an expired OAuth token with 403 token_expired (the spec's 403 for invalid tokens there)", async () => {
    const t = await tokensFor();
    h.advance(600_000);
    const form = new FormData();
    form.append("amount", "100");
    const r = await h.json("/credits/topup", { method: "POST", token: t.access_token as string, body: form });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe("token_expired");
  });
});

describe("scopes are enforced on the API", () => {
  test("a read-only token can read but not upload, delete or buy: 403 insufficient_scope", async () => {
    const read = (await tokensFor("documents:read")).access_token as string;
    const id = await h.uploaded({ action: "transcribe" }, png());
    expect((await h.api("/documents", { token: read })).status).toBe(200);
    expect((await h.api(`/documents/${id}`, { token: read })).status).toBe(202);
    const upload = await h.upload({ action: "transcribe" }, png(), read);
    expect(upload.status).toBe(403);
    expect(upload.body).toMatchObject({ code: "insufficient_scope", required_scope: "documents:write" });
    expect(upload.headers.get("www-authenticate")).toContain('error="insufficient_scope"');
    expect((await h.api(`/documents/${id}`, { token: read, method: "DELETE" })).status).toBe(403);
    const form = new FormData();
    form.append("amount", "100");
    expect((await h.api("/credits/topup", { token: read, method: "POST", body: form })).status).toBe(403);
    expect((await h.json("/users/me")).body.balance).toBe(999);
  });

  test("a write-only token can upload but not list", async () => {
    const write = (await tokensFor("documents:write")).access_token as string;
    expect((await h.upload({ action: "transcribe" }, png(), write)).status).toBe(201);
    expect((await h.json("/documents", { token: write })).body.code).toBe("insufficient_scope");
    expect((await h.api("/users/me", { token: write })).status).toBe(200);
  });

  test("mcp:use grants reading and writing", async () => {
    const mcp = (await tokensFor("mcp:use")).access_token as string;
    expect((await h.upload({ action: "transcribe" }, png(), mcp)).status).toBe(201);
    expect((await h.json("/documents", { token: mcp })).body.total).toBe(1);
  });

  test("without a scope parameter the grant is documents:read", async () => {
    const { code, verifier } = await signIn({ scope: undefined });
    expect((await exchange(code, verifier)).body.scope).toBe("documents:read");
  });
});
