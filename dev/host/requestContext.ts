// The load/sync machinery shared by the Word and Excel doubles, behaving like Office's proxy objects:
// every method call and property write is queued and only reaches the document at `context.sync()`;
// a property read before it was loaded and synced throws the same error Office throws. Each sync is
// counted and the size of its request (the JSON of the queued operations) recorded, so tests and the
// benchmark can hold the add-in to its sync budget and Excel on the web's 5 MB request limit.

export interface SyncStats {
  syncCount: number;
  /** Bytes of each sync's request, in order. */
  requestSizes: number[];
}

export function newSyncStats(): SyncStats {
  return { syncCount: 0, requestSizes: [] };
}

interface QueuedOperation {
  describe: unknown; // what would travel in the request (for its size)
  run: () => void;
}

export class RequestContextDouble {
  private queue: QueuedOperation[] = [];
  constructor(
    private readonly stats: SyncStats,
    private readonly afterSync: () => void = () => undefined,
  ) {}

  /** Queues an operation for the next sync. `describe` is what Office would serialise for it. */
  enqueue(describe: unknown, run: () => void): void {
    this.queue.push({ describe, run });
  }

  async sync(): Promise<void> {
    const batch = this.queue;
    this.queue = [];
    this.stats.syncCount += 1;
    this.stats.requestSizes.push(JSON.stringify(batch.map((op) => op.describe)).length);
    // Office runs a batch in order and stops at the first failure, rejecting the sync.
    for (const op of batch) op.run();
    this.afterSync();
    await Promise.resolve();
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
 */
export abstract class ClientObjectDouble {
  private readonly loadedValues = new Map<string, unknown>();
  protected abstract readonly scalarProperties: readonly string[];

  constructor(protected readonly context: RequestContextDouble) {}

  /** Reads one scalar property from the model; called at sync time for each loaded name. */
  protected abstract snapshot(property: string): unknown;

  load(option?: LoadOption): this {
    const names = loadNames(option, this.scalarProperties);
    this.context.enqueue({ load: names }, () => {
      for (const name of names) {
        // Collection paths such as "items/text" are loaded by the collection itself.
        if (name.includes("/")) continue;
        if (!this.scalarProperties.includes(name)) throw new Error(`The double does not implement property '${name}'.`);
        this.loadedValues.set(name, this.snapshot(name));
      }
      this.onLoaded(names);
    });
    return this;
  }

  /** Hook for collections to load their items. */
  protected onLoaded(_names: string[]): void {}

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

  toJSON(): Record<string, unknown> {
    return Object.fromEntries(this.loadedValues);
  }
}
