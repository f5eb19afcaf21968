// Damaged and hostile PDFs and TIFFs (issue 32), built byte by byte: page trees whose kids are shared (a DAG
// with 2^levels paths) or loop, a page count no file of that size can hold, an object stream that inflates to
// a gigabyte, nesting past any stack; TIFFs whose directory chain or sub-directories loop, whose pages claim
// 60000 x 60000 pixels, whose entries claim 4 billion values. Used by the fuzz suite, the hostile end-to-end
// test and the bench. Development only.
import { constants, deflateRawSync } from "node:zlib";
import { multiPageTiff, scannedPage } from "../emulator/samples";

type PdfObject = string | { dict: string; stream: Uint8Array };

/** A PDF of `objects` (object n is objects[n - 1]) with a correct cross-reference table; the catalog is object 1. */
export function rawPdf(objects: readonly PdfObject[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let size = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(size);
    const body =
      typeof object === "string"
        ? Buffer.from(`${i + 1} 0 obj\n${object}\nendobj\n`, "latin1")
        : Buffer.concat([
            Buffer.from(`${i + 1} 0 obj\n${object.dict.replace(/>>$/, `/Length ${object.stream.length}>>`)}\nstream\n`, "latin1"),
            Buffer.from(object.stream),
            Buffer.from("\nendstream\nendobj\n", "latin1"),
          ]);
    parts.push(body);
    size += body.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`)];
  parts.push(Buffer.from(`${xref.join("")}trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${size}\n%%EOF\n`, "latin1"));
  return new Uint8Array(Buffer.concat(parts));
}

const PAGE = (parent: number): string => `<</Type/Page/Parent ${parent} 0 R/MediaBox[0 0 200 200]>>`;

/** Each level's two kids are the same next level: `levels` + 2 objects, 2^levels pages by every path (40: 4 KB). */
export function dagPdf(levels: number): Uint8Array {
  const objects = ["<</Type/Catalog/Pages 2 0 R>>"];
  for (let level = 0; level < levels; level++) {
    const me = 2 + level;
    objects.push(`<</Type/Pages/Kids[${me + 1} 0 R ${me + 1} 0 R]/Count ${2 ** (levels - level)}${level ? `/Parent ${me - 1} 0 R` : ""}>>`);
  }
  objects.push(PAGE(levels + 1));
  return rawPdf(objects);
}

/** A page tree whose node lists itself among its kids. */
export function cyclicPdf(): Uint8Array {
  return rawPdf(["<</Type/Catalog/Pages 2 0 R>>", "<</Type/Pages/Kids[3 0 R 2 0 R]/Count 2>>", PAGE(2)]);
}

/** One page listed `kids` times, the tree claiming `count` pages. */
export function hugeCountPdf(count: number, kids = 8): Uint8Array {
  const list = Array.from({ length: kids }, () => "3 0 R").join(" ");
  return rawPdf(["<</Type/Catalog/Pages 2 0 R>>", `<</Type/Pages/Kids[${list}]/Count ${count}>>`, PAGE(2)]);
}

/** Adler-32 of `head` followed by `count` spaces, without making them. */
function adler32(head: Uint8Array, count: number): number {
  let a = 1n;
  let b = 0n;
  for (const byte of head) {
    a = (a + BigInt(byte)) % 65521n;
    b = (b + a) % 65521n;
  }
  const n = BigInt(count);
  b = (b + n * a + 32n * ((n * (n + 1n)) / 2n)) % 65521n;
  a = (a + 32n * n) % 65521n;
  return Number(b) * 0x10000 + Number(a);
}

/**
 * A zlib stream of `head` and `count` spaces, made without deflating them all: a megabyte of spaces compressed
 * once after a full flush (no history) is the same bytes every time, so it is repeated.
 */
function spacesStream(head: Uint8Array, count: number): Buffer {
  const CHUNK = 1024 * 1024;
  const flush = { finishFlush: constants.Z_FULL_FLUSH, level: 9 };
  const whole = Math.floor(count / CHUNK);
  const parts = [Buffer.from([0x78, 0xda]), deflateRawSync(head, flush)];
  const chunk = deflateRawSync(Buffer.alloc(CHUNK, 0x20), flush);
  for (let i = 0; i < whole; i++) parts.push(chunk);
  parts.push(deflateRawSync(Buffer.alloc(count - whole * CHUNK, 0x20)));
  const check = Buffer.alloc(4);
  check.writeUInt32BE(adler32(head, count) % 2 ** 32);
  parts.push(check);
  return Buffer.concat(parts);
}

/** A one-page PDF whose page sits in an object stream that inflates to `inflated` bytes (1 GiB: about 1 MB). */
export function objectStreamBomb(inflated: number): Uint8Array {
  const offsets = "4 0 ";
  const page = Buffer.from(`${offsets}${PAGE(2)}`, "latin1");
  const stream = spacesStream(page, Math.max(0, inflated - page.length));
  return rawPdf([
    "<</Type/Catalog/Pages 2 0 R>>",
    "<</Type/Pages/Kids[4 0 R]/Count 1>>",
    { dict: `<</Type/ObjStm/N 1/First ${offsets.length}/Filter/FlateDecode>>`, stream },
  ]);
}

/** A page tree `depth` levels deep, one kid each. */
export function deepTreePdf(depth: number): Uint8Array {
  const objects = ["<</Type/Catalog/Pages 2 0 R>>"];
  for (let level = 0; level < depth; level++) objects.push(`<</Type/Pages/Kids[${3 + level} 0 R]/Count 1>>`);
  objects.push(PAGE(depth + 1));
  return rawPdf(objects);
}

/** An array nested `depth` deep inside the page (parsers that recurse run out of stack). */
export function deepNestingPdf(depth: number): Uint8Array {
  return rawPdf([
    "<</Type/Catalog/Pages 2 0 R>>",
    "<</Type/Pages/Kids[3 0 R]/Count 1>>",
    `<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]/Deep ${"[".repeat(depth)}${"]".repeat(depth)}>>`,
  ]);
}

/** A small two-page TIFF (4 x 4 grey pages) to damage. */
export function smallTiff(pages = 2): Uint8Array {
  return new Uint8Array(multiPageTiff(Array.from({ length: pages }, (_, i) => scannedPage(4, 4, 1, i + 1))));
}

/** The offsets of a TIFF's directories along its chain (little-endian, as smallTiff writes). */
function directories(tiff: Uint8Array): number[] {
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const found: number[] = [];
  for (let at = view.getUint32(4, true); at !== 0 && !found.includes(at); at = view.getUint32(at + 2 + view.getUint16(at, true) * 12, true))
    found.push(at);
  return found;
}

/** Changes entry `tag` of directory `index`: its type, count and value (or offset). */
function patchEntry(
  tiff: Uint8Array,
  index: number,
  tag: number,
  change: { tag?: number; type?: number; count?: number; value?: number },
): Uint8Array {
  const out = tiff.slice();
  const view = new DataView(out.buffer);
  const at = directories(tiff)[index]!;
  for (let k = 0; k < view.getUint16(at, true); k++) {
    const entry = at + 2 + k * 12;
    if (view.getUint16(entry, true) !== tag) continue;
    if (change.tag !== undefined) view.setUint16(entry, change.tag, true);
    if (change.type !== undefined) view.setUint16(entry + 2, change.type, true);
    if (change.count !== undefined) view.setUint32(entry + 4, change.count, true);
    if (change.value !== undefined) view.setUint32(entry + 8, change.value, true);
  }
  return out;
}

/** The last directory's "next" points back at directory `to` (page 1 -> page 2 -> page 1 for two pages). */
export function loopingTiff(pages = 2, to = 0): Uint8Array {
  const tiff = smallTiff(pages);
  const view = new DataView(tiff.buffer);
  const list = directories(tiff);
  const last = list[list.length - 1]!;
  view.setUint32(last + 2 + view.getUint16(last, true) * 12, list[to]!, true);
  return tiff;
}

/** Page `index` claims `width` x `height` pixels. */
export function hugeDimensionsTiff(width: number, height: number, index = 0): Uint8Array {
  return patchEntry(patchEntry(smallTiff(), index, 256, { value: width }), index, 257, { value: height });
}

/** One entry (the strip offsets of page `index`) claims `count` values. */
export function hugeEntryTiff(count: number, index = 0): Uint8Array {
  return patchEntry(smallTiff(), index, 273, { count });
}

/** Directory `index` has a SubIFDs entry pointing at directory `to` (itself by default). */
export function subDirectoryLoopTiff(index = 0, to = index): Uint8Array {
  const tiff = smallTiff();
  return patchEntry(tiff, index, 262, { tag: 330, type: 4, count: 1, value: directories(tiff)[to]! });
}

/** The first `length` bytes. */
export function truncated(bytes: Uint8Array, length: number): Uint8Array {
  return bytes.slice(0, Math.max(0, Math.min(bytes.length, length)));
}
