// The HTTP server: CORS, then one of four pipelines by path.
//   /v3/...        faults -> authentication -> injected 429 -> rate limit -> permission -> route (-> after-faults)
//   /oauth/..., /.well-known/oauth-authorization-server   the authorization server (header faults on /token)
//   /payments/...  the 3-D Secure page of a top-up
//   /_emulator/... the test-control API
// The /v3 pipeline is in apiPipeline.ts; sending, CORS and dropped connections in respond.ts.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { handleApi } from "./apiPipeline";
import { controlRoutes, type ControlRoute } from "./control";
import { FaultSpecError, noFaults, ownFaults } from "./faults";
import { ApiError, json, type Reply } from "./http";
import { authenticationPage, completeAuthentication } from "./payments";
import { readForm } from "./forms";
import { authorize, authorizeDecision, metadata, revoke, token, type OAuthContext } from "./oauth/server";
import { delay, drop, methodNotAllowed, preflight, send, toReply } from "./respond";
import { Router, type RouteShape } from "./router";
import type { Services } from "./services";

interface PlainRoute extends RouteShape {
  handle(ctx: OAuthContext & { params: string[] }): Promise<Reply> | Reply;
}

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
 * The origin the client used, scheme included, so URLs in responses (thumbnails, page links, the bank's page,
 * OAuth metadata) work from `https://localhost` as well as from `http://127.0.0.1`: a page served over HTTPS
 * must not be handed plain-HTTP addresses, which WebKit blocks as mixed content.
 */
function requestOrigin(req: IncomingMessage, fallback: string): string {
  const host = req.headers.host ?? "";
  const scheme = (req.socket as TLSSocket).encrypted ? "https" : "http";
  return /^(localhost|127\.0\.0\.1|\[::1\]):\d{1,5}$/i.test(host) ? `${scheme}://${host.toLowerCase()}` : fallback;
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
