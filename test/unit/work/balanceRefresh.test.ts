// The balance is fetched again once per burst of uploads, not once per file.
import { BalanceRefresh } from "../../../src/work/balanceRefresh";
import type { BatchItem } from "../../../src/work/batch";
import { batchItem, moved, snapshotOf } from "./batchItem";

describe("BalanceRefresh", () => {
  it("refreshes once when a burst of accepted uploads is over", () => {
    const refresh = jest.fn();
    const watcher = new BalanceRefresh(refresh);
    let a = batchItem({ state: "uploading" });
    let b = batchItem({ state: "uploading" });
    const c = batchItem({ state: "waiting" });
    watcher.observe(snapshotOf([a, b, c]), []);
    a = { ...a, state: "queued" };
    const c2: BatchItem = { ...c, state: "uploading" };
    watcher.observe(snapshotOf([a, b, c2]), [moved(a, "uploading")]);
    b = { ...b, state: "queued" };
    watcher.observe(snapshotOf([a, b, c2]), [moved(b, "uploading")]);
    expect(refresh).not.toHaveBeenCalled();
    const c3: BatchItem = { ...c2, state: "queued" };
    watcher.observe(snapshotOf([a, b, c3]), [moved(c3, "uploading")]);
    expect(refresh).toHaveBeenCalledTimes(1);
    // Later progress (processing, processed) costs nothing more.
    watcher.observe(snapshotOf([{ ...a, state: "processed" }, b, c3]), [moved({ ...a, state: "processed" }, "processing")]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("refreshes when uploads stop on hold, and not while an unknown upload is looked for", () => {
    const refresh = jest.fn();
    const watcher = new BalanceRefresh(refresh);
    const a = batchItem({ state: "queued" });
    const waiting = batchItem({ state: "waiting" });
    watcher.observe(snapshotOf([a, waiting]), [moved(a, "uploading")]);
    expect(refresh).not.toHaveBeenCalled();
    const hold = { kind: "insufficient_credits" as const, message: "No credits.", at: 0 };
    watcher.observe(snapshotOf([a, waiting], { uploadHold: hold }), []);
    expect(refresh).toHaveBeenCalledTimes(1);

    const looking = batchItem({ state: "uploading", error: { kind: "unknown_outcome", message: "Looking." } });
    const b = batchItem({ state: "queued" });
    watcher.observe(snapshotOf([b, looking]), [moved(b, "uploading")]);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
