// Emulator configuration: one typed object, built from defaults, environment variables (configFromEnv) or
// overrides passed by tests. Every knob is documented in README.md beside this file.
import * as path from "node:path";

export interface OAuthClient {
  clientId: string;
  redirectUri: string;
}

/** When a randomly injected fault (EMULATOR_FAIL_RATE, EMULATOR_DROP_RATE) strikes: before the request does
 * its work, after it (the work is done but the client never learns: an "unknown outcome"), or either. */
export type FaultTiming = "before" | "after" | "random";

export interface FaultSettings {
  /** Added to every /v3 and /oauth/token response, in milliseconds. */
  latencyMs: number;
  /** Share (0..1) of requests answered 500. */
  failRate: number;
  /** Share (0..1) of requests whose connection is destroyed without an answer. */
  dropRate: number;
  /** Share (0..1) of authenticated requests answered 429 regardless of the real rate limit. */
  rate429: number;
  /** Length of a 429 storm, in milliseconds from start or reset: every authenticated request gets 429. */
  stormMs: number;
  faultTiming: FaultTiming;
}

export interface EmulatorConfig extends FaultSettings {
  host: string;
  port: number;
  /** Port of the HTTPS listener (started only with a certificate: `npm start`, `npm run emulator`, the e2e stack). */
  httpsPort: number;
  /** API tokens of the ordinary seeded accounts, one account each. */
  tokens: string[];
  /** Time from upload to the end of processing (queued for the first quarter, then processing). */
  processingMs: number;
  /** Requests per second per account, all endpoints together. */
  rateLimit: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  authCodeTtlSeconds: number;
  /** Skip the sign-in and consent form: /oauth/authorize redirects at once (login_hint picks the account). */
  autoApprove: boolean;
  oauthClients: OAuthClient[];
  webhookSecret: string;
  /** Account-wide webhook address of every seeded account ("" = none). */
  webhookUrl: string;
  /** First retry delay of a failed webhook delivery; it doubles on each attempt. */
  webhookRetryMs: number;
  webhookMaxAttempts: number;
  /** Starting page-credit balance of the ordinary seeded accounts. */
  balance: number;
  /** Account setting used when an upload has no delete_after. */
  defaultDeleteAfterSeconds: number;
  /** Seed of the pseudo-random generator that decides which requests a fault-rate knob hits. */
  seed: number;
  /** Where the sample documents and their expected results live. */
  fixturesDir: string;
  /** Print one line per request (CLI). */
  logRequests: boolean;
  /** Emulated time stands still except when moved by POST /_emulator/advance (deterministic tests). */
  freezeClock: boolean;
}

export const DEFAULT_OAUTH_CLIENT: OAuthClient = {
  clientId: "office-addin-dev",
  redirectUri: "https://localhost:3000/signin-redirect.html",
};

// __dirname exists under tsx and jest (both CommonJS here); the fallback keeps an ESM run working from the
// repository root.
const here = typeof __dirname === "string" ? __dirname : path.resolve("dev/emulator");

export const DEFAULT_CONFIG: EmulatorConfig = {
  host: "127.0.0.1",
  port: 4010,
  httpsPort: 4011,
  tokens: ["dev-token", "dev-token-2"],
  processingMs: 3000,
  rateLimit: 2,
  accessTokenTtlSeconds: 3600,
  refreshTokenTtlSeconds: 30 * 24 * 3600,
  authCodeTtlSeconds: 60,
  autoApprove: false,
  oauthClients: [DEFAULT_OAUTH_CLIENT],
  webhookSecret: "dev-webhook-secret",
  webhookUrl: "",
  webhookRetryMs: 1000,
  webhookMaxAttempts: 5,
  balance: 1000,
  defaultDeleteAfterSeconds: 24 * 3600,
  seed: 1,
  fixturesDir: path.resolve(here, "../../test/fixtures"),
  logRequests: false,
  freezeClock: false,
  latencyMs: 0,
  failRate: 0,
  dropRate: 0,
  rate429: 0,
  stormMs: 0,
  faultTiming: "before",
};

/** Thrown for a malformed environment variable, so the CLI can say which one. */
export class ConfigError extends Error {}

function intVar(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}".`);
  }
  return value;
}

function numberVar(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a number from ${min} to ${max}, got "${raw}".`);
  }
  return value;
}

function boolVar(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  throw new ConfigError(`${name} must be 1 or 0, got "${raw}".`);
}

function listVar(env: NodeJS.ProcessEnv, name: string, fallback: string[]): string[] {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  return raw
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/** `client_id|redirect_uri` pairs, comma separated; they are added to the default client. */
export function parseOAuthClients(raw: string | undefined): OAuthClient[] {
  const clients = [DEFAULT_OAUTH_CLIENT];
  if (raw === undefined || raw.trim() === "") return clients;
  for (const pair of raw
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "")) {
    const [clientId, redirectUri, ...rest] = pair.split("|");
    if (!clientId || !redirectUri || rest.length > 0 || !URL.canParse(redirectUri)) {
      throw new ConfigError(`EMULATOR_OAUTH_CLIENTS entries must be client_id|redirect_uri, got "${pair}".`);
    }
    clients.push({ clientId, redirectUri });
  }
  return clients;
}

export function configFromEnv(env: NodeJS.ProcessEnv): EmulatorConfig {
  const d = DEFAULT_CONFIG;
  const timing = env.EMULATOR_FAULT_TIMING?.trim() || d.faultTiming;
  if (timing !== "before" && timing !== "after" && timing !== "random") {
    throw new ConfigError(`EMULATOR_FAULT_TIMING must be before, after or random, got "${timing}".`);
  }
  const tokens = listVar(env, "EMULATOR_TOKENS", d.tokens);
  if (tokens.length === 0) throw new ConfigError("EMULATOR_TOKENS must name at least one token.");
  return {
    host: d.host,
    port: intVar(env, "EMULATOR_PORT", d.port, 0, 65535),
    httpsPort: intVar(env, "EMULATOR_HTTPS_PORT", d.httpsPort, 0, 65535),
    tokens,
    processingMs: intVar(env, "EMULATOR_PROCESSING_MS", d.processingMs, 0),
    rateLimit: intVar(env, "EMULATOR_RATE_LIMIT", d.rateLimit, 1),
    accessTokenTtlSeconds: intVar(env, "EMULATOR_ACCESS_TOKEN_TTL", d.accessTokenTtlSeconds, 1),
    refreshTokenTtlSeconds: intVar(env, "EMULATOR_REFRESH_TOKEN_TTL", d.refreshTokenTtlSeconds, 1),
    authCodeTtlSeconds: intVar(env, "EMULATOR_AUTH_CODE_TTL", d.authCodeTtlSeconds, 1),
    autoApprove: boolVar(env, "EMULATOR_AUTO_APPROVE", d.autoApprove),
    oauthClients: parseOAuthClients(env.EMULATOR_OAUTH_CLIENTS),
    webhookSecret: env.EMULATOR_WEBHOOK_SECRET?.trim() || d.webhookSecret,
    webhookUrl: env.EMULATOR_WEBHOOK_URL?.trim() || d.webhookUrl,
    webhookRetryMs: intVar(env, "EMULATOR_WEBHOOK_RETRY_MS", d.webhookRetryMs, 1),
    webhookMaxAttempts: intVar(env, "EMULATOR_WEBHOOK_ATTEMPTS", d.webhookMaxAttempts, 1, 20),
    balance: intVar(env, "EMULATOR_BALANCE", d.balance, 0),
    defaultDeleteAfterSeconds: intVar(env, "EMULATOR_DEFAULT_DELETE_AFTER", d.defaultDeleteAfterSeconds, 300, 1209600),
    seed: intVar(env, "EMULATOR_SEED", d.seed, 0),
    fixturesDir: env.EMULATOR_FIXTURES_DIR?.trim() || d.fixturesDir,
    logRequests: boolVar(env, "EMULATOR_LOG", d.logRequests),
    freezeClock: boolVar(env, "EMULATOR_FREEZE_CLOCK", d.freezeClock),
    latencyMs: intVar(env, "EMULATOR_LATENCY_MS", d.latencyMs, 0, 600000),
    failRate: numberVar(env, "EMULATOR_FAIL_RATE", d.failRate, 0, 1),
    dropRate: numberVar(env, "EMULATOR_DROP_RATE", d.dropRate, 0, 1),
    rate429: numberVar(env, "EMULATOR_429_RATE", d.rate429, 0, 1),
    stormMs: intVar(env, "EMULATOR_429_STORM", d.stormMs, 0),
    faultTiming: timing,
  };
}
