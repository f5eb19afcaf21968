// Just enough of .docx and .xlsx for the host double's insertFileFromBase64 (Word) and
// insertWorksheetsFromBase64 (Excel): a ZIP reader on the platform's DecompressionStream (browsers and Node
// alike) and regular-expression readers for the parts the service's files use: paragraphs with their styles
// and tables in word/document.xml; sheet names, shared and inline strings and cell values in an .xlsx.
import { paragraph, type Block } from "./wordModel";

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64.replace(/^data:[^,]*,/, "").replace(/\s+/g, ""));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function inflateRaw(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Entries of a ZIP file by name (stored and deflated entries). */
export async function unzip(data: Uint8Array): Promise<Map<string, Uint8Array>> {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let eocd = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 65557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error("Not a ZIP file.");
  const count = view.getUint16(eocd + 10, true);
  let p = view.getUint32(eocd + 16, true);
  const entries = new Map<string, Uint8Array>();
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (view.getUint32(p, true) !== 0x02014b50) throw new Error("Broken ZIP central directory.");
    const method = view.getUint16(p + 10, true);
    const compressedSize = view.getUint32(p + 20, true);
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    const localOffset = view.getUint32(p + 42, true);
    const name = decoder.decode(data.subarray(p + 46, p + 46 + nameLength));
    const start = localOffset + 30 + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true);
    const raw = data.subarray(start, start + compressedSize);
    entries.set(name, method === 0 ? raw.slice() : await inflateRaw(raw));
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function xmlText(value: string): string {
  return value
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&amp;/g, "&");
}

function part(entries: Map<string, Uint8Array>, name: string): string {
  const bytes = entries.get(name);
  if (!bytes) throw new Error(`The file has no ${name}.`);
  return new TextDecoder().decode(bytes);
}

/** Text of the runs in a piece of WordprocessingML. */
function runsText(xml: string): string {
  let text = "";
  for (const m of xml.matchAll(/<w:t(?:\s[^>]*)?>([\s\S]*?)<\/w:t>|<w:tab\/>|<w:br\/>/g)) {
    if (m[0] === "<w:tab/>") text += "\t";
    else if (m[0] === "<w:br/>") text += "\n";
    else text += xmlText(m[1] ?? "");
  }
  return text;
}

/** Paragraphs (with their styles) and tables of a .docx body, in order. */
export async function readDocx(bytes: Uint8Array): Promise<Block[]> {
  const xml = part(await unzip(bytes), "word/document.xml");
  const body = /<w:body>([\s\S]*)<\/w:body>/.exec(xml)?.[1] ?? "";
  const blocks: Block[] = [];
  for (const m of body.matchAll(/<w:tbl>([\s\S]*?)<\/w:tbl>|<w:p(?:\s[^>]*)?>([\s\S]*?)<\/w:p>|<w:p(?:\s[^>]*)?\/>/g)) {
    if (m[1] !== undefined) {
      const rows = [...m[1].matchAll(/<w:tr(?:\s[^>]*)?>([\s\S]*?)<\/w:tr>/g)].map((r) =>
        [...(r[1] ?? "").matchAll(/<w:tc(?:\s[^>]*)?>([\s\S]*?)<\/w:tc>/g)].map((c) => runsText(c[1] ?? "")),
      );
      blocks.push({ kind: "table", rows, headerRowCount: /<w:tblHeader\/>/.test(m[1]) ? 1 : 0, style: "TableGrid", controls: [] });
    } else {
      const inner = m[2] ?? "";
      const style = /<w:pStyle w:val="([^"]+)"\/>/.exec(inner)?.[1] ?? "Normal";
      if (/<w:br w:type="page"\/>/.test(inner)) blocks.push({ kind: "pageBreak", controls: [] });
      blocks.push(paragraph(runsText(inner), style));
    }
  }
  return blocks;
}

export interface SheetData {
  name: string;
  /** cells[row][column], as text. */
  cells: string[][];
}

function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** Sheet names and cell texts of an .xlsx, in workbook order. */
export async function readXlsx(bytes: Uint8Array): Promise<SheetData[]> {
  const entries = await unzip(bytes);
  const workbook = part(entries, "xl/workbook.xml");
  const rels = part(entries, "xl/_rels/workbook.xml.rels");
  const targets = new Map<string, string>();
  for (const m of rels.matchAll(/<Relationship\s([^>]*)\/>/g)) {
    const attrs = m[1] ?? "";
    const id = /Id="([^"]+)"/.exec(attrs)?.[1];
    const target = /Target="([^"]+)"/.exec(attrs)?.[1];
    if (id && target) targets.set(id, target.replace(/^\/?xl\//, "").replace(/^\//, ""));
  }
  const shared = entries.has("xl/sharedStrings.xml")
    ? [...part(entries, "xl/sharedStrings.xml").matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
        [...(m[1] ?? "").matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((t) => xmlText(t[1] ?? "")).join(""),
      )
    : [];
  const sheets: SheetData[] = [];
  for (const m of workbook.matchAll(/<sheet\s([^>]*)\/>/g)) {
    const attrs = m[1] ?? "";
    const name = xmlText(/name="([^"]*)"/.exec(attrs)?.[1] ?? `Sheet${sheets.length + 1}`);
    const rid = /r:id="([^"]+)"/.exec(attrs)?.[1] ?? "";
    const xml = part(entries, `xl/${targets.get(rid) ?? `worksheets/sheet${sheets.length + 1}.xml`}`);
    const cells: string[][] = [];
    for (const c of xml.matchAll(/<c\s([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const cAttrs = c[1] ?? "";
      const ref = /r="([A-Z]+)(\d+)"/.exec(cAttrs);
      if (!ref) continue;
      const type = /t="([^"]+)"/.exec(cAttrs)?.[1];
      const inner = c[2] ?? "";
      const v = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      let text = "";
      if (type === "s") text = shared[Number(v)] ?? "";
      else if (type === "inlineStr") text = [...inner.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((t) => xmlText(t[1] ?? "")).join("");
      else if (v !== undefined) text = xmlText(v);
      const row = Number(ref[2]) - 1;
      const line = (cells[row] ??= []);
      const column = columnIndex(ref[1] ?? "A");
      for (let i = line.length; i < column; i++) line[i] = "";
      line[column] = text;
    }
    for (let r = 0; r < cells.length; r++) cells[r] ??= [];
    sheets.push({ name, cells });
  }
  return sheets;
}
