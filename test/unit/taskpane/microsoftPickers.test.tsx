/**
 * @jest-environment jsdom
 */
// The OneDrive/SharePoint browser and the mail attachment picker, rendered with Testing Library over a fake
// Graph: only the service's file types can be ticked, the 20 MB limit comes from the metadata (a file over it
// is never downloaded), several files are added at once and keep where they came from.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { CheckedFile } from "../../../src/taskpane/workspace/checkedFile";

const MB = 1024 * 1024;
const graph = { all: jest.fn(), get: jest.fn(), download: jest.fn() };
jest.mock("../../../src/microsoft/instance", () => ({ microsoft365: () => ({ graph }) }));
// Imported after the mock above is in place (jest hoists jest.mock).
import { DriveBrowser } from "../../../src/taskpane/workspace/DriveBrowser";
import { MailPicker } from "../../../src/taskpane/workspace/MailPicker";

const pdf = (): Blob => new Blob(["%PDF-1.7\n%fake\n"], { type: "application/pdf" });
const parent = { driveId: "d1", path: "/drive/root:/Scans" };
const file = (id: string, name: string, size: number, mimeType: string) => ({
  id,
  name,
  size,
  file: { mimeType },
  parentReference: parent,
});

function renderIn(ui: React.JSX.Element): void {
  render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);
}

/** What the one call of `onChosen` handed over. */
const added = (onChosen: jest.Mock<void, [CheckedFile[]]>): CheckedFile[] => onChosen.mock.calls[0]?.[0] ?? [];

const checkbox = (name: string): HTMLInputElement => screen.getByRole("checkbox", { name }) as HTMLInputElement;

beforeEach(() => {
  jest.clearAllMocks();
  graph.download.mockImplementation(async () => pdf());
});

describe("OneDrive and SharePoint browser", () => {
  const items = [
    { id: "f0", name: "2026", folder: { childCount: 3 }, parentReference: parent },
    file("f1", "invoice-01.pdf", 1 * MB, "application/pdf"),
    file("f2", "archive-scan.pdf", 250 * MB, "application/pdf"),
    file("f3", "memo.docx", 20_000, "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
    file("f4", "receipt.png", 300_000, "image/png"),
  ];
  beforeEach(() => {
    graph.all.mockImplementation(async (path: string) => (path.startsWith("me/drive/root/children") ? items : []));
    // The metadata read again just before the download.
    graph.get.mockImplementation(async (path: string) => items.find((i) => path.startsWith(`drives/d1/items/${i.id}?`)));
  });

  it("opens on the recent files, without a click (issue 21)", async () => {
    graph.all.mockImplementation(async (path: string) => (path === "me/drive/recent" ? [items[1], items[4]] : []));
    renderIn(<DriveBrowser disabled={false} onChosen={jest.fn()} />);
    await screen.findByRole("checkbox", { name: "invoice-01.pdf" });
    expect(screen.getByRole("checkbox", { name: "receipt.png" })).toBeTruthy();
    expect(screen.getByText("Recent files")).toBeTruthy();
    expect(graph.all).toHaveBeenCalledWith("me/drive/recent", ["Files.Read"], expect.anything());
  });

  it("lets only the service's types under 20 MB be ticked, saying why the others cannot", async () => {
    renderIn(<DriveBrowser disabled={false} onChosen={jest.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "My files" }));
    await screen.findByRole("checkbox", { name: "invoice-01.pdf" });
    expect(graph.all).toHaveBeenCalledWith(expect.stringMatching(/^me\/drive\/root\/children/), ["Files.Read"], expect.anything());
    expect(checkbox("invoice-01.pdf").disabled).toBe(false);
    expect(checkbox("receipt.png").disabled).toBe(false);
    expect(checkbox("archive-scan.pdf").disabled).toBe(true);
    expect(
      screen.getByText(
        "250 MB: a PDF or TIFF can be up to 200 MB here, to choose the pages to send (the service takes up to 20 MB at a time). Split it into smaller files first.",
      ),
    ).toBeTruthy();
    expect(checkbox("memo.docx").disabled).toBe(true);
    expect(screen.getByText("Not a PDF, JPG, PNG, TIFF, HEIC or GIF file.")).toBeTruthy();
    // A folder is a place to open, not a file to tick.
    expect(screen.queryByRole("checkbox", { name: "2026" })).toBeNull();
    expect(screen.getByRole("button", { name: "Open folder 2026" })).toBeTruthy();
    // Ticking a disabled one does nothing.
    fireEvent.click(checkbox("archive-scan.pdf"));
    expect((screen.getByRole("button", { name: "Add the ticked files" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("adds several files at once, downloading only those, each with its origin", async () => {
    const onChosen = jest.fn<void, [CheckedFile[]]>();
    renderIn(<DriveBrowser disabled={false} onChosen={onChosen} />);
    fireEvent.click(screen.getByRole("button", { name: "My files" }));
    await screen.findByRole("checkbox", { name: "invoice-01.pdf" });
    fireEvent.click(checkbox("invoice-01.pdf"));
    fireEvent.click(checkbox("receipt.png"));
    fireEvent.click(screen.getByRole("button", { name: "Add 2 files" }));
    await waitFor(() => expect(onChosen).toHaveBeenCalledTimes(1));
    const files = added(onChosen);
    expect(files.map((f) => [f.name, f.ok])).toEqual([
      ["invoice-01.pdf", true],
      ["receipt.png", true],
    ]);
    expect(files.map((f) => (f.ok ? f.source : null))).toEqual([
      expect.objectContaining({ kind: "onedrive" }),
      expect.objectContaining({ kind: "onedrive" }),
    ]);
    expect(graph.download.mock.calls.map(([path]: [string]) => path)).toEqual([
      expect.stringContaining("/items/f1/content"),
      expect.stringContaining("/items/f4/content"),
    ]);
    await screen.findByRole("button", { name: "Add the ticked files" });
  });

  it("reports a file whose content is not of the service's types, and adds the others", async () => {
    graph.download.mockImplementation(async (path: string) =>
      path.includes("f4") ? new Blob(["<html>not a picture</html>"], { type: "image/png" }) : pdf(),
    );
    const onChosen = jest.fn<void, [CheckedFile[]]>();
    renderIn(<DriveBrowser disabled={false} onChosen={onChosen} />);
    fireEvent.click(screen.getByRole("button", { name: "My files" }));
    await screen.findByRole("checkbox", { name: "invoice-01.pdf" });
    fireEvent.click(checkbox("invoice-01.pdf"));
    fireEvent.click(checkbox("receipt.png"));
    fireEvent.click(screen.getByRole("button", { name: "Add 2 files" }));
    await waitFor(() => expect(onChosen).toHaveBeenCalledTimes(1));
    expect(added(onChosen)).toEqual([
      expect.objectContaining({ name: "invoice-01.pdf", ok: true }),
      {
        ok: false,
        name: "receipt.png",
        origin: "file",
        problem: "This is not a PDF, JPG, PNG, TIFF, HEIC or GIF file (checked by its content, not its name).",
      },
    ]);
  });
});

describe("mail attachment picker", () => {
  beforeEach(() => {
    graph.all.mockImplementation(async (path: string) => {
      if (path.startsWith("me/messages?"))
        return [
          { id: "m1", subject: "Invoice March", from: { emailAddress: { name: "J. Rivera" } }, receivedDateTime: "2026-03-02T10:00:00Z" },
        ];
      if (path.startsWith("me/messages/m1/attachments"))
        return [
          { id: "a1", name: "expense-claim.pdf", contentType: "application/pdf", size: 200_000, isInline: false },
          { id: "a2", name: "scan-2.pdf", contentType: "application/pdf", size: 300_000, isInline: false },
          { id: "a3", name: "huge.tiff", contentType: "image/tiff", size: 210 * MB, isInline: false },
          { id: "a4", name: "notes.txt", contentType: "text/plain", size: 100, isInline: false },
          { id: "a5", name: "logo.png", contentType: "image/png", size: 2_000, isInline: true },
        ];
      return [];
    });
  });

  it("ticks several attachments of the service's types; inline pictures are not offered", async () => {
    const onChosen = jest.fn<void, [CheckedFile[]]>();
    renderIn(<MailPicker disabled={false} onChosen={onChosen} />);
    fireEvent.click(await screen.findByRole("button", { name: "Invoice March, J. Rivera" }));
    await screen.findByRole("checkbox", { name: "expense-claim.pdf" });
    expect(graph.all).toHaveBeenCalledWith(expect.stringMatching(/^me\/messages\/m1\/attachments/), ["Mail.Read"], undefined);
    expect(screen.queryByRole("checkbox", { name: "logo.png" })).toBeNull();
    expect(checkbox("huge.tiff").disabled).toBe(true);
    expect(
      screen.getByText(
        "210 MB: a PDF or TIFF can be up to 200 MB here, to choose the pages to send (the service takes up to 20 MB at a time). Split it into smaller files first.",
      ),
    ).toBeTruthy();
    expect(checkbox("notes.txt").disabled).toBe(true);
    fireEvent.click(checkbox("expense-claim.pdf"));
    expect(screen.getByRole("button", { name: "Add 1 attachment" })).toBeTruthy();
    fireEvent.click(checkbox("scan-2.pdf"));
    fireEvent.click(screen.getByRole("button", { name: "Add 2 attachments" }));
    await waitFor(() => expect(onChosen).toHaveBeenCalledTimes(1));
    expect(added(onChosen).map((f) => (f.ok ? [f.name, f.source?.kind] : f.problem))).toEqual([
      ["expense-claim.pdf", "mail"],
      ["scan-2.pdf", "mail"],
    ]);
    expect(graph.download).toHaveBeenCalledTimes(2);
  });
});
