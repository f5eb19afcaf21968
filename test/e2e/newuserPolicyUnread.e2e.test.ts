// A new user whose organisation's policy file is broken (issue 35 item 7): the host serves a policy.json that is
// not JSON, and this computer never read a good copy. Every place that applies the safe fallback says the policy
// could not be read and to ask the administrator, never "Set by your organisation": the sign-in screen, the
// Files tab's kinds of work, Settings' deletion time; Settings says the file is not valid JSON.
import type { Page } from "playwright-core";
import { axeViolations } from "./axe";
import { env, launchBrowser, newPage } from "./browser";
import { signInWithAccount } from "./paneHelpers";

/** The sentence linked to a control as its description (the field's hint). */
async function description(page: Page, control: ReturnType<Page["getByRole"]>): Promise<string> {
  const ids = (await control.first().getAttribute("aria-describedby")) ?? "";
  return page.evaluate(
    (list) =>
      list
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" "),
    ids,
  );
}

const UNREAD =
  "Your organisation's policy could not be read, so this add-in applies its safest setting here. Ask your administrator to check the policy.";

test("a policy file that is not JSON is said to be unreadable wherever its fallback applies", async () => {
  const browser = await launchBrowser();
  try {
    const { context, page } = await newPage(browser);
    await context.addCookies([{ name: "transcribe-dev-policy", value: "not-json", url: env("E2E_ADDIN_URL") }]);
    await page.goto(`${env("E2E_PREVIEW_URL")}?host=word`, { timeout: 120_000 });
    await page
      .getByText(
        "Your organisation's policy could not be read, so only the safest way of signing in is offered. Ask your administrator to check the policy.",
      )
      .waitFor();
    expect(await page.getByText("Your organisation allows signing in with your account only.").count()).toBe(0);
    await expect(axeViolations(page)).resolves.toEqual([]);

    await signInWithAccount(page);
    // The Files tab: transcription only, said as the fallback it is.
    const kinds = page.locator("#view-workspace").getByRole("radiogroup");
    await kinds.waitFor();
    const hint = await page.evaluate(
      () => document.querySelector("#view-workspace [role=radiogroup]")?.closest("div")?.parentElement?.textContent ?? "",
    );
    expect(hint).toContain(UNREAD);
    expect(hint).not.toContain("Set by your organisation");

    // Settings: the deletion time says the same; the policy section says the file is not valid JSON.
    await page.getByRole("tab", { name: "Settings" }).click();
    const settings = page.locator("#view-settings");
    expect(await description(page, settings.getByRole("combobox", { name: /delete/i }))).toContain(UNREAD);
    await settings.getByText(/^The policy file is not valid JSON, so every setting it can fix is at its most restrictive\./).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await context.close();
  } finally {
    await browser.close();
  }
}, 180_000);
