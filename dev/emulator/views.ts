// The JSON shapes the API answers with, built from stored state: list item, detail object, user.
import type { Account } from "./accounts";
import { isoMicros, sqlDateTime } from "./clock";
import type { Status, Step, StoredDocument } from "./documents";
import type { PageResult } from "./results/types";

export interface DocumentListItem {
  id: string;
  file_name: string;
  action: string;
  page_count: number;
  status: Status;
  automatically_deleted_at: string;
  created_at: string;
  updated_at: string;
}

export interface DocumentDetail extends DocumentListItem {
  results: PageResult[];
  thumbnails: { page_number: number; url: string }[];
}

export function primaryStep(doc: StoredDocument): Step {
  const step = doc.steps[doc.action];
  if (!step) throw new Error(`Document ${doc.id} has no ${doc.action} step.`);
  return step;
}

/** `status` is the status of `step` (the upload action's step unless the translation was asked for). */
export function listItem(doc: StoredDocument, step: Step = primaryStep(doc)): DocumentListItem {
  return {
    id: doc.id,
    file_name: doc.fileName,
    action: doc.action,
    page_count: doc.pageCount,
    status: step.status,
    automatically_deleted_at: doc.deleteAtFormat === "iso" ? isoMicros(doc.deleteAt * 1000) : sqlDateTime(doc.deleteAt),
    created_at: isoMicros(doc.createdAt),
    updated_at: isoMicros(doc.updatedAt),
  };
}

export function thumbnailUrl(baseUrl: string, id: string, page: number): string {
  return `${baseUrl}/document/${id}/image-${page}.jpg`;
}

/** Results and thumbnails appear once the step is processed; before that both lists are empty. */
export function detailObject(doc: StoredDocument, step: Step, baseUrl: string): DocumentDetail {
  const processed = step.status === "processed";
  return {
    ...listItem(doc, step),
    results: processed && step.results ? step.results.pages : [],
    thumbnails: processed
      ? Array.from({ length: doc.pageCount }, (_, i) => ({ page_number: i + 1, url: thumbnailUrl(baseUrl, doc.id, i + 1) }))
      : [],
  };
}

export function userObject(account: Account): Record<string, unknown> {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    verified: account.verified,
    type: account.tier,
    balance: account.balance,
    token: account.apiToken,
    updated_at: isoMicros(account.updatedAt),
  };
}
