// Service results of the sample documents (test/fixtures/*.expected.json), parsed the way the client parses
// them, for tests of the writers.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseDocumentDetail } from "../../../src/api/parse";
import type { DocumentDetail } from "../../../src/api/types";

type Expected = Record<string, unknown> & { file: string; page_count: number };

function expected(name: string): Expected {
  return JSON.parse(readFileSync(join(__dirname, "../../fixtures", `${name}.expected.json`), "utf8")) as Expected;
}

export function fixtureDetail(name: string, action: "transcribe" | "tables" | "extractor", extractorId?: string): DocumentDetail {
  const e = expected(name);
  const results = action === "extractor" ? (e.extractor as Record<string, unknown[]>)[extractorId ?? ""] : (e[action] as unknown[]);
  return parseDocumentDetail({
    id: `${name.replace(/[^a-z]/g, "").slice(0, 6)}01`,
    file_name: e.file,
    action,
    page_count: e.page_count,
    status: "processed",
    created_at: "2026-03-01T10:00:00.000000Z",
    updated_at: "2026-03-01T10:00:05.000000Z",
    automatically_deleted_at: "2026-03-02 10:00:00",
    results,
    thumbnails: [],
  });
}

export function fixtureTranslation(name: string, code: string): { pageNumber: number; language: string; text: string }[] {
  const pages = (expected(name).translate as Record<string, { page_number: number; language: string; translation: string }[]>)[code] ?? [];
  return pages.map((p) => ({ pageNumber: p.page_number, language: p.language, text: p.translation }));
}

/** A minimal PNG (1x1, white). */
export const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC";
/** The start of a BMP file: a format the service does not take. */
export const BMP_BASE64 = Buffer.from("BM" + "\0".repeat(60), "binary").toString("base64");
