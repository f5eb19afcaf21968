// Reading a soak pane's list of files as the page shows it, and the file names its localStorage holds, in one
// evaluation of the page (one moment of it), so the checks compare what the user sees with what was saved.
import type { Page } from "playwright-core";

/** A row of the list as the page shows it. */
export interface ShownRow {
  name: string;
  state: string;
  /** The row is this pane's (not "Handled in your other Office window"). */
  own: boolean;
  /** It waits for its file to be added again (nothing more happens without the user). */
  needsFile: boolean;
}

const ELSEWHERE = /^(Being sent from|Handled in) your other Office window\.$/;

/** The rows as shown, and the file names storage holds, read in one go. */
export function readRowsAndStorage(page: Page): Promise<{ rows: ShownRow[]; saved: string[] }> {
  return page.evaluate((elsewhere) => {
    const pattern = new RegExp(elsewhere);
    const rows = [...document.querySelectorAll('[data-testid="batch-item"]')].map((el) => {
      const reason = el.querySelector('[data-testid="batch-reason"]')?.textContent ?? "";
      return {
        name: el.querySelector("[title]")?.getAttribute("title") ?? "",
        state: el.querySelector('[data-testid="batch-state"]')?.textContent ?? "",
        own: !pattern.test(reason),
        needsFile: [...el.querySelectorAll("button")].some((b) => /^Add the file again/.test(b.getAttribute("aria-label") ?? "")),
      };
    });
    const saved = Object.keys(localStorage)
      .filter((k) => k.startsWith("transcribe.batch.v2:") && k.includes(":item:"))
      .map((k) => {
        try {
          return (JSON.parse(localStorage.getItem(k) ?? "{}") as { fileName?: string }).fileName ?? "";
        } catch {
          return "";
        }
      });
    return { rows, saved };
  }, ELSEWHERE.source);
}
