// What the /v3/documents handlers share: reading an action or a whole number from a field, and finding the
// caller's own document (404 when unknown, 403 when another account's, as the spec's table says).
import { ApiError } from "../http";
import type { StoredDocument } from "../documents";
import { ACTIONS, type Action } from "../results/types";
import type { ApiContext } from "./route";

export function isAction(value: string): value is Action {
  return (ACTIONS as readonly string[]).includes(value);
}

export function integer(text: string): number | undefined {
  return /^\s*-?\d+\s*$/.test(text) ? Number(text) : undefined;
}

/** The caller's document, or 404 (unknown) / 403 (another account's), as the spec's table says. */
export function ownDocument(ctx: ApiContext, id: string): StoredDocument {
  const doc = ctx.services.documents.get(id);
  if (!doc)
    throw new ApiError(404, "document_not_found", "This document does not exist. It may have been deleted, automatically or by someone.");
  if (doc.accountId !== ctx.principal.account.id) {
    throw new ApiError(403, "forbidden", "This document belongs to another account. Sign in with the account that uploaded it.");
  }
  return doc;
}
