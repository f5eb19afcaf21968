// Where an emulator listens: plain HTTP on 127.0.0.1 (curl, Node clients, webhooks' callers) and, given a
// certificate, HTTPS on `localhost` as well, with the same handler and state. Pages served over HTTPS (the
// add-in) must reach the service over HTTPS: WebKit, the engine of Office on Mac and iPad, blocks plain-HTTP
// requests from them as mixed content, even to loopback (Chromium lets loopback through).
import { createServer, type Server } from "node:http";
import { createServer as createHttpsServer, type Server as HttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import type { EmulatorConfig } from "./config";
import { emulatorHandler } from "./server";
import { createServices, type Services } from "./services";

/** A certificate and key valid for `localhost` (the development server's, from dev/httpsOptions.js). */
export interface TlsCertificate {
  cert: Buffer | string;
  key: Buffer | string;
  ca?: Buffer | string;
}

export interface Listeners {
  services: Services;
  /** e.g. http://127.0.0.1:4010 */
  origin: string;
  /** e.g. https://localhost:4011; null without a certificate. */
  secureOrigin: string | null;
  close(): Promise<void>;
}

function listen(server: Server | HttpsServer, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server | HttpsServer): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Keep-alive connections (fetch keeps them) would otherwise hold close() open.
    server.closeAllConnections();
  });
}

const KEEP_ALIVE_MS = 65_000;

export async function startListeners(config: EmulatorConfig, tls: TlsCertificate | null): Promise<Listeners> {
  const services = createServices(config);
  const handler = emulatorHandler(services);
  const plain = createServer(handler);
  // Uploads of 20 MB on a slow client must not be cut by the default request timeout.
  plain.requestTimeout = 5 * 60 * 1000;
  // An idle keep-alive connection is closed well after any client stops reusing it (fetch: 4 s). With Node's
  // 5 s, a client whose timers ran late on a busy machine sent its next request into a closing socket
  // (ECONNRESET in the emulator tests under load).
  plain.keepAliveTimeout = KEEP_ALIVE_MS;
  plain.headersTimeout = KEEP_ALIVE_MS + 1000;
  const port = await listen(plain, config.host, config.port);
  const origin = `http://${config.host}:${port}`;
  // Absolute URLs made without a request (webhook payloads) use the plain address.
  services.urls.origin = origin;
  services.urls.baseUrl = `${origin}/v3`;
  let secure: HttpsServer | null = null;
  let secureOrigin: string | null = null;
  if (tls) {
    secure = createHttpsServer({ cert: tls.cert, key: tls.key }, handler);
    secure.requestTimeout = plain.requestTimeout;
    secure.keepAliveTimeout = plain.keepAliveTimeout;
    secure.headersTimeout = plain.headersTimeout;
    try {
      // Bound to 127.0.0.1 like the plain server, named "localhost" because the certificate is issued for it.
      secureOrigin = `https://localhost:${await listen(secure, config.host, config.httpsPort)}`;
    } catch (error) {
      await closeServer(plain);
      throw error;
    }
  }
  return {
    services,
    origin,
    secureOrigin,
    close: async () => {
      services.clock.stop();
      services.webhooks.close();
      await Promise.all([closeServer(plain), ...(secure ? [closeServer(secure)] : [])]);
    },
  };
}
