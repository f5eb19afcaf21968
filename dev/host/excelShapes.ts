// Pictures of the Excel double (worksheet.shapes, the active shape): their id, name and type, and the image
// getAsImage returns, so the add-in can read a picture the user selected in the sheet.
import type { ExcelRequestContextDouble } from "./excelApi";
import { ExcelModelError, notFound, type ShapeModel, type SheetModel } from "./excelModelTypes";
import { ClientObjectDouble, ClientResultDouble, CollectionDouble, Ref } from "./requestContext";

export class ShapeCollectionDouble extends CollectionDouble<ShapeDouble> {
  constructor(
    private readonly ctx: ExcelRequestContextDouble,
    private readonly sheet: () => SheetModel,
  ) {
    super(ctx);
  }
  protected currentItems(): ShapeDouble[] {
    return this.sheet().shapes.map((s) => new ShapeDouble(this.ctx, s.id));
  }
  getItem(id: string): ShapeDouble {
    return new ShapeDouble(this.ctx, id);
  }
}

export class ShapeDouble extends ClientObjectDouble {
  protected readonly scalarProperties = ["id", "name", "type", "altTextDescription"] as const;
  constructor(
    private readonly ctx: ExcelRequestContextDouble,
    private readonly shapeId: string | Ref<string | null>,
  ) {
    super(ctx);
  }
  private idNow(): string | null {
    return this.shapeId instanceof Ref ? this.shapeId.get() : this.shapeId;
  }
  private target(): ShapeModel {
    const id = this.idNow();
    const hit = id === null ? undefined : this.ctx.model.shape(id);
    if (!hit) throw notFound("shape");
    return hit.shape;
  }
  protected override isNull(): boolean {
    return this.idNow() === null;
  }
  protected snapshot(property: string): unknown {
    const shape = this.target();
    if (property === "altTextDescription") return "";
    return shape[property as "id" | "name" | "type"];
  }
  get id(): string {
    return this.loaded("id");
  }
  get name(): string {
    return this.loaded("name");
  }
  get type(): string {
    return this.loaded("type");
  }
  getAsImage(format: string): ClientResultDouble<string> {
    const result = new ClientResultDouble<string>();
    this.ctx.enqueue({ method: "getAsImage", format }, () => {
      if (!["PNG", "JPEG", "GIF", "BMP"].includes(format))
        throw new ExcelModelError("InvalidArgument", `getAsImage does not support ${format}.`);
      result.resolve(this.target().base64);
    });
    return result;
  }
}
