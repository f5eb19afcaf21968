// The shapes of the Excel double's workbook data (sheets of cells, tables, pictures) and the errors its model
// and API double raise, in one place so the model, its helpers, the API double and the preview share them.
import { RichApiErrorDouble } from "./requestContext";

export type CellType = "String" | "Double" | "Boolean" | "Formula" | "Error";

export interface CellModel {
  type: CellType;
  /** The value as text: for Formula cells the formula itself (the double does not calculate). */
  value: string;
  numberFormat: string;
  /** The entry began with a quote prefix ('), which made it text; the prefix is not part of the value. */
  quotePrefix: boolean;
  bold?: boolean;
  wrap?: boolean;
  /** The cell's fill colour ("#RRGGBB"), when it has one. */
  fill?: string;
  /** A note (ExcelApi 1.18) or a comment (ExcelApi 1.10) on the cell: Excel keeps one or the other, not both. */
  note?: { kind: "note" | "comment"; text: string };
}

export interface Bounds {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

export interface ExcelTableModel {
  id: string;
  name: string;
  sheetId: string;
  /** The whole table, header row (and totals row, when shown) included. */
  bounds: Bounds;
  showHeaders: boolean;
  /** A totals row is the table's last row: new rows go above it. */
  showTotals?: boolean;
  style: string;
}

export interface ShapeModel {
  id: string;
  name: string;
  type: "Image" | "GeometricShape";
  /** Base64 of a PNG (what getAsImage returns in the double, whatever format is asked for). */
  base64: string;
}

export interface SheetModel {
  id: string;
  name: string;
  /** cells[row][column], 0-based; missing cells are empty. */
  cells: (CellModel | undefined)[][];
  shapes: ShapeModel[];
}

/** Errors the model raises are Office's own (a rejected sync with a RichApi.Error and its code). */
export class ExcelModelError extends RichApiErrorDouble {}

/** Office's error for a proxy object whose target is gone or was never there. */
export function notFound(what: string): ExcelModelError {
  return new ExcelModelError("ItemNotFound", `The requested resource doesn't exist (${what}).`);
}
