// Issue 21, a new user buying credits (items 1 and 13), end to end in headless Chromium against the emulator:
// nothing is charged before the question "Buy 100 credits with your saved card?", which says what is known
// (the price per credit from the last purchase, the plan's minimum once the service said it); a double click
// asks once and buys once; during 3-D Secure the pane says to finish in the bank's window; where Office allows
// no purchases (Office.context.commerceAllowed false: iPad, iPhone) the Credits view shows the balance and says
// credits cannot be bought here, with no purchase UI, price, link or pointer to buying elsewhere. axe after every dialog.
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { env, launchBrowser, newPage } from "./browser";
import { account, type EmulatorAccount } from "./creditsHelpers";
import { emulator, signInWithToken } from "./paneHelpers";

async function balanceOf(token: string): Promise<number> {
  const { accounts } = await emulator<{ accounts: EmulatorAccount[] }>("accounts");
  return accounts.find((a) => a.token === token)?.balance ?? -1;
}

async function open(browser: Browser, token: string, query = ""): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser);
  await page.goto(`${env("E2E_PREVIEW_URL")}${query}`);
  await signInWithToken(page, token);
  return { page, close: () => context.close() };
}

async function credits(page: Page): Promise<ReturnType<Page["locator"]>> {
  await page.getByRole("tab", { name: "Credits" }).click();
  return page.locator("#view-credits");
}

async function expectDialogClosedCleanly(page: Page): Promise<void> {
  await page.getByRole("alertdialog").waitFor({ state: "detached" });
  await page.waitForFunction(() => document.querySelector('[data-testid="task-pane"]')?.closest('[aria-hidden="true"]') === null);
  await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.not.toBe("BODY");
  await expect(axeViolations(page)).resolves.toEqual([]);
}

describe("a new user buying credits (issue 21)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("asks before charging, says what is known, buys on Buy, and states the price before the next purchase", async () => {
    await account("dev-token", { balance: 1000 });
    const { page, close } = await open(browser, "dev-token");
    const view = await credits(page);
    await view
      .getByTestId("price-known")
      .getByText(/the amount charged is shown after the purchase/)
      .waitFor();
    await view.getByLabel("Credits to buy").fill("100");
    await view.getByRole("button", { name: "Buy credits" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Buy 100 credits with your saved card?" });
    await dialog.getByText(/does not state its price in advance/).waitFor();
    await expect(axeViolations(page, { dialog: true })).resolves.toEqual([]);

    // Cancel: nothing is charged.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expectDialogClosedCleanly(page);
    expect(await balanceOf("dev-token")).toBe(1000);

    // Buy: charged once, the balance shown.
    await view.getByRole("button", { name: "Buy credits" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Buy 100 credits" }).click();
    await expectDialogClosedCleanly(page);
    await view
      .getByTestId("topup-outcome")
      .getByText("You bought 100 credits for $5.00. Your balance is now 1,100 page credits.")
      .waitFor();
    await page.getByTestId("balance").getByText("1,100 page credits").waitFor();
    expect(await balanceOf("dev-token")).toBe(1100);

    // Now the price is known, before typing and in the question.
    await view
      .getByTestId("price-known")
      .getByText("At your last purchase's price, one credit costs $0.05. The service charges its current price.")
      .waitFor();
    await account("dev-token");
    await view.getByLabel("Credits to buy").fill("300");
    await view.getByRole("button", { name: "Buy credits" }).click();
    await page
      .getByRole("alertdialog", { name: "Buy 300 credits with your saved card?" })
      .getByText(/\(\$0\.05 a credit\), 300 credits cost about \$15\.00\./)
      .waitFor();
    await expect(axeViolations(page, { dialog: true })).resolves.toEqual([]);
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    await expectDialogClosedCleanly(page);
    expect(await balanceOf("dev-token")).toBe(1100);
    await close();
  });

  it("a double click on Buy asks once and buys once", async () => {
    await account("dev-token-2", { balance: 0 });
    const { page, close } = await open(browser, "dev-token-2");
    const view = await credits(page);
    await view.getByLabel("Credits to buy").fill("100");
    await view.getByRole("button", { name: "Buy credits" }).dblclick();
    const dialog = page.getByRole("alertdialog");
    await dialog.waitFor();
    await expect(dialog.count()).resolves.toBe(1);
    await dialog.getByRole("button", { name: "Buy 100 credits" }).dblclick();
    await view
      .getByTestId("topup-outcome")
      .getByText(/^You bought 100 credits/)
      .waitFor();
    await expectDialogClosedCleanly(page);
    expect(await balanceOf("dev-token-2")).toBe(100);
    await close();
  });

  it("says the plan's minimum, once the service said it, before the next purchase", async () => {
    await account("dev-token-pro");
    const { page, close } = await open(browser, "dev-token-pro");
    const view = await credits(page);
    await view.getByLabel("Credits to buy").fill("100");
    await view.getByRole("button", { name: "Buy credits" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Buy 100 credits" }).click();
    await view
      .getByTestId("topup-outcome")
      .getByText(/Your plan's smallest purchase is 250 credits\./)
      .waitFor();
    await view.getByLabel("Credits to buy").fill("300");
    await view.getByRole("button", { name: "Buy credits" }).click();
    await page
      .getByRole("alertdialog")
      .getByText(/Your plan's smallest purchase is 250 credits\./)
      .waitFor();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    await expectDialogClosedCleanly(page);
    await close();
  });

  it("3-D Secure: confirmed in the question, then the bank's window opens from its own button and the pane says to finish there", async () => {
    await account("dev-token-3ds", { balance: 100 });
    const { page, close } = await open(browser, "dev-token-3ds");
    const view = await credits(page);
    await view.getByLabel("Credits to buy").fill("100");
    await view.getByRole("button", { name: "Buy credits" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Buy 100 credits" }).click();
    await view
      .getByTestId("topup-outcome")
      .getByText(/^Your bank asks you to confirm this payment\./)
      .waitFor();
    expect(page.context().pages()).toHaveLength(1);
    const popup = page.context().waitForEvent("page");
    await view.getByRole("button", { name: "Confirm with your bank" }).click();
    const bank = await popup;
    await view
      .getByTestId("topup-status")
      .getByText("Finish in your bank's window. The purchase is completed here when you close it.")
      .waitFor();
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
    await expect(axeViolations(page)).resolves.toEqual([]);
    await close();
  });

  it("iPad and iPhone (commerceAllowed false): the balance, with no purchase UI, price, link or pointer to buying elsewhere", async () => {
    await account("dev-token", { balance: 1000 });
    const { page, close } = await open(browser, "dev-token", "?platform=iOS&commerce=off");
    // The account bar opens Credits without offering a purchase.
    await expect(page.getByRole("region", { name: "Account" }).getByRole("button", { name: "Buy credits" }).count()).resolves.toBe(0);
    const view = await credits(page);
    await view.getByTestId("credits-balance").getByText("1,000 page credits").waitFor();
    await view
      .getByTestId("purchase-unavailable")
      .getByText(/Credits cannot be bought in the add-in here\./)
      .waitFor();
    await expect(view.textContent()).resolves.not.toMatch(/website|Buy them/);
    await expect(view.getByLabel("Credits to buy").count()).resolves.toBe(0);
    await expect(view.getByRole("button", { name: /Buy/ }).count()).resolves.toBe(0);
    await expect(view.getByRole("link").count()).resolves.toBe(0);
    await expect(view.textContent()).resolves.not.toMatch(/\$/);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await close();
  });
});
