/**
 * @jest-environment jsdom
 */
// Where the selection came from (issue 33): the pane follows the selection (debounced), says the file, page and
// table of a cell of a joined table's page-2 rows, asks the service once per document, says when the source is
// deleted or someone else's, and for a cell left to check, Mark as checked takes its note off. The source page's
// picture shows in the page viewer, from the thumbnails of that one answer (never when the source is gone).
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { installHostDouble, type HostDouble } from "../../../../dev/host/install";
import { ServiceError } from "../../../../src/api/errors";
import type { DocumentPoll, Thumbnail } from "../../../../src/api/types";
import { insertResult } from "../../../../src/insert/insertResult";
import { DEFAULT_INSERT_SETTINGS } from "../../../../src/insert/settings";
import { SourcePanel } from "../../../../src/taskpane/provenance/SourcePanel";
import type { ResultModel } from "../../../../src/results/model";

const joined = (): ResultModel => ({
  kind: "tables",
  tables: {
    documentId: "inv1",
    fileName: "invoice.pdf",
    tables: [
      {
        pageNumber: 1,
        tableNumber: 1,
        index: 1,
        hasHeaderRow: true,
        columnCount: 2,
        rows: [
          ["Item", "Amount"],
          ["a", "1.00"],
          ["b", "2.00"],
          ["c", "3O.00"],
          ["d", "4.00"],
        ],
        rowPages: [1, 1, 1, 2, 2],
      },
    ],
    keyValuePairs: [],
  },
});

function panel(get: (id: string) => Promise<DocumentPoll>, onOpenHistory = jest.fn(), pictures = { getThumbnail: jest.fn() }): void {
  const client = { getDocument: get, getThumbnail: pictures.getThumbnail };
  render(
    <FluentProvider theme={webLightTheme}>
      <SourcePanel host="excel" client={client} onOpenHistory={onOpenHistory} />
    </FluentProvider>,
  );
}

const thumbnails: Thumbnail[] = [1, 2].map((pageNumber) => ({ pageNumber, url: `https://svc.test/inv1/p${pageNumber}.jpg` }));
const ready = (): DocumentPoll => ({
  state: "ready",
  document: {
    id: "inv1",
    fileName: "invoice.pdf",
    action: "tables",
    pageCount: 2,
    status: "processed",
    automaticallyDeletedAt: null,
    createdAt: null,
    updatedAt: null,
    transcriptPages: [],
    tablesPages: [],
    extractorPages: [],
    thumbnails,
    rawResults: [],
  },
});

describe("the source of the selection", () => {
  let host: HostDouble;
  beforeEach(async () => {
    host = installHostDouble({ host: "Excel" });
    await insertResult("excel", joined(), { ...DEFAULT_INSERT_SETTINGS, excelPlacement: "newSheet" }, { checks: { culture: null } });
  });
  afterEach(() => host.uninstall());

  const select = (row: number, column: number): void =>
    act(() => {
      host.excel.activate(host.excel.sheets.findIndex((s) => s.name === "invoice T1"));
      host.excel.selectCells({ top: row, left: column, bottom: row, right: column });
    });

  it("shows page 2 for a cell of the page-2 rows, asking the service once", async () => {
    const get = jest.fn(async (): Promise<DocumentPoll> => ({ state: "processing" }));
    const history = jest.fn();
    panel(get, history);
    select(4, 0);
    expect(await screen.findByText(/^From invoice\.pdf, page 2 \(table 1\), inserted /)).toBeTruthy();
    select(3, 1);
    await waitFor(() => expect(screen.getByText(/^From invoice\.pdf, page 2 \(table 1\)/)).toBeTruthy());
    select(1, 1);
    expect(await screen.findByText(/^From invoice\.pdf, page 1 \(table 1\)/)).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Open in History" }));
    expect(history).toHaveBeenCalled();
    select(20, 5);
    await waitFor(() => expect(screen.queryByText(/^From invoice\.pdf/)).toBeNull());
  });

  it("says the source was deleted, and offers nothing that cannot work", async () => {
    panel(async () => {
      throw new ServiceError("not_found", "gone", { status: 404 });
    });
    select(2, 0);
    expect(await screen.findByText("The source has been deleted; its text is what was inserted.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Open in History" })).toBeNull();
  });

  it("says whose it is when it is another account's", async () => {
    panel(async () => {
      throw new ServiceError("forbidden", "not yours", { status: 403 });
    });
    select(2, 0);
    expect(await screen.findByText(/in the account of whoever inserted it/)).toBeTruthy();
  });

  it("marks a flagged cell as checked: its note and fill go, the workbook's count goes down", async () => {
    panel(async () => ({ state: "processing" }));
    select(3, 1);
    expect(await screen.findByText("In this workbook: 1 cell to check")).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Mark as checked" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Mark as checked" })).toBeNull());
    const cell = host.excel.sheet("invoice T1")!.cells[3]![1]!;
    expect(cell.note).toBeUndefined();
    expect(cell.fill).toBeUndefined();
    expect(screen.queryByText(/cells? to check/)).toBeNull();
  });

  describe("the source page's picture", () => {
    let made = 0;
    beforeEach(() => {
      made = 0;
      URL.createObjectURL = (() => `blob:${++made}`) as typeof URL.createObjectURL;
      URL.revokeObjectURL = (() => undefined) as typeof URL.revokeObjectURL;
    });

    it("shows the cell's page, the document asked for once and each page fetched once", async () => {
      const get = jest.fn(async () => ready());
      const pictures = { getThumbnail: jest.fn(async () => new Blob(["jpeg"], { type: "image/jpeg" })) };
      panel(get, jest.fn(), pictures);
      select(4, 0);
      const picture = await screen.findByAltText("Page 2 of invoice.pdf");
      expect(picture.getAttribute("src")).toBe("blob:1");
      expect(pictures.getThumbnail).toHaveBeenCalledWith(thumbnails[1], expect.objectContaining({ signal: expect.any(AbortSignal) }));
      // Another cell of the same page, then of page 1, then page 2 again: one more picture, no more lookups.
      select(3, 1);
      await waitFor(() => expect(screen.getByAltText("Page 2 of invoice.pdf")).toBeTruthy());
      select(1, 1);
      expect(await screen.findByAltText("Page 1 of invoice.pdf")).toBeTruthy();
      select(4, 1);
      expect(await screen.findByAltText("Page 2 of invoice.pdf")).toBeTruthy();
      expect(get).toHaveBeenCalledTimes(1);
      expect(pictures.getThumbnail).toHaveBeenCalledTimes(2);
    });

    it("shows no picture when the source was deleted, and fetches none", async () => {
      const pictures = { getThumbnail: jest.fn() };
      panel(
        async () => {
          throw new ServiceError("not_found", "gone", { status: 404 });
        },
        jest.fn(),
        pictures,
      );
      select(4, 0);
      expect(await screen.findByText("The source has been deleted; its text is what was inserted.")).toBeTruthy();
      expect(screen.queryByTestId("page-viewer")).toBeNull();
      expect(pictures.getThumbnail).not.toHaveBeenCalled();
    });
  });
});
