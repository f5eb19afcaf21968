/**
 * @jest-environment jsdom
 */
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import type { ServiceClient } from "../../../src/api/client";
import type { DocumentDetail } from "../../../src/api/types";
import type { HostKind } from "../../../src/office/host";
import { TranscribePanel } from "../../../src/taskpane/components/TranscribePanel";
import { fixtureDetail, PNG_BASE64 } from "../office/fixtures";

// jsdom's Blob has no arrayBuffer(); the file check reads the first bytes with it.
if (typeof Blob.prototype.arrayBuffer !== "function") {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob): Promise<ArrayBuffer> {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error("read failed"));
      reader.readAsArrayBuffer(this);
    });
  };
}

const user = { id: "u1", name: "Ada", email: "ada@example.com", verified: true, type: "pro", balance: 100 };

function fakeClient(detail: DocumentDetail): ServiceClient & { uploads: unknown[] } {
  const uploads: unknown[] = [];
  return {
    uploads,
    uploadDocument: async (request: unknown) => {
      uploads.push(request);
      return { id: detail.id, status: "queued" };
    },
    getDocument: async () => ({ state: "ready", document: detail }),
    getCurrentUser: async () => user,
    listExtractors: async () => [
      { id: "EXPf4Jm8Wd", name: "Expense Claim", description: "Expense forms" },
      { id: "INVc7Rk2Qx", name: "Invoice", description: "Invoices" },
    ],
    listTranslationLanguages: async () => [{ code: "fr", label: "French" }],
    getTranslation: async () => ({ state: "processing" }),
    downloadResult: async () => ({ blob: new Blob([]), fileName: "x", contentType: "" }),
  } as unknown as ServiceClient & { uploads: unknown[] };
}

function pngFile(): File {
  return new File([Buffer.from(PNG_BASE64, "base64")], "scan.png", { type: "image/png" });
}

function renderPanel(client: ServiceClient, host: HostKind): void {
  render(
    <FluentProvider theme={webLightTheme}>
      <TranscribePanel client={client} host={host} onAccountChanged={() => undefined} pollIntervalMs={1} />
    </FluentProvider>,
  );
}

async function chooseFile(): Promise<void> {
  fireEvent.change(screen.getByLabelText(/Scan or photo/), { target: { files: [pngFile()] } });
  await waitFor(() => expect(screen.getByRole("button", { name: "Transcribe" })).not.toHaveProperty("disabled", true));
}

describe("TranscribePanel", () => {
  let double: HostDouble;
  afterEach(() => double.uninstall());

  it("finds tables, previews them as grids and inserts them into Word as tables", async () => {
    double = installHostDouble({ host: "Word" });
    const client = fakeClient(fixtureDetail("quarterly-report", "tables"));
    renderPanel(client, "word");
    await chooseFile();
    fireEvent.click(screen.getByLabelText("Find tables and key/value pairs"));
    fireEvent.click(screen.getByRole("button", { name: "Find tables" }));
    expect(await screen.findByText(/Found 3 table\(s\) and 7 key\/value pair\(s\)/)).toBeTruthy();
    const preview = await screen.findByRole("region", { name: "Tables preview" });
    expect(within(preview).getAllByTestId("preview-table")).toHaveLength(4);
    expect(within(preview).getByRole("columnheader", { name: "January" })).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Insert into document" }));
    expect(await screen.findByText("Inserted 4 paragraph(s) and 4 table(s) at the cursor.")).toBeTruthy();
    expect(double.word.blocks.filter((b) => b.kind === "table")).toHaveLength(4);
    expect(client.uploads[0]).toMatchObject({ action: "tables" });
  });

  it("lists the user's extractors, extracts fields, previews them and appends them to an Excel table", async () => {
    double = installHostDouble({ host: "Excel" });
    const client = fakeClient(fixtureDetail("expense-claim", "extractor", "EXPf4Jm8Wd"));
    renderPanel(client, "excel");
    await chooseFile();
    fireEvent.click(screen.getByLabelText("Extract fields with an extractor"));
    const select = await screen.findByLabelText("Extractor");
    fireEvent.change(select, { target: { value: "EXPf4Jm8Wd" } });
    fireEvent.click(screen.getByRole("button", { name: "Extract fields" }));
    expect(await screen.findByText(/Extracted 1 record\(s\)/)).toBeTruthy();
    expect(await screen.findByRole("region", { name: "Extracted fields preview" })).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Insert into workbook" }));
    expect(await screen.findByText('Wrote 1 table on new sheet "Expense Claim".')).toBeTruthy();
    expect(client.uploads[0]).toMatchObject({ action: "extractor", extractorId: "EXPf4Jm8Wd" });
    expect(double.excel.tables.map((t) => t.name)).toEqual(["Extracted_Expense_Claim"]);
  });

  it("shows what this Office cannot do instead of offering it", async () => {
    double = installHostDouble({ host: "Word", platform: "iOS" });
    renderPanel(fakeClient(fixtureDetail("handwritten-note", "transcribe")), "word");
    await chooseFile();
    fireEvent.click(screen.getByRole("button", { name: "Transcribe" }));
    expect(await screen.findByText(/cannot insert the service's \.docx file/)).toBeTruthy();
    expect(screen.queryByLabelText(/Insert the service's own \.docx/)).toBeNull();
  });

  it("uses the picture selected in the document as input", async () => {
    double = installHostDouble({ host: "Word" });
    double.word.addPicture(PNG_BASE64);
    double.word.selectBlock(1);
    const client = fakeClient(fixtureDetail("handwritten-note", "transcribe"));
    renderPanel(client, "word");
    fireEvent.click(screen.getByRole("button", { name: "Use the selected picture" }));
    expect(await screen.findByText(/Using the picture from the document \(selected-picture\.png\)/)).toBeTruthy();
  });

  it("explains when no picture is selected", async () => {
    double = installHostDouble({ host: "Word" });
    renderPanel(fakeClient(fixtureDetail("handwritten-note", "transcribe")), "word");
    fireEvent.click(screen.getByRole("button", { name: "Use the selected picture" }));
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      expect.stringMatching(/^Select a picture in the document first/) as string,
    );
  });
});
