// The History view end to end in headless Chromium against the emulator: documents uploaded straight through
// the API (not through the pane) are listed; filtering by work and by status asks the service; a processed
// one opens in the same preview and is inserted into Word and into Excel; each download format of one
// document saves the service's own bytes; one is deleted after its confirmation; axe finds nothing.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { unzip } from "../emulator/zip";
import { axeViolations } from "./axe";
import { env, launchBrowser, newPage } from "./browser";

const FIXTURES = join(__dirname, "../fixtures");
// An account of its own, so other suites' documents do not mix in.
const TOKEN = "dev-token-2";
const api = (): string => `${env("E2E_EMULATOR_ORIGIN")}/v3`;

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  for (;;) {
    const response = await fetch(`${api()}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${TOKEN}`, Accept: "application/json", ...init.headers },
    });
    // The account's 2 requests/second are shared with the pane: wait as the service says.
    if (response.status !== 429) return response;
    await new Promise((r) => setTimeout(r, Number(response.headers.get("Retry-After") ?? "1") * 1000));
  }
}

async function upload(fixture: string, action: string, extra: Record<string, string> = {}): Promise<string> {
  const form = new FormData();
  form.append("action", action);
  form.append("file", new Blob([readFileSync(join(FIXTURES, fixture))]), fixture);
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  const response = await call("/documents", { method: "POST", body: form });
  if (response.status !== 201) throw new Error(`upload ${fixture}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

async function waitSettled(ids: string[]): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const { documents } = (await (await call("/documents?per_page=200")).json()) as { documents: Array<{ id: string; status: string }> };
    if (ids.every((id) => documents.some((d) => d.id === id && (d.status === "processed" || d.status === "failed")))) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("documents did not finish");
}

/**
 * The saved file is the service's: the same bytes, or for a .docx (which the service builds afresh on each
 * request, with the time in its properties and its ZIP entries) the same parts apart from those properties.
 */
function sameFile(format: string, saved: Buffer, service: Buffer): boolean {
  if (format !== "docx") return Buffer.compare(saved, service) === 0;
  const a = unzip(saved);
  const b = unzip(service);
  const parts = [...b.keys()].filter((name) => name !== "docProps/core.xml");
  return a.size === b.size && parts.every((name) => Buffer.compare(a.get(name) ?? Buffer.alloc(0), b.get(name) ?? Buffer.alloc(1)) === 0);
}

async function openHistory(browser: Browser, host: "word" | "excel"): Promise<Page> {
  const { page } = await newPage(browser);
  await page.goto(`${env("E2E_PREVIEW_URL")}?host=${host}`);
  await page.getByRole("button", { name: "Use an API token instead" }).click();
  await page.getByLabel(/^API token/).fill(TOKEN);
  await page.getByRole("button", { name: "Use this token" }).click();
  await page.getByRole("button", { name: "Sign out", exact: true }).waitFor();
  await page.getByRole("tab", { name: "History" }).click();
  await history(page).getByTestId("history-count").waitFor();
  return page;
}

const history = (page: Page): Locator => page.locator("#view-history");
const rows = (page: Page): Locator => history(page).getByTestId("history-item");
const rowOf = (page: Page, id: string): Locator => history(page).locator(`[data-document-id="${id}"]`);
const listedIds = async (page: Page): Promise<string[]> =>
  rows(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-document-id") ?? ""));

async function filter(page: Page, label: "Status" | "Work", option: string): Promise<void> {
  await history(page).getByLabel(label).selectOption({ label: option });
  await history(page).getByText("Loading your documents…").waitFor({ state: "detached" });
  await history(page).getByTestId("history-count").waitFor();
}

async function expectNoAxeViolations(page: Page, withDialog = false): Promise<void> {
  await expect(axeViolations(page, { dialog: withDialog })).resolves.toEqual([]);
}

describe("the History view in the browser preview", () => {
  let browser: Browser;
  const ids = { note: "", report: "", claim: "", corrupt: "" };
  beforeAll(async () => {
    browser = await launchBrowser();
    ids.note = await upload("handwritten-note.png", "transcribe");
    ids.report = await upload("quarterly-report.pdf", "tables");
    ids.claim = await upload("expense-claim.pdf", "extractor", { extractor_id: "EXPf4Jm8Wd" });
    ids.corrupt = await upload("corrupt-scan.pdf", "transcribe");
    await waitSettled(Object.values(ids));
  });
  afterAll(async () => {
    await browser.close();
  });

  it("lists documents sent through the API, newest first, and filters them by work and by status", async () => {
    const page = await openHistory(browser, "word");
    const listed = await listedIds(page);
    const order = [ids.corrupt, ids.claim, ids.report, ids.note].map((id) => listed.indexOf(id));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const note = rowOf(page, ids.note);
    expect(await note.getByTestId("history-status").textContent()).toBe("Processed");
    expect(await note.getByTestId("history-detail").textContent()).toBe("1 page · Transcribe");
    expect(await note.getByTestId("history-meta").textContent()).toMatch(/ ago$/);
    expect(await note.getByTestId("history-deletion").textContent()).toMatch(/^Deleted automatically in /);

    await filter(page, "Work", "Tables");
    const tables = await listedIds(page);
    expect(tables).toContain(ids.report);
    expect(tables).not.toContain(ids.note);
    expect(tables).not.toContain(ids.claim);

    await filter(page, "Work", "Any work");
    await filter(page, "Status", "Failed");
    const failed = await listedIds(page);
    expect(failed).toContain(ids.corrupt);
    expect(failed).not.toContain(ids.note);
    // A failed document offers no open and no download.
    expect(
      await rowOf(page, ids.corrupt)
        .getByRole("button", { name: /^Open / })
        .count(),
    ).toBe(0);
    expect(
      await rowOf(page, ids.corrupt)
        .getByRole("button", { name: /^Download / })
        .count(),
    ).toBe(0);
    await expectNoAxeViolations(page);
  });

  it("opens a processed document and inserts it into Word", async () => {
    const page = await openHistory(browser, "word");
    await rowOf(page, ids.note).getByRole("button", { name: "Open handwritten-note.png" }).click();
    await history(page)
      .getByTestId("status")
      .getByText(/^Transcribed/)
      .waitFor({ timeout: 15_000 });
    await history(page).getByRole("button", { name: "Insert into document" }).click();
    await history(page)
      .getByTestId("insert-status")
      .getByText(/^Inserted .* at the cursor\.$/)
      .waitFor({ timeout: 15_000 });
    const paragraphs = await page.getByTestId("word-paragraph").allTextContents();
    const expected = (
      JSON.parse(readFileSync(join(FIXTURES, "handwritten-note.expected.json"), "utf8")) as { transcribe: Array<{ transcript: string }> }
    ).transcribe[0]?.transcript.split("\n")[0];
    expect(paragraphs).toContain(expected);
    await expectNoAxeViolations(page);
  });

  it("opens a tables document and inserts it into Excel", async () => {
    const page = await openHistory(browser, "excel");
    await rowOf(page, ids.report).getByRole("button", { name: "Open quarterly-report.pdf" }).click();
    await history(page)
      .getByTestId("status")
      .getByText(/^Found/)
      .waitFor({ timeout: 15_000 });
    await history(page).getByRole("button", { name: "Insert into workbook" }).click();
    await history(page)
      .getByTestId("insert-status")
      .getByText(/^Wrote/)
      .waitFor({ timeout: 15_000 });
    const tabs = await page.getByTestId("sheet-tab").allTextContents();
    expect(tabs.some((t) => t.startsWith("quarterly-report"))).toBe(true);
  });

  it("downloads every format of the document's action, byte for byte the service's file", async () => {
    const page = await openHistory(browser, "word");
    for (const [label, format] of [
      ["Text (.txt)", "txt"],
      ["Word (.docx)", "docx"],
      ["JSON (.json)", "json"],
    ] as const) {
      await rowOf(page, ids.note).getByRole("button", { name: "Download handwritten-note.png" }).click();
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: label }).click()]);
      const saved = readFileSync(await download.path());
      const service = await call(`/documents/${ids.note}.${format}`);
      expect(service.headers.get("Content-Disposition") ?? "").toContain(download.suggestedFilename());
      // The pane reached the service over HTTPS, so the addresses inside its file (the JSON's thumbnails) are the
      // HTTPS ones; this test asked over plain HTTP.
      const bytes = Buffer.from(await service.arrayBuffer());
      const asThePaneGotIt =
        format === "json"
          ? Buffer.from(bytes.toString("utf8").split(env("E2E_EMULATOR_ORIGIN")).join(env("E2E_EMULATOR_SECURE_ORIGIN")), "utf8")
          : bytes;
      expect(sameFile(format, saved, asThePaneGotIt)).toBe(true);
    }
    // Tables offer xlsx and json only (the formats come from the client's own table).
    await rowOf(page, ids.report).getByRole("button", { name: "Download quarterly-report.pdf" }).click();
    expect(await page.getByRole("menuitem").allTextContents()).toEqual(["Excel (.xlsx)", "JSON (.json)"]);
    await page.keyboard.press("Escape");
  });

  it("deletes a document after a confirmation that says what stays, and it leaves the list", async () => {
    const page = await openHistory(browser, "word");
    await rowOf(page, ids.claim).getByRole("button", { name: "Delete expense-claim.pdf" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText(/cannot be undone/).waitFor();
    expect(await dialog.textContent()).toMatch(/already inserted .* stays/);
    await expectNoAxeViolations(page, true);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await history(page).getByTestId("history-said").getByText("Deleted 1 document.").waitFor();
    expect(await rowOf(page, ids.claim).count()).toBe(0);
    expect((await call(`/documents/${ids.claim}`)).status).toBe(404);

    // Deleted elsewhere: gone on the next refresh, without an error.
    await call(`/documents/${ids.corrupt}`, { method: "DELETE" });
    await history(page).getByRole("button", { name: "Refresh" }).click();
    await history(page).getByTestId("history-count").waitFor();
    await page.waitForFunction((id) => !document.querySelector(`#view-history [data-document-id="${id}"]`), ids.corrupt);
    expect(await history(page).getByRole("alert").count()).toBe(0);
  });
});
