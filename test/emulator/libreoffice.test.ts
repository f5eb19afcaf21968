// A docx result must open in LibreOffice. With `libreoffice` (or `soffice`) on PATH the file is converted to PDF
// headless and the PDF is checked; without it, the test checks what LibreOffice would need first: a complete
// WordprocessingML package whose XML parts are well formed and hold the transcript.
import { execFileSync, execFile } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { PDFDocument } from "pdf-lib";
import { fixture, startHarness, type Harness } from "./helpers";
import { unzip } from "./zip";

function onPath(command: string): string | undefined {
  try {
    return execFileSync("sh", ["-c", `command -v ${command}`], { encoding: "utf8" }).trim() || undefined;
  } catch {
    return undefined;
  }
}

const soffice = onPath("libreoffice") ?? onPath("soffice");

/** Every start tag has its end tag, in order (enough to catch broken or truncated XML). */
function assertWellFormed(xml: string, part: string): void {
  const stack: string[] = [];
  for (const m of xml.matchAll(/<(\/?)([A-Za-z_][\w:.-]*)(?:\s[^>]*?)?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing) continue;
    if (closing) {
      const open = stack.pop();
      if (open !== name) throw new Error(`${part}: </${name}> closes <${open}>`);
    } else {
      stack.push(name!);
    }
  }
  if (stack.length > 0) throw new Error(`${part}: unclosed <${stack.join("><")}>`);
}

let h: Harness;
let docx: Buffer;
beforeAll(async () => {
  h = await startHarness();
  const id = await h.uploaded({ action: "transcribe" }, { name: "note.png", bytes: fixture("handwritten-note.png") });
  h.finishProcessing();
  docx = Buffer.from(await (await h.api(`/documents/${id}.docx`)).arrayBuffer());
});
afterAll(() => h.close());

const title = soffice
  ? `LibreOffice (${soffice}) converts the docx result to PDF`
  : "LibreOffice is not on PATH: the docx result is a complete, well-formed WordprocessingML package";

test(
  title,
  async () => {
    if (soffice) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "emulator-lo-"));
      try {
        const input = path.join(dir, "note.docx");
        fs.writeFileSync(input, docx);
        await new Promise<void>((resolve, reject) =>
          execFile(
            soffice,
            ["--headless", `-env:UserInstallation=file://${dir}/profile`, "--convert-to", "pdf", "--outdir", dir, input],
            { timeout: 120_000 },
            (error) => (error ? reject(error) : resolve()),
          ),
        );
        const pdf = await PDFDocument.load(fs.readFileSync(path.join(dir, "note.pdf")));
        expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
      return;
    }
    const parts = unzip(docx);
    for (const required of ["[Content_Types].xml", "_rels/.rels", "word/document.xml", "word/_rels/document.xml.rels"]) {
      expect(parts.has(required)).toBe(true);
    }
    const types = parts.get("[Content_Types].xml")!.toString("utf8");
    const overrides = [...types.matchAll(/<Override ([^>]*)\/>/g)].map((m) => ({
      part: /PartName="\/([^"]+)"/.exec(m[1]!)?.[1],
      type: /ContentType="([^"]+)"/.exec(m[1]!)?.[1],
    }));
    expect(overrides).toContainEqual({
      part: "word/document.xml",
      type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
    });
    // Every declared part and every relationship target is really in the package.
    for (const o of overrides) expect(parts.has(o.part!)).toBe(true);
    expect(parts.get("_rels/.rels")!.toString("utf8")).toMatch(/Target="\/?word\/document\.xml"/);
    const wordRels = parts.get("word/_rels/document.xml.rels")!.toString("utf8");
    for (const m of wordRels.matchAll(/Target="([^"]+)"(?![^>]*TargetMode="External")/g))
      expect(parts.has(`word/${m[1]!.replace(/^\//, "")}`)).toBe(true);
    for (const [name, data] of parts) if (name.endsWith(".xml") || name.endsWith(".rels")) assertWellFormed(data.toString("utf8"), name);
    const document = parts.get("word/document.xml")!.toString("utf8");
    expect(document).toMatch(/<w:document [^>]*xmlns:w="http:\/\/schemas\.openxmlformats\.org\/wordprocessingml\/2006\/main"/);
    expect(document).toContain("Call the plumber before noon");
  },
  150_000,
);
