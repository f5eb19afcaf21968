/**
 * @jest-environment jsdom
 */
// Choosing pages in the workspace (issue 22): a PDF's pages and cost on its row, the Pages control (typed ranges
// with their messages, page pictures toggled by click, Shift and Space, select all / none, pictures made only
// for pages in view), the cut file handed to the queue with its choice, a file that cannot be cut, a double
// click, and the original asked for again after a reopen; the grid draws only the rows in view (issue 32).
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import * as prepare from "../../../src/pages/prepare";
import type { PagePictures } from "../../../src/pages/pictures/pagePictures";
import { pageTexts } from "../../support/pdfText";
import { batchItem } from "../work/batchItem";
import { FakeQueue } from "./fakeQueue";
import { renderPanel } from "./panelHarness";

// The renderers (pdf.js, utif2 on a canvas) need a browser: a fake one records which pages were drawn.
const drawn: number[] = [];
jest.mock("../../../src/pages/pictures/openPictures", () => {
  return {
    openPagePictures: async (): Promise<PagePictures> => ({
      count: 40,
      picture: async (page: number) => {
        drawn.push(page);
        return new Blob(["jpeg"], { type: "image/jpeg" });
      },
      close: () => undefined,
    }),
  };
});

/**
 * jsdom has no layout: every box is given 320 px of width and `boxHeight` of height, so the page grid has
 * three tiles a row (about 180 px tall) and draws the rows that fit.
 */
let boxHeight = 4000;
const layout = {
  clientWidth: { configurable: true, get: () => 320 },
  clientHeight: { configurable: true, get: () => boxHeight },
};
const saved = {
  clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientWidth"),
  clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientHeight"),
};
const rendered = (): number[] => screen.queryAllByRole("button", { name: /^Page \d+$/ }).map((b) => Number(b.getAttribute("data-page")));

const FIXTURES = join(__dirname, "../../fixtures");
const report = (name = "quarterly-report.pdf"): File =>
  new File([readFileSync(join(FIXTURES, "quarterly-report.pdf"))], name, { type: "application/pdf" });

async function fortyPages(): Promise<File> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= 40; n++) doc.addPage([200, 260]).drawText(`Page ${n} of 40`, { x: 20, y: 200, size: 12, font });
  return new File([(await doc.save()) as BlobPart], "forty.pdf", { type: "application/pdf" });
}

// Reading and cutting PDFs with pdf-lib in jsdom takes a while on a busy machine: waits allow for it.
const SLOW = { timeout: 15_000 };

/** Chooses files with the file input and waits until they are checked (and their pages read). */
async function chooseFiles(...files: File[]): Promise<void> {
  fireEvent.change(screen.getByLabelText(/Scan or photo/), { target: { files } });
  await waitFor(() => expect(screen.queryAllByText(/ready to send|It will not be sent/i).length).toBeGreaterThan(0), SLOW);
}

const summary = (): string => screen.getByTestId("pages-summary").textContent ?? "";
const tile = (page: number): HTMLElement => screen.getByRole("button", { name: `Page ${page}` });
const pressed = (): number[] =>
  screen
    .getAllByRole("button", { name: /^Page \d+$/ })
    .filter((b) => b.getAttribute("aria-pressed") === "true")
    .map((b) => Number(b.getAttribute("data-page")));

async function openPages(name: string): Promise<void> {
  fireEvent.click(screen.getByRole("button", { name: `Choose the pages of ${name} to send` }));
  await screen.findByRole("group", { name: `Pages of ${name}` }, SLOW);
}

beforeAll(() => {
  Object.defineProperties(HTMLElement.prototype, layout);
  URL.createObjectURL ??= () => "blob:picture";
  URL.revokeObjectURL ??= () => undefined;
});
afterAll(() => {
  for (const [name, descriptor] of Object.entries(saved)) if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
});
beforeEach(() => {
  drawn.length = 0;
  boxHeight = 4000;
});

describe("choosing pages", () => {
  it("shows a PDF's pages and cost, sends only the pages typed, cut and named, with the choice saved", async () => {
    const queue = new FakeQueue();
    renderPanel(queue);
    await chooseFiles(report());
    expect(summary()).toBe("All 3 pages: 3 credits");
    await openPages("quarterly-report.pdf");
    const field = screen.getByLabelText("Pages to send");
    expect((field as HTMLInputElement).value).toBe("1-3");
    fireEvent.change(field, { target: { value: "2-3" } });
    expect(summary()).toBe("2 of 3 pages: 2 credits");
    expect(pressed()).toEqual([2, 3]);
    expect(screen.getByTestId("pages-chosen").textContent).toBe("2 of 3 pages chosen.");

    fireEvent.click(screen.getByRole("button", { name: "Transcribe" }));
    await waitFor(() => expect(queue.inputs).toHaveLength(1), SLOW);
    const [sent] = queue.inputs[0]!;
    expect(sent!.name).toBe("quarterly-report (pages 2-3).pdf");
    expect(sent!.pages).toEqual({ sourceName: "quarterly-report.pdf", pages: [2, 3], of: 3 });
    const texts = await pageTexts(new Uint8Array(readFileSync(join(FIXTURES, "quarterly-report.pdf"))));
    expect(await pageTexts(new Uint8Array(await sent!.file.arrayBuffer()))).toEqual([texts[1], texts[2]]);
    // The row says which pages went.
    expect(await screen.findByTestId("batch-pages", {}, SLOW)).toHaveProperty("textContent", "Pages 2-3 of 3 sent.");
  });

  it("says what is wrong with a malformed range, and keeps the pages chosen before", async () => {
    renderPanel(new FakeQueue());
    await chooseFiles(report());
    await openPages("quarterly-report.pdf");
    const field = screen.getByLabelText("Pages to send");
    fireEvent.change(field, { target: { value: "2" } });
    for (const [typed, message] of [
      ["3-2", "“3-2” runs backwards: write it as 2-3."],
      ["4", "This file has 3 pages: there is no page 4."],
      ["1 2", "“1 2”: put a comma between pages, for example 1, 3."],
      ["two", "“two” is not a page number. Type page numbers and ranges, for example 1-3, 7, 12-14."],
    ]) {
      fireEvent.change(field, { target: { value: typed } });
      expect(screen.getByText(message!)).toBeTruthy();
      expect(summary()).toBe("1 of 3 pages: 1 credit");
    }
    expect(field.getAttribute("aria-invalid")).toBe("true");
  });

  it("toggles pages on their pictures: a click, Shift for a run, Space, Shift+Space; select all and none", async () => {
    renderPanel(new FakeQueue());
    await chooseFiles(await fortyPages());
    expect(summary()).toBe("All 40 pages: 40 credits");
    await openPages("forty.pdf");
    fireEvent.click(screen.getByRole("button", { name: "Select none" }));
    expect(summary()).toBe("No page is chosen: choose at least one page to send this file.");
    expect(screen.getByRole("button", { name: "Transcribe" }).getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(tile(12));
    fireEvent.click(tile(14), { shiftKey: true });
    expect(pressed()).toEqual([12, 13, 14]);
    expect((screen.getByLabelText("Pages to send") as HTMLInputElement).value).toBe("12-14");
    expect(summary()).toBe("3 of 40 pages: 3 credits");
    fireEvent.keyDown(tile(20), { key: " ", shiftKey: true });
    expect(pressed()).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20]);
    fireEvent.click(tile(13)); // a plain click (a button's Space or Enter arrives as one): just that page
    expect((screen.getByLabelText("Pages to send") as HTMLInputElement).value).toBe("12, 14-20");
    fireEvent.click(screen.getByRole("button", { name: "Select all" }));
    expect(summary()).toBe("All 40 pages: 40 credits");
  });

  it("draws only the rows of tiles in view, and their pictures, never all pages up front", async () => {
    boxHeight = 300;
    renderPanel(new FakeQueue());
    await chooseFiles(await fortyPages());
    await openPages("forty.pdf");
    // Three tiles a row, two rows in view and one more below: pages 1-9 drawn, their pictures asked for.
    await waitFor(() => expect(rendered()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]), SLOW);
    await waitFor(() => expect(drawn).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]), SLOW);
    await waitFor(() => expect(within(tile(1)).getByRole("presentation", { hidden: true })).toBeTruthy(), SLOW);
    // Scrolled to the end: the last rows are drawn instead (and page 1, which has the focus, stays).
    const box = tile(1).closest("[data-index]")!.parentElement!.parentElement!;
    Object.defineProperty(box, "scrollTop", { configurable: true, get: () => 100_000 });
    act(() => void box.dispatchEvent(new Event("scroll")));
    await waitFor(() => expect(rendered()).toContain(40), SLOW);
    expect(rendered()).not.toContain(20);
    expect(rendered().length).toBeLessThan(15);
  });

  it("the arrow keys move between pages, scrolling the rows as they go; one tile is in the Tab order", async () => {
    boxHeight = 300;
    renderPanel(new FakeQueue());
    await chooseFiles(await fortyPages());
    await openPages("forty.pdf");
    await waitFor(() => expect(rendered()).toContain(1), SLOW);
    expect(tile(1).tabIndex).toBe(0);
    expect(tile(2).tabIndex).toBe(-1);
    act(() => tile(1).focus());
    fireEvent.keyDown(tile(1), { key: "ArrowRight" });
    await waitFor(() => expect(document.activeElement).toBe(tile(2)));
    fireEvent.keyDown(tile(2), { key: "ArrowDown" });
    await waitFor(() => expect(document.activeElement).toBe(tile(5)));
    fireEvent.keyDown(tile(5), { key: "End" });
    await waitFor(() => expect(document.activeElement).toBe(tile(40)), SLOW);
    expect(tile(40).tabIndex).toBe(0);
    fireEvent.keyDown(tile(40), { key: " " });
    fireEvent.keyDown(tile(40), { key: "Home" });
    await waitFor(() => expect(document.activeElement).toBe(tile(1)), SLOW);
  });

  it("an encrypted PDF says its pages cannot be chosen, and goes whole", async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    doc.addPage();
    doc.context.trailerInfo.Encrypt = doc.context.obj({ Filter: "Standard" });
    const queue = new FakeQueue();
    renderPanel(queue);
    await chooseFiles(new File([(await doc.save({ useObjectStreams: false })) as BlobPart], "secret.pdf"));
    expect(summary()).toBe("Protected (encrypted): its pages cannot be chosen, so it is sent whole.");
    expect(screen.queryByRole("button", { name: /Choose the pages of/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Transcribe" }));
    await waitFor(() => expect(queue.added).toEqual([{ names: ["secret.pdf"], options: { action: "transcribe" } }]), SLOW);
  });

  it("a cut that fails says why where Transcribe was pressed, and offers to send all pages", async () => {
    const failing = jest.spyOn(prepare, "cutToPages").mockResolvedValue({
      ok: false,
      problem: "damaged",
      message: "The pages of “quarterly-report.pdf” cannot be cut out: the file seems damaged. Send it whole, or choose a repaired copy.",
    });
    try {
      const queue = new FakeQueue();
      renderPanel(queue);
      await chooseFiles(report());
      await openPages("quarterly-report.pdf");
      fireEvent.change(screen.getByLabelText("Pages to send"), { target: { value: "2" } });
      fireEvent.click(screen.getByRole("button", { name: "Transcribe" }));
      expect(
        await screen.findByText(/^quarterly-report\.pdf: The pages of “quarterly-report\.pdf” cannot be cut out/, {}, SLOW),
      ).toBeTruthy();
      expect(queue.added).toEqual([]);
      fireEvent.click(screen.getByRole("button", { name: "Send all pages of quarterly-report.pdf" }));
      expect(summary()).toBe("All 3 pages: 3 credits");
      expect((screen.getByLabelText("Pages to send") as HTMLInputElement).value).toBe("1-3");
      fireEvent.click(screen.getByRole("button", { name: "Transcribe" }));
      await waitFor(() => expect(queue.added).toEqual([{ names: ["quarterly-report.pdf"], options: { action: "transcribe" } }]), SLOW);
    } finally {
      failing.mockRestore();
    }
  });

  it("sends the files that are ready; one still waiting for its pages stays in the list, saying so", async () => {
    const queue = new FakeQueue();
    renderPanel(queue);
    await chooseFiles(report(), await fortyPages());
    await openPages("forty.pdf");
    fireEvent.click(within(screen.getByRole("group", { name: "Pages of forty.pdf" })).getByRole("button", { name: "Select none" }));
    fireEvent.click(screen.getByRole("button", { name: "Transcribe" }));
    await waitFor(() => expect(queue.added).toEqual([{ names: ["quarterly-report.pdf"], options: { action: "transcribe" } }]), SLOW);
    const ready = screen.getByRole("list", { name: "Files ready to send" });
    await waitFor(() => expect(within(ready).queryByText("quarterly-report.pdf")).toBeNull(), SLOW);
    expect(within(ready).getByText("forty.pdf")).toBeTruthy();
    expect(summary()).toBe("No page is chosen: choose at least one page to send this file.");
  });

  it("a double click on Transcribe while the pages are being cut sends them once", async () => {
    const queue = new FakeQueue();
    renderPanel(queue);
    await chooseFiles(report());
    await openPages("quarterly-report.pdf");
    fireEvent.change(screen.getByLabelText("Pages to send"), { target: { value: "2-3" } });
    const run = screen.getByRole("button", { name: "Transcribe" });
    fireEvent.click(run);
    fireEvent.click(run);
    await waitFor(() => expect(queue.added).toHaveLength(1), SLOW);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(queue.added).toHaveLength(1);
  });

  it("after a reopen, asks for the original and cuts the same pages from it again", async () => {
    const queue = new FakeQueue();
    queue.restore([
      batchItem({
        id: "waiting-pages",
        fileName: "quarterly-report (pages 2-3).pdf",
        pages: { sourceName: "quarterly-report.pdf", pages: [2, 3], of: 3 },
        state: "waiting",
        needsFile: true,
        hasFile: false,
        reason: "The task pane was closed before this file was sent. Add quarterly-report.pdf again: pages 2-3 are cut from it again.",
      }),
    ]);
    renderPanel(queue);
    const row = await screen.findByTestId("batch-item", {}, SLOW);
    expect(within(row).getByTestId("batch-pages").textContent).toBe("Pages 2-3 of 3 sent.");
    const input = within(row).getByLabelText("Add the file again: quarterly-report.pdf", { selector: "input" });
    fireEvent.change(input, { target: { files: [report("quarterly-report (pages 2-3).pdf")] } });
    expect(
      await within(row).findByText('Choose "quarterly-report.pdf" itself (this is "quarterly-report (pages 2-3).pdf").', {}, SLOW),
    ).toBeTruthy();
    fireEvent.change(input, { target: { files: [report()] } });
    await waitFor(() => expect(queue.attached.has("waiting-pages")).toBe(true), SLOW);
    const texts = await pageTexts(new Uint8Array(readFileSync(join(FIXTURES, "quarterly-report.pdf"))));
    expect(await pageTexts(new Uint8Array(await queue.attached.get("waiting-pages")!.arrayBuffer()))).toEqual([texts[1], texts[2]]);
  });
});
