/**
 * @jest-environment jsdom
 */
// A result Insert all held back for a review: once the answer to "Read numbers as" is kept with its queue item
// (given in its review), its row tells the truth at once (the values left to check, or no longer held), not
// only after the next Insert all.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import type { DocumentDetail } from "../../../src/api/types";
import { InsertAllBar } from "../../../src/taskpane/workspace/InsertAllBar";
import type { BatchItem, NumberReading } from "../../../src/work/batch";
import type { ResultSources } from "../../../src/work/openResult";
import { afterRecount, heldToRecount } from "../../../src/work/review/heldRecount";
import { installEnglish } from "../i18n/pseudoCheck";
import { fixtureDetail } from "../office/fixtures";
import { batchItem } from "../work/batchItem";

/** The quarterly report's first table alone (every figure leaves its comma open), `misread` its March cell of North as read. */
function splitReport(misread?: string): DocumentDetail {
  const detail = fixtureDetail("quarterly-report", "tables");
  const page = detail.tablesPages[0]!;
  const table = page.tables[0]!;
  const rows = table.rows.map((row, r) => row.map((text, c) => (misread !== undefined && r === 1 && c === 3 ? misread : text)));
  return { ...detail, tablesPages: [{ ...page, tables: [{ ...table, rows }], keyValuePairs: [] }] };
}

let double: HostDouble | null = null;
beforeEach(() => installEnglish());
afterEach(() => {
  double?.uninstall();
  double = null;
});

function setup(detail: DocumentDetail) {
  double = installHostDouble({ host: "Excel", culture: "de-DE" });
  const item = (reading: NumberReading | null): BatchItem =>
    batchItem({
      id: "a",
      fileName: "quarterly.pdf",
      state: "processed",
      documentId: "q1",
      options: { action: "tables" },
      result: detail,
      numberReading: reading,
    });
  const other = batchItem({ id: "b", fileName: "later.pdf", state: "processing", options: { action: "tables" } });
  const sources: ResultSources = { loadResult: () => Promise.reject(new Error("not asked")), getTranslation: jest.fn() };
  let held: ReadonlyMap<string, number> = new Map();
  const onHeld = (next: ReadonlyMap<string, number>): void => void (held = next);
  const view = (reading: NumberReading | null): React.JSX.Element => (
    <FluentProvider theme={webLightTheme}>
      {/* Insert all shows for a batch of several files: the second is still being read. */}
      <InsertAllBar host="excel" items={[item(reading), other]} sources={sources} onHeld={onHeld} />
    </FluentProvider>
  );
  const rendered = render(view(null));
  return { held: () => held, answer: (reading: NumberReading) => rendered.rerender(view(reading)) };
}

async function insertAllHolds(bar: ReturnType<typeof setup>): Promise<number> {
  // The workbook's culture is read first (the gate reads numbers as the workbook does).
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  fireEvent.click(screen.getByRole("button", { name: /Insert all/ }));
  await screen.findByTestId("review-gate");
  const flags = bar.held().get("a") ?? 0;
  expect(flags).toBeGreaterThan(0);
  return flags;
}

describe("a held result's row after the answer to Read numbers as", () => {
  it("is no longer held when the answer settles every value it was held for", async () => {
    const bar = setup(splitReport());
    await insertAllHolds(bar);
    bar.answer(".");
    await waitFor(() => expect(bar.held().has("a")).toBe(false));
    expect(screen.queryByTestId("review-gate")).toBeNull();
    // Nothing was written meanwhile: the result waits for Insert all, now without the gate.
    expect(double?.excel.sheets.some((s) => s.name.includes("T1"))).toBe(false);
  });

  it("says how many values are left to check when the answer settles only some", async () => {
    const bar = setup(splitReport("14,O20"));
    const before = await insertAllHolds(bar);
    expect(before).toBeGreaterThan(1);
    bar.answer(".");
    await waitFor(() => expect(bar.held().get("a")).toBe(1));
    expect(screen.getByTestId("insert-all-status").textContent).toContain("quarterly.pdf has 1 cell to check.");
  });
});

describe("heldRecount", () => {
  const h = { itemId: "a", fileName: "a.pdf", flags: 4, reading: null };
  it("names the held results whose answer changed since they were counted", () => {
    const held = new Map([["a", h]]);
    expect(heldToRecount(held, [{ id: "a", numberReading: null }])).toEqual([]);
    expect(heldToRecount(held, [{ id: "a" }])).toEqual([]);
    expect(heldToRecount(held, [{ id: "a", numberReading: "," }])).toEqual([{ held: h, reading: "," }]);
    expect(heldToRecount(held, [{ id: "b", numberReading: "," }])).toEqual([]);
  });

  it("keeps the new count, drops a result with none left, and leaves a result held again meanwhile as it is", () => {
    const held = new Map([["a", h]]);
    expect(afterRecount(held, { held: h, reading: "," }, 2).get("a")).toEqual({ ...h, flags: 2, reading: "," });
    expect(afterRecount(held, { held: h, reading: "," }, 0).has("a")).toBe(false);
    const again = new Map([["a", { ...h, flags: 3, reading: "." as const }]]);
    expect(afterRecount(again, { held: h, reading: "," }, 0)).toBe(again);
    expect(afterRecount(new Map(), { held: h, reading: "," }, 2).size).toBe(0);
  });
});
