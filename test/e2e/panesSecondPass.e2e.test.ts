// Word and Excel together, second pass (issue 20), end to end: two pages of one browser context, one
// `?host=word` and one `?host=excel`, against the emulator. Each test drives what a user did when the defect
// showed, and reads back what the panes show, what storage holds, what the document holds and what the
// service received.
import type { Browser, BrowserContext } from "playwright-core";
import { axeViolations } from "./axe";
import { launchBrowser } from "./browser";
import {
  accountOf,
  emulator,
  openPane,
  png,
  row,
  savedItems,
  send,
  signedIn,
  signInWithAccount,
  signInWithToken,
  waitForState,
  wordParagraphs,
} from "./paneHelpers";

// dev-token-2's account: this file's documents stay out of the other tests' lists.
const TOKEN = "dev-token-2";

describe("Word and Excel together, second pass", () => {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  beforeEach(async () => {
    context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });
  });
  afterEach(async () => {
    await context.close();
    await emulator("settings", "POST", { processing_ms: 400, access_token_ttl_seconds: 3600 });
  });
  afterAll(async () => {
    await browser.close();
  });

  it("defect 1: signing out in Excel keeps Word's saved work and Word's sign-in; Excel stays signed out on reload", async () => {
    const word = await openPane(context, "word");
    await signInWithAccount(word, { email: "dev2@example.test", stay: true });
    const excel = await openPane(context, "excel");
    await signedIn(excel);
    await send(word, [png("so-w1.png", 11), png("so-w2.png", 12)]);
    await send(excel, [png("so-x1.png", 13)]);
    for (const name of ["so-w1.png", "so-w2.png", "so-x1.png"]) await waitForState(word, name, "Processed");
    await waitForState(excel, "so-x1.png", "Processed");

    await excel.getByRole("button", { name: "Sign out", exact: true }).click();
    await excel.getByRole("button", { name: "Sign in", exact: true }).waitFor();
    // Storage still holds Word's two items (and no longer Excel's); Word still shows them and is signed in.
    await word.waitForFunction(
      () => Object.keys(localStorage).filter((k) => k.includes(":item:") && /so-x1/.test(localStorage.getItem(k) ?? "")).length === 0,
      undefined,
      { timeout: 10_000 },
    );
    const saved = await savedItems(word);
    expect(saved.map((i) => i.fileName).sort()).toEqual(["so-w1.png", "so-w2.png"]);
    await signedIn(word);

    // Word reloads: signed in again from what it remembered, both items still there.
    await word.reload();
    await signedIn(word);
    for (const name of ["so-w1.png", "so-w2.png"]) await waitForState(word, name, "Processed");
    await expect(row(word, "so-x1.png").count()).resolves.toBe(0);
    // Excel reloads: it signed out, so it does not sign itself in with Word's remembered sign-in.
    await excel.reload();
    await excel.getByRole("button", { name: "Sign in", exact: true }).waitFor();
    await expect(excel.getByRole("button", { name: "Sign out", exact: true }).count()).resolves.toBe(0);
  }, 180_000);

  it("defect 3: Insert all takes this pane's results only; another pane's result goes in when opened here", async () => {
    const word = await openPane(context, "word");
    await signInWithToken(word, TOKEN, true);
    const excel = await openPane(context, "excel");
    await signedIn(excel);
    await send(word, [png("ia-w1.png", 21)]);
    await send(excel, [png("ia-x1.png", 22), png("ia-x2.png", 23)]);
    for (const name of ["ia-w1.png", "ia-x1.png", "ia-x2.png"]) await waitForState(word, name, "Processed");

    await word.getByRole("button", { name: "Insert all (1 result)" }).click({ timeout: 30_000 });
    await word.getByTestId("insert-all-status").getByText("Inserted 1 result.").waitFor({ timeout: 15_000 });
    expect(await word.getByTestId("insert-all-status").textContent()).not.toMatch(/other task pane/);
    // Nothing left to insert: Excel's results are Excel's.
    await word.getByRole("button", { name: "Insert all", exact: true }).waitFor();
    expect(await word.getByRole("button", { name: "Insert all", exact: true }).isDisabled()).toBe(true);
    expect((await wordParagraphs(word)).join("\n")).toMatch(/ia-w1\.png/);
    expect((await wordParagraphs(word)).join("\n")).not.toMatch(/ia-x[12]\.png/);

    // The user opens Excel's result in Word and inserts it: that one goes in, once.
    await row(word, "ia-x1.png").getByRole("button", { name: "Open ia-x1.png" }).click();
    await word.getByRole("button", { name: "Insert into document" }).click();
    await word.waitForFunction(
      () => [...document.querySelectorAll('[data-testid="word-paragraph"]')].some((p) => /ia-x1\.png/.test(p.textContent ?? "")),
      undefined,
      {
        timeout: 15_000,
      },
    );
    expect((await wordParagraphs(word)).join("\n")).not.toMatch(/ia-x2\.png/);
    expect(await axeViolations(word)).toEqual([]);
  }, 180_000);

  it("defect 6: History in Word deletes a document Excel is still processing, naming it; Excel's row says so at once", async () => {
    await emulator("settings", "POST", { processing_ms: 120_000 });
    const word = await openPane(context, "word");
    await signInWithToken(word, TOKEN, true);
    const excel = await openPane(context, "excel");
    await signedIn(excel);
    await send(excel, [png("del-x1.png", 31)]);
    await waitForState(excel, "del-x1.png", "Processing");

    await word.getByRole("tab", { name: "History" }).click();
    const history = word.locator("#view-history");
    await history.getByRole("button", { name: "Delete del-x1.png" }).click();
    const dialog = word.getByRole("alertdialog");
    await dialog.getByText("del-x1.png: being processed for your other Office window.").waitFor();
    expect(await dialog.textContent()).toMatch(/1 file is still being processed/);
    expect(await axeViolations(word, { dialog: true })).toEqual([]);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await history.getByTestId("history-said").getByText("Deleted 1 document.").waitFor();

    // Excel learns at once (no "Processing" for a minute, then "Failed"), and offers no sending again.
    await waitForState(excel, "del-x1.png", "Cancelled", 10_000);
    await row(excel, "del-x1.png").getByTestId("batch-reason").getByText("Deleted from History.").waitFor();
    await expect(
      row(excel, "del-x1.png")
        .getByRole("button", { name: /Send again/ })
        .count(),
    ).resolves.toBe(0);
    await excel.waitForTimeout(3_000);
    await waitForState(excel, "del-x1.png", "Cancelled", 1_000);
  }, 180_000);

  it("defect 7: files still waiting for their send slot at a reload come back waiting, never as an unknown outcome", async () => {
    const accountId = await accountOf(TOKEN);
    await emulator("requests", "DELETE");
    const word = await openPane(context, "word");
    await signInWithToken(word, TOKEN, true);
    const names = Array.from({ length: 8 }, (_, i) => `slot-${i + 1}.png`);
    const firstUpload = word.waitForRequest((r) => r.method() === "POST" && /\/v3\/documents$/.test(r.url()));
    await send(
      word,
      names.map((name, i) => png(name, 40 + i)),
    );
    await firstUpload;
    await word.reload();
    await signedIn(word);
    for (const name of names) await row(word, name).waitFor();
    // Wait until every row has settled or waits for its file.
    await word.waitForFunction(
      (count) =>
        [...document.querySelectorAll('[data-testid="batch-item"] [data-testid="batch-state"]')].filter((b) =>
          /^(Processed|File needed|Outcome unknown|Failed)$/.test(b.textContent ?? ""),
        ).length === count,
      names.length,
      { timeout: 60_000 },
    );
    const { documents } = await emulator<{ documents: Array<{ file_name: string; account_id: string }> }>(`documents?account=${accountId}`);
    const arrived = new Set(documents.map((d) => d.file_name).filter((n) => names.includes(n)));
    expect(arrived.size).toBeGreaterThan(0);
    expect(arrived.size).toBeLessThan(names.length);
    for (const name of names) {
      const state = await row(word, name).getByTestId("batch-state").textContent();
      if (arrived.has(name)) expect([name, state]).toEqual([name, "Processed"]);
      else {
        expect([name, state]).toEqual([name, "File needed"]);
        await row(word, name)
          .getByRole("button", { name: `Add the file again: ${name}` })
          .waitFor();
      }
    }
    // Nothing was sent twice.
    const log = await emulator<{ requests: Array<{ method: string; route: string; status: number }> }>(`requests?account=${accountId}`);
    const posts = log.requests.filter((r) => r.route === "POST /documents" && r.status !== 0).length;
    expect(posts).toBe(arrived.size);
    expect(documents.filter((d) => names.includes(d.file_name))).toHaveLength(arrived.size);
  }, 180_000);

  it("defect 8: a pane that closes and reopens gets back the items the other pane took over", async () => {
    const word = await openPane(context, "word");
    await signInWithToken(word, TOKEN, true);
    const excel = await openPane(context, "excel");
    await signedIn(excel);
    await send(word, [png("home-1.png", 61), png("home-2.png", 62)]);
    for (const name of ["home-1.png", "home-2.png"]) await waitForState(word, name, "Processed");
    await word.close();
    // Excel takes them over while Word is closed: they are its own now (Dismiss is offered).
    await row(excel, "home-1.png").getByRole("button", { name: "Dismiss home-1.png" }).waitFor({ timeout: 15_000 });

    const word2 = await openPane(context, "word");
    await signedIn(word2);
    for (const name of ["home-1.png", "home-2.png"]) {
      await row(word2, name)
        .getByRole("button", { name: `Dismiss ${name}` })
        .waitFor({ timeout: 15_000 });
      await row(excel, name).getByTestId("batch-reason").getByText("Handled in your other Office window.").waitFor({ timeout: 15_000 });
    }
  }, 180_000);
});
