/**
 * @jest-environment jsdom
 */
// The list of files in the workspace: a row per file with its state and reason, the actions that fit, the
// confirmations before deleting or sending twice, files to add again after a reopen, and the queue's problems.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { installHostDouble } from "../../../dev/host/install";
import type { BatchItem } from "../../../src/work/batch";
import { batchItem } from "../work/batchItem";
import { FakeQueue } from "./fakeQueue";
import { pngFile, renderPanel } from "./panelHarness";

async function showing(items: BatchItem[]): Promise<FakeQueue> {
  const queue = new FakeQueue();
  renderPanel(queue);
  await screen.findByRole("button", { name: "Transcribe" });
  act(() => queue.restore(items));
  await screen.findByRole("region", { name: "Files" });
  return queue;
}

const row = (name: string): HTMLElement => {
  const found = screen.getAllByTestId("batch-item").find((r) => within(r).queryByText(name, { exact: true }));
  if (!found) throw new Error(`no row for ${name}`);
  return found;
};

describe("the list of files", () => {
  it("shows each file's state and reason, with the actions that fit", async () => {
    await showing([
      batchItem({ fileName: "a.pdf", state: "waiting" }),
      batchItem({ fileName: "b.pdf", state: "processing", documentId: "doc2", reason: "The service is reading the file." }),
      batchItem({ fileName: "c.pdf", state: "processed", documentId: "doc3", reason: "Processed: the result is ready." }),
      batchItem({ fileName: "d.pdf", state: "failed", reason: "The service could not read this file." }),
    ]);
    const names = (r: HTMLElement): string[] =>
      within(r)
        .getAllByRole("button")
        .map((b) => b.textContent ?? "");
    expect(within(row("b.pdf")).getByTestId("batch-state").textContent).toBe("Processing");
    expect(within(row("b.pdf")).getByText("The service is reading the file.")).toBeTruthy();
    expect(names(row("a.pdf"))).toEqual(["Cancel"]);
    expect(names(row("b.pdf"))).toEqual(["Cancel"]);
    expect(names(row("c.pdf"))).toEqual(["Open", "Dismiss"]);
    expect(names(row("d.pdf"))).toEqual(["Send again", "Dismiss"]);
    expect(screen.getByRole("button", { name: "Cancel b.pdf" })).toBeTruthy();
    expect(screen.getByText("2 of 4 files finished (1 processed, 1 not).")).toBeTruthy();
  });

  it("shows another pane's files as that window's, without actions or a send-again warning", async () => {
    await showing([
      batchItem({
        fileName: "w.pdf",
        state: "uploading",
        elsewhere: true,
        reason: "The task pane was closed while this file was being sent.",
      }),
      batchItem({ fileName: "x.pdf", state: "unknown-outcome", documentId: null, elsewhere: true }),
    ]);
    expect(within(row("w.pdf")).getByTestId("batch-reason").textContent).toBe("Being sent from your other Office window.");
    expect(within(row("x.pdf")).getByTestId("batch-reason").textContent).toBe("Handled in your other Office window.");
    expect(within(row("w.pdf")).queryAllByRole("button")).toEqual([]);
    expect(within(row("x.pdf")).queryByText(/charge you twice/)).toBeNull();
  });

  it("cancels a waiting file at once, and asks before deleting one the service has", async () => {
    const queue = await showing([
      batchItem({ id: "w", fileName: "a.pdf", state: "waiting" }),
      batchItem({ id: "q", fileName: "b.pdf", state: "queued", documentId: "doc2" }),
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Cancel a.pdf" }));
    await waitFor(() => expect(queue.calls).toContain("cancel w"));
    expect(screen.queryByRole("alertdialog")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Cancel b.pdf" }));
    const dialog = await screen.findByRole("alertdialog", { name: 'Cancel "b.pdf"?' });
    expect(dialog.textContent).toMatch(/deletes it there.*This cannot be undone\./);
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(queue.calls).not.toContain("cancel q");

    await waitFor(() => expect(screen.getByRole("button", { name: "Cancel b.pdf" })).toHaveProperty("disabled", false));
    fireEvent.click(screen.getByRole("button", { name: "Cancel b.pdf" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete it" }));
    await waitFor(() => expect(queue.calls).toContain("cancel q"));
    expect(within(row("b.pdf")).getByTestId("batch-state").textContent).toBe("Cancelled");
  });

  it("says plainly that sending an unknown upload again may charge twice, and asks first", async () => {
    const queue = await showing([
      batchItem({ id: "u", fileName: "a.pdf", state: "unknown-outcome", reason: "The upload was interrupted." }),
    ]);
    expect(within(row("a.pdf")).getByText(/may charge you twice/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send again a.pdf" }));
    const dialog = await screen.findByRole("alertdialog", { name: 'Send "a.pdf" again?' });
    expect(dialog.textContent).toMatch(/may charge you twice/);
    fireEvent.click(within(dialog).getByRole("button", { name: "Send again" }));
    await waitFor(() => expect(queue.calls).toContain("resubmit u"));
  });

  it("sends a failed file again with the file chosen again when its bytes are gone", async () => {
    const queue = await showing([batchItem({ id: "f", fileName: "scan.png", state: "failed", hasFile: false })]);
    fireEvent.change(screen.getByLabelText("Send again: choose scan.png", { selector: "input" }), {
      target: { files: [pngFile("scan.png")] },
    });
    await waitFor(() => expect(queue.calls).toContain("resubmit f with file"));
  });

  it("takes a file again after a reopen, only the same file and only if it passes the checks", async () => {
    const queue = await showing([
      batchItem({
        id: "n",
        fileName: "scan.png",
        state: "waiting",
        needsFile: true,
        hasFile: false,
        reason: "The task pane was closed before this file was sent. Add the file again to send it.",
      }),
    ]);
    // Its badge says what it waits for: the user, not its turn.
    expect(within(row("scan.png")).getByTestId("batch-state").textContent).toBe("File needed");
    const input = screen.getByLabelText("Add the file again: scan.png", { selector: "input" });
    fireEvent.change(input, { target: { files: [pngFile("other.png")] } });
    expect(await within(row("scan.png")).findByRole("alert")).toHaveProperty(
      "textContent",
      'Choose "scan.png" itself (this is "other.png").',
    );
    fireEvent.change(input, { target: { files: [new File(["text"], "scan.png")] } });
    await within(row("scan.png")).findByText(/scan\.png: This is not a PDF/);
    fireEvent.change(input, { target: { files: [pngFile("scan.png")] } });
    await waitFor(() => expect(queue.calls).toContain("attach n"));
  });

  it("keeps the keyboard focus in the row when its actions change, and on the next row after a dismissal", async () => {
    await showing([batchItem({ id: "w", fileName: "a.pdf", state: "waiting" }), batchItem({ fileName: "b.pdf", state: "waiting" })]);
    const cancel = screen.getByRole("button", { name: "Cancel a.pdf" });
    cancel.focus();
    fireEvent.click(cancel);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Dismiss a.pdf" })));
    fireEvent.click(screen.getByRole("button", { name: "Dismiss a.pdf" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel b.pdf" })));
  });

  it("does not repeat the badge on processed rows (issue 21); other rows keep their reason", async () => {
    await showing([
      batchItem({ fileName: "done.pdf", state: "processed", reason: "Processed: the result is ready." }),
      batchItem({ fileName: "waits.pdf", state: "waiting", reason: "Waiting to be sent." }),
    ]);
    expect(within(row("done.pdf")).getByTestId("batch-state").textContent).toBe("Processed");
    expect(within(row("done.pdf")).queryByTestId("batch-reason")).toBeNull();
    expect(row("done.pdf").textContent).not.toMatch(/result is ready/);
    // What to do next keeps its accessible name.
    expect(within(row("done.pdf")).getByRole("button", { name: "Open done.pdf" })).toBeTruthy();
    expect(within(row("waits.pdf")).getByTestId("batch-reason").textContent).toBe("Waiting to be sent.");
  });

  it("dismisses a settled file, closing its result if it was open", async () => {
    const queue = await showing([batchItem({ id: "c", fileName: "c.pdf", state: "cancelled" })]);
    fireEvent.click(screen.getByRole("button", { name: "Dismiss c.pdf" }));
    await waitFor(() => expect(queue.calls).toContain("dismiss c"));
    expect(screen.queryByTestId("batch-item")).toBeNull();
  });

  it("explains a hold on uploads and carries on when asked; shows problems following or saving the work", async () => {
    const queue = await showing([batchItem({ fileName: "a.pdf", state: "waiting" })]);
    act(() =>
      queue.setStatus({
        uploadHold: { kind: "insufficient_credits", message: "You have no page credits left.", at: 0 },
        trackingProblem: "The service could not be reached.",
        storageProblem: "The browser's storage is full.",
      }),
    );
    const hold = screen.getByTestId("upload-hold");
    // One instruction that matches the button (it said "upload it again" and "continue" at once before).
    expect(hold.textContent).toMatch(
      /Your page credits ran out.*The others wait here: buy credits, then select Continue uploads to send them\./,
    );
    expect(hold.textContent).not.toMatch(/upload it again/);
    expect(screen.getByText(/Progress is not up to date/)).toBeTruthy();
    expect(screen.getByText(/This list is not saved/)).toBeTruthy();
    fireEvent.click(within(hold).getByRole("button", { name: "Continue uploads" }));
    expect(queue.calls).toContain("resume");
    await waitFor(() => expect(screen.queryByTestId("upload-hold")).toBeNull());
  });

  it("where Office allows no purchases (iPad), credits running out offers no way to credits and no pointer to buying", async () => {
    const host = installHostDouble({ host: "Word", platform: "iOS", commerceAllowed: false });
    try {
      const queue = await showing([batchItem({ fileName: "a.pdf", state: "waiting" })]);
      act(() => queue.setStatus({ uploadHold: { kind: "insufficient_credits", message: "You have no page credits left.", at: 0 } }));
      const hold = screen.getByTestId("upload-hold");
      expect(hold.textContent).toMatch(
        /Your page credits ran out.*select Continue uploads later to send them, or cancel the ones you do not need\./,
      );
      expect(hold.textContent).not.toMatch(/website|buy|top up/i);
      expect(within(hold).queryByRole("button", { name: /credits/i })).toBeNull();
      expect(within(hold).getByRole("button", { name: "Continue uploads" })).toBeTruthy();
    } finally {
      host.uninstall();
    }
  });

  it("announces changes of state once, not the whole list", async () => {
    const queue = await showing([batchItem({ id: "a", fileName: "a.pdf", state: "queued" }), batchItem({ fileName: "b.pdf" })]);
    const announcer = screen.getByTestId("batch-announcer");
    act(() => void queue.move("a", "processing", {}, "The service is reading the file."));
    expect(announcer.textContent).toBe("a.pdf: processing.");
    // The rows are not live regions themselves.
    expect(screen.getByRole("region", { name: "Files" }).querySelector("[aria-live]")).toBeNull();
  });
});
