// The load/sync machinery shared by the Word and Excel doubles, behaving like Office's proxy objects:
// every method call and property write is queued and only reaches the document at `context.sync()`;
// a property read before it was loaded and synced throws the same error Office throws. Each sync is
// counted and the size of its request (the UTF-8 bytes of the JSON of the queued operations) recorded, so
// tests and the benchmark can hold the add-in to its sync budget. When a request limit is set (Excel on the
// web refuses requests over 5 MB), a bigger request fails the sync as Office does, before anything changes.

export interface SyncStats {
  syncCount: number;
  /** Bytes of each sync's request, in order. */
  requestSizes: number[];
}

export function newSyncStats(): SyncStats {
  return { syncCount: 0, requestSizes: [] };
}

/** Largest request so far, in bytes (0 before the first sync). */
export function largestRequest(stats: SyncStats): number {
  return stats.requestSizes.reduce((max, size) => Math.max(max, size), 0);
}

/** The error Office.js rejects a sync with (OfficeExtension.Error: name "RichApi.Error", a code). */
export class RichApiErrorDouble extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "RichApi.Error";
  }
}

interface QueuedOperation {
  describe: unknown; // what would travel in the request (for its size)
  run: () => void | Promise<void>;
}

const encoder = new TextEncoder();

export class RequestContextDouble {
  private queue: QueuedOperation[] = [];
  constructor(
    private readonly stats: SyncStats,
    private readonly afterSync: () => void = () => undefined,
    private readonly requestLimitBytes: number | null = null,
  ) {}

  /** Queues an operation for the next sync. `describe` is what Office would serialise for it. */
  enqueue(describe: unknown, run: () => void | Promise<void>): void {
    this.queue.push({ describe, run });
  }

  async sync(): Promise<void> {
    const batch = this.queue;
    this.queue = [];
    this.stats.syncCount += 1;
    const size = encoder.encode(JSON.stringify(batch.map((op) => op.describe))).length;
    this.stats.requestSizes.push(size);
    if (this.requestLimitBytes !== null && size > this.requestLimitBytes) {
      throw new RichApiErrorDouble(
        "RequestPayloadSizeLimitExceeded",
        `The request payload size has exceeded the limit (${size} bytes; the limit is ${this.requestLimitBytes}).`,
      );
    }
    // Office runs a batch in order and stops at the first failure, rejecting the sync.
    try {
      for (const op of batch) await op.run();
    } finally {
      this.afterSync();
    }
  }

  /** Office.js exposes this to let callers keep objects alive across batches; the double needs nothing. */
  trackedObjects = { add: (): void => undefined, remove: (): void => undefined };
}

export class PropertyNotLoadedError extends Error {
  constructor(property: string) {
    super(
      `The property '${property}' is not available. Before reading the property's value, call the load method on the containing object and call "context.sync()" on the associated request context.`,
    );
    this.name = "PropertyNotLoaded";
  }
}

/** OfficeExtension.ClientResult: `value` is readable once the sync that computes it has run. */
export class ClientResultDouble<T> {
  private set = false;
  private result: T | undefined;
  resolve(value: T): void {
    this.result = value;
    this.set = true;
  }
  get value(): T {
    if (!this.set) throw new PropertyNotLoadedError("value");
    return this.result as T;
  }
}

/** A reference filled in when the operation that produces it runs at sync time. */
export class Ref<T> {
  private value: T | undefined;
  private filled = false;
  set(value: T): void {
    this.value = value;
    this.filled = true;
  }
  get(): T {
    if (!this.filled) throw new Error("The object is used before the batch that creates it was synced.");
    return this.value as T;
  }
  get isSet(): boolean {
    return this.filled;
  }
}

type LoadOption = string | string[] | { select?: string | string[] } | undefined;

function loadNames(option: LoadOption, all: readonly string[]): string[] {
  if (option === undefined) return [...all];
  const raw = typeof option === "string" || Array.isArray(option) ? option : (option.select ?? [...all]);
  const list = typeof raw === "string" ? raw.split(",") : raw;
  return list.map((name) => name.trim()).filter((name) => name !== "");
}

/**
 * Base of every proxy object. Subclasses name their scalar properties and say how to read each from the
 * model at sync time; reads go through `loaded()`, which throws until a load has been synced.
 * Objects made by an *OrNullObject method say whether they found their target (`isNullObject`, readable
 * after the next sync, as in Office).
 */
export abstract class ClientObjectDouble {
  private readonly loadedValues = new Map<string, unknown>();
  private nullState: boolean | undefined;
  protected abstract readonly scalarProperties: readonly string[];

  constructor(protected readonly context: RequestContextDouble) {}

  /** Reads one scalar property from the model; called at sync time for each loaded name. */
  protected abstract snapshot(property: string): unknown;

  /** Whether the target is missing (only *OrNullObject objects are ever null). */
  protected isNull(): boolean {
    return false;
  }

  /** Called by *OrNullObject methods: records at the next sync whether the object is null. */
  trackNull(): this {
    this.context.enqueue({ method: "orNullObject" }, () => {
      this.nullState = this.isNull();
    });
    return this;
  }

  get isNullObject(): boolean {
    if (this.nullState === undefined) {
      // Objects not made by an *OrNullObject method are never null; Office still wants a sync first.
      throw new PropertyNotLoadedError("isNullObject");
    }
    return this.nullState;
  }

  load(option?: LoadOption): this {
    const names = loadNames(option, this.scalarProperties);
    this.context.enqueue({ load: names }, () => {
      const isNull = this.isNull();
      this.nullState ??= isNull;
      for (const name of names) {
        // Collection paths such as "items/text" are loaded by the collection itself.
        if (name.includes("/") || name === "items") continue;
        if (!this.scalarProperties.includes(name)) throw new Error(`The double does not implement property '${name}'.`);
        this.loadedValues.set(name, isNull ? null : this.snapshot(name));
      }
      if (!isNull) this.onLoaded(names);
    });
    return this;
  }

  /** Hook for collections to load their items. */
  protected onLoaded(_names: string[]): void {}

  /** Loads properties at once (collections call it for their items while their own load runs at sync time). */
  loadNow(names?: readonly string[]): void {
    this.nullState ??= false;
    for (const name of names ?? this.scalarProperties) {
      if (!this.scalarProperties.includes(name)) throw new Error(`The double does not implement property '${name}'.`);
      this.loadedValues.set(name, this.snapshot(name));
    }
  }

  protected loaded<T>(property: string): T {
    if (!this.loadedValues.has(property)) throw new PropertyNotLoadedError(property);
    return this.loadedValues.get(property) as T;
  }

  /** A property write: queued like every other change. */
  protected write(property: string, value: unknown, apply: () => void): void {
    this.context.enqueue({ set: property, value }, () => {
      apply();
      this.loadedValues.set(property, value);
    });
  }

  /** Makes a property readable without a load (values Office returns with the object, e.g. after a write). */
  protected remember(property: string, value: unknown): void {
    this.loadedValues.set(property, value);
  }

  toJSON(): Record<string, unknown> {
    return Object.fromEntries(this.loadedValues);
  }
}

/**
 * A collection proxy: `items` is readable after a load of "items" (or "items/<prop>") and a sync; each item
 * then has the listed properties loaded.
 */
export abstract class CollectionDouble<T extends ClientObjectDouble> extends ClientObjectDouble {
  protected readonly scalarProperties: readonly string[] = [];
  private loadedItems: T[] | undefined;

  protected snapshot(): unknown {
    return undefined;
  }

  /** The items as they are in the model at sync time. */
  protected abstract currentItems(): T[];

  protected override onLoaded(names: string[]): void {
    const itemProperties = names.filter((n) => n.startsWith("items/")).map((n) => n.slice("items/".length));
    const items = this.currentItems();
    this.loadedItems = items;
    if (itemProperties.length > 0 || names.includes("items")) {
      for (const item of items) {
        // Load each item's properties right away (this code already runs at sync time).
        item.loadNow(itemProperties.length > 0 ? itemProperties : undefined);
      }
    }
  }

  get items(): T[] {
    if (this.loadedItems === undefined) throw new PropertyNotLoadedError("items");
    return this.loadedItems;
  }
}
