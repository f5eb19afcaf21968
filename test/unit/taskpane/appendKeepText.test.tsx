/**
 * @jest-environment jsdom
 */
// What the insert options pass on when the result is appended to the user's own table, read back from the
// workbook: the answer "Keep them as text" given in the review reaches the append (it was dropped, and the
// figures went in as numbers); "Keep every value as text", locked on by the organisation, stays shown (ticked,
// disabled, saying why) while appending, in the single insert and in Insert all, and the documents' figures go
// in as text with the outcome saying it is the organisation's setting.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import type { InsertOutcome } from "../../../src/insert/outcome";
import { appendWithPlan, planAppend } from "../../../src/insert/tableAppend";
import { resultFromDetail, type ResultModel } from "../../../src/results/model";
import { InsertPanel } from "../../../src/taskpane/components/InsertPanel";
import { useNumberQuestion } from "../../../src/taskpane/components/useNumberQuestion";
import { PolicyContext } from "../../../src/taskpane/usePolicy";
import { InsertAllBar } from "../../../src/taskpane/workspace/InsertAllBar";
import type { NumberReading } from "../../../src/work/batch";
import { NO_POLICY, PolicyHandle } from "../../../src/work/policy/pagePolicy";
import { fixtureDetail } from "../office/fixtures";
import { batchItem } from "../work/batchItem";
import { whenEnabled } from "./pressInsert";

const KEEP_TEXT = "Keep every value as text (no numbers or dates)";
const byPolicy = (count: number): string =>
  `${count} values went in as text in columns of numbers or dates (Week 1, Week 2, Week 3), because your organisation keeps every value as text: Excel leaves them out of sums and sorts them as text.`;

let host: HostDouble;
beforeEach(() => {
  host = installHostDouble({ host: "Excel", culture: "de-DE" });
  host.excel.seedTable({
    sheet: "Umsatz",
    name: "Sales",
    headings: ["Branch", "Week 1", "Week 2", "Week 3", "Page"],
    rows: [["Kiel", 1, 2, 3, 1]],
    formats: ["@", "#,##0.00", "#,##0.00", "#,##0.00", "0"],
  });
});
afterEach(() => host.uninstall());

const march = (): ResultModel => resultFromDetail({ ...fixtureDetail("branch-sales-march", "tables"), id: "march" });

/** Hamburg's appended figures (the three weeks), each as the workbook holds it. */
function hamburg(): { type?: string; value?: string; numberFormat?: string }[] {
  const sheet = host.excel.sheet("Umsatz")!;
  const r = host.excel.grid("Umsatz").findIndex((row) => row[0] === "Hamburg");
  return [1, 2, 3].map((c) => {
    const cell = host.excel.cell(sheet, r, c);
    return { type: cell?.type, value: cell?.value, numberFormat: cell?.numberFormat };
  });
}

const AS_TEXT = [
  { type: "String", value: "12,400", numberFormat: "@" },
  { type: "String", value: "9,870", numberFormat: "@" },
  { type: "String", value: "15,310", numberFormat: "@" },
];

function policy(locked: boolean | null): PolicyHandle {
  const handle = new PolicyHandle();
  handle.set(locked === null ? NO_POLICY : { ...NO_POLICY, origin: "file", settings: { keepText: { value: true, locked } } });
  return handle;
}

/** The insert options as the result area shows them, with the review's "Read numbers as" answered beforehand. */
function Panel({ answer, onInserted }: { answer: NumberReading | null; onInserted: (o: InsertOutcome) => void }): React.JSX.Element {
  const result = march();
  const numberQuestion = useNumberQuestion("excel", result, { value: answer, keep: () => undefined });
  return (
    <InsertPanel
      host="excel"
      result={result}
      numberQuestion={numberQuestion}
      dependencies={{}}
      onInserted={onInserted}
      onFailed={(e) => {
        throw e;
      }}
    />
  );
}

async function appendWithPanel(locked: boolean | null, answer: NumberReading | null): Promise<InsertOutcome> {
  const outcomes: InsertOutcome[] = [];
  render(
    <FluentProvider theme={webLightTheme}>
      <PolicyContext.Provider value={policy(locked)}>
        <Panel answer={answer} onInserted={(o) => outcomes.push(o)} />
      </PolicyContext.Provider>
    </FluentProvider>,
  );
  fireEvent.click(screen.getByRole("radio", { name: "Append to a table in this workbook" }));
  fireEvent.click(await whenEnabled(await screen.findByRole("button", { name: "Append to the table" })));
  await waitFor(() => expect(outcomes).toHaveLength(1));
  return outcomes[0]!;
}

test("the single append: 'Keep them as text' answered in the review puts the figures in as text, and says so", async () => {
  const outcome = await appendWithPanel(null, "text");
  expect(hamburg()).toEqual(AS_TEXT);
  expect(outcome.notes).toEqual([
    "9 values went in as text, as answered in the review, in columns of numbers or dates (Week 1, Week 2, Week 3): Excel leaves them out of sums and sorts them as text.",
  ]);
});

test("the single append under a policy locking 'Keep every value as text' on: shown locked, and the figures stay text", async () => {
  // Answered "as thousands" in the review: the organisation's setting still wins.
  const outcome = await appendWithPanel(true, ".");
  const box = screen.getByLabelText(KEEP_TEXT) as HTMLInputElement;
  expect([box.checked, box.disabled]).toEqual([true, true]);
  expect(screen.getByText("Set by your organisation: every value is kept as text.")).toBeTruthy();
  expect(hamburg()).toEqual(AS_TEXT);
  expect(outcome.notes).toEqual([byPolicy(9)]);
});

test("Insert all appending under that policy: the box stays shown and locked, and the figures stay text", async () => {
  // The layout's mapping saved once, as the user does by appending one result of it.
  const feb = resultFromDetail({ ...fixtureDetail("branch-sales-march", "tables"), id: "feb", fileName: "feb.pdf" });
  const plan = await planAppend(feb, "Sales");
  await appendWithPlan(plan!, feb, plan!.mapping, { readAs: "." });
  // Both answered in their reviews (so neither is held), and the organisation's setting still wins.
  const items = (["march", "april"] as const).map((month) =>
    batchItem({
      id: month,
      fileName: `branch-sales-${month}.pdf`,
      state: "processed",
      options: { action: "tables" },
      documentId: month,
      result: { ...fixtureDetail(`branch-sales-${month}`, "tables"), id: month },
      numberReading: ".",
    }),
  );
  render(
    <FluentProvider theme={webLightTheme}>
      <PolicyContext.Provider value={policy(true)}>
        <InsertAllBar host="excel" items={items} sources={{ loadResult: jest.fn(), getTranslation: jest.fn() }} />
      </PolicyContext.Provider>
    </FluentProvider>,
  );
  fireEvent.click(screen.getByRole("checkbox", { name: "Append to a table in this workbook" }));
  await screen.findByRole("combobox", { name: "Table" });
  const box = screen.getByRole("checkbox", { name: "Keep every value as text" }) as HTMLInputElement;
  expect([box.checked, box.disabled]).toEqual([true, true]);
  fireEvent.click(await whenEnabled(screen.getByRole("button", { name: /^Insert all/ })));
  await waitFor(() => expect(screen.getByTestId("insert-all-status").textContent).toContain(byPolicy(18)));
  // feb's row (read as thousands), then march's and april's as text.
  const sheet = host.excel.sheet("Umsatz")!;
  const rows = host.excel.grid("Umsatz").flatMap((row, r) => (row[0] === "Hamburg" ? [r] : []));
  expect(rows.map((r) => host.excel.cell(sheet, r, 1)?.type)).toEqual(["Double", "String", "String"]);
  expect(rows.map((r) => host.excel.cell(sheet, r, 1)?.numberFormat)).toEqual(["#,##0.00", "@", "@"]);
});
