// axe-core over the task pane (and an open dialog, which Fluent renders in a portal beside it), as one list of
// readable violations so a failing test says what is wrong and where.
//
// Excluded: Fluent's keyboard helper (tabster) puts `<i data-tabster-dummy aria-hidden="true" tabindex="0">`
// around arrow-key groups such as the view tabs; they only pass focus on and are hidden from screen readers
// on purpose. axe reports them as aria-hidden-focus; Fluent documents this as a known false positive and
// Microsoft's own Accessibility Insights leaves them out the same way.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

export async function axeViolations(page: Page, options: { dialog?: boolean } = {}): Promise<string[]> {
  // Fluent fades dialogs and messages in: colours are only final (for color-contrast) once those transitions
  // have ended. Endless animations (spinners) are not waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity),
  );
  let axe = new AxeBuilder({ page }).include('[data-testid="task-pane"]').exclude("[data-tabster-dummy]");
  if (options.dialog) axe = axe.include('[role="alertdialog"]').include('[role="dialog"]');
  const results = await axe.analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
