// How the pane presents the queue: actions per state, what is announced, which item opens by itself, progress.
import {
  announcement,
  batchProgress,
  cancelQuestion,
  displayOrder,
  itemActions,
  newlyProcessed,
  progressSentence,
  resendQuestion,
  rowReason,
} from "../../../src/work/batchView";
import { batchItem, moved } from "./batchItem";

describe("itemActions", () => {
  it("offers what fits each state", () => {
    expect(itemActions(batchItem({ state: "waiting" }))).toMatchObject({ cancel: "now", attach: false, dismiss: false });
    expect(itemActions(batchItem({ state: "waiting", needsFile: true, hasFile: false }))).toMatchObject({
      cancel: null,
      attach: true,
      dismiss: true,
    });
    for (const state of ["uploading", "queued", "processing"] as const)
      expect(itemActions(batchItem({ state }))).toMatchObject({ cancel: "confirm", open: false, dismiss: false });
    expect(itemActions(batchItem({ state: "processed" }))).toMatchObject({ open: true, dismiss: true, cancel: null });
    expect(itemActions(batchItem({ state: "failed" }))).toMatchObject({ resend: "now", resendNeedsFile: false, dismiss: true });
    expect(itemActions(batchItem({ state: "unknown-outcome", hasFile: false }))).toMatchObject({
      resend: "confirm",
      resendNeedsFile: true,
      dismiss: true,
    });
    expect(itemActions(batchItem({ state: "cancelled" }))).toMatchObject({ resend: null, dismiss: true });
  });

  it("offers nothing while a cancellation is under way", () => {
    expect(Object.values(itemActions(batchItem({ state: "queued", cancelling: true }))).filter(Boolean)).toEqual([]);
  });
});

describe("another pane's items (Word and Excel open together)", () => {
  const closedWhileSending =
    "The task pane was closed while this file was being sent, so it is not known whether it arrived. Looking for it in your documents (it is never sent twice automatically).";

  it("say that the other window sends or handles them, never that a pane was closed while sending", () => {
    expect(rowReason(batchItem({ state: "uploading", elsewhere: true, reason: closedWhileSending }))).toBe(
      "Being sent from your other Office window.",
    );
    for (const state of ["queued", "processing", "processed", "failed", "unknown-outcome"] as const)
      expect(rowReason(batchItem({ state, documentId: "doc1", elsewhere: true, reason: closedWhileSending }))).toBe(
        "Handled in your other Office window.",
      );
    expect(rowReason(batchItem({ state: "uploading", reason: closedWhileSending }))).toBe(closedWhileSending);
  });

  it("offer no action in this pane (the other pane acts on them), except opening a processed result", () => {
    for (const state of ["uploading", "queued", "failed", "unknown-outcome", "cancelled"] as const)
      expect(Object.values(itemActions(batchItem({ state, elsewhere: true }))).filter(Boolean)).toEqual([]);
    // Issue 20, defect 3: inserting is local to this document, so the user may open and insert it here.
    expect(itemActions(batchItem({ state: "processed", elsewhere: true }))).toEqual({
      open: true,
      cancel: null,
      resend: null,
      resendNeedsFile: false,
      attach: false,
      dismiss: false,
    });
  });
});

describe("questions", () => {
  it("says that cancelling deletes the document on the service, for good", () => {
    const q = cancelQuestion(batchItem({ state: "queued", documentId: "doc1", fileName: "a.pdf" }));
    expect(q.title).toBe('Cancel "a.pdf"?');
    expect(q.message).toMatch(/deletes it there.*cannot be undone/);
  });
  it("says the page credits are spent when the service already has the file (issue 21)", () => {
    const counted = cancelQuestion(batchItem({ state: "processing", documentId: "doc1", pageCount: 3 }));
    expect(counted.message).toMatch(/The 3 page credits it cost are spent: cancelling does not give them back\.$/);
    const uncounted = cancelQuestion(batchItem({ state: "queued", documentId: "doc1", pageCount: null }));
    expect(uncounted.message).toMatch(/page credits it cost are spent/);
    const sending = cancelQuestion(batchItem({ state: "uploading", documentId: null }));
    expect(sending.message).toMatch(/If it has arrived, the page credits it cost are spent/);
  });
  it("says plainly that sending again may charge twice", () => {
    expect(resendQuestion(batchItem({ state: "unknown-outcome" })).message).toMatch(/may charge you twice/);
  });
});

describe("newlyProcessed", () => {
  it("is the newest item that became processed", () => {
    const a = batchItem({ state: "processed" });
    const b = batchItem({ state: "processed" });
    const c = batchItem({ state: "processing" });
    expect(newlyProcessed([moved(a, "processing"), moved(b, "processing"), moved(c, "queued")])).toBe(b.id);
    expect(newlyProcessed([moved(c, "queued")])).toBeNull();
    expect(newlyProcessed([moved(a, "processed")])).toBeNull(); // a new reason, not a new state
  });
});

describe("announcement", () => {
  it("names a few changes, with the reason of a failure", () => {
    const a = batchItem({ fileName: "a.png", state: "processed" });
    const b = batchItem({ fileName: "b.png", state: "failed" });
    const text = announcement([moved(a, "processing"), moved(b, "processing", "The service could not read it.")], [a, b]);
    expect(text).toBe("a.png: processed. b.png: failed. The service could not read it.");
  });

  it("says only the last change of each item, and nothing for a new reason in the same state", () => {
    const a = batchItem({ fileName: "a.png", state: "queued" });
    expect(announcement([{ ...moved(a, "waiting"), to: "uploading" }, moved(a, "uploading")], [a])).toBe("a.png: queued.");
    expect(announcement([moved(a, "queued")], [a])).toBeNull();
    expect(announcement([], [a])).toBeNull();
  });

  it("counts many changes by state instead of reading them all", () => {
    const items = [1, 2, 3, 4, 5].map((i) => batchItem({ fileName: `${i}.png`, state: i < 4 ? "processed" : "processing" }));
    expect(
      announcement(
        items.map((i) => moved(i, "queued")),
        items,
      ),
    ).toBe("Processed: 3 files and Processing: 2 files.");
    const added = items.map((i) => ({ ...moved(i, null), to: "waiting" as const }));
    expect(announcement(added, items)).toBe("5 files added to the list.");
  });
});

describe("order and progress", () => {
  it("shows the newest batch first, each batch in the order chosen", () => {
    const a1 = batchItem({ batchId: "A", fileName: "a1" });
    const a2 = batchItem({ batchId: "A", fileName: "a2" });
    const b1 = batchItem({ batchId: "B", fileName: "b1" });
    expect(displayOrder([a1, a2, b1]).map((i) => i.fileName)).toEqual(["b1", "a1", "a2"]);
  });

  it("counts finished files, leaving cancelled ones out", () => {
    const progress = batchProgress([
      batchItem({ state: "processed" }),
      batchItem({ state: "failed" }),
      batchItem({ state: "processing" }),
      batchItem({ state: "cancelled" }),
    ]);
    expect(progress).toEqual({ total: 3, finished: 2, processed: 1, active: true });
    expect(progressSentence(progress)).toBe("2 of 3 files finished (1 processed, 1 not).");
    expect(batchProgress([batchItem({ state: "waiting", needsFile: true })]).active).toBe(false);
  });
});
