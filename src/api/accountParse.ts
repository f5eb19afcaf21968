// Tolerant parsing of the account-level responses: the user, extractors, translation languages and a
// top-up. Same rules as parse.ts: unknown fields ignored, missing ones neutral, unusable entries skipped,
// and only an answer that is not an object at all raises the client's "bad_response" error.
import { asObject, integer, parseServiceDate, text, type Unreadable } from "./jsonValues";
import type { Extractor, TopUpResult, TranslationLanguage, User } from "./types";

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

export function parseUser(value: unknown): User {
  const o = asObject(value, "account");
  // `token` is deliberately not read: see User.
  return {
    id: text(o.id),
    name: text(o.name),
    email: text(o.email),
    verified: o.verified === true,
    type: text(o.type),
    balance: integer(o.balance) ?? 0,
    updatedAt: parseServiceDate(o.updated_at),
  };
}

/** The list under `key`, or the body itself when a server sends a bare array. */
function listOf(value: unknown, key: string, what: Unreadable): unknown[] {
  if (Array.isArray(value)) return value;
  const o = asObject(value, what);
  const list = o[key];
  return Array.isArray(list) ? list : [];
}

/** GET /extractors: entries without an id cannot be used on upload and are left out. */
export function parseExtractors(value: unknown): Extractor[] {
  return listOf(value, "extractors", "extractors").flatMap((item): Extractor[] => {
    if (!isObject(item)) return [];
    const id = text(item.id);
    if (id === "") return [];
    return [{ id, name: text(item.name) || id, description: text(item.description) }];
  });
}

/** GET /translation-languages: entries without a code are left out; a missing label shows the code. */
export function parseTranslationLanguages(value: unknown): TranslationLanguage[] {
  return listOf(value, "languages", "languages").flatMap((item): TranslationLanguage[] => {
    if (!isObject(item)) return [];
    const code = text(item.code);
    return code === "" ? [] : [{ code, label: text(item.label) || code }];
  });
}

/** POST /credits/topup, 200. A missing `success` counts as success: the status already said so. */
export function parseTopUpResult(value: unknown): TopUpResult {
  const o = asObject(value, "topUp");
  return {
    success: o.success !== false,
    creditsPurchased: integer(o.credits_purchased) ?? 0,
    newBalance: integer(o.new_balance) ?? 0,
    amountCharged: text(o.amount_charged),
  };
}
