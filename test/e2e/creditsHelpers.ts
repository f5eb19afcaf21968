// What the credits end-to-end tests share: the seeded accounts, signing in with a pasted token, and the
// question asked before every purchase.
import type { Browser, Page } from "playwright-core";
import { env, newPage } from "./browser";
import { emulator } from "./paneHelpers";

export interface EmulatorAccount {
  id: string;
  token: string;
  balance: number;
}

/** The seeded account of `token`, set to `balance` and allowed to buy at once (no purchase in the last 5 minutes). */
export async function account(token: string, patch: { balance?: number } = {}): Promise<EmulatorAccount> {
  const { accounts } = await emulator<{ accounts: EmulatorAccount[] }>("accounts");
  const found = accounts.find((a) => a.token === token);
  if (!found) throw new Error(`no emulator account with token ${token}`);
  await emulator(`accounts/${found.id}`, "PATCH", { last_top_up_at: null, ...patch });
  return found;
}

export async function signIn(page: Page, token: string): Promise<void> {
  await page.getByRole("button", { name: "Use an API token instead" }).click();
  // The link went away: the focus moved to the field it opened.
  await expect(page.evaluate(() => document.activeElement?.getAttribute("type"))).resolves.toBe("password");
  await page.getByLabel(/^API token/).fill(token);
  await page.getByRole("button", { name: "Use this token" }).click();
  await page.getByRole("button", { name: "Sign out", exact: true }).waitFor();
  // Signed in: the focus is on the account bar, not lost to the page.
  await expect(page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).resolves.toBe("account-bar");
}

export async function open(browser: Browser, token: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser);
  await page.goto(env("E2E_PREVIEW_URL"));
  await signIn(page, token);
  return { page, close: () => context.close() };
}

/** Answers the question asked before every purchase (issue 21): "Buy N credits with your saved card?". */
export async function confirmPurchase(page: Page): Promise<void> {
  const dialog = page.getByRole("alertdialog", { name: /^Buy [\d,]+ credits? with your saved card\?$/ });
  await dialog.getByRole("button", { name: /^Buy [\d,]+ credits?$/ }).click();
  await dialog.waitFor({ state: "detached" });
}

/** In the Credits view already shown: buys `amount` credits, answers the question, and waits until they are bought. */
export async function buyInView(page: Page, amount: number): Promise<void> {
  const view = page.locator("#view-credits");
  await view.getByLabel("Credits to buy").fill(String(amount));
  await view.getByRole("button", { name: "Buy credits" }).click();
  await confirmPurchase(page);
  await view
    .getByTestId("topup-outcome")
    .getByText(new RegExp(`You bought ${amount} credits`))
    .waitFor();
}
