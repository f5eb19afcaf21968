// Credits and settings, end to end in headless Chromium against the emulator: each seeded top-up account
// through the Credits view (success, 402 with the bank's page then success, no subscription, no card,
// declined, below the minimum, too soon), the out-of-credits path ending in uploads continuing after a
// top-up, remembered choices across a reload (and forgotten at sign-out), delete_after reaching the service,
// axe after every dialog, and the four tabs at a real task pane's 320 px.
import { PNG } from "pngjs";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { env, launchBrowser, newPage } from "./browser";
import { emulator } from "./paneHelpers";
import { account, buyInView, confirmPurchase, open, signIn } from "./creditsHelpers";

function pngFile(): Buffer {
  const png = new PNG({ width: 8, height: 8 });
  png.data.fill(255);
  return PNG.sync.write(png);
}
const png = (name: string): { name: string; mimeType: string; buffer: Buffer } => ({ name, mimeType: "image/png", buffer: pngFile() });

async function expectNoAxeViolations(page: Page, withDialog = false): Promise<void> {
  await expect(axeViolations(page, { dialog: withDialog })).resolves.toEqual([]);
}

/** After a dialog: it is gone, nothing around the pane stays aria-hidden, and axe finds nothing. */
async function expectDialogClosedCleanly(page: Page): Promise<void> {
  await page.getByRole("alertdialog").waitFor({ state: "detached" });
  await page.waitForFunction(
    () => document.querySelector('[data-testid="task-pane"]')?.closest('[aria-hidden="true"]') === null,
    undefined,
    {
      timeout: 5000,
    },
  );
  await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.not.toBe("BODY");
  await expectNoAxeViolations(page);
}

/** Opens Credits from the account bar, buys `amount` (confirming), and returns the outcome's sentence. */
async function buy(page: Page, amount: string): Promise<string> {
  await page.getByRole("region", { name: "Account" }).getByRole("button", { name: "Buy credits" }).click();
  const view = page.locator("#view-credits");
  const before = await view.getByTestId("topup-outcome").allTextContents();
  await view.getByLabel("Credits to buy").fill(amount);
  await view.getByRole("button", { name: "Buy credits" }).click();
  await confirmPurchase(page);
  // A new sentence: the outcome of this purchase (an earlier purchase that went through stays above it).
  await page.waitForFunction((shown) => {
    const now = [...document.querySelectorAll('#view-credits [data-testid="topup-outcome"]')].map((e) => e.textContent ?? "");
    return now.length > 0 && (now.length !== shown.length || now.some((text, i) => text !== shown[i]));
  }, before);
  return (await view.getByTestId("topup-outcome").last().textContent()) ?? "";
}

describe("credits and settings in the browser preview", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("the first screen is recognisable: the product's name and icon, and a favicon", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(env("E2E_PREVIEW_URL"));
    await page.getByRole("heading", { level: 1, name: "Transcribe Documents" }).waitFor();
    const icon = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? null);
    expect(icon).not.toBeNull();
    const response = await page.request.get(icon!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/image\/png/);
    await context.close();
  });

  it("shows the account, states the rule before typing, buys credits and shows the new balance", async () => {
    await account("dev-token", { balance: 1000 });
    const { page, close } = await open(browser, "dev-token");
    await page.getByRole("region", { name: "Account" }).getByRole("button", { name: "Buy credits" }).click();
    const view = page.locator("#view-credits");
    // Opened by a button: the view has the focus.
    await page.waitForFunction(() => document.activeElement?.id === "view-credits", undefined, { timeout: 5000 });
    await view.getByTestId("account-details").getByText("dev@example.test").waitFor();
    await view.getByText("Starter").waitFor();
    await view.getByText(/multiples of 100.*minimum/).waitFor();
    await view.getByLabel("Credits to buy").fill("150");
    await view.getByRole("button", { name: "Buy credits" }).click();
    // The rule comes before any question (issue 35 item 9): no question is open yet.
    await view.getByText(/^150 is not a multiple of 100\. The service accepts it only if/).waitFor();
    await expect(page.getByRole("alertdialog").count()).resolves.toBe(0);
    // Asked for again, 150 may be the plan's minimum: the service decides, and says this one is not.
    await view.getByRole("button", { name: "Buy credits" }).click();
    await confirmPurchase(page);
    await view
      .getByTestId("topup-outcome")
      .getByText(/multiples of 100 credits/)
      .waitFor();

    const sentence = await buy(page, "100");
    expect(sentence).toBe("You bought 100 credits for $5.00. Your balance is now 1,100 page credits.");
    await page.getByTestId("balance").getByText("1,100 page credits").waitFor();
    await expectNoAxeViolations(page);

    // A second purchase within 5 minutes: when the next is allowed, in local time; the purchase that went
    // through is still said above it (issue 20, defect 5).
    expect(await buy(page, "100")).toMatch(/one purchase is allowed every 5 minutes\. You can buy again at \d{1,2}:\d{2}( [AP]M)?\./);
    expect(await page.locator("#view-credits").getByTestId("topup-outcome").first().textContent()).toBe(sentence);
    await close();
  });

  it("a double click on Buy credits sends one purchase (issue 20, defect 5)", async () => {
    const { id } = await account("dev-token", { balance: 1000 });
    await emulator("requests", "DELETE");
    const { page, close } = await open(browser, "dev-token");
    await page.getByRole("region", { name: "Account" }).getByRole("button", { name: "Buy credits" }).click();
    const view = page.locator("#view-credits");
    await view.getByLabel("Credits to buy").fill("100");
    await view.getByRole("button", { name: "Buy credits" }).dblclick();
    // One question (issue 21), answered once: one purchase.
    await page.getByRole("alertdialog").first().waitFor();
    expect(await page.getByRole("alertdialog").count()).toBe(1);
    await confirmPurchase(page);
    await view
      .getByTestId("topup-outcome")
      .getByText(/^You bought 100 credits/)
      .waitFor();
    const log = await emulator<{ requests: Array<{ route: string }> }>(`requests?account=${id}`);
    expect(log.requests.filter((r) => r.route === "POST /credits/topup")).toHaveLength(1);
    expect(await view.getByTestId("topup-outcome").first().textContent()).toMatch(/^You bought 100 credits/);
    await close();
  });

  /** Buys 100 credits as dev-token-3ds and confirms with the bank in its window; `slow`: the service answers late. */
  async function confirmWithBank(page: Page, slowMs = 0): Promise<void> {
    await page.getByRole("region", { name: "Account" }).getByRole("button", { name: "Buy credits" }).click();
    const view = page.locator("#view-credits");
    await view.getByLabel("Credits to buy").fill("100");
    if (slowMs > 0) await emulator("faults", "POST", { latency_ms: slowMs });
    try {
      await view.getByRole("button", { name: "Buy credits" }).click();
      await confirmPurchase(page);
      // The bank asks for confirmation: nothing opens by itself; the user's click on the button opens the window.
      const outcome = view.getByTestId("topup-outcome");
      await outcome.getByText(/^Your bank asks you to confirm this payment\./).waitFor({ timeout: slowMs + 10_000 });
    } finally {
      if (slowMs > 0) await emulator("faults", "POST", { latency_ms: 0 });
    }
    expect(page.context().pages()).toHaveLength(1);
    await expectNoAxeViolations(page);
    const popup = page.context().waitForEvent("page");
    await view.getByRole("button", { name: "Confirm with your bank" }).click();
    const bank = await popup;
    await bank.getByRole("button", { name: "Complete authentication" }).click();
    await bank
      .getByText(/authenticated|close this window/i)
      .first()
      .waitFor();
    await bank.close();
    await view
      .getByTestId("topup-outcome")
      .getByText(/^Your bank confirmed the payment\. You bought 100 credits/)
      .waitFor({ timeout: 10_000 });
  }

  it("confirms a 3-D Secure payment in the bank's window, then buys once more and says so", async () => {
    // The balance is set here: other files' tests buy with this account too, in an order jest chooses.
    await account("dev-token-3ds", { balance: 100 });
    const { page, close } = await open(browser, "dev-token-3ds");
    await confirmWithBank(page);
    await page.getByTestId("balance").getByText("200 page credits").waitFor();
    await close();
  });

  // Issue 26: the popup blocker is on (browser.ts). A window opened when the top-up's answer arrived would be
  // blocked once the service takes longer than the browser honours a click (Chromium: 5 s; Safari: no await at
  // all); opened by the user's click on "Confirm with your bank", it is not.
  it("opens the bank's window from the user's click even when the service answered long after the Buy click", async () => {
    await account("dev-token-3ds", { balance: 100 });
    const { page, close } = await open(browser, "dev-token-3ds");
    await confirmWithBank(page, 5_500);
    await close();
  });

  it.each([
    ["dev-token-free", "100", /needs a subscription, and this account has none\. Choose a plan/],
    ["dev-token-nocard", "100", /no saved card on this account\. Add a payment method/],
    ["dev-token-declined", "100", /did not go through: the card was declined\./],
    ["dev-token-nofunds", "100", /did not go through: the card has insufficient funds\./],
    ["dev-token-pro", "100", /Your plan's smallest purchase is 250 credits\./],
  ])("%s: says why nothing was bought", async (token, amount, sentence) => {
    await account(token);
    const { page, close } = await open(browser, token);
    expect(await buy(page, amount)).toMatch(sentence);
    if (token === "dev-token-pro") {
      // The form now states the plan's minimum, and 250 goes through.
      await page.getByText("Buy exactly 250 credits (your plan's minimum), or any multiple of 100 from 300.").waitFor();
      expect(await buy(page, "250")).toMatch(/^You bought 250 credits/);
    }
    await expectNoAxeViolations(page);
    await close();
  });

  it("out of credits: asks before sending, holds the uploads, and they continue after a top-up", async () => {
    const empty = await account("dev-token-empty", { balance: 0 });
    const { page, close } = await open(browser, "dev-token-empty");
    await page.getByLabel(/Scan or photo/).setInputFiles([png("short-a.png"), png("short-b.png")]);
    await page.getByText("2 files ready to send:").waitFor();
    const run = page.getByRole("button", { name: "Transcribe", exact: true });
    await run.click();
    const dialog = page.getByRole("alertdialog", { name: "Not enough page credits" });
    await dialog.waitFor();
    await expectNoAxeViolations(page, true);
    await dialog.getByRole("button", { name: "Send anyway" }).click();
    await expectDialogClosedCleanly(page);

    const hold = page.getByTestId("upload-hold");
    await hold.getByText("Your page credits ran out").waitFor({ timeout: 15_000 });
    await hold
      .getByText("Files already sent are still processed. The others wait here: buy credits, then select Continue uploads to send them.")
      .waitFor();
    await hold.getByRole("button", { name: "Buy credits" }).click();
    await buyInView(page, 100);
    const view = page.locator("#view-credits");
    await view.getByRole("button", { name: "Continue uploads" }).click();

    await expect(page.getByRole("tab", { name: "Files" }).getAttribute("aria-selected")).resolves.toBe("true");
    for (const name of ["short-a.png", "short-b.png"])
      await page
        .getByTestId("batch-item")
        .filter({ hasText: name })
        .getByTestId("batch-state")
        .getByText("Processed")
        .waitFor({ timeout: 30_000 });
    const { documents } = await emulator<{ documents: Array<{ file_name: string }> }>(`documents?account=${empty.id}`);
    expect(documents.map((d) => d.file_name).sort()).toEqual(["short-a.png", "short-b.png"]); // each once
    await close();
  });

  it("the cost question's Buy credits leads to the Credits view and sends nothing", async () => {
    const empty = await account("dev-token-empty", { balance: 0 });
    const before = (await emulator<{ documents: unknown[] }>(`documents?account=${empty.id}`)).documents.length;
    const { page, close } = await open(browser, "dev-token-empty");
    await page.getByLabel(/Scan or photo/).setInputFiles([png("unsent.png")]);
    await page.getByRole("button", { name: "Transcribe", exact: true }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Buy credits" }).click();
    await expectDialogClosedCleanly(page);
    await expect(page.getByRole("tab", { name: "Credits" }).getAttribute("aria-selected")).resolves.toBe("true");
    expect((await emulator<{ documents: unknown[] }>(`documents?account=${empty.id}`)).documents).toHaveLength(before);
    await close();
  });

  it("remembers the work and the deletion time across a reload, sends delete_after, and forgets at sign-out", async () => {
    const dev2 = await account("dev-token-2");
    const { page, close } = await open(browser, "dev-token-2");
    await page.getByRole("radio", { name: "Find tables and key/value pairs" }).check();
    await page.locator("#view-workspace").getByLabel("Delete from the service").selectOption({ label: "After 1 hour" });

    await page.reload();
    await signIn(page, "dev-token-2");
    await expect(page.getByRole("radio", { name: "Find tables and key/value pairs" }).isChecked()).resolves.toBe(true);
    await expect(page.locator("#view-workspace").getByLabel("Delete from the service").inputValue()).resolves.toBe("3600");

    // Sent with the upload: the service deletes the document an hour after it was created.
    await page.getByLabel(/Scan or photo/).setInputFiles([png("keep-an-hour.png")]);
    await page.getByRole("button", { name: "Find tables", exact: true }).click();
    // The button stayed focusable while counting pages: the focus did not fall to the page.
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.not.toBe("BODY");
    const row = page.getByTestId("batch-item").filter({ hasText: "keep-an-hour.png" });
    await row
      .getByTestId("batch-deletion")
      .getByText(/^Deleted automatically on /)
      .waitFor({ timeout: 15_000 });
    const { documents } = await emulator<{ documents: Array<{ file_name: string; created_at: string; delete_at: string }> }>(
      `documents?account=${dev2.id}`,
    );
    const doc = documents.find((d) => d.file_name === "keep-an-hour.png");
    expect(doc).toBeDefined();
    const seconds = (Date.parse(doc!.delete_at) - Date.parse(doc!.created_at)) / 1000;
    expect(Math.round(seconds)).toBe(3600);

    // The Settings view shows the same remembered value, and Help and About.
    await page.getByRole("tab", { name: "Settings" }).click();
    await expect(page.locator("#view-settings").getByLabel("Delete from the service").inputValue()).resolves.toBe("3600");
    await page.locator("#view-settings").getByRole("link", { name: "Help and support" }).waitFor();
    await page
      .locator("#view-settings")
      .getByTestId("version")
      .getByText(/version/)
      .waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await signIn(page, "dev-token-2");
    await expect(page.getByRole("radio", { name: "Transcribe the text" }).isChecked()).resolves.toBe(true);
    await expect(page.locator("#view-workspace").getByLabel("Delete from the service").inputValue()).resolves.toBe("");
    await close();
  });

  it("fits a 320 px task pane: four tabs on one line, a long file name cut before its badge", async () => {
    const { page, close } = await open(browser, "dev-token");
    await page.evaluate(() => {
      const pane = document.querySelector<HTMLElement>('[data-testid="task-pane"]');
      if (pane) pane.style.width = "320px";
    });
    await page.getByRole("tab", { name: "Settings" }).waitFor();
    const tabs = await page.getByRole("tab").evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
    expect(tabs).toHaveLength(4);
    expect(new Set(tabs.map(Math.round)).size).toBe(1);

    const name = "a-very-long-file-name-from-a-scanner-2026-11-23-page-0001-final-version.png";
    await page.getByLabel(/Scan or photo/).setInputFiles([png(name)]);
    await page.getByRole("button", { name: "Transcribe", exact: true }).click();
    const row = page.getByTestId("batch-item").filter({ hasText: "a-very-long" });
    await row.getByTestId("batch-state").waitFor({ timeout: 15_000 });
    const nameBox = await row.locator(`[title="${name}"]`).boundingBox();
    const badgeBox = await row.getByTestId("batch-state").boundingBox();
    expect(nameBox!.x + nameBox!.width).toBeLessThanOrEqual(badgeBox!.x);
    const overflow = await page.evaluate(() => {
      const pane = document.querySelector<HTMLElement>('[data-testid="task-pane"]');
      return pane ? pane.scrollWidth - pane.clientWidth : -1;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await page
      .locator('[data-testid="task-pane"]')
      .screenshot({ path: "test-results/credits-320.png" })
      .catch(() => undefined);
    await close();
  });
});
