// Issue 21, item 13 (touch, as on iPad and iPhone): at a 320 px task pane every control a user can reach in
// the main views (Files with a result open, History, Credits, Settings) is at least 24 x 24 CSS px (WCAG 2.2
// target size, 2.5.8), and choosing files never needs drag and drop: a button does it. Links inside a sentence
// are the criterion's own "inline" exception and are left out.
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { env, launchBrowser, newPage } from "./browser";

const FIXTURES = join(__dirname, "../fixtures");
const MIN = 24;

/** Every control shown in `root` smaller than 24 x 24, described so a failure says which. */
async function smallTargets(page: Page, root: string): Promise<string[]> {
  return page.evaluate(
    ({ root, min }) => {
      const selector = [
        "button",
        "a[href]",
        "input:not([type=hidden])",
        "select",
        "textarea",
        "[role=tab]",
        "[role=checkbox]",
        "[role=radio]",
        "[role=switch]",
        "[role=button]",
        "[role=menuitem]",
        "[role=gridcell][tabindex]",
      ].join(",");
      const out: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(`${root} :is(${selector})`)) {
        if (element.closest("[data-tabster-dummy], [aria-hidden=true]")) continue;
        const style = getComputedStyle(element);
        if (style.visibility === "hidden" || style.display === "none") continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        // A link inside a sentence: WCAG 2.5.8's inline exception (a link standing alone is a target like any other).
        const sentence = (element.parentElement?.textContent ?? "").trim().length > (element.textContent ?? "").trim().length;
        if (element.tagName === "A" && style.display === "inline" && sentence) continue;
        // Fluent's radios, checkboxes and switches: the native input is stretched over the indicator and its label
        // is a target too (clicking it toggles): the target is the control's root.
        const target = element.matches("input[type=radio], input[type=checkbox]") ? (element.parentElement ?? element) : element;
        const r = target.getBoundingClientRect();
        if (r.width + 0.5 < min || r.height + 0.5 < min) {
          const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
          out.push(
            `${element.tagName.toLowerCase()}[${element.getAttribute("role") ?? element.getAttribute("type") ?? ""}] "${name}" ${Math.round(r.width)}x${Math.round(r.height)}`,
          );
        }
      }
      return out;
    },
    { root, min: MIN },
  );
}

describe("touch targets at 320 px (issue 21)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("every control in the main views is at least 24 x 24, and files are chosen with a button", async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto(`${env("E2E_PREVIEW_URL")}?host=word`);
    await page.evaluate(() => {
      const pane = document.querySelector<HTMLElement>('[data-testid="task-pane"]');
      if (pane) pane.style.width = "320px";
    });
    const problems: Record<string, string[]> = {};
    await page.getByRole("button", { name: "Use an API token instead" }).waitFor();
    problems["sign-in"] = await smallTargets(page, '[data-testid="task-pane"]');
    await page.getByRole("button", { name: "Use an API token instead" }).click();
    await page.getByLabel(/^API token/).fill("dev-token");
    await page.getByRole("button", { name: "Use this token" }).click();
    await page.getByRole("button", { name: "Sign out", exact: true }).waitFor();

    // Files: chosen with a button (no drag and drop needed), then a result open with its insert options.
    const chooser = page.waitForEvent("filechooser");
    await page.locator("#view-workspace").getByRole("button", { name: "Choose files" }).click();
    await (await chooser).setFiles(join(FIXTURES, "handwritten-note.png"));
    problems["files, chosen"] = await smallTargets(page, '[data-testid="task-pane"]');
    await page.getByRole("button", { name: "Transcribe", exact: true }).click();
    await page
      .getByTestId("status")
      .getByText(/^Transcribed/)
      .waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Insert into document" }).waitFor();
    problems["files, result open"] = await smallTargets(page, '[data-testid="task-pane"]');

    for (const tab of ["History", "Credits", "Settings"]) {
      await page.getByRole("tab", { name: tab }).click();
      await page.locator(`#view-${tab === "History" ? "history" : tab.toLowerCase()}`).waitFor();
      // Each view's own content, not only its frame (the views are chunks of their own).
      if (tab === "History") await page.getByTestId("history-item").first().waitFor({ timeout: 15_000 });
      if (tab === "Credits") await page.getByLabel("Credits to buy").waitFor();
      if (tab === "Settings") await page.locator("#view-settings").getByRole("link", { name: "Help and support" }).waitFor();
      problems[tab] = await smallTargets(page, '[data-testid="task-pane"]');
    }
    expect(Object.fromEntries(Object.entries(problems).filter(([, list]) => list.length > 0))).toEqual({});
    await context.close();
  });
});
