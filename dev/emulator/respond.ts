// Putting a reply on the wire for every pipeline of the server: CORS headers (and the preflight), sending,
// dropping the connection as a network failure would, the latency fault's wait, and the 405 and 500 replies.
import type { IncomingMessage, ServerResponse } from "node:http";
import { ApiError, type Reply } from "./http";

// Date: the add-in learns the service's clock from it (a cross-origin page sees it only when exposed).
const EXPOSED_HEADERS = "X-RateLimit-Limit, X-RateLimit-Remaining, Retry-After, Content-Disposition, Content-Type, Date";
const ALLOWED_HEADERS = "Authorization, Accept, Content-Type, X-Emulator-Fault";

/**
 * The latency fault: waits `ms`, or less when the client hangs up meanwhile (then nothing is worth
 * serving, and a test that gave up is not kept waiting for a timer).
 */
export function delay(ms: number, res: ServerResponse): Promise<void> {
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

export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  // Reflecting any origin is safe here: no cookies are used, every API call carries its own bearer token.
  return { "Access-Control-Allow-Origin": origin, "Access-Control-Expose-Headers": EXPOSED_HEADERS, Vary: "Origin" };
}

export function preflight(req: IncomingMessage): Reply {
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

export function send(req: IncomingMessage, res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return;
  const headers: Record<string, string> = { ...corsHeaders(req), ...reply.headers };
  const body = reply.body === undefined ? undefined : Buffer.isBuffer(reply.body) ? reply.body : Buffer.from(reply.body, "utf8");
  if (body !== undefined) headers["Content-Length"] = String(body.length);
  res.writeHead(reply.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Ends the connection without an answer, as a network failure would. */
export function drop(req: IncomingMessage, res: ServerResponse): void {
  req.socket.destroy();
  res.destroy();
}

export function methodNotAllowed(allowed: string[]): Reply {
  return new ApiError(
    405,
    "method_not_allowed",
    `Use ${allowed.join(" or ")} on this address.`,
    {},
    { Allow: allowed.join(", ") },
  ).toReply();
}

export function toReply(error: unknown, fallback: { code: string; message: string }, status = 500): Reply {
  if (error instanceof ApiError) return error.toReply();
  console.error("emulator: unexpected error", error);
  return new ApiError(status, fallback.code, fallback.message).toReply();
}
