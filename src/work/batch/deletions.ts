// Documents the user deleted from the History (issue 20, defect 6), told to every pane of the account: a
// pane whose item has such a document stops following it and says "Deleted from History" (never "failed",
// never "send it again"). Told twice over: a message to the panes open now (BroadcastChannel), so they learn
// at once, and a record in storage (`<key>:deleted:<document id>`), read by panes that open later or whose
// webview has no BroadcastChannel (and by the others' scans every 2 s). Records go after a week, like
// settled items, and with the account's saved queue at sign-out.
import type { Action } from "../../api";
import type { QueueStorage } from "./queueStorage";

/** A document deleted from the History: enough to recognise an upload whose outcome was unknown. */
export interface DeletedDocument {
  id: string;
  fileName: string;
  action: Action | { unknown: string };
  /** The service's created_at, when known. */
  createdAt: Date | null;
}

/** Tells the account's other open panes, and hears them. */
export interface PaneNotices {
  send(deleted: readonly DeletedDocument[]): void;
  /** Returns the unsubscribe. */
  listen(handler: (deleted: DeletedDocument[]) => void): () => void;
  close(): void;
}

interface WireDocument {
  id: string;
  fileName: string;
  action: string | { unknown: string };
  createdAt: string | null;
  /** When the record was made (pruning). */
  at?: number;
}

const toWire = (d: DeletedDocument, at?: number): WireDocument => ({
  id: d.id,
  fileName: d.fileName,
  action: d.action,
  createdAt: d.createdAt === null ? null : d.createdAt.toISOString(),
  ...(at === undefined ? {} : { at }),
});

function fromWire(value: unknown): (DeletedDocument & { at: number | null }) | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Partial<WireDocument>;
  if (typeof v.id !== "string" || typeof v.fileName !== "string") return null;
  const action = typeof v.action === "string" ? (v.action as Action) : typeof v.action === "object" && v.action !== null ? v.action : null;
  if (action === null) return null;
  const created = typeof v.createdAt === "string" ? new Date(v.createdAt) : null;
  return {
    id: v.id,
    fileName: v.fileName,
    action,
    createdAt: created !== null && !Number.isNaN(created.getTime()) ? created : null,
    at: typeof v.at === "number" ? v.at : null,
  };
}

const recordPrefix = (key: string): string => `${key}:deleted:`;

/** Records deletions for the panes that are not listening now. Storage that refuses: the messages still go. */
export function recordDeletions(storage: QueueStorage, key: string, deleted: readonly DeletedDocument[], now: number): void {
  for (const d of deleted) {
    try {
      storage.setItem(recordPrefix(key) + d.id, JSON.stringify(toWire(d, now)));
    } catch {
      return;
    }
  }
}

/** The deletions recorded for the account; those older than `keepSince` are removed on the way. */
export function readDeletions(storage: QueueStorage, key: string, keepSince: number): DeletedDocument[] {
  if (typeof storage.key !== "function" || typeof storage.length !== "number") return [];
  const prefix = recordPrefix(key);
  const found: DeletedDocument[] = [];
  const expired: string[] = [];
  try {
    for (let i = 0; i < storage.length; i++) {
      const k = storage.key(i);
      if (k === null || !k.startsWith(prefix)) continue;
      const parsed = fromWire(JSON.parse(storage.getItem(k) ?? "null"));
      if (parsed === null || (parsed.at !== null && parsed.at < keepSince)) expired.push(k);
      else found.push({ id: parsed.id, fileName: parsed.fileName, action: parsed.action, createdAt: parsed.createdAt });
    }
    for (const k of expired) storage.removeItem(k);
  } catch {
    // Unreadable storage: the messages are all there is.
  }
  return found;
}

interface Channel {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  unref?: () => void;
}

/** Messages between the panes of this origin (BroadcastChannel), or null where the webview has none. */
export function broadcastNotices(name: string): PaneNotices | null {
  const Make = (globalThis as { BroadcastChannel?: new (name: string) => Channel }).BroadcastChannel;
  if (typeof Make !== "function") return null;
  let channel: Channel;
  try {
    channel = new Make(`transcribe.notices:${name}`);
  } catch {
    return null;
  }
  // Node (tests, tools) would otherwise stay up for the channel.
  channel.unref?.();
  const handlers = new Set<(deleted: DeletedDocument[]) => void>();
  channel.onmessage = (event) => {
    const data = event.data as { deleted?: unknown } | null;
    if (!data || !Array.isArray(data.deleted)) return;
    const deleted = data.deleted.map(fromWire).filter((d): d is DeletedDocument & { at: number | null } => d !== null);
    for (const handler of handlers) handler(deleted.map(({ id, fileName, action, createdAt }) => ({ id, fileName, action, createdAt })));
  };
  return {
    send: (deleted) => {
      try {
        channel.postMessage({ deleted: deleted.map((d) => toWire(d)) });
      } catch {
        // The records in storage reach the other panes at their next look.
      }
    },
    listen: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    close: () => {
      handlers.clear();
      channel.close();
    },
  };
}

/** Panes of one realm (tests, benchmarks): a bus delivering at once to every other listener. */
export function inProcessNotices(): () => PaneNotices {
  const all = new Set<(deleted: DeletedDocument[]) => void>();
  return () => {
    const mine = new Set<(deleted: DeletedDocument[]) => void>();
    return {
      send: (deleted) => {
        for (const handler of all) if (!mine.has(handler)) handler([...deleted]);
      },
      listen: (handler) => {
        mine.add(handler);
        all.add(handler);
        return () => {
          mine.delete(handler);
          all.delete(handler);
        };
      },
      close: () => {
        for (const handler of mine) all.delete(handler);
        mine.clear();
      },
    };
  };
}
