// What the task pane and the review's larger window (an Office dialog) say to each other. Office carries only
// strings, so messages are JSON, cut into parts (a 10,000-row table is megabytes; one Office message is kept
// small) and put together again on arrival. Everything received is checked before it is believed. Plain code.
import type { ResultModel } from "../../results/model";
import type { AppendCheckTarget, FlagPlace } from "../../results/checks/types";
import { parseMapping } from "../../results/mapping/mappingJson";
import type { TargetKind } from "../../results/mapping/typeFit";
import type { ReviewEdit } from "../../results/review/types";
import type { NumberCulture } from "../../results/numbers/cellValues";

export const REVIEW_CHANNEL = "transcribe-review";
/** Characters per part. */
export const PART_SIZE = 60_000;

/** The pane opens the window with the result and the edits made so far. */
export interface OpenMessage {
  type: "open";
  fileName: string;
  model: ResultModel;
  edits: ReviewEdit[];
  /** How the workbook reads numbers, for the window's checks (null: unknown). */
  culture: NumberCulture | null;
  /** The pane can send page pictures (the window shows the page beside the review, issue 36). */
  pages?: boolean;
  /** The user's table the result is about to be appended to: the window flags what would not fit, as the pane does. */
  target?: AppendCheckTarget;
}

/**
 * The pane's answer to a page asked for: its picture as a data URL (the window cannot fetch it: the user's
 * credentials stay in the pane), or null when it could not be fetched.
 */
export interface PictureMessage {
  type: "picture";
  page: number;
  picture: string | null;
}

/**
 * The window: loaded and listening; its edits (all of them, from the service's reading); done with it; the
 * picture of a page it wants to show.
 */
export type WindowMessage =
  { type: "ready" } | { type: "edits"; edits: ReviewEdit[] } | { type: "done"; edits: ReviewEdit[] } | { type: "page"; page: number };

interface Part {
  channel: typeof REVIEW_CHANNEL;
  id: string;
  index: number;
  count: number;
  text: string;
}

let sent = 0;

/** One message as the strings to send, in order. */
export function toParts(message: OpenMessage | PictureMessage | WindowMessage, size = PART_SIZE): string[] {
  const json = JSON.stringify(message);
  const id = `${Date.now().toString(36)}-${(sent++).toString(36)}`;
  const count = Math.max(1, Math.ceil(json.length / size));
  return Array.from({ length: count }, (_, index) =>
    JSON.stringify({ channel: REVIEW_CHANNEL, id, index, count, text: json.slice(index * size, (index + 1) * size) } satisfies Part),
  );
}

function asPart(raw: string): Part | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const p = value as Record<string, unknown>;
    const ok =
      p.channel === REVIEW_CHANNEL &&
      typeof p.id === "string" &&
      Number.isInteger(p.index) &&
      Number.isInteger(p.count) &&
      typeof p.text === "string" &&
      (p.count as number) > 0 &&
      (p.index as number) >= 0 &&
      (p.index as number) < (p.count as number);
    return ok ? (value as Part) : null;
  } catch {
    return null;
  }
}

/** Puts parts together: `take` gives the whole message (parsed JSON) once its last part has arrived. */
export class PartsReader {
  private readonly pending = new Map<string, string[]>();

  take(raw: string): unknown {
    const part = asPart(raw);
    if (!part) return undefined;
    const texts = this.pending.get(part.id) ?? new Array<string>(part.count);
    texts[part.index] = part.text;
    if (texts.filter((t) => t !== undefined).length < part.count) {
      this.pending.set(part.id, texts);
      return undefined;
    }
    this.pending.delete(part.id);
    try {
      return JSON.parse(texts.join("")) as unknown;
    } catch {
      return undefined;
    }
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isInt = (v: unknown): v is number => Number.isInteger(v);
const isText = (v: unknown): v is string => typeof v === "string";
const isBool = (v: unknown): v is boolean => typeof v === "boolean";

function isPlace(v: unknown): v is FlagPlace {
  if (!isObject(v)) return false;
  if (v.kind === "cell") return isText(v.table) && isInt(v.row) && isInt(v.column);
  if (v.kind === "pair") return isInt(v.pair);
  return v.kind === "field" && isInt(v.record) && isText(v.field);
}

function isEdit(v: unknown): v is ReviewEdit {
  if (!isObject(v)) return false;
  switch (v.op) {
    case "setCell":
      return isText(v.table) && isInt(v.row) && isInt(v.column) && isText(v.value);
    case "deleteRow":
    case "restoreRow":
      return isText(v.table) && isInt(v.row);
    case "deleteColumn":
    case "restoreColumn":
      return isText(v.table) && isInt(v.column);
    case "header":
      return isText(v.table) && isBool(v.on);
    case "chooseTable":
      return isText(v.table) && isBool(v.chosen);
    case "join":
    case "split":
      return isText(v.table);
    case "setPair":
      return isInt(v.pair) && (v.part === "key" || v.part === "value") && isText(v.value);
    case "choosePair":
      return isInt(v.pair) && isBool(v.chosen);
    case "setField":
      return isInt(v.record) && isText(v.field) && isText(v.value);
    case "skipRecord":
      return isInt(v.record) && isBool(v.skipped);
    case "setPage":
      return isInt(v.page) && (v.part === "text" || v.part === "translation") && isText(v.value);
    case "choosePage":
      return isInt(v.page) && isBool(v.chosen);
    case "markChecked":
      return isPlace(v.place) && isText(v.text) && isBool(v.checked);
    case "together":
      return Array.isArray(v.edits) && v.edits.every(isEdit);
    default:
      return false;
  }
}

/** The edits, when every one is a well-formed edit; null otherwise. */
export function parseEdits(value: unknown): ReviewEdit[] | null {
  return Array.isArray(value) && value.every(isEdit) ? (value as ReviewEdit[]) : null;
}

/** A message from the window, or null when it is none. */
export function parseWindowMessage(value: unknown): WindowMessage | null {
  if (!isObject(value)) return null;
  if (value.type === "ready") return { type: "ready" };
  if (value.type === "page") return isInt(value.page) && value.page >= 1 ? { type: "page", page: value.page } : null;
  if (value.type === "edits" || value.type === "done") {
    const edits = parseEdits(value.edits);
    return edits ? { type: value.type, edits } : null;
  }
  return null;
}

function isModel(v: unknown): v is ResultModel {
  if (!isObject(v)) return false;
  const inner = v.kind === "tables" ? v.tables : v.kind === "records" ? v.records : v.kind === "transcript" ? v.transcript : null;
  if (!isObject(inner) || !isText(inner.documentId) || !isText(inner.fileName)) return false;
  if (v.kind === "tables") return Array.isArray(inner.tables) && Array.isArray(inner.keyValuePairs);
  if (v.kind === "records") return Array.isArray(inner.fields) && Array.isArray(inner.records);
  return Array.isArray(inner.pages);
}

function parseCulture(v: unknown): NumberCulture | null {
  if (!isObject(v) || (v.decimal !== "." && v.decimal !== ",") || !isText(v.group)) return null;
  return { decimal: v.decimal, group: v.group, source: v.source === "workbook" ? "workbook" : "language" };
}

const TARGET_KINDS: readonly unknown[] = ["number", "date", "text", "any"] satisfies TargetKind[];

function parseTarget(v: unknown): AppendCheckTarget | null {
  if (!isObject(v) || !isText(v.layout) || !Array.isArray(v.headings) || !Array.isArray(v.kinds)) return null;
  const mapping = parseMapping(v.mapping);
  if (!mapping || !v.headings.every(isText) || !v.kinds.every((k) => TARGET_KINDS.includes(k))) return null;
  return { headings: v.headings as string[], kinds: v.kinds as TargetKind[], mapping, layout: v.layout };
}

/** The pane's opening message, or null when it is none. */
export function parseOpenMessage(value: unknown): OpenMessage | null {
  if (!isObject(value) || value.type !== "open" || !isText(value.fileName) || !isModel(value.model)) return null;
  const edits = parseEdits(value.edits);
  if (!edits) return null;
  const target = parseTarget(value.target);
  return {
    type: "open",
    fileName: value.fileName,
    model: value.model,
    edits,
    culture: parseCulture(value.culture),
    ...(value.pages === true ? { pages: true } : {}),
    ...(target ? { target } : {}),
  };
}

/** A page's picture from the pane (only an image's data URL is believed), or null when it is none. */
export function parsePictureMessage(value: unknown): PictureMessage | null {
  if (!isObject(value) || value.type !== "picture" || !isInt(value.page)) return null;
  if (value.picture === null) return { type: "picture", page: value.page, picture: null };
  return isText(value.picture) && /^data:image\/(png|jpeg|gif|webp);base64,/.test(value.picture)
    ? { type: "picture", page: value.page, picture: value.picture }
    : null;
}
