// The emulator's state and collaborators, built once per running emulator and handed to every route. Nothing
// here is global, so tests can run several emulators in one process.
import { randomInt } from "node:crypto";
import { AccountStore } from "./accounts";
import { Authenticator } from "./auth";
import { EmulatorClock, Stamper } from "./clock";
import type { EmulatorConfig } from "./config";
import { DocumentStore, type StoredDocument, type Step } from "./documents";
import { seededRandom, type FaultState } from "./faults";
import { OAuthTokens } from "./oauth/tokens";
import { PaymentIntents } from "./payments";
import { RateLimiter } from "./rate-limit";
import { RequestLog } from "./request-log";
import { PictureWorker } from "./pictures/pictureWorker";
import { FixtureIndex } from "./results/fixtures";
import { detailObject } from "./views";
import { WebhookDispatcher } from "./webhooks";

export interface Urls {
  origin: string;
  baseUrl: string;
}

export interface Services {
  config: EmulatorConfig;
  urls: Urls;
  clock: EmulatorClock;
  stamper: Stamper;
  accounts: AccountStore;
  oauth: OAuthTokens;
  auth: Authenticator;
  limiter: RateLimiter;
  documents: DocumentStore;
  fixtures: FixtureIndex;
  /** Draws uploaded pages' pictures off the emulator's thread; ended when the emulator closes. */
  pictures: PictureWorker;
  webhooks: WebhookDispatcher;
  payments: PaymentIntents;
  log: RequestLog;
  faults: FaultState;
  random: () => number;
  /** Back to the state right after start: accounts, documents, tokens, counters, faults and clock. */
  reset(): void;
}

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export function randomId(length = 10): string {
  return Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join("");
}

export function createServices(config: EmulatorConfig): Services {
  // Run-time settings (POST /_emulator/settings) change `config` in place; reset restores this copy.
  const initialConfig = structuredClone(config);
  const clock = new EmulatorClock();
  clock.setFrozen(config.freezeClock);
  const stamper = new Stamper(clock);
  const accounts = new AccountStore(config, () => stamper.next());
  const oauth = new OAuthTokens(clock, config);
  const webhooks = new WebhookDispatcher(clock, config);
  const urls: Urls = { origin: "", baseUrl: "" };
  const initialFaults = (): FaultState => ({
    latencyMs: config.latencyMs,
    failRate: config.failRate,
    dropRate: config.dropRate,
    rate429: config.rate429,
    stormMs: config.stormMs,
    faultTiming: config.faultTiming,
    stormUntil: clock.now() + config.stormMs,
  });

  const finished = (doc: StoredDocument, step: Step): void => {
    const account = accounts.byId(doc.accountId);
    if (!account) return;
    // A failed upload step gives its page credits back; translations were never charged.
    if (step.status === "failed" && step.action === doc.action && doc.charged > 0) {
      account.balance += doc.charged;
      accounts.touch(account);
    }
    const url = doc.webhookUrl ?? account.webhookUrl;
    if (url) {
      const event = step.status === "failed" ? "document.failed" : "document.processed";
      const payload = { event, action: step.action, document: detailObject(doc, step, urls.baseUrl) };
      services.webhooks.send(url, event, payload, { documentId: doc.id, accountId: account.id });
    }
  };

  const services: Services = {
    config,
    urls,
    clock,
    stamper,
    accounts,
    oauth,
    auth: new Authenticator(accounts, oauth),
    limiter: new RateLimiter(clock, config.rateLimit),
    documents: new DocumentStore(clock, stamper, config, { finished }, () => randomId()),
    fixtures: new FixtureIndex(config.fixturesDir),
    pictures: new PictureWorker(),
    webhooks,
    payments: new PaymentIntents(clock),
    log: new RequestLog(),
    faults: initialFaults(),
    random: seededRandom(config.seed),
    reset() {
      Object.assign(config, structuredClone(initialConfig));
      services.documents.clear();
      clock.reset(config.freezeClock);
      accounts.seed();
      oauth.clear();
      services.limiter.clear();
      services.limiter.limit = config.rateLimit;
      webhooks.clear();
      services.payments.clear();
      services.log.clear();
      services.faults = initialFaults();
      services.random = seededRandom(config.seed);
    },
  };
  return services;
}
