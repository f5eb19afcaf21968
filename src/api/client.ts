// The one place the add-in talks to the service. No React, no Office: it runs in the task pane, the dialog
// pages and Node tests alike (fetch, FormData, Blob, AbortSignal).
//
// Make one ServiceClient per signed-in account and hand it to everything that calls the service (task pane,
// batch queue): its scheduler paces all of their requests together. Every method takes CallOptions (an
// AbortSignal and a priority) or, for short, just an AbortSignal.
import { AccountClient, callOptions, type CallArgument } from "./accountClient";
import { allDocuments, deleteDocument, documentPages, getDocument, getTranslation, listDocuments, uploadDocument } from "./documents";
import { downloadResult, fetchThumbnail, type DownloadOptions } from "./download";
import type {
  Action,
  CallOptions,
  DocumentPage,
  DocumentPoll,
  DocumentSummary,
  DownloadedFile,
  ListDocumentsQuery,
  ResultFormat,
  Thumbnail,
  TranslationPoll,
  UploadAccepted,
  UploadRequest,
} from "./types";

export { AccountClient, sharePaceAcrossPanes, type CallArgument, type ServiceClientOptions } from "./accountClient";

/** The whole client: the account's calls (AccountClient) and the documents'. */
export class ServiceClient extends AccountClient {
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
