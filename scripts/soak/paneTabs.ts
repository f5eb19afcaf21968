// What the soak's user does in a pane's other tabs: deletes one of the soak's documents in History, buys
// credits in Credits; both go back to the Files tab whatever happened.
import type { Page } from "playwright-core";
import type { Ledger } from "./ledger";
import type { Dice } from "./random";

const SHORT = { timeout: 5_000 };

/** Deletes one of the soak's documents from the History (whichever pane sent it). */
export async function deleteOneInHistory(page: Page, ledger: Ledger, dice: Dice): Promise<void> {
  await page.getByRole("tab", { name: "History" }).click(SHORT);
  const history = page.locator("#view-history");
  try {
    await history.getByTestId("history-count").waitFor({ timeout: 10_000 });
    const names = (await history.getByTestId("history-item").allTextContents())
      .map((text) => [...ledger.files.keys()].find((name) => text.includes(name)))
      .filter((n): n is string => n !== undefined);
    const chosen = dice.pick(names);
    if (!chosen) return;
    await history
      .getByRole("button", { name: `Delete ${chosen}` })
      .first()
      .click(SHORT);
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click(SHORT);
    const deleted = await history
      .getByTestId("history-said")
      .getByText(/^Deleted 1 document\./)
      .waitFor({ timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
    if (deleted) ledger.fate([chosen], "deleted");
  } finally {
    await page.getByRole("tab", { name: "Files" }).click(SHORT);
  }
}

/** Buys 100 credits and waits until the Credits tab shows how the purchase went. */
export async function buyCredits(page: Page): Promise<void> {
  await page.getByRole("tab", { name: "Credits" }).click(SHORT);
  try {
    const view = page.locator("#view-credits");
    await view.getByLabel("Credits to buy").fill("100", SHORT);
    await view.getByRole("button", { name: "Buy credits" }).click(SHORT);
    // The pane asks before it charges the card (issue 21): the soak's user says yes.
    await page.getByRole("alertdialog").getByRole("button", { name: "Buy 100 credits" }).click(SHORT);
    await view.getByTestId("topup-outcome").first().waitFor({ timeout: 15_000 });
  } finally {
    await page.getByRole("tab", { name: "Files" }).click(SHORT);
  }
}
