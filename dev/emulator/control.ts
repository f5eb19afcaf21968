// The test-control API under /_emulator/: reset, request log and counters, fault knobs, run-time settings,
// clock, webhook deliveries, accounts and documents. No authentication: the emulator binds to 127.0.0.1.
import type { IncomingMessage } from "node:http";
import { PLANS, type Account, type Tier } from "./accounts";
import { isoMicros } from "./clock";
import { MEDIA_TYPES } from "./files";
import type { FaultTiming } from "./config";
import { ApiError, FieldErrors, json, noContent, readBody, type Reply } from "./http";
import type { RouteShape } from "./router";
import type { Services } from "./services";
import { primaryStep } from "./views";

export interface ControlContext {
  req: IncomingMessage;
  url: URL;
  params: string[];
  services: Services;
  origin: string;
}

export interface ControlRoute extends RouteShape {
  handle(ctx: ControlContext): Promise<Reply> | Reply;
}

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = (await readBody(req, 1024 * 1024)).toString("utf8").trim();
  if (text === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(400, "malformed_json", "The body must be a JSON object.");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new ApiError(400, "malformed_json", "The body must be a JSON object.");
  }
  return parsed as Record<string, unknown>;
}

/** Applies known numeric fields of `body`, collecting errors for bad values and unknown names. */
function applyNumbers(
  body: Record<string, unknown>,
  fields: Record<string, { min: number; max: number; set: (v: number) => void }>,
  extra: string[] = [],
): void {
  const errors = new FieldErrors();
  for (const key of Object.keys(body)) if (!(key in fields) && !extra.includes(key)) errors.add(key, "Unknown setting.");
  for (const [key, { min, max, set }] of Object.entries(fields)) {
    if (!(key in body)) continue;
    const value = body[key];
    if (typeof value !== "number" || !Number.isFinite(value) || value < min || value > max)
      errors.add(key, `Must be a number from ${min} to ${max}.`);
    else set(value);
  }
  errors.throwIfAny(422, "invalid_parameters", "Some settings are not valid.");
}

function faultsView(s: Services): Record<string, unknown> {
  const f = s.faults;
  return {
    latency_ms: f.latencyMs,
    fail_rate: f.failRate,
    drop_rate: f.dropRate,
    rate_429: f.rate429,
    fault_timing: f.faultTiming,
    storm_until: f.stormUntil > s.clock.now() ? new Date(f.stormUntil).toISOString() : null,
  };
}

function settingsView(s: Services): Record<string, unknown> {
  const c = s.config;
  return {
    processing_ms: c.processingMs,
    rate_limit: s.limiter.limit,
    access_token_ttl_seconds: c.accessTokenTtlSeconds,
    auto_approve: c.autoApprove,
    webhook_retry_ms: c.webhookRetryMs,
    webhook_max_attempts: c.webhookMaxAttempts,
  };
}

function accountView(a: Account): Record<string, unknown> {
  return {
    id: a.id,
    name: a.name,
    email: a.email,
    token: a.apiToken,
    tier: a.tier,
    balance: a.balance,
    payment_method: a.paymentMethod,
    webhook_url: a.webhookUrl || null,
    delete_after_seconds: a.deleteAfterSeconds,
    last_top_up_at: a.lastTopUpAt === null ? null : new Date(a.lastTopUpAt).toISOString(),
    purpose: a.purpose,
  };
}

function info(ctx: ControlContext): Reply {
  const s = ctx.services;
  return json(200, {
    origin: ctx.origin,
    base_url: `${ctx.origin}/v3`,
    auth_url: ctx.origin,
    now: new Date(s.clock.now()).toISOString(),
    settings: settingsView(s),
    faults: faultsView(s),
    oauth_clients: s.config.oauthClients.map((c) => ({ client_id: c.clientId, redirect_uri: c.redirectUri })),
    fixtures: s.fixtures.size,
    accounts: s.accounts.all().map(accountView),
  });
}

async function setFaults(ctx: ControlContext): Promise<Reply> {
  const s = ctx.services;
  const body = await jsonBody(ctx.req);
  const f = s.faults;
  if ("fault_timing" in body) {
    const timing = body.fault_timing;
    if (timing !== "before" && timing !== "after" && timing !== "random") {
      throw new ApiError(422, "invalid_parameters", "fault_timing must be before, after or random.", {
        errors: { fault_timing: ["before, after or random"] },
      });
    }
    f.faultTiming = timing as FaultTiming;
  }
  applyNumbers(
    body,
    {
      latency_ms: { min: 0, max: 600000, set: (v) => (f.latencyMs = Math.round(v)) },
      fail_rate: { min: 0, max: 1, set: (v) => (f.failRate = v) },
      drop_rate: { min: 0, max: 1, set: (v) => (f.dropRate = v) },
      rate_429: { min: 0, max: 1, set: (v) => (f.rate429 = v) },
      storm_ms: { min: 0, max: 86400000, set: (v) => (f.stormUntil = s.clock.now() + v) },
    },
    ["fault_timing"],
  );
  return json(200, faultsView(s));
}

async function setSettings(ctx: ControlContext): Promise<Reply> {
  const s = ctx.services;
  const body = await jsonBody(ctx.req);
  const c = s.config;
  if ("auto_approve" in body) {
    if (typeof body.auto_approve !== "boolean") throw new ApiError(422, "invalid_parameters", "auto_approve must be true or false.");
    c.autoApprove = body.auto_approve;
  }
  applyNumbers(
    body,
    {
      processing_ms: { min: 0, max: 86400000, set: (v) => (c.processingMs = Math.round(v)) },
      rate_limit: { min: 1, max: 100000, set: (v) => (s.limiter.limit = Math.round(v)) },
      access_token_ttl_seconds: { min: 1, max: 31536000, set: (v) => (c.accessTokenTtlSeconds = Math.round(v)) },
      webhook_retry_ms: { min: 1, max: 3600000, set: (v) => (c.webhookRetryMs = Math.round(v)) },
      webhook_max_attempts: { min: 1, max: 20, set: (v) => (c.webhookMaxAttempts = Math.round(v)) },
    },
    ["auto_approve"],
  );
  return json(200, settingsView(s));
}

async function advance(ctx: ControlContext): Promise<Reply> {
  const body = await jsonBody(ctx.req);
  const ms = body.ms;
  if (typeof ms !== "number" || !Number.isFinite(ms) || ms < 0) {
    throw new ApiError(422, "invalid_parameters", 'Send {"ms": <milliseconds to move forward>}.', {
      errors: { ms: ["A number of at least 0."] },
    });
  }
  ctx.services.clock.advance(ms);
  return clockView(ctx.services);
}

function clockView(s: Services): Reply {
  return json(200, { now: new Date(s.clock.now()).toISOString(), frozen: s.clock.frozen });
}

async function setClock(ctx: ControlContext): Promise<Reply> {
  const body = await jsonBody(ctx.req);
  if (typeof body.frozen !== "boolean") {
    throw new ApiError(422, "invalid_parameters", 'Send {"frozen": true} or {"frozen": false}.', { errors: { frozen: ["true or false"] } });
  }
  ctx.services.clock.setFrozen(body.frozen);
  return clockView(ctx.services);
}

function findAccount(s: Services, id: string): Account {
  const account = s.accounts.byId(id);
  if (!account) throw new ApiError(404, "account_not_found", `No account ${id}. GET /_emulator lists them.`);
  return account;
}

async function patchAccount(ctx: ControlContext): Promise<Reply> {
  const s = ctx.services;
  const account = findAccount(s, ctx.params[0] ?? "");
  const body = await jsonBody(ctx.req);
  const errors = new FieldErrors();
  for (const [key, value] of Object.entries(body)) {
    if (key === "balance" && Number.isSafeInteger(value) && (value as number) >= 0) account.balance = value as number;
    else if (key === "webhook_url" && (value === null || typeof value === "string")) account.webhookUrl = value ?? "";
    else if (key === "delete_after_seconds" && Number.isInteger(value) && (value as number) >= 300 && (value as number) <= 1209600)
      account.deleteAfterSeconds = value as number;
    else if (key === "tier" && typeof value === "string" && value in PLANS) account.tier = value as Tier;
    else if (key === "last_top_up_at" && value === null) account.lastTopUpAt = null;
    else if (key === "token" && typeof value === "string" && /^\S{4,}$/.test(value) && !s.accounts.byApiToken(value))
      s.accounts.rotateToken(account, value);
    else errors.add(key, "Unknown field or invalid value.");
  }
  errors.throwIfAny(422, "invalid_parameters", "Some account fields are not valid.");
  s.accounts.touch(account);
  return json(200, accountView(account));
}

function documents(ctx: ControlContext): Reply {
  const s = ctx.services;
  const accountId = ctx.url.searchParams.get("account");
  const docs = s.accounts
    .all()
    .filter((a) => !accountId || a.id === accountId)
    .flatMap((a) => s.documents.ofAccount(a.id))
    .sort((a, b) => a.seq - b.seq);
  return json(200, {
    documents: docs.map((d) => ({
      id: d.id,
      account_id: d.accountId,
      file_name: d.fileName,
      action: d.action,
      kind: d.kind,
      page_count: d.pageCount,
      status: primaryStep(d).status,
      steps: Object.fromEntries(Object.values(d.steps).map((st) => [st.action, st.status])),
      fixture: d.fixture?.file ?? null,
      webhook_url: d.webhookUrl ?? null,
      created_at: isoMicros(d.createdAt),
      updated_at: isoMicros(d.updatedAt),
      delete_at: new Date(d.deleteAt).toISOString(),
    })),
  });
}

/** The bytes a document was uploaded with, as received (tests check what the add-in sent, e.g. a cut PDF). */
function documentFile(ctx: ControlContext): Reply {
  const id = ctx.params[0] ?? "";
  const doc = ctx.services.documents.get(id);
  if (!doc) throw new ApiError(404, "document_not_found", `No document ${id}. GET /_emulator/documents lists them.`);
  return { status: 200, headers: { "Content-Type": MEDIA_TYPES[doc.kind], "Cache-Control": "no-store" }, body: doc.data };
}

function requests(ctx: ControlContext): Reply {
  const q = ctx.url.searchParams;
  const since = q.get("since");
  return json(
    200,
    ctx.services.log.snapshot({ accountId: q.get("account") ?? undefined, since: since === null ? undefined : Number(since) }),
  );
}

export const controlRoutes: ControlRoute[] = [
  { method: "GET", pattern: /^\/_emulator\/?$/, handle: info },
  { method: "POST", pattern: /^\/_emulator\/reset$/, handle: (ctx) => (ctx.services.reset(), noContent()) },
  { method: "GET", pattern: /^\/_emulator\/requests$/, handle: requests },
  { method: "DELETE", pattern: /^\/_emulator\/requests$/, handle: (ctx) => (ctx.services.log.clear(), noContent()) },
  { method: "GET", pattern: /^\/_emulator\/faults$/, handle: (ctx) => json(200, faultsView(ctx.services)) },
  { method: "POST", pattern: /^\/_emulator\/faults$/, handle: setFaults },
  { method: "GET", pattern: /^\/_emulator\/settings$/, handle: (ctx) => json(200, settingsView(ctx.services)) },
  { method: "POST", pattern: /^\/_emulator\/settings$/, handle: setSettings },
  { method: "GET", pattern: /^\/_emulator\/clock$/, handle: (ctx) => clockView(ctx.services) },
  { method: "POST", pattern: /^\/_emulator\/clock$/, handle: setClock },
  { method: "POST", pattern: /^\/_emulator\/advance$/, handle: advance },
  { method: "GET", pattern: /^\/_emulator\/webhooks$/, handle: (ctx) => json(200, { deliveries: ctx.services.webhooks.list() }) },
  { method: "DELETE", pattern: /^\/_emulator\/webhooks$/, handle: (ctx) => (ctx.services.webhooks.clear(), noContent()) },
  {
    method: "GET",
    pattern: /^\/_emulator\/accounts$/,
    handle: (ctx) => json(200, { accounts: ctx.services.accounts.all().map(accountView) }),
  },
  { method: "PATCH", pattern: /^\/_emulator\/accounts\/([A-Za-z0-9_]+)$/, handle: patchAccount },
  { method: "GET", pattern: /^\/_emulator\/documents$/, handle: documents },
  { method: "GET", pattern: /^\/_emulator\/documents\/([A-Za-z0-9_-]+)\/file$/, handle: documentFile },
];
