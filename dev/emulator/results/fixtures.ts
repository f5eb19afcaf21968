// Sample documents with known results. Each `X.expected.json` in the fixtures folder describes the file `X`
// beside it; an upload whose bytes hash to that file's SHA-256 gets the stored results instead of generated
// ones, whatever name it is uploaded under.
import { createHash } from "node:crypto";
import * as fs from "node:fs";
import * as path from "node:path";
import type { ExtractorPage, TablesPage, TranscribePage, TranslatePage } from "./types";

export interface FixtureExpectation {
  /** Name of the sample file beside the expectation. */
  file: string;
  description: string;
  page_count: number;
  status: "processed" | "failed";
  transcribe?: TranscribePage[];
  /** By `translate_to` code. */
  translate?: Record<string, TranslatePage[]>;
  tables?: TablesPage[];
  /** By extractor id. */
  extractor?: Record<string, ExtractorPage[]>;
}

export const EXPECTED_SUFFIX = ".expected.json";

/** Where a sample's rendered page pictures are kept (made by make-page-pictures.ts): `pages/<file>-<n>.jpg`. */
export const pagePictureName = (file: string, pageNumber: number): string => path.join("pages", `${file}-${pageNumber}.jpg`);

/** A sample document as make-fixtures.ts writes it: its bytes and what the emulator answers for them. */
export interface SampleFixture {
  file: string;
  bytes: Buffer;
  expected: FixtureExpectation;
}

export function sha256(data: Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

function isExpectation(value: unknown): value is FixtureExpectation {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.file === "string" && typeof v.page_count === "number" && (v.status === "processed" || v.status === "failed");
}

export class FixtureIndex {
  private readonly byHash = new Map<string, FixtureExpectation>();

  /** Reads every expectation in `dir`. A missing folder is not an error: there are then no fixtures. */
  constructor(private readonly dir: string) {
    if (!fs.existsSync(dir)) return;
    for (const name of fs.readdirSync(dir).filter((n) => n.endsWith(EXPECTED_SUFFIX))) {
      const parsed: unknown = JSON.parse(fs.readFileSync(path.join(dir, name), "utf8"));
      if (!isExpectation(parsed)) throw new Error(`${name}: not a fixture expectation (file, page_count, status).`);
      const samplePath = path.join(dir, parsed.file);
      if (!fs.existsSync(samplePath)) throw new Error(`${name}: sample file ${parsed.file} is missing.`);
      this.byHash.set(sha256(fs.readFileSync(samplePath)), parsed);
    }
  }

  lookup(hash: string): FixtureExpectation | undefined {
    return this.byHash.get(hash);
  }

  /** The sample's page as rendered beforehand, when there is such a picture beside it. */
  pagePicture(hash: string, pageNumber: number): Buffer | undefined {
    const fixture = this.byHash.get(hash);
    if (!fixture) return undefined;
    const file = path.join(this.dir, pagePictureName(fixture.file, pageNumber));
    return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
  }

  get size(): number {
    return this.byHash.size;
  }
}
