// Damaged and hostile files through the pages worker as the pane uses it (issue 32): a Node worker thread
// running the worker's job code, each job within the budget for its file's size (the budget and its ending
// are budgetedWorker.test.ts's). Every inspection answers with a believable page count or "cannot be read"
// (damaged, unsafe), never a hang: the four files of the issue each have their case, then fast-check builds
// more (shared and cyclic kids, huge counts, object-stream bombs, deep trees, IFD loops, huge dimensions and
// counts, sub-directory loops) and truncates them anywhere.
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  cyclicPdf,
  dagPdf,
  deepNestingPdf,
  deepTreePdf,
  hugeCountPdf,
  hugeDimensionsTiff,
  hugeEntryTiff,
  loopingTiff,
  objectStreamBomb,
  smallTiff,
  subDirectoryLoopTiff,
  truncated,
} from "../../../dev/pagesWorker/hostileFiles";
import { simplePdf } from "../../../dev/emulator/samples";
import { sniffKind } from "../../../src/input/fileCheck";
import { inspectPages } from "../../../src/pages/inspect";
import { MIN_BYTES_PER_PAGE } from "../../../src/pages/limits";
import type { PageInfo } from "../../../src/pages/pageInfo";
import { cutToPages } from "../../../src/pages/prepare";
import { closePagesWorker } from "../../../src/pages/worker/pagesWorker";

// The real thread here (jest.config.js maps the browser's Worker to an in-process runner for other tests).
jest.mock("../../../src/pages/worker/spawnWorker", () => ({
  spawnPagesWorker: () =>
    jest.requireActual<typeof import("../../../dev/pagesWorker/nodePort")>("../../../dev/pagesWorker/nodePort").spawnNodePagesWorker(),
}));

afterAll(closePagesWorker);

const FIXTURES = join(__dirname, "../../fixtures");
const blob = (bytes: Uint8Array): Blob => new Blob([bytes as BlobPart]);

async function inspect(bytes: Uint8Array): Promise<PageInfo> {
  const kind = sniffKind(bytes.subarray(0, 16));
  return kind === "pdf" || kind === "tiff" ? inspectPages(blob(bytes), kind) : { kind: "single" };
}

/** An answer the pane can show: a page count the file's size can hold, or only whole. */
function expectAnswer(info: PageInfo, size: number): void {
  if (info.kind === "pages") {
    expect(info.count).toBeGreaterThanOrEqual(1);
    expect(info.count).toBeLessThanOrEqual(Math.max(1, size / MIN_BYTES_PER_PAGE));
  } else if (info.kind === "uncuttable") expect(["damaged", "unsafe", "protected"]).toContain(info.why);
}

describe("the files of the issue", () => {
  test.each([
    ["a 4 KB page tree whose kids are shared 40 levels deep (2^40 paths)", () => dagPdf(40), "damaged"],
    ["a 2.4 KB PDF claiming 1,048,576 pages (20 levels of shared kids)", () => dagPdf(20), "damaged"],
    ["a PDF whose page is listed 8 times under a /Count of 1,048,576", () => hugeCountPdf(1_048_576), "damaged"],
    ["a page tree that lists itself among its kids", cyclicPdf, "damaged"],
    ["a 1 MB PDF whose object stream inflates to 1 GiB", () => objectStreamBomb(1024 * 1024 * 1024), "unsafe"],
    ["a page tree 200 levels deep", () => deepTreePdf(200), "unsafe"],
    ["a page nesting arrays 100,000 deep", () => deepNestingPdf(100_000), "damaged"],
    ["a TIFF whose directories loop (page 1 -> page 2 -> page 1)", () => loopingTiff(), "damaged"],
    ["a TIFF claiming 60000 x 60000 pixels", () => hugeDimensionsTiff(60_000, 60_000), "unsafe"],
    ["a TIFF entry claiming 4 billion values", () => hugeEntryTiff(4_000_000_000), "damaged"],
    ["a TIFF whose SubIFDs point at themselves", () => subDirectoryLoopTiff(), "damaged"],
  ])("%s: only whole", async (_name, make, why) => {
    expect(await inspect(make())).toMatchObject({ kind: "uncuttable", count: null, why });
  });

  test("a hostile file cannot be cut either, and says so", async () => {
    for (const [bytes, format] of [
      [dagPdf(40), "pdf"],
      [loopingTiff(), "tiff"],
    ] as const) {
      const prepared = await cutToPages(blob(bytes), { name: "x", format, of: 2 }, [1]);
      expect(prepared).toMatchObject({ ok: false, problem: "damaged" });
    }
  });

  test("normal files beside them are still read", async () => {
    expect(await inspect(new Uint8Array(readFileSync(join(FIXTURES, "quarterly-report.pdf"))))).toEqual({
      kind: "pages",
      format: "pdf",
      count: 3,
    });
    expect(await inspect(new Uint8Array(await simplePdf(40)))).toEqual({ kind: "pages", format: "pdf", count: 40 });
    expect(await inspect(new Uint8Array(readFileSync(join(FIXTURES, "fax-two-pages.tiff"))))).toEqual({
      kind: "pages",
      format: "tiff",
      count: 2,
    });
    expect(await inspect(smallTiff(5))).toEqual({ kind: "pages", format: "tiff", count: 5 });
  });
});

/** Hostile files of every kind the issue names, with their sizes and shapes drawn by fast-check. */
const hostile: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.integer({ min: 1, max: 48 }).map(dagPdf),
  fc.constant(0).map(cyclicPdf),
  fc.tuple(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 2, max: 64 })).map(([count, kids]) => hugeCountPdf(count, kids)),
  fc.integer({ min: 1024, max: 1024 * 1024 * 1024 }).map(objectStreamBomb),
  fc.integer({ min: 1, max: 300 }).map(deepTreePdf),
  fc.integer({ min: 1, max: 200_000 }).map(deepNestingPdf),
  fc.tuple(fc.integer({ min: 1, max: 6 }), fc.nat(5)).map(([pages, to]) => loopingTiff(pages, to % pages)),
  fc
    .tuple(fc.integer({ min: 1, max: 2 ** 32 - 1 }), fc.integer({ min: 1, max: 2 ** 32 - 1 }), fc.nat(1))
    .map(([w, h, i]) => hugeDimensionsTiff(w, h, i)),
  fc.tuple(fc.integer({ min: 2, max: 2 ** 32 - 1 }), fc.nat(1)).map(([count, i]) => hugeEntryTiff(count, i)),
  fc.tuple(fc.nat(1), fc.nat(1)).map(([i, to]) => subDirectoryLoopTiff(i, to)),
);

test("any hostile file, whole or cut short anywhere: a believable count or only whole, never a hang", async () => {
  await fc.assert(
    fc.asyncProperty(hostile, fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }), async (bytes, cut) => {
      const file = cut === undefined ? bytes : truncated(bytes, Math.floor(bytes.length * cut));
      expectAnswer(await inspect(file), file.length);
    }),
    { numRuns: 60, seed: 32 },
  );
}, 600_000);
