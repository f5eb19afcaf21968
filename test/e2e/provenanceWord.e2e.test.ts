// Where it came from, end to end in Word (issue 33): a transcript inserted into the document; the cursor put
// in the inserted passage, the pane names its file and page; put outside it, the pane says nothing of it. A
// three-page transcript: the cursor in a passage of page 2, then of page 3, the pane names that passage's page.
// Two expense claims inserted with two fields still flagged: one comment on the insertion lists both.
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./browser";
import { openPane, send, waitForResult } from "./reviewHelpers";

interface DoubleWindow {
  __hostDouble: {
    word: {
      blocks: { kind: string; text?: string; controls: number[] }[];
      select(start: { paragraph: number; offset: number }): void;
    };
  };
}

/** Puts the cursor in the inserted paragraph holding `text`. */
const cursorAt = (page: Page, text: string): Promise<void> =>
  page.evaluate((wanted) => {
    const word = (window as unknown as DoubleWindow).__hostDouble.word;
    const index = word.blocks.findIndex((b) => b.kind === "paragraph" && b.controls.length > 0 && b.text === wanted);
    if (index < 0) throw new Error(`No inserted paragraph "${wanted}"`);
    word.select({ paragraph: index, offset: 1 });
  }, text);

/** Puts the cursor in the first paragraph inside (or outside) a content control, as a click there would. */
const cursor = (page: Page, inside: boolean): Promise<void> =>
  page.evaluate((wanted) => {
    const word = (window as unknown as DoubleWindow).__hostDouble.word;
    const index = word.blocks.findIndex((b) => b.kind === "paragraph" && b.controls.length > 0 === wanted);
    word.select({ paragraph: index, offset: 0 });
  }, inside);

describe("where an inserted passage came from, in Word", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("names the file and page of the passage the cursor is in", async () => {
    const { context, page } = await openPane(browser, "word");
    await page.evaluate(() => {
      const word = (window as unknown as DoubleWindow).__hostDouble.word as unknown as { reset(p: string[]): void };
      word.reset(["A paragraph of the user's own."]);
    });
    await send(page, "handwritten-note.png", "transcribe");
    await waitForResult(page);
    await page.getByRole("button", { name: "Insert into document" }).click();
    await page
      .getByTestId("insert-status")
      .getByText(/paragraph/)
      .waitFor({ timeout: 15_000 });
    const panel = page.getByRole("region", { name: "Where this came from" });
    await cursor(page, false);
    await cursor(page, true);
    await panel.getByText(/^From handwritten-note\.png, page 1, inserted /).waitFor();
    await cursor(page, false);
    await panel.waitFor({ state: "detached" });
    await context.close();
  });

  it("names the page of the passage the cursor is in, in a transcript of three pages", async () => {
    const { context, page } = await openPane(browser, "word");
    await send(page, "quarterly-report.pdf", "transcribe");
    await waitForResult(page);
    await page.getByRole("button", { name: "Insert into document" }).click();
    await page
      .getByTestId("insert-status")
      .getByText(/paragraph/)
      .waitFor({ timeout: 15_000 });
    const panel = page.getByRole("region", { name: "Where this came from" });
    await cursorAt(page, "Product breakdown");
    await panel.getByText(/^From quarterly-report\.pdf, page 2, inserted /).waitFor();
    await cursorAt(page, "Status: Final");
    await panel.getByText(/^From quarterly-report\.pdf, page 3, inserted /).waitFor();
    await cursorAt(page, "Prepared by: J. Rivera");
    await panel.getByText(/^From quarterly-report\.pdf, page 1, inserted /).waitFor();
    await context.close();
  });

  it("lists the flags still open in a comment on the insertion", async () => {
    const { context, page } = await openPane(browser, "word");
    await send(page, "two-expense-claims.pdf", "extractor");
    await waitForResult(page);
    await page.getByRole("button", { name: "Insert into document" }).click();
    await page
      .getByTestId("insert-status")
      .getByText("2 values left to check are listed in a comment on the insertion.")
      .waitFor({ timeout: 15_000 });
    const comment = page.getByTestId("word-comments").getByTestId("word-comment");
    await expect(comment.count()).resolves.toBe(1);
    const text = (await comment.textContent()) ?? "";
    expect(text.match(/To check: /g)).toHaveLength(2);
    await context.close();
  });
});
