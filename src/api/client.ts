// The one place the add-in talks to the service. No React, no Office: it runs in the task pane, the dialog
// pages and Node tests alike (fetch, FormData, Blob, AbortSignal).
import type { CredentialsProvider } from "./credentials";
import { ServiceError } from "./errors";
import { parseDocumentDetail, parseUploadAccepted, parseUser } from "./parse";
import { errorFromResponse, type OperationKind } from "./responseErrors";
import type { DocumentPoll, UploadAccepted, UploadRequest, User } from "./types";

export interface ServiceClientOptions {
  /** The service's base address, ending in /v3. */
  baseUrl: string;
  credentials: CredentialsProvider;
  fetch?: typeof fetch;
}

interface RequestSpec {
  method: "GET" | "POST" | "DELETE";
  path: string;
  operation: OperationKind;
  body?: FormData;
  signal?: AbortSignal | undefined;
}

export class ServiceClient {
  private readonly baseUrl: string;
  private readonly credentials: CredentialsProvider;
  private readonly fetchImpl: typeof fetch;

  constructor(options: ServiceClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.credentials = options.credentials;
    // Bound so that a browser's window.fetch is not called with the client as `this`.
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  async getCurrentUser(signal?: AbortSignal): Promise<User> {
    const response = await this.send({ method: "GET", path: "/users/me", operation: "account", signal });
    return parseUser(await readJson(response));
  }

  /** POST /documents. Never retried here: a repeated upload is charged twice. */
  async uploadDocument(request: UploadRequest, signal?: AbortSignal): Promise<UploadAccepted> {
    const form = new FormData();
    form.append("action", request.action);
    form.append("file", request.file, request.fileName);
    if (request.deleteAfterSeconds !== undefined) form.append("delete_after", String(request.deleteAfterSeconds));
    if (request.extractorId !== undefined) form.append("extractor_id", request.extractorId);
    if (request.translateTo !== undefined) form.append("translate_to", request.translateTo);
    if (request.webhookUrl !== undefined) form.append("webhook_url", request.webhookUrl);
    const response = await this.send({ method: "POST", path: "/documents", operation: "upload", body: form, signal });
    return parseUploadAccepted(await readJson(response));
  }

  /** GET /documents/{id}: the detail with results once processed; `processing` while the service answers 202. */
  async getDocument(id: string, signal?: AbortSignal): Promise<DocumentPoll> {
    const response = await this.send({ method: "GET", path: `/documents/${encodeURIComponent(id)}`, operation: "read", signal });
    if (response.status === 202) return { state: "processing" };
    return { state: "ready", document: parseDocumentDetail(await readJson(response)) };
  }

  private async send(spec: RequestSpec): Promise<Response> {
    const token = await this.credentials.getAccessToken(spec.signal);
    if (token === null) throw new ServiceError("unauthorized", "You are not signed in. Sign in or paste an API token to continue.");
    const response = await this.fetchOnce(spec, token);
    if (response.status === 401 && this.credentials.refreshAfterUnauthorized) {
      // One refresh and one retry: a second 401 means the sign-in really is gone.
      if (await this.credentials.refreshAfterUnauthorized(token, spec.signal)) {
        const fresh = await this.credentials.getAccessToken(spec.signal);
        if (fresh !== null && fresh !== token) return this.checked(await this.fetchOnce(spec, fresh), spec.operation);
      }
    }
    return this.checked(response, spec.operation);
  }

  private async fetchOnce(spec: RequestSpec, token: string): Promise<Response> {
    const init: RequestInit = {
      method: spec.method,
      headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
    };
    if (spec.body !== undefined) init.body = spec.body;
    if (spec.signal !== undefined) init.signal = spec.signal;
    try {
      return await this.fetchImpl(`${this.baseUrl}${spec.path}`, init);
    } catch (error: unknown) {
      if (spec.signal?.aborted) throw new ServiceError("aborted", "The request was cancelled.", { cause: error });
      if (spec.operation === "upload")
        throw new ServiceError(
          "unknown_outcome",
          "The connection was lost while uploading, so the add-in cannot tell whether the service received the file. Check your documents before sending it again, so you are not charged twice.",
          { cause: error },
        );
      throw new ServiceError("network", "Cannot reach the transcription service. Check your internet connection and try again.", {
        cause: error,
      });
    }
  }

  private async checked(response: Response, operation: OperationKind): Promise<Response> {
    if (response.ok) return response;
    const raw = await response.text().catch(() => "");
    throw errorFromResponse(response.status, response.headers, raw, operation);
  }
}

async function readJson(response: Response): Promise<unknown> {
  const raw = await response.text();
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new ServiceError("bad_response", "The service sent a response the add-in could not read. Try again in a moment.", {
      status: response.status,
    });
  }
}
