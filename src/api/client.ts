// The one place the add-in talks to the service. No React, no Office: it runs in the task pane, the dialog
// pages and Node tests alike (fetch, FormData, Blob, AbortSignal).
//
// Make one ServiceClient per signed-in account and hand it to everything that calls the service (task pane,
// batch queue): its scheduler paces all of their requests together. Every method takes CallOptions (an
// AbortSignal and a priority) or, for short, just an AbortSignal.
import type { Timers } from "./abort";
import { getCurrentUser, listExtractors, listTranslationLanguages, topUp } from "./account";
import type { CredentialsProvider } from "./credentials";
import { allDocuments, deleteDocument, documentPages, getDocument, getTranslation, listDocuments, uploadDocument } from "./documents";
import { downloadResult, fetchThumbnail, type DownloadOptions } from "./download";
import { Transport } from "./http";
import type { RetryPolicy } from "./retry";
import { RequestScheduler, type SchedulerOptions } from "./scheduler";
import { ServiceTime } from "./serviceTime";
import type { SharedPace } from "./sharedPace";
import type {
  Action,
  CallOptions,
  DocumentPage,
  DocumentPoll,
  DocumentSummary,
  DownloadedFile,
  Extractor,
  ListDocumentsQuery,
  ResultFormat,
  Thumbnail,
  TopUpResult,
  TranslationLanguage,
  TranslationPoll,
  UploadAccepted,
  UploadRequest,
  User,
} from "./types";

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

function callOptions<T extends CallOptions>(value: T | AbortSignal | undefined): T | CallOptions {
  if (value === undefined) return {};
  return isSignal(value) ? { signal: value } : value;
}

export class ServiceClient {
  /** Paces every request of this client (and of any client sharing it). The batch queue reads its stats. */
  readonly scheduler: RequestScheduler;
  /** The service's clock, learned from the Date header of every response (the batch queue's adoption uses it). */
  readonly serviceTime = new ServiceTime();
  private readonly transport: Transport;

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

  /** POST /documents. Never repeated when its outcome is unknown: a repeated upload is charged twice. */
  uploadDocument(request: UploadRequest, options?: CallArgument): Promise<UploadAccepted> {
    return uploadDocument(this.transport, request, callOptions(options));
  }

  /** GET /documents: one page. */
  listDocuments(query?: ListDocumentsQuery, options?: CallArgument): Promise<DocumentPage> {
    return listDocuments(this.transport, query, callOptions(options));
  }

  /** Every page of GET /documents, fetched as the loop asks: `for await (const page of client.documentPages(q))`. */
  documentPages(query?: ListDocumentsQuery, options?: CallArgument): AsyncGenerator<DocumentPage> {
    return documentPages(this.transport, query, callOptions(options));
  }

  /** Every matching document, page after page: `for await (const doc of client.allDocuments(q))`. */
  allDocuments(query?: ListDocumentsQuery, options?: CallArgument): AsyncGenerator<DocumentSummary> {
    return allDocuments(this.transport, query, callOptions(options));
  }

  /** GET /documents/{id}: the detail with results once processed; `processing` while the service answers 202. */
  getDocument(id: string, options?: (CallOptions & { action?: Action }) | AbortSignal): Promise<DocumentPoll> {
    return getDocument(this.transport, id, callOptions(options));
  }

  /** GET /documents/{id}?action=translate: the translation of a document uploaded with `translateTo`. */
  getTranslation(id: string, options?: CallArgument): Promise<TranslationPoll> {
    return getTranslation(this.transport, id, callOptions(options));
  }

  /** GET /documents/{id}.{format}: a result file (or, with action "translate", the translation's). */
  downloadResult(id: string, format: ResultFormat, options?: DownloadOptions | AbortSignal): Promise<DownloadedFile> {
    return downloadResult(this.transport, id, format, callOptions(options));
  }

  /** A page image, fetched with the credentials (never a token in the URL). */
  getThumbnail(thumbnail: Thumbnail | string, options?: CallArgument): Promise<Blob> {
    return fetchThumbnail(this.transport, thumbnail, callOptions(options));
  }

  /** DELETE /documents/{id}. Permanent. */
  deleteDocument(id: string, options?: CallArgument): Promise<void> {
    return deleteDocument(this.transport, id, callOptions(options));
  }
}
