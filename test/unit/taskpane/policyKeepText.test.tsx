/**
 * @jest-environment jsdom
 */
// "Keep every value as text" under the organisation's policy, read back from the workbook: forced (locked),
// the box is ticked, disabled and says why, and the total goes in as text; as a default, it starts ticked and
// the user may untick it.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import { resultFromDetail } from "../../../src/results/model";
import { InsertPanel } from "../../../src/taskpane/components/InsertPanel";
import type { InsertOutcome } from "../../../src/insert/outcome";
import { PolicyContext } from "../../../src/taskpane/usePolicy";
import { NO_POLICY, PolicyHandle } from "../../../src/work/policy/pagePolicy";
import { fixtureDetail } from "../office/fixtures";
import { pressInsert } from "./pressInsert";

let host: HostDouble;
beforeEach(() => {
  host = installHostDouble({ host: "Excel" });
});
afterEach(() => host.uninstall());

function renderPanel(locked: boolean, outcomes: InsertOutcome[]): HTMLInputElement {
  const policy = new PolicyHandle();
  policy.set({ ...NO_POLICY, origin: "file", settings: { keepText: { value: true, locked } } });
  render(
    <FluentProvider theme={webLightTheme}>
      <PolicyContext.Provider value={policy}>
        <InsertPanel
          host="excel"
          result={resultFromDetail(fixtureDetail("expense-claim", "extractor", "EXPf4Jm8Wd"))}
          dependencies={{ extractorName: "Expense Claim" }}
          onInserted={(o) => outcomes.push(o)}
          onFailed={(e) => {
            throw e;
          }}
        />
      </PolicyContext.Provider>
    </FluentProvider>,
  );
  return screen.getByLabelText("Keep every value as text (no numbers or dates)") as HTMLInputElement;
}

function totalType(): string | undefined {
  const sheet = host.excel.sheet("Expense Claim")!;
  const header = host.excel.grid("Expense Claim")[0] ?? [];
  return host.excel.cell(sheet, 1, header.indexOf("Total"))?.type;
}

test("forced by the organisation: ticked, disabled, explained, and the total stays text", async () => {
  const outcomes: InsertOutcome[] = [];
  const box = renderPanel(true, outcomes);
  expect(box.checked).toBe(true);
  expect(box.disabled).toBe(true);
  expect(screen.getByText("Set by your organisation: every value is kept as text.")).toBeTruthy();
  await pressInsert();
  await waitFor(() => expect(outcomes).toHaveLength(1));
  expect(totalType()).toBe("String");
});

test("the organisation's default: ticked, and the user may untick it (the total then a number)", async () => {
  const outcomes: InsertOutcome[] = [];
  const box = renderPanel(false, outcomes);
  expect(box.checked).toBe(true);
  expect(box.disabled).toBe(false);
  fireEvent.click(box);
  await pressInsert();
  await waitFor(() => expect(outcomes).toHaveLength(1));
  expect(totalType()).toBe("Double");
});
