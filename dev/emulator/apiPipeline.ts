// The /v3 pipeline of the server: faults -> authentication -> injected 429 -> rate limit -> permission ->
// route (-> after-faults), with every request recorded in the request log (and printed when asked).
import type { IncomingMessage, ServerResponse } from "node:http";
import { accountRoutes } from "./api/account";
import { documentRoutes } from "./api/documents";
import type { ApiRoute } from "./api/route";
import { authError, requirePermission } from "./auth";
import { describeFaults, FaultSpecError, noFaults, ownFaults, rollFaults } from "./faults";
import { ApiError, type Reply } from "./http";
import type { TooManyKind } from "./request-log";
import { delay, drop, methodNotAllowed, send, toReply } from "./respond";
import { Router } from "./router";
import type { Services } from "./services";

const apiRouter = new Router<ApiRoute>().add(...documentRoutes, ...accountRoutes);

function notFound(): Reply {
  return new ApiError(404, "not_found", "There is no such address in API version 3. Check the base URL and the path.").toReply();
}

export async function handleApi(s: Services, req: IncomingMessage, res: ServerResponse, url: URL, origin: string): Promise<void> {
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
