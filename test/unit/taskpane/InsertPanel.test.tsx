/**
 * @jest-environment jsdom
 */
// A single result into Excel: numbers go in as numbers, unless "Keep every value as text" is ticked (a choice
// remembered with the other insert options and shared with Insert all); "Read numbers as" appears only when the
// document and the workbook write numbers differently, or when figures such as 12,400 read either way and the
// workbook reads them as decimals.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import { resultFromDetail } from "../../../src/results/model";
import { InsertPanel } from "../../../src/taskpane/components/InsertPanel";
import { ReadNumbersAs } from "../../../src/taskpane/components/ReadNumbersAs";
import { useNumberQuestion } from "../../../src/taskpane/components/useNumberQuestion";
import type { InsertOutcome } from "../../../src/insert/outcome";
import { fixtureDetail } from "../office/fixtures";
import { pressInsert } from "./pressInsert";

let host: HostDouble;
beforeEach(() => {
  host = installHostDouble({ host: "Excel" });
});
afterEach(() => host.uninstall());

/** The expense claim's extracted fields, with their Excel insert options. */
function renderClaimPanel(onInserted: (outcome: InsertOutcome) => void): void {
  render(
    <FluentProvider theme={webLightTheme}>
      <InsertPanel
        host="excel"
        result={resultFromDetail(fixtureDetail("expense-claim", "extractor", "EXPf4Jm8Wd"))}
        dependencies={{ extractorName: "Expense Claim" }}
        onInserted={onInserted}
        onFailed={(e) => {
          throw e;
        }}
      />
    </FluentProvider>,
  );
}

async function insertClaim(keepText: boolean): Promise<void> {
  const outcomes: InsertOutcome[] = [];
  renderClaimPanel((o) => outcomes.push(o));
  const box = screen.getByLabelText("Keep every value as text (no numbers or dates)");
  if (keepText) fireEvent.click(box);
  await pressInsert();
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

describe('"Read numbers as", offered only where the document and the workbook write numbers differently, or where figures read either way', () => {
  function show(name: string, culture: string): InsertOutcome[] {
    host.uninstall();
    host = installHostDouble({ host: "Excel", culture });
    const outcomes: InsertOutcome[] = [];
    render(
      <FluentProvider theme={webLightTheme}>
        <InsertPanel
          host="excel"
          result={resultFromDetail(fixtureDetail(name, "tables"))}
          dependencies={{}}
          onInserted={(o) => outcomes.push(o)}
          onFailed={(e) => {
            throw e;
          }}
        />
      </FluentProvider>,
    );
    return outcomes;
  }

  test("a German invoice into an en-US workbook: the document's own way is chosen; keeping text is one click", async () => {
    const outcomes = show("german-invoice", "en-US");
    const choice = await screen.findByRole("radiogroup", { name: /Read numbers as/ });
    expect(screen.getByText("The document writes numbers as 1.234,56, this workbook as 1,234.56.")).toBeTruthy();
    expect(screen.getByLabelText("1.234,56 (decimal comma)")).toHaveProperty("checked", true);
    expect(choice).toBeTruthy();
    fireEvent.click(screen.getByLabelText("Keep them as text"));
    await pressInsert();
    await waitFor(() => expect(outcomes).toHaveLength(1));
    const sheet = host.excel.sheet("german-invoice T1")!;
    expect(host.excel.cell(sheet, 3, 4)).toMatchObject({ type: "String", value: "1.240,50" });
  });

  const NOTE =
    '14 figures such as 12,400 were read as decimals (12,4), as this workbook reads them. To read them as thousands, choose "1,234.56 (decimal point)" under "Read numbers as" and insert again.';
  const january = (): { types: (string | undefined)[]; sum: number } => {
    const sheet = host.excel.sheet("quarterly-report T1")!;
    return {
      types: [1, 2, 3].map((r) => host.excel.cell(sheet, r, 1)?.type),
      sum: host.excel.sum("quarterly-report T1", { top: 1, left: 1, bottom: 3, right: 1 }),
    };
  };

  test("the quarterly report into a de-DE workbook: the document's way (its Units column says thousands) is chosen; untouched, January adds up", async () => {
    const outcomes = show("quarterly-report", "de-DE");
    await screen.findByRole("radiogroup", { name: /Read numbers as/ });
    expect(screen.getByText("The document writes numbers as 1,234.56, this workbook as 1.234,56.")).toBeTruthy();
    expect(screen.getByLabelText("1,234.56 (decimal point)")).toHaveProperty("checked", true);
    await pressInsert();
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(january()).toEqual({ types: ["Double", "Double", "Double"], sum: 37580 });
    expect(outcomes[0]?.notes).toEqual([
      'Read with , as thousands separator in "January", "February", "March", and "Revenue": the document writes 310 without a separator beside 1,240 in one column.',
      'Read with , as thousands separator in "Units": the column writes 310 without a separator beside 1,240.',
    ]);
  });

  test("the quarterly report into a de-DE workbook, read with the workbook's decimal comma: as decimals, and the outcome says it", async () => {
    const outcomes = show("quarterly-report", "de-DE");
    await screen.findByRole("radiogroup", { name: /Read numbers as/ });
    fireEvent.click(screen.getByLabelText("1.234,56 (decimal comma)"));
    await pressInsert();
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(january().sum).toBeCloseTo(37.58);
    expect(outcomes[0]?.notes).toEqual([NOTE]);
  });

  test.each([
    ["german-invoice", "de-DE"],
    ["quarterly-report", "en-US"],
  ])("%s into a %s workbook: nothing to choose", async (name, culture) => {
    const outcomes = show(name, culture);
    await pressInsert();
    await waitFor(() => expect(outcomes).toHaveLength(1));
    // The workbook's settings were asked before the insert's own look at the workbook: by now they are known.
    expect(screen.queryByRole("radiogroup", { name: /Read numbers as/ })).toBeNull();
    expect(outcomes[0]?.notes).toEqual([]);
  });
});

// Issue 35 item 13: an extractor's records go to its table wherever that is; "On a new sheet" said otherwise.
test("an extractor's records: where they go names the extractor's table", () => {
  renderClaimPanel(() => undefined);
  expect(screen.getByLabelText("Add to the table Extracted_Expense_Claim, or start it on a new sheet")).toBeTruthy();
  expect(screen.getByLabelText("Add to the table Extracted_Expense_Claim, or start it at the selected cell")).toBeTruthy();
  expect(screen.queryByLabelText("On a new sheet")).toBeNull();
});

describe('"Read numbers as" where the evidence is split: asked above the review, Insert waits for the answer', () => {
  test("Insert is not enabled before the answer; the answer is what is written", async () => {
    host.uninstall();
    host = installHostDouble({ host: "Excel", culture: "de-DE" });
    const quarterly = resultFromDetail(fixtureDetail("quarterly-report", "tables"));
    if (quarterly.kind !== "tables") throw new Error("tables");
    // The first table alone: 12,400 and its like read either way, nothing in the document tells.
    const result = { ...quarterly, tables: { ...quarterly.tables, tables: quarterly.tables.tables.slice(0, 1), keyValuePairs: [] } };
    const outcomes: InsertOutcome[] = [];
    function Harness(): React.JSX.Element {
      const question = useNumberQuestion("excel", result);
      return (
        <>
          {question.asked && question.choice ? (
            <ReadNumbersAs choice={question.choice} value={question.value} onChange={question.onChange} asked />
          ) : null}
          <InsertPanel
            host="excel"
            result={result}
            numberQuestion={question}
            dependencies={{}}
            onInserted={(o) => outcomes.push(o)}
            onFailed={(e) => {
              throw e;
            }}
          />
        </>
      );
    }
    render(
      <FluentProvider theme={webLightTheme}>
        <Harness />
      </FluentProvider>,
    );
    // Before the question is worked out (a frame, and the workbook's settings), Insert already waits: a quick
    // press must not write 12,400 as 12.4. Nothing is said yet, as nothing is asked yet.
    const early = screen.getByRole("button", { name: "Insert into workbook" });
    expect(early.getAttribute("aria-disabled")).toBe("true");
    expect(screen.queryByTestId("read-numbers-first")).toBeNull();
    fireEvent.click(early);
    await screen.findByTestId("read-numbers-asked");
    // One question, nothing preselected, and not again among the insert options.
    expect(screen.getAllByRole("radiogroup", { name: /Read numbers as/ })).toHaveLength(1);
    expect(screen.getByLabelText("1,234.56 (decimal point)")).toHaveProperty("checked", false);
    expect(screen.getByLabelText("1.234,56 (decimal comma)")).toHaveProperty("checked", false);
    const insert = screen.getByRole("button", { name: "Insert into workbook" });
    expect(insert.getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByText("Choose how to read numbers above the table first.")).toBeTruthy();
    fireEvent.click(insert);
    expect(outcomes).toHaveLength(0);
    fireEvent.click(screen.getByLabelText("1,234.56 (decimal point)"));
    expect(insert.getAttribute("aria-disabled")).not.toBe("true");
    fireEvent.click(insert);
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(host.excel.sum("quarterly-report T1", { top: 1, left: 1, bottom: 3, right: 1 })).toBe(37580);
  });
});
