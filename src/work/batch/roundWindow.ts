// What a polling round covers (tracker.ts): the items whose documents it follows, the uploads whose outcome
// is unknown, and how far back its `updated_since` must look for every document it has to see.
import type { Timers } from "../../api/abort";
import { serviceDateMicros } from "../../api/parse";
import type { ServiceClock } from "./adoption";
import { OPEN_ON_SERVICE, type ItemRecord, type ItemStore } from "./itemStore";

export interface RoundWindow {
  since: string;
  sinceMicros: number;
  reconciles: boolean;
}

export class RoundScope {
  constructor(
    private readonly store: ItemStore,
    private readonly clock: ServiceClock,
    private readonly timers: Timers,
    /** Clock difference allowed before one has been learned (adoption.ts). */
    private readonly lookbackMs: number,
  ) {}

  /** Items whose documents the rounds follow. */
  followed(): ItemRecord[] {
    return this.store.items.filter((r) => r.documentId !== null && OPEN_ON_SERVICE.has(r.state) && !r.needsDetail);
  }

  /** Uploads whose outcome is unknown and that no round has settled yet. */
  unresolved(): ItemRecord[] {
    return this.store.items.filter((r) => r.state === "uploading" && unknownSince(r) !== null && r.documentId === null);
  }

  /** Lower bound (µs, service time) of when an item's document can have been created. */
  createdBoundMicros(r: ItemRecord): number {
    const created = r.createdAt === null ? null : serviceDateMicros(r.createdAt);
    if (created !== null) return created - 1000;
    const local = r.attempt?.startedAt ?? r.acceptedAt ?? this.timers.now();
    return this.clock.earliestServiceTime(local, this.lookbackMs) * 1000;
  }

  /** The round's `updated_since`, and what it covers. */
  window(cursor: string | null, reconcileWanted: boolean): RoundWindow {
    const cursorMicros = cursor === null ? null : serviceDateMicros(cursor);
    let sinceMicros = cursorMicros ?? Infinity;
    let reconciles = false;
    const bounds: number[] = this.unresolved().map((r) => this.createdBoundMicros(r));
    if (reconcileWanted || cursorMicros === null) {
      bounds.push(...this.followed().map((r) => this.createdBoundMicros(r)));
      reconciles = true;
    }
    for (const bound of bounds) sinceMicros = Math.min(sinceMicros, bound);
    if (!Number.isFinite(sinceMicros)) sinceMicros = (this.timers.now() - this.lookbackMs) * 1000;
    const since = cursorMicros !== null && sinceMicros === cursorMicros && cursor !== null ? cursor : isoMicros(sinceMicros);
    return { since, sinceMicros, reconciles };
  }
}

export function unknownSince(r: ItemRecord): number | null {
  return r.attempt?.unknownSince ?? null;
}

/** ISO 8601 with microseconds and Z, the way the service writes dates. */
export function isoMicros(micros: number): string {
  const ms = Math.floor(micros / 1000);
  const rest = Math.max(0, Math.round(micros - ms * 1000));
  return new Date(ms).toISOString().replace(/\.(\d{3})Z$/, (_, m: string) => `.${m}${String(rest).padStart(3, "0")}Z`);
}
