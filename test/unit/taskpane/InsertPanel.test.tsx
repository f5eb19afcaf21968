/**
 * @jest-environment jsdom
 */
// A single result into Excel: numbers go in as numbers, unless "Keep every value as text" is ticked (a choice
// remembered with the other insert options and shared with Insert all).
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import { resultFromDetail } from "../../../src/results/model";
import { InsertPanel } from "../../../src/taskpane/components/InsertPanel";
import type { InsertOutcome } from "../../../src/insert/outcome";
import { fixtureDetail } from "../office/fixtures";

let host: HostDouble;
beforeEach(() => {
  host = installHostDouble({ host: "Excel" });
});
afterEach(() => host.uninstall());

async function insertClaim(keepText: boolean): Promise<void> {
  const outcomes: InsertOutcome[] = [];
  render(
    <FluentProvider theme={webLightTheme}>
      <InsertPanel
        host="excel"
        result={resultFromDetail(fixtureDetail("expense-claim", "extractor", "EXPf4Jm8Wd"))}
        dependencies={{ extractorName: "Expense Claim" }}
        onInserted={(o) => outcomes.push(o)}
        onFailed={(e) => {
          throw e;
        }}
      />
    </FluentProvider>,
  );
  const box = screen.getByLabelText("Keep every value as text (no numbers or dates)");
  if (keepText) fireEvent.click(box);
  fireEvent.click(screen.getByRole("button", { name: "Insert into workbook" }));
  await waitFor(() => expect(outcomes).toHaveLength(1));
}

function totalCell(): { type?: string; numberFormat?: string } | undefined {
  const sheet = host.excel.sheet("Expense Claim")!;
  const header = host.excel.grid("Expense Claim")[0] ?? [];
  return host.excel.cell(sheet, 1, header.indexOf("Total"));
}

test("writes the claim's total as a number by default", async () => {
  await insertClaim(false);
  expect(totalCell()?.type).toBe("Double");
});

test("keeps every value as text when asked", async () => {
  await insertClaim(true);
  expect(totalCell()).toMatchObject({ type: "String", numberFormat: "@" });
});
