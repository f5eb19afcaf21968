// A collection of the Word double whose items are found among some blocks at sync time (paragraphs, tables,
// inline pictures of a range), with Office's getFirst / getLast and their *OrNullObject forms.
import type { WordRequestContextDouble } from "./wordApi";
import type { Block } from "./wordModel";
import { CollectionDouble, Ref, RichApiErrorDouble, type ClientObjectDouble } from "./requestContext";

/** The block an item stands for: known at once, or found by a getFirst / getLast when the batch runs. */
export function blockTarget<B>(block: B | Ref<B | null>): B | null {
  return block instanceof Ref ? block.get() : block;
}

/** A collection whose items are found among some blocks at sync time. */
export abstract class BlockCollectionDouble<T extends ClientObjectDouble, B extends Block> extends CollectionDouble<T> {
  constructor(
    protected readonly ctx: WordRequestContextDouble,
    private readonly blocks: () => Block[],
  ) {
    super(ctx);
  }
  protected abstract accepts(block: Block): block is B;
  protected abstract wrap(block: B | Ref<B | null>): T;
  protected matching(): B[] {
    return this.blocks().filter((b): b is B => this.accepts(b));
  }
  protected currentItems(): T[] {
    return this.matching().map((b) => this.wrap(b));
  }
  private pick(which: "first" | "last", orNull: boolean): T {
    const ref = new Ref<B | null>();
    this.ctx.enqueue({ method: which === "first" ? "getFirst" : "getLast", orNull }, () => {
      const items = this.matching();
      const hit = (which === "first" ? items[0] : items[items.length - 1]) ?? null;
      if (hit === null && !orNull) throw new RichApiErrorDouble("ItemNotFound", "The collection is empty.");
      ref.set(hit);
    });
    const item = this.wrap(ref);
    return orNull ? item.trackNull() : item;
  }
  getFirst(): T {
    return this.pick("first", false);
  }
  getLast(): T {
    return this.pick("last", false);
  }
  getFirstOrNullObject(): T {
    return this.pick("first", true);
  }
  getLastOrNullObject(): T {
    return this.pick("last", true);
  }
}
