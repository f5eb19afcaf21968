/**
 * @jest-environment jsdom
 */
// History's search by file name in the view (issue 35, item 11): a labelled search box narrows the rows to
// names that match (case and accents aside), says how many in a polite live region, reads further pages one at
// a time (the service has no name filter), says so when none match and what to do, Escape restores the list,
// typing again stops the pages under way, and the filters still apply. Each row shows pages and work.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ListDocumentsQuery } from "../../../../src/api";
import type { CallArgument } from "../../../../src/api/client";
import type { DocumentPage, DocumentSummary } from "../../../../src/api/types";
import { HistoryView } from "../../../../src/taskpane/history/HistoryView";
import type { ViewProps } from "../../../../src/taskpane/shell/views";
import { FakeQueue } from "../fakeQueue";
import { fakeClient, viewProps } from "../panelHarness";

const NOW = Date.now();
const PER_PAGE = 4;

function doc(n: number, fileName: string, patch: Partial<DocumentSummary> = {}): DocumentSummary {
  return {
    id: `d${n}`,
    fileName,
    action: "transcribe",
    pageCount: 1,
    status: "processed",
    automaticallyDeletedAt: null,
    createdAt: new Date(NOW - n * 60_000),
    updatedAt: new Date(NOW - n * 60_000),
    ...patch,
  };
}

/** Newest first: two files of one name on page 1, a third "Résumé" on page 3, 12 documents in all. */
const ALL: DocumentSummary[] = [
  doc(0, "quarterly-report.pdf", { pageCount: 3 }),
  doc(1, "scan-1.png"),
  doc(2, "quarterly-report.pdf", { pageCount: 12, action: "tables" }),
  doc(3, "scan-3.png"),
  ...[4, 5, 6, 7].map((n) => doc(n, `photo-${n}.jpg`)),
  doc(8, "Résumé.pdf", { action: "extractor", pageCount: 2 }),
  ...[9, 10, 11].map((n) => doc(n, `letter-${n}.png`)),
];

function pageOf(documents: DocumentSummary[], n: number): DocumentPage {
  const last = Math.max(1, Math.ceil(documents.length / PER_PAGE));
  const slice = documents.slice((n - 1) * PER_PAGE, n * PER_PAGE);
  return {
    documents: slice,
    currentPage: n,
    from: slice.length ? (n - 1) * PER_PAGE + 1 : null,
    to: slice.length ? (n - 1) * PER_PAGE + slice.length : null,
    total: documents.length,
    perPage: PER_PAGE,
    lastPage: last,
    hasNextPage: n < last,
    hasPreviousPage: n > 1,
    cursor: null,
    skipped: 0,
  };
}

interface Ask {
  query: ListDocumentsQuery;
  signal: AbortSignal | undefined;
}

/** A client listing ALL (under the status filter), recording each request; `hold` keeps later pages waiting. */
function listing(hold = false, all: DocumentSummary[] = ALL): { client: ReturnType<typeof fakeClient>; asks: Ask[] } {
  const asks: Ask[] = [];
  const client = Object.assign(fakeClient(), {
    listDocuments: (query: ListDocumentsQuery = {}, options?: CallArgument) => {
      const signal = options instanceof AbortSignal ? options : options?.signal;
      asks.push({ query, signal });
      const documents = all.filter((d) => query.status === undefined || d.status === query.status);
      const answer = pageOf(documents, query.page ?? 1);
      if (!hold || (query.page ?? 1) === 1) return Promise.resolve(answer);
      return new Promise<DocumentPage>((_, reject) => signal?.addEventListener("abort", () => reject(new Error("aborted"))));
    },
  });
  return { client, asks };
}

async function open(client: ViewProps["client"]): Promise<HTMLInputElement> {
  render(
    <FluentProvider theme={webLightTheme}>
      <HistoryView {...viewProps(new FakeQueue(), client)} />
    </FluentProvider>,
  );
  await screen.findByTestId("history-count");
  return screen.getByRole("searchbox", { name: "Search by file name" }) as HTMLInputElement;
}

const names = (): string[] => screen.queryAllByTestId("history-item").map((r) => r.querySelector("[title]")?.textContent ?? "");
const said = (): string => screen.getByTestId("history-search-said").textContent ?? "";

test("the search finds names in every page read, ignoring case, and says how many in a polite live region", async () => {
  const { client, asks } = listing();
  const box = await open(client);
  expect(names()).toHaveLength(PER_PAGE);
  fireEvent.change(box, { target: { value: "QUARTERLY" } });
  await waitFor(() => expect(said()).toBe('2 documents match "QUARTERLY".'));
  expect(screen.getByTestId("history-search-said").getAttribute("aria-live")).toBe("polite");
  expect(names()).toEqual(["quarterly-report.pdf", "quarterly-report.pdf"]);
  // Further pages were read one after another, under the same (absent) filters.
  expect(asks.map((a) => a.query.page)).toEqual([1, 2, 3]);
  // The two rows of one name differ beside the name: pages and work.
  expect(screen.getAllByTestId("history-detail").map((d) => d.textContent)).toEqual(["3 pages · Transcribe", "12 pages · Tables"]);
});

test("accents are ignored; Escape clears the search and restores the list", async () => {
  const { client } = listing();
  const box = await open(client);
  fireEvent.change(box, { target: { value: "resume" } });
  await waitFor(() => expect(names()).toEqual(["Résumé.pdf"]));
  expect(screen.queryByTestId("history-count")).toBeNull();
  fireEvent.keyDown(box, { key: "Escape" });
  expect(box.value).toBe("");
  await waitFor(() => expect(names()).toHaveLength(ALL.length));
  expect(said()).toBe("");
  expect(screen.getByTestId("history-count").textContent).toBe(`Showing ${ALL.length} of ${ALL.length} documents.`);
});

test("no match says so and what to do", async () => {
  const { client } = listing();
  const box = await open(client);
  fireEvent.change(box, { target: { value: "invoice" } });
  await waitFor(() =>
    expect(said()).toBe('No file name contains "invoice". Check the spelling, try part of the name, or clear the search.'),
  );
  expect(names()).toEqual([]);
});

test("typing again stops the page under way, and clearing stops it and asks nothing more", async () => {
  const { client, asks } = listing(true);
  const box = await open(client);
  fireEvent.change(box, { target: { value: "zzz" } });
  await waitFor(() => expect(asks).toHaveLength(2));
  const first = asks[1]?.signal;
  expect(first?.aborted).toBe(false);
  fireEvent.change(box, { target: { value: "zzzz" } });
  expect(first?.aborted).toBe(true);
  await waitFor(() => expect(asks).toHaveLength(3));
  // Never two pages at once: only the newest request is still open.
  expect(asks.filter((a) => a.query.page !== 1 && a.signal && !a.signal.aborted)).toHaveLength(1);
  expect(asks[2]?.query.page).toBe(2);
  // Clearing stops it too, and asks nothing more.
  fireEvent.change(box, { target: { value: "" } });
  expect(asks[2]?.signal?.aborted).toBe(true);
  await act(async () => new Promise((r) => setTimeout(r, 400)));
  expect(asks).toHaveLength(3);
});

test("only the newest searched: the count says so, and Search further goes on", async () => {
  const many = Array.from({ length: 40 }, (_, n) => doc(100 + n, `page-${n}.png`));
  const asks: number[] = [];
  const client = Object.assign(fakeClient(), {
    listDocuments: async (query: ListDocumentsQuery = {}) => (asks.push(query.page ?? 1), pageOf(many, query.page ?? 1)),
  });
  const box = await open(client);
  fireEvent.change(box, { target: { value: "nothing" } });
  // One page listed, then a round of three: the newest 16 of 40 searched.
  await waitFor(() => expect(said()).toContain("among the newest 16 of 40 documents"));
  expect(asks).toEqual([1, 2, 3, 4]);
  fireEvent.click(screen.getByRole("button", { name: "Search further" }));
  await waitFor(() => expect(said()).toContain("among the newest 28 of 40 documents"));
  expect(asks).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  // The last round, from the keyboard: the button stays (unavailable) while it reads, then goes, and the
  // focus goes back to the search box rather than to nowhere.
  const further = screen.getByRole("button", { name: "Search further" });
  further.focus();
  fireEvent.click(further);
  expect(document.activeElement).toBe(further);
  await waitFor(() =>
    expect(said()).toBe('No file name contains "nothing". Check the spelling, try part of the name, or clear the search.'),
  );
  expect(asks).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(screen.queryByRole("button", { name: "Search further" })).toBeNull();
  expect(document.activeElement).toBe(box);
});

test("the search combines with the filters", async () => {
  const mixed = ALL.map((d, n) => (n === 2 ? { ...d, status: "failed" as const } : d));
  const { client, asks } = listing(false, mixed);
  const box = await open(client);
  fireEvent.change(box, { target: { value: "quarterly" } });
  await waitFor(() => expect(names()).toHaveLength(2));
  fireEvent.change(screen.getByLabelText("Status"), { target: { value: "processed" } });
  await waitFor(() => expect(said()).toBe('1 document matches "quarterly".'));
  expect(names()).toEqual(["quarterly-report.pdf"]);
  expect(asks.every((a) => a.query.page === 1 || a.query.status === undefined || a.query.status === "processed")).toBe(true);
  expect(asks.some((a) => a.query.status === "processed")).toBe(true);
});
