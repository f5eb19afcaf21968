// Results: the sample documents give their stored results, other files generated ones; every format of every
// action is a real file (docx and xlsx opened, csv and txt read), and the translation is its own step.
import ExcelJS from "exceljs";
import { decode as decodeJpeg } from "jpeg-js";
import type { FixtureExpectation } from "../../dev/emulator/results/fixtures";
import { simplePdf } from "../../dev/emulator/samples";
import { expected, fixture, png, startHarness, type Harness, type Json } from "./helpers";
import { unzip } from "./zip";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
beforeEach(() => h.services.reset());

async function processed(fields: Record<string, string>, name: string, bytes: Uint8Array): Promise<string> {
  const id = await h.uploaded(fields, { name, bytes });
  h.finishProcessing();
  return id;
}

async function detail(id: string, query = ""): Promise<Json> {
  const r = await h.json(`/documents/${id}${query}`);
  expect(r.status).toBe(200);
  return r.body;
}

async function xlsx(response: Response): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook;
}

function sheetValues(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ""))));
  return rows;
}

describe("sample documents (test/fixtures) give their stored results", () => {
  test("handwritten note: transcript, whatever the file is called", async () => {
    const want = expected<FixtureExpectation>("handwritten-note.png");
    const id = await processed({ action: "transcribe" }, "IMG_2041.PNG", fixture("handwritten-note.png"));
    const body = await detail(id);
    expect(body.results).toEqual(want.transcribe);
    expect(body.file_name).toBe("IMG_2041.PNG");
  });

  test("handwritten note: French translation as a follow-up step with its own status", async () => {
    const want = expected<FixtureExpectation>("handwritten-note.png");
    const id = await h.uploaded({ action: "transcribe", translate_to: "fr" }, { name: "note.png", bytes: fixture("handwritten-note.png") });
    const early = await h.json(`/documents/${id}?action=translate`);
    expect(early.status).toBe(202);
    expect(early.body.status).toBe("new");
    h.advance(1000); // transcription done, translation queued
    expect((await h.json(`/documents/${id}`)).status).toBe(200);
    const queued = await h.json(`/documents/${id}?action=translate`);
    expect(queued.status).toBe(202);
    expect(queued.body.status).toBe("queued");
    h.advance(500);
    const done = await detail(id, "?action=translate");
    expect(done.status).toBe("processed");
    expect(done.results).toEqual(want.translate!.fr);
    expect((await detail(id)).results).toEqual(want.transcribe);
  });

  test("quarterly report: 3 pages, tables with header rows and key/value pairs", async () => {
    const want = expected<FixtureExpectation>("quarterly-report.pdf");
    const id = await processed({ action: "tables" }, "report.pdf", fixture("quarterly-report.pdf"));
    const body = await detail(id);
    expect(body.page_count).toBe(3);
    expect(body.results).toEqual(want.tables);
    const tables = (body.results as { tables: Json[] }[])[1]!.tables;
    expect(tables[0]).toMatchObject({
      tableNumber: 1,
      hasHeaderRow: true,
      rowCount: 4,
      columnCount: 3,
      headerContent: ["Product", "Units", "Revenue"],
    });
    expect((tables[0]!.rows as Json[][])[1]).toEqual([
      { columnIndex: 0, text: "Field notebook" },
      { columnIndex: 1, text: "1,240" },
      { columnIndex: 2, text: "18,600" },
    ]);
  });

  test("expense claim form: the extractor's fields", async () => {
    const want = expected<FixtureExpectation>("expense-claim.pdf");
    const id = await processed({ action: "extractor", extractor_id: "EXPf4Jm8Wd" }, "claim.pdf", fixture("expense-claim.pdf"));
    const body = await detail(id);
    expect(body.results).toEqual(want.extractor!.EXPf4Jm8Wd);
    const fields = (body.results as { extractions: Json[][] }[])[0]!.extractions[0]!;
    expect(fields.find((f) => f.key === "employee_name")).toEqual({
      key: "employee_name",
      name: "Employee name",
      type: "text",
      array: false,
      value: "Dana Whitfield",
    });
    expect(fields.find((f) => f.key === "expenses")).toMatchObject({ array: true, value: expect.arrayContaining(["Meals: 37.50"]) });
  });

  test("two-page fax (TIFF): page count, transcripts and thumbnails of the real pages", async () => {
    const want = expected<FixtureExpectation>("fax-two-pages.tiff");
    const id = await processed({ action: "transcribe" }, "fax.tif", fixture("fax-two-pages.tiff"));
    const body = await detail(id);
    expect(body.results).toEqual(want.transcribe);
    const thumbs = body.thumbnails as { page_number: number; url: string }[];
    expect(thumbs.map((t) => t.page_number)).toEqual([1, 2]);
    const image = decodeJpeg(new Uint8Array(await (await h.api(thumbs[1]!.url)).arrayBuffer()), { useTArray: true });
    expect([image.width, image.height]).toEqual([180, 240]);
  });

  test("corrupt scan: accepted, then failed", async () => {
    const id = await processed({ action: "transcribe" }, "scan.pdf", fixture("corrupt-scan.pdf"));
    const body = await detail(id);
    expect(body).toMatchObject({ status: "failed", results: [], thumbnails: [], page_count: 1 });
  });
});

describe("generated results name the file and the page", () => {
  test("transcribe", async () => {
    const id = await processed({ action: "transcribe" }, "minutes.pdf", await simplePdf(2));
    const results = (await detail(id)).results as { page_number: number; transcript: string }[];
    expect(results.map((r) => r.page_number)).toEqual([1, 2]);
    expect(results[1]!.transcript).toContain("minutes.pdf, page 2 of 2");
  });

  test("tables: rows of {columnIndex, text} cells", async () => {
    const id = await processed({ action: "tables" }, "log.png", png().bytes);
    const [page] = (await detail(id)).results as { tables: Json[]; key_value_pairs: Json[] }[];
    expect(page!.tables[0]).toMatchObject({
      rowCount: 3,
      columnCount: 3,
      tableNumber: 1,
      hasHeaderRow: true,
      headerContent: ["Item", "Quantity", "Source"],
    });
    expect(page!.key_value_pairs).toEqual([
      { key: "File", value: "log.png" },
      { key: "Page", value: "1" },
    ]);
  });

  test("extractor: one extraction per page with every field of the extractor", async () => {
    const id = await processed({ action: "extractor", extractor_id: "INVc7Rk2Qx" }, "inv.png", png().bytes);
    const [page] = (await detail(id)).results as { page_number: number; extractions: Json[][] }[];
    const fields = page!.extractions[0]!;
    expect(fields.map((f) => f.key)).toEqual(["invoice_number", "vendor", "invoice_date", "total_amount", "line_items"]);
    expect(fields[0]).toEqual({
      key: "invoice_number",
      name: "Invoice number",
      type: "text",
      array: false,
      value: "Invoice number from inv.png, page 1",
    });
    expect(fields[4]).toMatchObject({ array: true, value: [expect.any(String), expect.any(String)] });
  });

  test("translation: each line marked with the language", async () => {
    const id = await processed({ action: "transcribe", translate_to: "de" }, "memo.png", png().bytes);
    const [page] = (await detail(id, "?action=translate")).results as Json[];
    expect(page).toEqual({
      page_number: 1,
      language: "de",
      translation: expect.stringMatching(/^\[German\] memo\.png, page 1 of 1\n\[German\] /),
    });
  });
});

describe("result files", () => {
  test("transcribe as txt", async () => {
    const id = await processed({ action: "transcribe" }, "note.png", fixture("handwritten-note.png"));
    const r = await h.api(`/documents/${id}.txt`);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(r.headers.get("content-disposition")).toBe(`attachment; filename="note.txt"; filename*=UTF-8''note.txt`);
    expect(await r.text()).toBe(`${expected<FixtureExpectation>("handwritten-note.png").transcribe![0]!.transcript}\n`);
  });

  test("transcribe as docx: a real Word file with the transcript", async () => {
    const id = await processed({ action: "transcribe" }, "note.png", fixture("handwritten-note.png"));
    const r = await h.api(`/documents/${id}.docx`);
    expect(r.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    const files = unzip(Buffer.from(await r.arrayBuffer()));
    const xml = files.get("word/document.xml")!.toString("utf8");
    expect(xml).toContain("Call the plumber before noon");
    expect(xml).toContain("forget: dentist on Friday!");
  });

  test("transcribe as json: the detail object as an attachment", async () => {
    const id = await processed({ action: "transcribe" }, "note.png", png().bytes);
    const r = await h.api(`/documents/${id}.json`);
    expect(r.headers.get("content-disposition")).toContain('filename="note.json"');
    expect(await r.json()).toEqual(await detail(id));
  });

  test("the format can also be given as ?format=", async () => {
    const id = await processed({ action: "transcribe" }, "note.png", png().bytes);
    expect((await h.api(`/documents/${id}?format=txt`)).headers.get("content-type")).toBe("text/plain; charset=utf-8");
  });

  test("translate as txt and docx", async () => {
    const id = await processed({ action: "transcribe", translate_to: "fr" }, "note.png", fixture("handwritten-note.png"));
    const txt = await (await h.api(`/documents/${id}.txt?action=translate`)).text();
    expect(txt).toContain("Acheter du lait, des œufs et du café");
    const docx = unzip(Buffer.from(await (await h.api(`/documents/${id}.docx?action=translate`)).arrayBuffer()));
    expect(docx.get("word/document.xml")!.toString("utf8")).toContain("Aller chercher Sam à 16 h 30");
  });

  test("tables as xlsx: a sheet per table and one for key/value pairs", async () => {
    const id = await processed({ action: "tables" }, "report.pdf", fixture("quarterly-report.pdf"));
    const r = await h.api(`/documents/${id}.xlsx`);
    expect(r.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const workbook = await xlsx(r);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(["Page 1 Table 1", "Page 2 Table 1", "Page 2 Table 2", "Key-Value Pairs"]);
    expect(sheetValues(workbook.getWorksheet("Page 2 Table 2")!)).toEqual([
      ["Channel", "Share"],
      ["Online", "62%"],
      ["Retail", "38%"],
    ]);
    expect(sheetValues(workbook.getWorksheet("Key-Value Pairs")!)).toContainEqual(["3", "Approved by", "M. Chen"]);
  });

  test("extractor as xlsx and csv: one row per extraction, a column per field", async () => {
    const id = await processed({ action: "extractor", extractor_id: "EXPf4Jm8Wd" }, "claim.pdf", fixture("expense-claim.pdf"));
    const rows = sheetValues((await xlsx(await h.api(`/documents/${id}.xlsx`))).getWorksheet("Extractions")!);
    expect(rows[0]).toEqual(["Page", "Employee name", "Department", "Claim date", "Purpose", "Expenses", "Total", "Approved"]);
    expect(rows[1]).toEqual([
      "1",
      "Dana Whitfield",
      "Field Research",
      "2026-02-17",
      "Site visit to the Lakeside plant",
      "Train ticket: 64.20; Hotel, 1 night: 118.00; Meals: 37.50",
      "219.70",
      "true",
    ]);
    const csv = await h.api(`/documents/${id}.csv`);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(await csv.text()).toBe(
      "Page,Employee name,Department,Claim date,Purpose,Expenses,Total,Approved\r\n" +
        '1,Dana Whitfield,Field Research,2026-02-17,Site visit to the Lakeside plant,"Train ticket: 64.20; Hotel, 1 night: 118.00; Meals: 37.50",219.70,true\r\n',
    );
  });

  test("a non-ASCII file name gets an RFC 6266 filename*", async () => {
    const id = await processed({ action: "transcribe" }, "Notizen für Café.png", png().bytes);
    const disposition = (await h.api(`/documents/${id}.txt`)).headers.get("content-disposition")!;
    expect(disposition).toContain("filename*=UTF-8''Notizen%20f%C3%BCr%20Caf%C3%A9.txt");
    expect(disposition).toMatch(/filename="Notizen f_r Caf_\.txt"/);
  });

  test("500 when asking a failed document for a file", async () => {
    const id = await processed({ action: "transcribe" }, "unreadable-page.png", png().bytes);
    const r = await h.json(`/documents/${id}.txt`);
    expect(r.status).toBe(500);
    expect(r.body).toMatchObject({ code: "document_failed" });
  });
});
