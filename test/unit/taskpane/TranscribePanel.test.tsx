/**
 * @jest-environment jsdom
 */
// The workspace from choosing files to inserting a result: several files checked at once (refused ones say
// why and are not queued), dropped files, a picture from the document, the cost question, the newest
// processed file opening by itself, results after a reopen, translations fetched when opened.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import { ServiceError } from "../../../src/api/errors";
import { fixtureDetail, PNG_BASE64 } from "../office/fixtures";
import { batchItem } from "../work/batchItem";
import { FakeQueue } from "./fakeQueue";
import { chooseFiles, fakeClient, pngFile, renderPanel, textFile } from "./panelHarness";
import { pressInsert } from "./pressInsert";

describe("TranscribePanel", () => {
  let double: HostDouble | null = null;
  afterEach(() => {
    double?.uninstall();
    double = null;
  });

  it("finds tables, opens the result by itself, previews it as grids and inserts it into Word", async () => {
    double = installHostDouble({ host: "Word" });
    const queue = new FakeQueue(() => fixtureDetail("quarterly-report", "tables"));
    renderPanel(queue);
    await chooseFiles(pngFile());
    fireEvent.click(screen.getByLabelText("Find tables and key/value pairs"));
    fireEvent.click(screen.getByRole("button", { name: "Find tables" }));
    expect(await screen.findByText(/Found 3 tables and 7 key\/value pairs/)).toBeTruthy();
    expect(queue.added).toEqual([{ names: ["scan.png"], options: { action: "tables" } }]);
    // The review is its own chunk: the first to load it here also compiles it (slow on a busy machine).
    const preview = await screen.findByRole("region", { name: "Tables preview" }, { timeout: 10_000 });
    expect(within(preview).getAllByTestId("review-table")).toHaveLength(3);
    expect(within(preview).getByTestId("review-pairs")).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Insert into document" }));
    expect(await screen.findByText("Inserted 4 paragraphs and 4 tables at the cursor.")).toBeTruthy();
    expect(double.word.blocks.filter((b) => b.kind === "table")).toHaveLength(4);
    // The row says which work and where its result went (the queue keeps that with the saved list).
    const row = screen.getByTestId("batch-item");
    expect(within(row).getByTestId("batch-meta").textContent).toMatch(/^Tables · /);
    expect(within(row).getByTestId("batch-inserted").textContent).toBe("Inserted at the cursor");
    expect(queue.calls).toContain(`inserted ${queue.items[0]?.id ?? ""}`);
    // The file input is cleared for the next batch, and the row says its result is the one shown.
    // Nothing left to send: the button says so (aria-disabled) but keeps the focus it had.
    expect(screen.getByRole("button", { name: "Find tables" }).getAttribute("aria-disabled")).toBe("true");
    expect(within(screen.getByTestId("batch-item")).getByText("Shown below.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Open scan.png" })).toBeNull();
  });

  it("keeps the result being read open when a new batch is sent (its first result waits to be opened)", async () => {
    double = installHostDouble({ host: "Word" });
    const queue = new FakeQueue(() => fixtureDetail("handwritten-note", "transcribe"));
    renderPanel(queue);
    await chooseFiles(pngFile("first.png"));
    fireEvent.click(screen.getByRole("button", { name: "Transcribe" }));
    expect(await screen.findByRole("heading", { name: "first.png" })).toBeTruthy();
    await chooseFiles(pngFile("second.png"));
    fireEvent.click(screen.getByRole("button", { name: "Transcribe" }));
    await waitFor(() => expect(queue.items.map((i) => i.state)).toEqual(["processed", "processed"]));
    // The row's Open follows the queue's news in a render of its own: waited for, not read at once (a busy
    // machine rendered it after the check once).
    expect(await screen.findByRole("button", { name: "Open second.png" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "first.png" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "second.png" })).toBeNull();
  });

  it("lists the user's extractors, extracts fields and appends them to an Excel table named after the extractor", async () => {
    double = installHostDouble({ host: "Excel" });
    const queue = new FakeQueue(() => fixtureDetail("expense-claim", "extractor", "EXPf4Jm8Wd"));
    renderPanel(queue, { host: "excel" });
    await chooseFiles(pngFile());
    fireEvent.click(screen.getByLabelText("Extract fields with an extractor"));
    fireEvent.change(await screen.findByLabelText("Extractor"), { target: { value: "EXPf4Jm8Wd" } });
    fireEvent.click(screen.getByRole("button", { name: "Extract fields" }));
    expect(await screen.findByText(/Extracted 1 record\./)).toBeTruthy();
    expect(queue.added[0]?.options).toEqual({ action: "extractor", extractorId: "EXPf4Jm8Wd" });
    await pressInsert();
    expect(await screen.findByText('Wrote 1 table on new sheet "Expense Claim".')).toBeTruthy();
    expect(double.excel.tables.map((t) => t.name)).toEqual(["Extracted_Expense_Claim"]);
  });

  it("queues only the files that pass the checks, and says why the others are refused", async () => {
    const queue = new FakeQueue();
    renderPanel(queue);
    await chooseFiles(pngFile("a.png"), textFile("notes.png"), pngFile("b.png"));
    expect(screen.getByText("2 files ready to send:")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toMatch(
      /^notes\.png: This is not a PDF, JPG, PNG, TIFF, HEIC or GIF file.*It will not be sent\.$/,
    );
    fireEvent.click(screen.getByRole("button", { name: "Transcribe" }));
    await waitFor(() => expect(queue.added).toHaveLength(1));
    expect(queue.added[0]?.names).toEqual(["a.png", "b.png"]);
    expect(await screen.findAllByTestId("batch-item")).toHaveLength(2);
    expect(screen.getByTestId("batch-announcer").textContent).toBe("2 files added to the list.");
  });

  it("takes files dropped on the drop zone, checked like chosen ones", async () => {
    renderPanel(new FakeQueue());
    fireEvent.drop(screen.getByTestId("drop-zone"), { dataTransfer: { files: [pngFile("dropped.png"), textFile("bad.gif")] } });
    expect(await screen.findByText("dropped.png")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toMatch(/^bad\.gif: This is not/);
  });

  it("asks before a batch the balance may not cover, and sends nothing when the user declines", async () => {
    const queue = new FakeQueue();
    renderPanel(queue, { balance: 1 });
    await chooseFiles(pngFile("a.png"), pngFile("b.png"));
    fireEvent.click(screen.getByRole("button", { name: "Transcribe" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Not enough page credits" });
    expect(dialog.textContent).toMatch(/2 files: at least 2 pages\. Your balance: 1 page credit\./);
    fireEvent.click(within(dialog).getByRole("button", { name: "Don't send" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(queue.added).toEqual([]);
    expect(screen.getByText("2 files ready to send:")).toBeTruthy(); // still chosen
    fireEvent.click(screen.getByRole("button", { name: "Transcribe" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Send anyway" }));
    await waitFor(() => expect(queue.added).toHaveLength(1));
  });

  it("fetches the balance once after a burst of uploads, not once per file", async () => {
    const queue = new FakeQueue(() => fixtureDetail("handwritten-note", "transcribe"));
    const balances: number[] = [];
    const { client } = renderPanel(queue, { onAccountChanged: (u) => balances.push(u.balance) });
    await chooseFiles(pngFile("a.png"), pngFile("b.png"), pngFile("c.png"));
    fireEvent.click(screen.getByRole("button", { name: "Transcribe" }));
    await screen.findByText("Transcribed 1 page. Check the text, then insert it.");
    await waitFor(() => expect(queue.items.every((i) => i.state === "processed")).toBe(true));
    await waitFor(() => expect(balances).toEqual([90]));
    expect(client.asked.filter((a) => a === "users/me")).toHaveLength(1);
  });

  it("opens a processed file after a reopen (its result loaded again) and fetches its translation", async () => {
    const queue = new FakeQueue();
    const detail = fixtureDetail("handwritten-note", "transcribe");
    queue.reloaded = detail;
    const client = fakeClient();
    client.translations.push({ state: "processing" }, new ServiceError("server_error", "The service is down."));
    renderPanel(queue, { client });
    await waitFor(() => expect(queue.closed).toBe(false));
    act(() =>
      queue.restore([
        batchItem({
          fileName: "note.png",
          state: "processed",
          reason: "Processed: the result is ready.",
          documentId: detail.id,
          result: null,
          hasFile: false,
          options: { action: "transcribe", translateTo: "fr" },
        }),
      ]),
    );
    // Restored, not newly processed: it waits to be opened.
    fireEvent.click(await screen.findByRole("button", { name: "Open note.png" }));
    expect(await screen.findByText("Transcribed 1 page. Check the text, then insert it.")).toBeTruthy();
    expect(queue.calls).toContain(`load ${queue.items[0]?.id}`);
    expect(client.asked.filter((a) => a.startsWith("translation"))).toHaveLength(2);
    expect(await screen.findByText(/translation could not be fetched \(The service is down\.\)/)).toBeTruthy();
    expect(await screen.findByRole("region", { name: "Transcript preview" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Close the result of note.png" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Transcript preview" })).toBeNull());
  });

  it("says when a result cannot be loaded, and offers to open it again", async () => {
    const queue = new FakeQueue();
    renderPanel(queue);
    await screen.findByRole("button", { name: "Transcribe" });
    act(() => queue.restore([batchItem({ fileName: "gone.png", state: "processed", result: null, hasFile: false })]));
    fireEvent.click(await screen.findByRole("button", { name: "Open gone.png" }));
    expect(await screen.findByText('The result of "gone.png" could not be loaded. Try to open it again.')).toBeTruthy();
    expect(screen.getByRole("button", { name: "Open gone.png" })).toBeTruthy();
  });

  it("shows what this Office cannot do instead of offering it", async () => {
    double = installHostDouble({ host: "Word", platform: "iOS" });
    renderPanel(new FakeQueue(() => fixtureDetail("handwritten-note", "transcribe")));
    await chooseFiles(pngFile());
    fireEvent.click(screen.getByRole("button", { name: "Transcribe" }));
    expect(await screen.findByText(/cannot insert the service's \.docx file/)).toBeTruthy();
    expect(screen.queryByLabelText(/Insert the service's own \.docx/)).toBeNull();
  });

  it("uses the picture selected in the document as input", async () => {
    double = installHostDouble({ host: "Word" });
    double.word.addPicture(PNG_BASE64);
    double.word.selectBlock(1);
    const queue = new FakeQueue();
    renderPanel(queue);
    fireEvent.click(screen.getByRole("button", { name: "Use the selected picture" }));
    expect(await screen.findByText(/Using the picture from the document \(selected-picture\.png\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Transcribe" }));
    await waitFor(() => expect(queue.added[0]?.names).toEqual(["selected-picture.png"]));
  });

  it("explains when no picture is selected", async () => {
    double = installHostDouble({ host: "Word" });
    renderPanel(new FakeQueue());
    fireEvent.click(screen.getByRole("button", { name: "Use the selected picture" }));
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      expect.stringMatching(/^Select a picture in the document first/) as string,
    );
  });

  it("closes the queue when the pane goes", async () => {
    const queue = new FakeQueue();
    const { unmount } = renderPanel(queue);
    await screen.findByRole("button", { name: "Transcribe" });
    unmount();
    expect(queue.closed).toBe(true);
  });
});
