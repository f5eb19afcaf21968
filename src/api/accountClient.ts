// The account part of the service client: the transport, the pace shared by every client of an account, and
// the calls about the account itself (who is signed in, extractors, languages, buying credits). The first screen
// needs only this (checking a sign-in, the balance); the documents' calls are in ServiceClient (client.ts),
// which extends it and loads after sign-in. No React, no Office.
import type { Timers } from "./abort";
import { getCurrentUser, listExtractors, listTranslationLanguages, topUp } from "./account";
import type { CredentialsProvider } from "./credentials";
import { Transport } from "./http";
import type { RetryPolicy } from "./retry";
import { RequestScheduler, type SchedulerOptions } from "./scheduler";
import { ServiceTime } from "./serviceTime";
import type { SharedPace } from "./sharedPace";
import type { CallOptions, Extractor, TopUpResult, TranslationLanguage, User } from "./types";

export interface ServiceClientOptions {
  /** The service's base address, ending in /v3. */
  baseUrl: string;
  credentials: CredentialsProvider;
  fetch?: typeof fetch;
  /**
   * The account's scheduler. By default, clients made with the same credentials object and base address
   * share one (so a short-lived client that checks a sign-in is paced with the session's main client).
   */
  scheduler?: RequestScheduler;
  /** Pacing of a scheduler the client makes (not of one it shares or is given). Default 2 requests/second. */
  pacing?: SchedulerOptions;
  retry?: Partial<RetryPolicy>;
  timers?: Timers;
}

/** A call's options, or just its AbortSignal. */
export type CallArgument = CallOptions | AbortSignal | undefined;

function isSignal(value: CallArgument): value is AbortSignal {
  return typeof value === "object" && value !== null && "aborted" in value && typeof (value as AbortSignal).addEventListener === "function";
}

/** Where schedulers made without a `shared` pacing option get the panes' shared pace (sharePaceAcrossPanes). */
let sharedPaceFor: ((baseUrl: string) => SharedPace | null) | null = null;

/**
 * From now on, schedulers this module makes share their pace with the account's other task panes through
 * `factory(baseUrl)` (the task pane's mount sets this up once; tests and Node leave it off). null: each alone.
 */
export function sharePaceAcrossPanes(factory: ((baseUrl: string) => SharedPace | null) | null): void {
  sharedPaceFor = factory;
}

/** The scheduler of each account: one per credentials object and base address, for as long as both live. */
const accountSchedulers = new WeakMap<CredentialsProvider, Map<string, RequestScheduler>>();

function schedulerFor(options: ServiceClientOptions): RequestScheduler {
  if (options.scheduler) return options.scheduler;
  const byBase = accountSchedulers.get(options.credentials) ?? new Map<string, RequestScheduler>();
  accountSchedulers.set(options.credentials, byBase);
  const base = options.baseUrl.replace(/\/+$/, "");
  let scheduler = byBase.get(base);
  if (!scheduler) {
    scheduler = new RequestScheduler({
      shared: sharedPaceFor?.(base) ?? null,
      ...options.pacing,
      ...(options.timers ? { timers: options.timers } : {}),
    });
    byBase.set(base, scheduler);
  }
  return scheduler;
}

export function callOptions<T extends CallOptions>(value: T | AbortSignal | undefined): T | CallOptions {
  if (value === undefined) return {};
  return isSignal(value) ? { signal: value } : value;
}

/** Made by the first screen to check a sign-in and read the balance; ServiceClient adds the documents. */
export class AccountClient {
  /** Paces every request of this client (and of any client sharing it). The batch queue reads its stats. */
  readonly scheduler: RequestScheduler;
  /** The service's clock, learned from the Date header of every response (the batch queue's adoption uses it). */
  readonly serviceTime = new ServiceTime();
  protected readonly transport: Transport;

  constructor(options: ServiceClientOptions) {
    this.scheduler = schedulerFor(options);
    this.transport = new Transport({
      baseUrl: options.baseUrl,
      credentials: options.credentials,
      scheduler: this.scheduler,
      fetch: options.fetch,
      retry: options.retry,
      timers: options.timers,
      serviceTime: this.serviceTime,
    });
  }

  get baseUrl(): string {
    return this.transport.baseUrl;
  }

  /** GET /users/me. */
  getCurrentUser(options?: CallArgument): Promise<User> {
    return getCurrentUser(this.transport, callOptions(options));
  }

  /** GET /extractors. */
  listExtractors(options?: CallArgument): Promise<Extractor[]> {
    return listExtractors(this.transport, callOptions(options));
  }

  /** GET /translation-languages. */
  listTranslationLanguages(options?: CallArgument): Promise<TranslationLanguage[]> {
    return listTranslationLanguages(this.transport, callOptions(options));
  }

  /** POST /credits/topup. Never repeated when its outcome is unknown. */
  topUp(amount: number, options?: CallArgument): Promise<TopUpResult> {
    return topUp(this.transport, amount, callOptions(options));
  }
}
