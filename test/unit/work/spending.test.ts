// When the pane asks before spending credits, and that it states pages against the balance.
import type { CostEstimate } from "../../../src/work/batch";
import { spendingQuestion } from "../../../src/work/spending";

function cost(pages: Array<number | null>, balance: number): CostEstimate {
  const knownPages = pages.reduce<number>((sum, p) => sum + (p ?? 0), 0);
  const unknownFiles = pages.filter((p) => p === null).length;
  const minimumPages = knownPages + unknownFiles;
  return {
    files: pages.map((p, i) => ({ name: `file${i + 1}.pdf`, pages: p })),
    knownPages,
    unknownFiles,
    minimumPages,
    balance,
    verdict: minimumPages > balance ? "not-enough" : unknownFiles > 0 ? "unknown" : "enough",
    shortfall: Math.max(0, minimumPages - balance),
  };
}

describe("spendingQuestion", () => {
  it("lets a small batch the balance covers go at once", () => {
    expect(spendingQuestion(cost([1, 3, 2], 100))).toBeNull();
    expect(spendingQuestion(cost([1, null], 100))).toBeNull();
  });

  it("asks when the balance does not cover the least the batch costs", () => {
    const q = spendingQuestion(cost([4, 3], 5));
    expect(q).toMatchObject({ title: "Not enough page credits", confirm: "Send anyway", cancel: "Don't send" });
    expect(q?.message).toMatch(/^2 files: at least 7 pages\. Your balance: 5 page credits\. About 2 more credits would be needed/);
    expect(q?.details).toEqual(["file1.pdf: 4 pages", "file2.pdf: 3 pages"]);
  });

  it("asks when files of unknown length may not fit", () => {
    const q = spendingQuestion(cost([2, null], 8));
    expect(q?.title).toBe("Your credits may not be enough");
    // Whole sentences with their own plurals (issue 21: "1 file of unknown length counted as one page each").
    expect(q?.message).toMatch(
      /^2 files: at least 3 pages\. The length of 1 file is not known yet: it is counted as one page and may cost more\. /,
    );
    expect(spendingQuestion(cost([null, null], 1))?.message).toMatch(
      /The length of 2 files is not known yet: each is counted as one page and may cost more\./,
    );
    expect(q?.details).toContain("file2.pdf: pages not known until the service counts them");
  });

  it("asks before a large batch, even when the balance covers it", () => {
    expect(spendingQuestion(cost([10, 10], 1000))?.title).toBe("Send 2 files?");
    expect(spendingQuestion(cost([1, null, null, null], 1000))?.title).toBe("Send 4 files?");
  });

  it("lists at most a few files and counts the rest", () => {
    const q = spendingQuestion(cost(Array<number>(12).fill(2), 1000));
    expect(q?.details).toHaveLength(9);
    expect(q?.details?.[8]).toBe("and 4 more files");
  });

  describe("under the organisation's policy", () => {
    it("asks above its threshold, including when some files' length cannot be told", () => {
      expect(spendingQuestion(cost([5, 4], 1000), { askAbove: 10 })).toBeNull();
      const q = spendingQuestion(cost([6, 5], 1000), { askAbove: 10 });
      expect(q).toMatchObject({ title: "Send these 2 files?", confirm: "Send", cancel: "Don't send" });
      expect(q?.message).toMatch(/Your organisation asks you to confirm batches that may cost more than 10 page credits\.$/);
      expect(spendingQuestion(cost([1, null], 1000), { askAbove: 10 })?.title).toBe("Send these 2 files?");
      expect(spendingQuestion(cost([1], 1000), { askAbove: 0 })?.title).toBe("Send this file?");
      expect(spendingQuestion(cost([1], 1000), { askAbove: null })).toBeNull();
    });

    it("offers no purchase where buying credits is not allowed", () => {
      expect(spendingQuestion(cost([4, 3], 5))?.alternative).toBe("Buy credits");
      const q = spendingQuestion(cost([4, 3], 5), { canBuy: false });
      expect(q?.title).toBe("Not enough page credits");
      expect(q?.alternative).toBeUndefined();
      expect(spendingQuestion(cost([2, null], 8), { canBuy: false })?.alternative).toBeUndefined();
    });
  });
});
