// GET /v3/documents: the caller's documents, filtered by status, action and updated_since, newest first (or
// most recently updated first with updated_since), in pages with the service's paginator fields.
import { parseIsoMicros } from "../clock";
import { STATUSES, type Status, type StoredDocument } from "../documents";
import { FieldErrors, json, type Reply } from "../http";
import { ACTIONS, type Action } from "../results/types";
import { listItem } from "../views";
import { integer, isAction } from "./documentParams";
import type { ApiContext } from "./route";

export function list(ctx: ApiContext): Reply {
  const q = ctx.url.searchParams;
  const invalid = new FieldErrors();
  const positive = (name: string, fallback: number, max: number): number => {
    const raw = q.get(name);
    if (raw === null || raw === "") return fallback;
    const value = integer(raw);
    if (value === undefined || value < 1 || value > max) {
      invalid.add(
        name,
        max === Number.MAX_SAFE_INTEGER
          ? `The ${name} must be a whole number of at least 1.`
          : `The ${name} must be a whole number from 1 to ${max}.`,
      );
      return fallback;
    }
    return value;
  };
  const perPage = positive("per_page", 50, 200);
  const page = positive("page", 1, Number.MAX_SAFE_INTEGER);
  const status = q.get("status") || undefined;
  if (status !== undefined && !(STATUSES as readonly string[]).includes(status)) {
    invalid.add("status", "The status must be new, queued, processing, processed or failed.");
  }
  const action = q.get("action") || undefined;
  if (action !== undefined && !isAction(action)) invalid.add("action", "The action must be transcribe, tables or extractor.");
  const rawSince = q.get("updated_since") || undefined;
  const since = rawSince === undefined ? undefined : parseIsoMicros(rawSince);
  if (rawSince !== undefined && since === undefined) {
    invalid.add("updated_since", "The updated_since must be an ISO 8601 date-time, e.g. 2026-01-31T12:00:00.000000Z.");
  }
  invalid.throwIfAny(422, "invalid_parameters", "Some query parameters are not valid; correct them and try again.");

  const matchesStatus = (doc: StoredDocument): boolean => {
    if (status === undefined) return true;
    // With an action, that action's step; without, any of the transcribe/tables/extractor steps (the spec).
    const steps = action !== undefined ? [doc.steps[action as Action]] : ACTIONS.map((a) => doc.steps[a]);
    return steps.some((step) => step?.status === (status as Status));
  };
  const docs = ctx.services.documents
    .ofAccount(ctx.principal.account.id)
    .filter((d) => (action === undefined || d.action === action) && matchesStatus(d))
    .filter((d) => since === undefined || d.updatedAt > since)
    .sort(
      since === undefined ? (a, b) => b.createdAt - a.createdAt || b.seq - a.seq : (a, b) => b.updatedAt - a.updatedAt || b.seq - a.seq,
    );

  const total = docs.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const slice = docs.slice((page - 1) * perPage, page * perPage);
  const pageUrl = (n: number): string => {
    const url = new URL(`${ctx.baseUrl}/documents`);
    for (const [k, v] of q) url.searchParams.append(k, v);
    url.searchParams.set("page", String(n));
    return url.toString();
  };
  return json(200, {
    documents: slice.map((d) => listItem(d)),
    current_page: page,
    // Like the service's paginator: 1-based positions, null when the page is empty.
    from: slice.length > 0 ? (page - 1) * perPage + 1 : null,
    to: slice.length > 0 ? (page - 1) * perPage + slice.length : null,
    total,
    per_page: perPage,
    last_page: lastPage,
    next_page_url: page < lastPage ? pageUrl(page + 1) : null,
    prev_page_url: page > 1 ? pageUrl(page - 1) : null,
  });
}
