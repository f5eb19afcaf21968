// Issue 35, item 1: a page's text box grew only when it lost focus, so adding lines and then clicking the button
// below it ("Insert into document", "Reply with the transcript") moved the button down under the pointer: the
// click landed on empty space and was lost. The box now grows while typing; the first click after an edit acts,
// and the button stays put from the last keystroke to the click, frame by frame.
import type { Browser, Locator, Page } from "playwright-core";
import { launchBrowser } from "./browser";
import { openPane, send, waitForResult } from "./reviewHelpers";
import { openPane as openHostPane, signInWithToken, waitForState, wordParagraphs } from "./paneHelpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Records the button's top on every frame from now until the next click anywhere (distinct positions, in order):
 *  what an insert changes afterwards is not under the pointer any more. */
async function followTop(page: Page, button: Locator): Promise<() => Promise<number[]>> {
  const handle = await button.elementHandle();
  await page.evaluate((b) => {
    const tops: number[] = [];
    const w = window as unknown as { __tops: number[]; __follow: boolean };
    w.__tops = tops;
    w.__follow = true;
    // Where the button is in the pane's content (the click scrolls the pane to it first: that is no move).
    let scroller: Element | null = b!.parentElement;
    while (scroller && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowY)) scroller = scroller.parentElement;
    const step = (): void => {
      if (!w.__follow) return;
      const top = Math.round(
        b!.getBoundingClientRect().top - (scroller?.getBoundingClientRect().top ?? 0) + (scroller?.scrollTop ?? window.scrollY),
      );
      if (tops[tops.length - 1] !== top) tops.push(top);
      requestAnimationFrame(step);
    };
    step();
    window.addEventListener("click", () => (w.__follow = false), { capture: true, once: true });
  }, handle);
  return () =>
    page.evaluate(() => {
      return (window as unknown as { __tops: number[] }).__tops;
    });
}

it("Word: lines added to a page's text, then one click on Insert inserts them", async () => {
  const { context, page } = await openPane(browser, "word");
  await send(page, "handwritten-note.png", "transcribe");
  await waitForResult(page);
  const box = page.getByLabel("Text of page 1");
  await box.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type("\nA first line added.\nA second line added.\nA third line added.");
  const insert = page.getByRole("button", { name: "Insert into document" });
  const stop = await followTop(page, insert);
  // One click, as a user would: the pointer goes to where the button is now.
  await insert.click();
  await page
    .getByTestId("insert-status")
    .getByText(/^Inserted/)
    .waitFor({ timeout: 10_000 });
  expect(await stop()).toHaveLength(1);
  const paragraphs = await wordParagraphs(page);
  expect(paragraphs).toEqual(expect.arrayContaining(["A first line added.", "A third line added."]));
  await context.close();
});

it("Outlook: lines added to a page's text, then one click on Reply with the transcript opens the reply with them", async () => {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });
  const page = await openHostPane(context, "outlook");
  await signInWithToken(page, "dev-token");
  const name = "whiteboard <draft>.png";
  const attachments = page.getByTestId("outlook-attachments");
  await attachments.getByRole("checkbox", { name }).check();
  await page.getByText("Ready to send:").waitFor();
  await page.getByRole("button", { name: "Transcribe", exact: true }).click();
  await waitForState(page, name, "Processed");
  // The result opens by itself below the row.
  await page.getByLabel("Text of page 1").waitFor({ timeout: 30_000 });
  const box = page.getByLabel("Text of page 1");
  await box.click();
  await page.keyboard.press("Control+End");
  const heightBefore = (await box.boundingBox())!.height;
  await page.keyboard.type("\nA first line added.\nA second line added.\nA third line added.");
  // The box grew while typing, before it lost the focus.
  await expect(box.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  expect((await box.boundingBox())!.height).toBeGreaterThan(heightBefore);
  const reply = page.getByRole("button", { name: "Reply with the transcript" });
  const stop = await followTop(page, reply);
  // One click, as a user would: the pointer goes to where the button is now.
  await reply.click();
  await page
    .getByTestId("insert-status")
    .getByText("A reply with the transcript is open: check it, then send it.")
    .waitFor({ timeout: 10_000 });
  expect(await stop()).toHaveLength(1);
  const replies = await page.evaluate(
    () => (window as unknown as { __hostDouble: { mailbox: { replies: Array<{ htmlBody: string }> } } }).__hostDouble.mailbox.replies,
  );
  expect(replies).toHaveLength(1);
  expect(replies[0]!.htmlBody).toContain("A third line added.");
  await context.close();
});
