// The HTTP server: CORS, then one of four pipelines by path.
//   /v3/...        faults -> authentication -> injected 429 -> rate limit -> permission -> route (-> after-faults)
//   /oauth/..., /.well-known/oauth-authorization-server   the authorization server (header faults on /token)
//   /payments/...  the 3-D Secure page of a top-up
//   /_emulator/... the test-control API
import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { accountRoutes } from "./api/account";
import { documentRoutes } from "./api/documents";
import type { ApiRoute } from "./api/route";
import { authError, requirePermission } from "./auth";
import { controlRoutes, type ControlRoute } from "./control";
import { describeFaults, FaultSpecError, noFaults, parseFaultSpec, rollFaults, type RequestFaults } from "./faults";
import { ApiError, json, type Reply } from "./http";
import { authenticationPage, completeAuthentication } from "./payments";
import { readForm } from "./forms";
import { authorize, authorizeDecision, metadata, revoke, token, type OAuthContext } from "./oauth/server";
import { Router, type RouteShape } from "./router";
import type { Services } from "./services";
import type { TooManyKind } from "./request-log";

// Date: the add-in learns the service's clock from it (a cross-origin page sees it only when exposed).
const EXPOSED_HEADERS = "X-RateLimit-Limit, X-RateLimit-Remaining, Retry-After, Content-Disposition, Content-Type, Date";
const ALLOWED_HEADERS = "Authorization, Accept, Content-Type, X-Emulator-Fault";

interface PlainRoute extends RouteShape {
  handle(ctx: OAuthContext & { params: string[] }): Promise<Reply> | Reply;
}

const apiRouter = new Router<ApiRoute>().add(...documentRoutes, ...accountRoutes);
const controlRouter = new Router<ControlRoute>().add(...controlRoutes);
const plainRouter = new Router<PlainRoute>().add(
  { method: "GET", pattern: /^\/oauth\/authorize$/, handle: authorize },
  { method: "POST", pattern: /^\/oauth\/authorize$/, handle: authorizeDecision },
  { method: "POST", pattern: /^\/oauth\/token$/, handle: token },
  { method: "POST", pattern: /^\/oauth\/revoke$/, handle: revoke },
  { method: "GET", pattern: /^\/\.well-known\/oauth-authorization-server$/, handle: metadata },
  {
    method: "GET",
    pattern: /^\/payments\/authenticate\/([A-Za-z0-9_-]+)$/,
    handle: (ctx) => authenticationPage(ctx.services.payments.get(ctx.params[0] ?? "")),
  },
  {
    method: "POST",
    pattern: /^\/payments\/authenticate\/([A-Za-z0-9_-]+)$/,
    handle: async (ctx) => {
      const form = await readForm(ctx.req, 64 * 1024).catch(() => new FormData());
      const decision = form.get("decision");
      return completeAuthentication(ctx.services.payments.get(ctx.params[0] ?? ""), typeof decision === "string" ? decision : null);
    },
  },
  {
    method: "GET",
    pattern: /^\/$/,
    handle: (ctx) =>
      json(200, {
        service: "transcription service emulator (API v3)",
        base_url: `${ctx.origin}/v3`,
        auth_url: ctx.origin,
        control: `${ctx.origin}/_emulator`,
      }),
  },
);

/**
 * The latency fault: waits `ms`, or less when the client hangs up meanwhile (then nothing is worth
 * serving, and a test that gave up is not kept waiting for a timer).
 */
function delay(ms: number, res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      res.off("close", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    timer.unref();
    res.on("close", done);
  });
}

/**
 * The origin the client used, scheme included, so URLs in responses (thumbnails, page links, the bank's page,
 * OAuth metadata) work from `https://localhost` as well as from `http://127.0.0.1`: a page served over HTTPS
 * must not be handed plain-HTTP addresses, which WebKit blocks as mixed content.
 */
function requestOrigin(req: IncomingMessage, fallback: string): string {
  const host = req.headers.host ?? "";
  const scheme = (req.socket as TLSSocket).encrypted ? "https" : "http";
  return /^(localhost|127\.0\.0\.1|\[::1\]):\d{1,5}$/i.test(host) ? `${scheme}://${host.toLowerCase()}` : fallback;
}

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  // Reflecting any origin is safe here: no cookies are used, every API call carries its own bearer token.
  return { "Access-Control-Allow-Origin": origin, "Access-Control-Expose-Headers": EXPOSED_HEADERS, Vary: "Origin" };
}

function preflight(req: IncomingMessage): Reply {
  return {
    status: 204,
    headers: {
      ...corsHeaders(req),
      "Access-Control-Allow-Methods": "GET, POST, DELETE, PATCH, OPTIONS",
      "Access-Control-Allow-Headers": ALLOWED_HEADERS,
      "Access-Control-Max-Age": "600",
    },
  };
}

function send(req: IncomingMessage, res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return;
  const headers: Record<string, string> = { ...corsHeaders(req), ...reply.headers };
  const body = reply.body === undefined ? undefined : Buffer.isBuffer(reply.body) ? reply.body : Buffer.from(reply.body, "utf8");
  if (body !== undefined) headers["Content-Length"] = String(body.length);
  res.writeHead(reply.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Ends the connection without an answer, as a network failure would. */
function drop(req: IncomingMessage, res: ServerResponse): void {
  req.socket.destroy();
  res.destroy();
}

function methodNotAllowed(allowed: string[]): Reply {
  return new ApiError(
    405,
    "method_not_allowed",
    `Use ${allowed.join(" or ")} on this address.`,
    {},
    { Allow: allowed.join(", ") },
  ).toReply();
}

function notFound(): Reply {
  return new ApiError(404, "not_found", "There is no such address in API version 3. Check the base URL and the path.").toReply();
}

function toReply(error: unknown, fallback: { code: string; message: string }, status = 500): Reply {
  if (error instanceof ApiError) return error.toReply();
  console.error("emulator: unexpected error", error);
  return new ApiError(status, fallback.code, fallback.message).toReply();
}

function ownFaults(req: IncomingMessage, url: URL): RequestFaults {
  const header = req.headers["x-emulator-fault"];
  const spec = [Array.isArray(header) ? header.join(",") : header, url.searchParams.get("_fault")].filter(Boolean).join(",");
  return spec ? parseFaultSpec(spec) : noFaults();
}

async function handleApi(s: Services, req: IncomingMessage, res: ServerResponse, url: URL, origin: string): Promise<void> {
  const started = Date.now();
  const method = req.method ?? "GET";
  const match = apiRouter.match(method, url.pathname);
  let accountId: string | null = null;
  let tooMany: TooManyKind | undefined;
  let rateHeaders: Record<string, string> = {};
  let faults = noFaults();
  const finish = (reply: Reply | "dropped"): void => {
    const status = reply === "dropped" ? 0 : reply.status;
    s.log.record(
      {
        at: new Date(s.clock.now()).toISOString(),
        accountId,
        method,
        path: url.pathname,
        route: "found" in match ? match.found.route.name : "unknown",
        status,
        fault: describeFaults(faults),
        missingAccept: !/application\/json|\*\/\*/i.test(req.headers.accept ?? ""),
        durationMs: Date.now() - started,
      },
      tooMany,
    );
    if (s.config.logRequests) {
      const fault = describeFaults(faults);
      console.log(`${method} ${url.pathname} -> ${status === 0 ? "dropped" : status}${fault ? ` [${fault}]` : ""}`);
    }
    if (reply === "dropped") drop(req, res);
    // Date on the emulated clock, the one created_at and updated_at use.
    else send(req, res, { ...reply, headers: { Date: new Date(s.clock.now()).toUTCString(), ...rateHeaders, ...reply.headers } });
  };

  rateHeaders = { "X-RateLimit-Limit": String(s.limiter.limit), "X-RateLimit-Remaining": String(s.limiter.peek(undefined)) };
  if ("notFound" in match) return finish(notFound());
  if ("allowed" in match) return finish(methodNotAllowed(match.allowed));
  const { route, params } = match.found;
  try {
    faults = rollFaults(s.faults, s.random, ownFaults(req, url));
  } catch (error) {
    if (error instanceof FaultSpecError) return finish(new ApiError(400, "invalid_fault", error.message).toReply());
    throw error;
  }
  if (faults.latencyMs > 0) await delay(faults.latencyMs, res);
  if (faults.dropBefore || res.destroyed) return finish("dropped");
  let reply: Reply;
  let ran = false;
  try {
    const principal = s.auth.authenticate(req.headers.authorization, faults.expireToken);
    if (typeof principal === "string") throw authError(principal, route.invalidTokenStatus);
    accountId = principal.account.id;
    rateHeaders["X-RateLimit-Remaining"] = String(s.limiter.peek(accountId));
    const now = s.clock.now();
    const storm = s.faults.stormUntil > now ? Math.ceil((s.faults.stormUntil - now) / 1000) : 0;
    if (storm > 0 || faults.tooMany) {
      tooMany = "injected";
      throw rateLimited(Math.max(storm, faults.tooMany ?? 0));
    }
    const decision = s.limiter.take(accountId);
    rateHeaders = { "X-RateLimit-Limit": String(decision.limit), "X-RateLimit-Remaining": String(decision.remaining) };
    if (!decision.allowed) {
      tooMany = "rate";
      throw rateLimited(decision.retryAfterSeconds);
    }
    if (faults.failBefore) throw new ApiError(faults.failBefore, route.failure.code, route.failure.message);
    requirePermission(principal, route.permission);
    ran = true;
    reply = await route.handle({ req, url, params, principal, services: s, baseUrl: `${origin}/v3`, origin });
  } catch (error) {
    reply = toReply(error, route.failure);
  }
  // "After" faults hit only requests whose work was done: the client cannot tell that it succeeded.
  if (ran && reply.status === 429) tooMany = "topup";
  if (ran && faults.dropAfter) return finish("dropped");
  if (ran && faults.failAfter) reply = new ApiError(faults.failAfter, route.failure.code, route.failure.message).toReply();
  finish(reply);
}

function rateLimited(retryAfterSeconds: number): ApiError {
  return new ApiError(
    429,
    "rate_limited",
    `Too many requests. Wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"} before the next one.`,
    { retry_after_seconds: retryAfterSeconds },
    { "Retry-After": String(retryAfterSeconds) },
  );
}

async function handlePlain(s: Services, req: IncomingMessage, res: ServerResponse, url: URL, origin: string): Promise<void> {
  const match = plainRouter.match(req.method ?? "GET", url.pathname);
  if ("notFound" in match) return send(req, res, new ApiError(404, "not_found", "There is no such address on the emulator.").toReply());
  if ("allowed" in match) return send(req, res, methodNotAllowed(match.allowed));
  const { route, params } = match.found;
  // The token endpoint honours the per-request fault header, so clients can test a failing refresh.
  let faults = noFaults();
  if (url.pathname === "/oauth/token") {
    try {
      faults = ownFaults(req, url);
    } catch (error) {
      if (!(error instanceof FaultSpecError)) throw error;
      return send(req, res, new ApiError(400, "invalid_fault", error.message).toReply());
    }
  }
  if (faults.latencyMs > 0) await delay(faults.latencyMs, res);
  if (faults.dropBefore || res.destroyed) return drop(req, res);
  if (faults.failBefore)
    return send(
      req,
      res,
      new ApiError(faults.failBefore, "server_error", "The sign-in service had a problem. Try again in a moment.").toReply(),
    );
  const reply = await route.handle({ req, url, params, services: s, origin });
  if (faults.dropAfter) return drop(req, res);
  if (faults.failAfter)
    return send(
      req,
      res,
      new ApiError(faults.failAfter, "server_error", "The sign-in service had a problem. Try again in a moment.").toReply(),
    );
  send(req, res, reply);
}

async function handleControl(s: Services, req: IncomingMessage, res: ServerResponse, url: URL, origin: string): Promise<void> {
  const match = controlRouter.match(req.method ?? "GET", url.pathname);
  if ("notFound" in match)
    return send(req, res, new ApiError(404, "not_found", "No such control endpoint; see dev/emulator/README.md.").toReply());
  if ("allowed" in match) return send(req, res, methodNotAllowed(match.allowed));
  send(req, res, await match.found.route.handle({ req, url, params: match.found.params, services: s, origin }));
}

/** The request handler of one emulator, served over plain HTTP and (with a certificate) HTTPS alike (see listeners.ts). */
export function emulatorHandler(services: Services): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    void (async () => {
      try {
        services.clock.runDue();
        const origin = requestOrigin(req, services.urls.origin);
        const url = new URL(req.url ?? "/", origin);
        if (req.method === "OPTIONS") return send(req, res, preflight(req));
        if (url.pathname === "/v3" || url.pathname.startsWith("/v3/")) return await handleApi(services, req, res, url, origin);
        if (url.pathname === "/_emulator" || url.pathname.startsWith("/_emulator/"))
          return await handleControl(services, req, res, url, origin);
        return await handlePlain(services, req, res, url, origin);
      } catch (error) {
        send(req, res, toReply(error, { code: "internal_error", message: "The emulator had a problem. Try again in a moment." }));
      }
    })();
  };
}
