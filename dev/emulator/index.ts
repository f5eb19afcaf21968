// Public entry of the local service emulator: start it in-process (tests, npm start) or from main.ts (CLI).
import { DEFAULT_CONFIG, type EmulatorConfig } from "./config";
import { createEmulatorServer, listen } from "./server";
import type { Services } from "./services";

export { configFromEnv, ConfigError, DEFAULT_CONFIG, DEFAULT_OAUTH_CLIENT } from "./config";
export type { EmulatorConfig, FaultSettings, FaultTiming, OAuthClient } from "./config";
export { EXTRA_ACCOUNTS, SEEDED_PASSWORD } from "./accounts";
export { sign as signWebhook } from "./webhooks";

export interface RunningEmulator {
  /** e.g. http://127.0.0.1:4010 */
  origin: string;
  /** origin + "/v3" */
  baseUrl: string;
  /** The same origin: OAuth lives at /oauth/authorize and /oauth/token. */
  authUrl: string;
  /** The configuration in effect (after overrides). */
  config: EmulatorConfig;
  close(): Promise<void>;
}

/** Internal access for the emulator's own tests (state, clock); not part of the interface others rely on. */
export interface RunningEmulatorInternals extends RunningEmulator {
  services: Services;
}

/** Starts an emulator with the defaults (not the environment) plus `overrides`; port 0 picks a free port. */
export async function startEmulator(overrides: Partial<EmulatorConfig> = {}): Promise<RunningEmulatorInternals> {
  const config: EmulatorConfig = { ...structuredClone(DEFAULT_CONFIG), ...overrides };
  const { server, services } = createEmulatorServer(config);
  const origin = await listen(server, services, config.host, config.port);
  let closing: Promise<void> | undefined;
  return {
    origin,
    baseUrl: `${origin}/v3`,
    authUrl: origin,
    config,
    services,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        services.clock.stop();
        services.webhooks.close();
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections (fetch keeps them) would otherwise hold close() open.
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
