/**
 * @jest-environment jsdom
 */
// The result views in the pseudo-locale: every word a user sees or hears in the preview, the insert options
// (Word and Excel), what an insert says and what a failure says comes from the catalogs. Only the service's
// data (file names, transcripts, cells, field names) may stay as it is.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useEffect, useState } from "react";
import { installHostDouble, type HostDouble, type HostDoubleOptions } from "../../../dev/host/install";
import type { ServiceClient } from "../../../src/api/client";
import type { HostKind } from "../../../src/office/host";
import { resultFromDetail, type ResultModel } from "../../../src/results/model";
import { withTranslation } from "../../../src/results/transcript";
import { ResultArea } from "../../../src/taskpane/components/ResultArea";
import type { OpenedResultState } from "../../../src/taskpane/components/useOpenedResult";
import { useReviewState } from "../../../src/taskpane/review/useReviewState";
import type { InsertOutcome } from "../../../src/insert/outcome";
import { InsertAllBar } from "../../../src/taskpane/workspace/InsertAllBar";
import type { OpenedResult, ResultSources } from "../../../src/work/openResult";
import { installEnglish, installPseudoLocale, unmarkedText } from "../i18n/pseudoCheck";
import { fixtureDetail, fixtureTranslation } from "../office/fixtures";
import { batchItem } from "../work/batchItem";
import { pressInsert } from "./pressInsert";

/** Everything the service sent, as the views may show it unchanged. */
function serviceData(model: ResultModel, fileName: string): string[] {
  const data = [fileName];
  if (model.kind === "transcript")
    for (const page of model.transcript.pages) data.push(...page.lines, ...(page.translation?.lines ?? []), page.lines.join("\n"));
  if (model.kind === "tables") {
    data.push(...model.tables.tables.flatMap((table) => table.rows.flat()));
    data.push(...model.tables.keyValuePairs.flatMap((p) => [p.key, p.value]));
  }
  if (model.kind === "records") {
    data.push(...model.records.fields.map((f) => f.name));
    data.push(...model.records.records.flatMap((r) => Object.values(r.values)));
  }
  // A translated page's text as one paragraph (the preview joins its lines).
  if (model.kind === "transcript")
    for (const page of model.transcript.pages) if (page.translation) data.push(page.translation.lines.join("\n"));
  return data.filter((d) => d.trim() !== "");
}

function opened(model: ResultModel, fileName: string, extractorName: string | null = null): OpenedResult {
  return { key: "k1", itemId: "i1", documentId: "d1", fileName, result: model, extractorName, note: null, thumbnails: [] };
}

const client = { getThumbnail: jest.fn(), downloadResult: jest.fn() } as unknown as ServiceClient;
// A language's name comes from the language list (another area's); here it is data.
const languageName = (): string => "Français";

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
  return <ResultArea state={state} host={host} client={client} languageName={languageName} />;
}

let double: HostDouble | null = null;
function show(value: OpenedResult, host: "word" | "excel" | "none", options: Partial<HostDoubleOptions> = {}): void {
  if (host !== "none") double = installHostDouble({ host: host === "word" ? "Word" : "Excel", ...options });
  render(
    <FluentProvider theme={webLightTheme}>
      <Harness value={value} host={host} />
    </FluentProvider>,
  );
}

async function insert(): Promise<void> {
  await pressInsert(/^«Îñšéŕţ îñţö/);
}

beforeEach(() => installPseudoLocale());
afterEach(() => {
  double?.uninstall();
  double = null;
  installEnglish();
});

const transcript = (): ResultModel => {
  const base = resultFromDetail(fixtureDetail("handwritten-note", "transcribe"));
  if (base.kind !== "transcript") throw new Error("not a transcript");
  return { kind: "transcript", transcript: withTranslation(base.transcript, fixtureTranslation("handwritten-note", "fr")) };
};
const tables = (): ResultModel => resultFromDetail(fixtureDetail("quarterly-report", "tables"));
const records = (): ResultModel => resultFromDetail(fixtureDetail("expense-claim", "extractor", "EXPf4Jm8Wd"));

test("a transcript with its translation and its page pictures, inserted into Word", async () => {
  const model = transcript();
  // jsdom has no object URLs; the pictures come through the client as Blobs.
  URL.createObjectURL = (() => "blob:page") as typeof URL.createObjectURL;
  URL.revokeObjectURL = (() => undefined) as typeof URL.revokeObjectURL;
  (client.getThumbnail as jest.Mock).mockResolvedValue(new Blob(["jpeg"], { type: "image/jpeg" }));
  const thumbnails = Array.from({ length: 6 }, (_, i) => ({ pageNumber: i + 1, url: `https://svc.test/p${i + 1}.jpg` }));
  show({ ...opened(model, "handwritten-note.png"), thumbnails }, "word");
  // The page panel shows the first page's picture (beside the review or above it), named in the catalogs' words
  // (jsdom loads no picture: it stays hidden, holding its room, so it is found by its test id).
  expect((await screen.findByTestId("page-picture")).getAttribute("alt")).toMatch(/^«.*handwritten-note\.png.*»$/);
  await insert();
  await waitFor(() => expect(screen.getByTestId("insert-status").textContent).toMatch(/«/));
  expect(screen.getByTestId("insert-status").textContent).not.toMatch(/Inserted/);
  expect(unmarkedText(serviceData(model, "handwritten-note.png"))).toEqual([]);
});

test("a tables result inserted into Excel on new sheets, with more rows than the review draws", async () => {
  const base = tables();
  if (base.kind !== "tables") throw new Error("not tables");
  const [first] = base.tables.tables;
  if (!first) throw new Error("no table");
  const rows = [...first.rows, ...Array.from({ length: 120 }, (_, i) => first.rows[1]?.map((c) => `${c}`) ?? [`${i}`])];
  const model: ResultModel = { kind: "tables", tables: { ...base.tables, tables: [{ ...first, rows }, ...base.tables.tables.slice(1)] } };
  show(opened(model, "quarterly-report.pdf"), "excel");
  await insert();
  await waitFor(() => expect(screen.getByTestId("insert-status").textContent).toMatch(/«/));
  // The grid knows every row (screen readers hear the count), though it draws only those in view.
  expect(screen.getAllByRole("grid")[0]?.getAttribute("aria-rowcount")).toBe(String(rows.length));
  // The outcome names the sheets the add-in made (file name: data; its suffix: from the catalog).
  const sheets = double?.excel.sheets.map((sheet) => sheet.name) ?? [];
  expect(unmarkedText([...serviceData(model, "quarterly-report.pdf"), ...sheets, "quarterly-report"])).toEqual([]);
});

test("an extractor result inserted into Excel", async () => {
  const model = records();
  show(opened(model, "expense-claim.pdf", "Expense Claim"), "excel");
  await insert();
  await waitFor(() => expect(screen.getByTestId("insert-status").textContent).toMatch(/«/));
  expect(unmarkedText([...serviceData(model, "expense-claim.pdf"), "Expense Claim", "Extracted_Expense_Claim"])).toEqual([]);
});

test("what this Office cannot do", async () => {
  show(opened(tables(), "quarterly-report.pdf"), "word", { supportedSets: { WordApi: "1.1" }, platform: "iOS" });
  await screen.findByRole("button", { name: /^«Îñšéŕţ îñţö/ });
  expect(screen.getAllByText(/1\.3/).length).toBeGreaterThan(0);
  expect(unmarkedText(serviceData(tables(), "quarterly-report.pdf"))).toEqual([]);
});

test("an insert that fails says why in the pseudo-locale", async () => {
  show(opened(records(), "expense-claim.pdf", "Expense Claim"), "excel");
  // From the selected cell, where the user has data: refused before anything changes, with the cells named.
  const excel = double!.excel;
  excel.enter(excel.active(), 0, 0, "mine");
  excel.selectCells({ top: 0, left: 0, bottom: 0, right: 0 });
  await screen.findByRole("button", { name: /^«Îñšéŕţ îñţö/ });
  const fromSelection = document.querySelector<HTMLInputElement>('input[type="radio"][value="selection"]');
  fireEvent.click(fromSelection!);
  await insert();
  expect(await screen.findByText(/A1/)).toBeTruthy();
  expect(unmarkedText([...serviceData(records(), "expense-claim.pdf"), "Expense Claim"])).toEqual([]);
});

test("outside Office", async () => {
  show(opened(transcript(), "handwritten-note.png"), "none");
  await screen.findByTestId("preview");
  expect(unmarkedText(serviceData(transcript(), "handwritten-note.png"))).toEqual([]);
});

describe("Insert all in the pseudo-locale", () => {
  function bar(host: "word" | "excel"): void {
    double = installHostDouble({ host: host === "word" ? "Word" : "Excel" });
    const items = [
      batchItem({ id: "a", fileName: "quarterly-report.pdf", state: "processed", result: fixtureDetail("quarterly-report", "tables") }),
      batchItem({ id: "b", fileName: "lost.pdf", state: "processed", result: null }),
    ];
    const sources: ResultSources = {
      loadResult: async () => {
        throw new Error("gone");
      },
      getTranslation: jest.fn(),
    };
    render(
      <FluentProvider theme={webLightTheme}>
        <InsertAllBar host={host} items={items} sources={sources} />
      </FluentProvider>,
    );
  }

  test.each(["word", "excel"] as const)("in %s: its options, and what a batch with a failure says", async (host) => {
    bar(host);
    fireEvent.click(screen.getByRole("button", { name: /«/ }));
    // One inserted, one not (its reason, "gone", is the failure's own text here).
    await waitFor(() => expect(screen.getByTestId("insert-all-status").textContent).toMatch(/lost\.pdf/));
    const sheets = double?.excel.sheets.map((sheet) => sheet.name) ?? [];
    expect(unmarkedText(["quarterly-report.pdf", "lost.pdf", "gone", ...sheets])).toEqual([]);
  });
});
