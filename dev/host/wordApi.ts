// A double of the part of the Word JavaScript API the add-in calls, over WordDocumentModel, with Office's
// load/sync rules (requestContext.ts). Grow it alongside src/office: every Word call the add-in makes must
// exist here, or the preview and the end-to-end tests cannot run it.
import { ClientObjectDouble, RequestContextDouble, type SyncStats } from "./requestContext";
import type { TextRange, WordDocumentModel } from "./wordModel";

type InsertLocation = "Replace" | "Start" | "End" | "Before" | "After";

/** A reference filled in when the operation that produces it runs at sync time. */
class Ref<T> {
  private value: T | undefined;
  set(value: T): void {
    this.value = value;
  }
  get(): T {
    if (this.value === undefined) throw new Error("The object is used before the batch that creates it was synced.");
    return this.value;
  }
}

export class WordRequestContextDouble extends RequestContextDouble {
  readonly document: DocumentDouble;
  constructor(
    readonly model: WordDocumentModel,
    stats: SyncStats,
  ) {
    super(stats, () => model.notify());
    this.document = new DocumentDouble(this);
  }
}

class DocumentDouble extends ClientObjectDouble {
  protected readonly scalarProperties = [] as const;
  readonly body: RangeDouble;
  constructor(private readonly ctx: WordRequestContextDouble) {
    super(ctx);
    // The body always spans the whole document, whatever happened before.
    this.body = new RangeDouble(ctx, () => ctx.model.wholeBody());
  }
  protected snapshot(): unknown {
    return undefined;
  }
  getSelection(): RangeDouble {
    const ref = new Ref<TextRange>();
    this.ctx.enqueue({ method: "getSelection" }, () => ref.set(structuredClone(this.ctx.model.selection)));
    return new RangeDouble(this.ctx, () => ref.get());
  }
}

/** A range of the document; `resolve` finds it in the model at sync time. */
class RangeDouble extends ClientObjectDouble {
  protected readonly scalarProperties = ["text", "isEmpty"] as const;
  constructor(
    private readonly ctx: WordRequestContextDouble,
    private readonly resolve: () => TextRange,
  ) {
    super(ctx);
  }
  protected snapshot(property: string): unknown {
    const range = this.resolve();
    if (property === "text") return this.ctx.model.textOf(range);
    return range.start.paragraph === range.end.paragraph && range.start.offset === range.end.offset;
  }
  get text(): string {
    return this.loaded("text");
  }
  get isEmpty(): boolean {
    return this.loaded("isEmpty");
  }

  insertText(text: string, location: InsertLocation): RangeDouble {
    const result = new Ref<TextRange>();
    this.ctx.enqueue({ method: "insertText", text, location }, () => {
      const model = this.ctx.model;
      const range = this.resolve();
      let at = range.end;
      if (location === "Replace") at = model.deleteRange(range);
      else if (location === "Start" || location === "Before") at = range.start;
      const inserted = model.insertText(at, text);
      result.set(inserted);
      // Like typing, the cursor ends up after the inserted text (a simplification of Word's behaviour).
      model.selection = { start: inserted.end, end: inserted.end };
    });
    return new RangeDouble(this.ctx, () => result.get());
  }
}

export interface WordNamespaceDouble {
  run<T>(batch: (context: WordRequestContextDouble) => Promise<T>): Promise<T>;
  InsertLocation: Record<"replace" | "start" | "end" | "before" | "after", InsertLocation>;
}

export function createWordNamespace(model: WordDocumentModel, stats: SyncStats): WordNamespaceDouble {
  return {
    run: async (batch) => batch(new WordRequestContextDouble(model, stats)),
    InsertLocation: { replace: "Replace", start: "Start", end: "End", before: "Before", after: "After" },
  };
}
