// The emulated Microsoft 365 (development and tests only, never shipped): the identity platform under
// /{tenant}, Microsoft Graph under /v1.0, and a control API under /_m365 (reset, faults, consent refused,
// items deleted meanwhile, the request log). Served over HTTPS with the development server's certificate,
// because msal-browser only accepts an HTTPS authority.
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { seedTenant } from "./data";
import { GraphEmulator, type GraphFault } from "./graph";
import { Identity, readBody } from "./identity";
import { TokenBook } from "./tokens";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- httpsOptions.js is CommonJS (webpack.config.js loads it).
const { httpsOptions } = require("../httpsOptions") as {
  httpsOptions: (o: { quiet?: boolean }) => Promise<{ cert: Buffer; key: Buffer; ca?: Buffer }>;
};

/** The client id the development build uses for the emulated tenant. */
export const DEV_MS_CLIENT_ID = "00000000-0000-4000-8000-00000000ad01";

export interface RunningM365 {
  origin: string;
  /** MS_AUTHORITY for the build. */
  authority: string;
  /** Graph's base address (…/v1.0). */
  graphUrl: string;
  clientId: string;
  graph: GraphEmulator;
  identity: Identity;
  close(): Promise<void>;
}

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers":
    "Authorization, Content-Type, Accept, client-request-id, return-client-request-id, x-client-SKU, x-client-VER, x-client-OS, x-client-CPU, x-ms-lib-capability, x-app-name, x-app-ver, x-client-current-telemetry, x-client-last-telemetry",
  "Access-Control-Expose-Headers": "Retry-After",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
};

export async function startM365(options: { port?: number; quiet?: boolean } = {}): Promise<RunningM365> {
  let origin = "";
  const book: TokenBook = new TokenBook((): string => `${identity.authority}/v2.0`);
  const identity: Identity = new Identity(book, () => origin);
  const graph = new GraphEmulator(seedTenant(), () => `${origin}/v1.0`);
  const json = (res: import("node:http").ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void => {
    res
      .writeHead(status, { ...CORS, "Content-Type": "application/json", "Cache-Control": "no-store", ...headers })
      .end(JSON.stringify(body));
  };

  const server: Server = createServer(await httpsOptions({ quiet: true }), (req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", origin);
      const path = url.pathname;
      if (req.method === "OPTIONS") return void res.writeHead(204, CORS).end();
      const body = req.method === "POST" ? await readBody(req) : "";
      const tenant = `/${identity.tenant}`;
      if (path.startsWith("/v1.0/")) {
        const reply = graph.handle(url, book.grant(req.headers.authorization));
        if (reply.bytes)
          return void res
            .writeHead(reply.status, { ...CORS, "Content-Type": reply.contentType ?? "application/octet-stream", ...reply.headers })
            .end(reply.bytes);
        return json(res, reply.status, reply.json, reply.headers);
      }
      if (path === `${tenant}/v2.0/.well-known/openid-configuration` || path === `${tenant}/.well-known/openid-configuration`)
        return json(res, 200, identity.openIdConfiguration());
      if (path === `${tenant}/discovery/v2.0/keys`) return json(res, 200, { keys: [] });
      if (path === `${tenant}/oauth2/v2.0/authorize`)
        return identity.authorize(url, req.method === "POST" ? new URLSearchParams(body) : null, res);
      if (path === `${tenant}/oauth2/v2.0/token`) {
        const [status, reply] = identity.token(new URLSearchParams(body));
        return json(res, status, reply);
      }
      if (path === `${tenant}/oauth2/v2.0/logout`) return void res.writeHead(200, { "Content-Type": "text/plain" }).end("Signed out.");
      if (path === "/_m365/broker") return json(res, 200, identity.broker(JSON.parse(body || "{}") as Record<string, never>));
      if (path === "/_m365/reset") {
        book.reset();
        identity.reset();
        graph.tenant = seedTenant();
        graph.faults = [];
        graph.log.length = 0;
        return json(res, 200, { ok: true });
      }
      if (path === "/_m365/faults") {
        graph.faults.push(JSON.parse(body) as GraphFault);
        return json(res, 200, { ok: true });
      }
      if (path === "/_m365/refuse-consent") {
        for (const s of (JSON.parse(body) as { scopes: string[] }).scopes) book.refused.add(s);
        return json(res, 200, { ok: true });
      }
      if (path === "/_m365/delete") {
        const ids = (JSON.parse(body) as { ids: string[] }).ids;
        graph.tenant.items = graph.tenant.items.filter((i) => !ids.includes(i.id));
        return json(res, 200, { ok: true });
      }
      if (path === "/_m365/log") return json(res, 200, { requests: graph.log });
      json(res, 404, { error: { code: "NotFound", message: `No such endpoint in the emulated Microsoft 365: ${path}` } });
    })().catch((e: unknown) => json(res, 500, { error: { code: "EmulatorError", message: String(e) } }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  // "localhost" because the development certificate is issued for it.
  origin = `https://localhost:${port}`;
  if (!options.quiet) console.log(`Emulated Microsoft 365 on ${origin} (authority ${identity.authority}, Graph ${origin}/v1.0).`);
  return {
    origin,
    authority: identity.authority,
    graphUrl: `${origin}/v1.0`,
    clientId: DEV_MS_CLIENT_ID,
    graph,
    identity,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
