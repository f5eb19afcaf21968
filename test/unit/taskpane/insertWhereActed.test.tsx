/**
 * @jest-environment jsdom
 */
// Issue 21 (items 4 and 10). What Insert did, or why it did nothing, is said right below the Insert button in a
// live region (not far above, off-screen); and inserting a result this Word document already holds asks first:
// Replace (the default: the document keeps one copy) or Insert another copy.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useEffect, useState } from "react";
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import type { ServiceClient } from "../../../src/api/client";
import type { InsertOutcome } from "../../../src/insert/outcome";
import type { HostKind } from "../../../src/office/host";
import { resultFromDetail, type ResultModel } from "../../../src/results/model";
import { ResultArea } from "../../../src/taskpane/components/ResultArea";
import type { OpenedResultState } from "../../../src/taskpane/components/useOpenedResult";
import { useReviewState } from "../../../src/taskpane/review/useReviewState";
import type { OpenedResult } from "../../../src/work/openResult";
import { fixtureDetail } from "../office/fixtures";
import { whenEnabled } from "./pressInsert";

const client = { getThumbnail: jest.fn(), downloadResult: jest.fn() } as unknown as ServiceClient;

function opened(model: ResultModel, fileName: string): OpenedResult {
  return { key: "k1", itemId: "i1", documentId: "d1", fileName, result: model, extractorName: null, note: null, thumbnails: [] };
}

function Harness({ value, host }: { value: OpenedResult; host: HostKind }): React.JSX.Element {
  const [outcome, setOutcome] = useState<InsertOutcome | null>(null);
  const review = useReviewState();
  const { begin } = review;
  useEffect(() => begin(value.key, value.result), [begin, value]);
  const state: OpenedResultState = {
    opened: { kind: "ready", value },
    openKey: value.key,
    outcome,
    focus: false,
    review: review.store,
    open: async () => true,
    close: async () => true,
    inserted: setOutcome,
    rememberExtractor: () => undefined,
    currentKey: () => value.key,
    extractorName: async () => null,
  };
  return <ResultArea state={state} host={host} client={client} languageName={() => "French"} />;
}

let double: HostDouble | null = null;
function show(value: OpenedResult, host: "word" | "excel"): void {
  double = installHostDouble({ host: host === "word" ? "Word" : "Excel" });
  render(
    <FluentProvider theme={webLightTheme}>
      <Harness value={value} host={host} />
    </FluentProvider>,
  );
}
afterEach(() => {
  double?.uninstall();
  double = null;
});

/** The region that says what Insert did, checked to come right after the button in the page. */
async function saidBelow(button: HTMLElement): Promise<HTMLElement> {
  const said = screen.getByTestId("insert-status");
  expect(said.getAttribute("role")).toBe("status");
  expect(said.getAttribute("aria-live")).toBe("polite");
  expect(button.compareDocumentPosition(said) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  return said;
}

const note = (): ResultModel => resultFromDetail(fixtureDetail("handwritten-note", "transcribe"));
const report = (): ResultModel => resultFromDetail(fixtureDetail("quarterly-report", "tables"));

describe("the outcome of Insert, where the user acted", () => {
  it("says what went into Word below the Insert button, not in the status line above", async () => {
    show(opened(note(), "handwritten-note.png"), "word");
    const button = await screen.findByRole("button", { name: "Insert into document" }, { timeout: 5000 });
    await act(async () => fireEvent.click(button));
    const said = await saidBelow(button);
    await waitFor(() => expect(said.textContent).toMatch(/^Inserted \d+ paragraphs at the cursor\.$/));
    expect(screen.getByTestId("status").textContent).not.toMatch(/Inserted/);
  });

  it("says why Excel refused, below the Insert button", async () => {
    show(opened(report(), "quarterly-report.pdf"), "excel");
    const sheet = double!.excel.active();
    double!.excel.setText(sheet, 11, 2, "taken");
    double!.excel.selectCells({ top: 9, left: 0, bottom: 9, right: 0 });
    fireEvent.click(await screen.findByLabelText("From the selected cell"));
    const button = await whenEnabled(screen.getByRole("button", { name: "Insert into workbook" }));
    await act(async () => fireEvent.click(button));
    const said = await saidBelow(button);
    await waitFor(() => expect(said.textContent).toMatch(/not all empty/));
  });
});

describe("inserting a result the Word document already holds", () => {
  const copies = (): number => new Set(double!.word.blocks.flatMap((b) => b.controls)).size;

  it("asks, and Replace (the default) leaves one copy", async () => {
    show(opened(note(), "handwritten-note.png"), "word");
    const button = await screen.findByRole("button", { name: "Insert into document" }, { timeout: 5000 });
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(screen.getByTestId("insert-status").textContent).toMatch(/^Inserted/));
    expect(copies()).toBe(1);
    const paragraphs = double!.word.blocks.length;

    await act(async () => fireEvent.click(button));
    const dialog = await screen.findByRole("alertdialog", { name: "This result is already in the document" });
    expect(dialog.textContent).toMatch(/already holds the result of "handwritten-note\.png"/);
    const replace = within(dialog).getByRole("button", { name: "Replace" });
    const answers = within(dialog).getAllByRole("button");
    expect(answers[answers.length - 1]).toBe(replace); // the primary answer, where the confirming one always is
    await act(async () => fireEvent.click(replace));
    await waitFor(() => expect(screen.getByTestId("insert-status").textContent).toMatch(/where the earlier copy was\.$/));
    expect(copies()).toBe(1);
    expect(double!.word.blocks.length).toBe(paragraphs);
  });

  it("Insert another copy adds one; Cancel inserts nothing", async () => {
    show(opened(note(), "handwritten-note.png"), "word");
    const button = await screen.findByRole("button", { name: "Insert into document" }, { timeout: 5000 });
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(copies()).toBe(1));
    await act(async () => fireEvent.click(button));
    await act(async () =>
      fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Insert another copy" })),
    );
    await waitFor(() => expect(copies()).toBe(2));
    await act(async () => fireEvent.click(button));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toMatch(/already holds 2 copies/);
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" })));
    expect(copies()).toBe(2);
  });
});
