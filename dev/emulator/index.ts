// Public entry of the local service emulator: start it in-process (tests, npm start) or from main.ts (CLI).
import { DEFAULT_CONFIG, type EmulatorConfig } from "./config";
import { startListeners, type TlsCertificate } from "./listeners";
import type { Services } from "./services";

export { configFromEnv, ConfigError, DEFAULT_CONFIG, DEFAULT_OAUTH_CLIENT } from "./config";
export type { EmulatorConfig, FaultSettings, FaultTiming, OAuthClient } from "./config";
export type { TlsCertificate } from "./listeners";
export { EXTRA_ACCOUNTS, SEEDED_PASSWORD } from "./accounts";
export { sign as signWebhook } from "./webhooks";

/** The emulator's addresses on one scheme. */
export interface EmulatorAddresses {
  /** e.g. http://127.0.0.1:4010 or https://localhost:4011 */
  origin: string;
  /** origin + "/v3" */
  baseUrl: string;
  /** The same origin: OAuth lives at /oauth/authorize and /oauth/token. */
  authUrl: string;
}

export interface RunningEmulator extends EmulatorAddresses {
  /** The same emulator over HTTPS (for pages served over HTTPS: the add-in); null when started without a certificate. */
  secure: EmulatorAddresses | null;
  /** The configuration in effect (after overrides). */
  config: EmulatorConfig;
  close(): Promise<void>;
}

/** Internal access for the emulator's own tests (state, clock); not part of the interface others rely on. */
export interface RunningEmulatorInternals extends RunningEmulator {
  services: Services;
}

export interface StartOptions {
  /** Also serve HTTPS on `config.httpsPort`, with this certificate for localhost. */
  tls?: TlsCertificate | null;
}

function addresses(origin: string): EmulatorAddresses {
  return { origin, baseUrl: `${origin}/v3`, authUrl: origin };
}

/**
 * Starts an emulator with the defaults (not the environment) plus `overrides`; port 0 picks a free port. Plain
 * HTTP always; HTTPS too when given a certificate.
 */
export async function startEmulator(
  overrides: Partial<EmulatorConfig> = {},
  options: StartOptions = {},
): Promise<RunningEmulatorInternals> {
  const config: EmulatorConfig = { ...structuredClone(DEFAULT_CONFIG), ...overrides };
  const listeners = await startListeners(config, options.tls ?? null);
  let closing: Promise<void> | undefined;
  return {
    ...addresses(listeners.origin),
    secure: listeners.secureOrigin === null ? null : addresses(listeners.secureOrigin),
    config,
    services: listeners.services,
    close() {
      closing ??= listeners.close().finally(() => listeners.services.pictures.close());
      return closing;
    },
  };
}
