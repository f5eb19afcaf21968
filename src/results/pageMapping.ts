// Page numbers back to the original file (issue 22). When only some pages of a file were sent, the service
// numbers the pages of the smaller file it received (1, 2, 3); the user knows them as pages 12, 13 and 14 of
// the original. `sentPages[n - 1]` is the original number of the sent file's page n: every page number of a
// result (transcript pages and their translation, tables, key/value pairs, extractor records, thumbnails) goes
// through it once, before anything is shown or inserted, so headings, captions, the Excel Page column and the
// preview all say the original numbers. A page the mapping does not cover keeps its number. Pure.
import type { Thumbnail } from "../api/types";
import type { ResultModel } from "./model";

/** The original page number of the sent file's page `page`. */
export function originalPage(sentPages: readonly number[], page: number): number {
  return Number.isInteger(page) && page >= 1 ? (sentPages[page - 1] ?? page) : page;
}

/** The model with every page number mapped to the original file's. */
export function mapResultPages(model: ResultModel, sentPages: readonly number[]): ResultModel {
  if (sentPages.length === 0) return model;
  const map = (page: number): number => originalPage(sentPages, page);
  switch (model.kind) {
    case "transcript":
      return {
        kind: "transcript",
        transcript: { ...model.transcript, pages: model.transcript.pages.map((p) => ({ ...p, pageNumber: map(p.pageNumber) })) },
      };
    case "tables":
      return {
        kind: "tables",
        tables: {
          ...model.tables,
          tables: model.tables.tables.map((table) => ({ ...table, pageNumber: map(table.pageNumber) })),
          keyValuePairs: model.tables.keyValuePairs.map((pair) => ({ ...pair, pageNumber: map(pair.pageNumber) })),
        },
      };
    case "records":
      return {
        kind: "records",
        records: { ...model.records, records: model.records.records.map((r) => ({ ...r, pageNumber: map(r.pageNumber) })) },
      };
  }
}

/** The service's page pictures, numbered as the original file's pages. */
export function mapThumbnailPages(thumbnails: readonly Thumbnail[], sentPages: readonly number[]): Thumbnail[] {
  return thumbnails.map((thumb) => ({ ...thumb, pageNumber: originalPage(sentPages, thumb.pageNumber) }));
}
