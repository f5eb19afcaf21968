// A picture already in the workbook as input: the selected picture (Workbook.getActiveShapeOrNullObject,
// ExcelApi 1.19) or one chosen from the pictures on the active sheet (ExcelApi 1.9), converted with
// Shape.getAsImage("PNG") and returned as an image file ready for upload.
import { t } from "../i18n/messages";
import { pictureFile, type PictureOutcome } from "./base64";
import { excelActivePicture, excelPictures } from "./requirements";

export interface SheetPicture {
  id: string;
  name: string;
}

export type PictureList = { ok: true; pictures: SheetPicture[]; canUseSelection: boolean } | { ok: false; reason: string };

/** The pictures on the active sheet, to choose from when the selected one cannot be read directly. */
export async function listExcelPictures(): Promise<PictureList> {
  const capability = excelPictures();
  if (!capability.supported) return { ok: false, reason: capability.reason ?? t("results.office.noPictures") };
  return Excel.run(async (context) => {
    const shapes = context.workbook.worksheets.getActiveWorksheet().shapes;
    shapes.load("items/id,items/name,items/type");
    await context.sync();
    const pictures = shapes.items.filter((s) => s.type === "Image").map((s) => ({ id: s.id, name: s.name }));
    return { ok: true, pictures, canUseSelection: excelActivePicture() };
  });
}

/** The picture with the given id, or (with no id) the selected picture. */
export async function readExcelPicture(shapeId?: string): Promise<PictureOutcome> {
  const capability = excelPictures();
  if (!capability.supported) return { ok: false, reason: capability.reason ?? t("results.office.noPictures") };
  if (shapeId === undefined && !excelActivePicture()) return { ok: false, reason: t("results.office.noSelectedPicture") };
  return Excel.run(async (context) => {
    let shape: Excel.Shape;
    if (shapeId === undefined) {
      shape = context.workbook.getActiveShapeOrNullObject();
      shape.load("name,type");
      await context.sync();
      if (shape.isNullObject || shape.type !== "Image") return { ok: false, reason: t("results.office.selectExcelPicture") };
    } else {
      shape = context.workbook.worksheets.getActiveWorksheet().shapes.getItem(shapeId);
      shape.load("name");
    }
    const image = shape.getAsImage("PNG");
    await context.sync();
    // A ClientResult, read after the sync that fills it; the rule takes the get* method for a proxy getter.
    // eslint-disable-next-line office-addins/load-object-before-read
    return pictureFile(image.value, shape.name.replace(/\s+/g, "-").toLowerCase() || "picture");
  });
}
