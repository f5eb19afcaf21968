/**
 * @jest-environment jsdom
 */
// The Outlook pane's own parts with Testing Library over the Outlook double: the open message's attachments
// (what can be ticked and why not, ticking adds checked files with their origin, unticking takes them out, the
// list following the selected message), and what a result does there (a reply, once per click; the cursor of a
// draft; Excel later for tables), all in the pseudo-locale too.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import type { HostDouble } from "../../../dev/host/install";
import type { MailboxModel } from "../../../dev/host/outlookModel";
import type { InsertOutcome } from "../../../src/insert/outcome";
import { resultFromDetail, type ResultModel } from "../../../src/results/model";
import { OutlookAttachments } from "../../../src/taskpane/outlook/OutlookAttachments";
import { OutlookResultPanel } from "../../../src/taskpane/outlook/OutlookResultPanel";
import type { CheckedFile } from "../../../src/taskpane/workspace/checkedFile";
import { fixtureDetail } from "../office/fixtures";
import { installEnglish, installPseudoLocale, unmarkedText } from "../i18n/pseudoCheck";
import { installOutlook } from "../support/mailbox";

let host: HostDouble & { mailbox: MailboxModel };
beforeAll(async () => {
  host = await installOutlook();
});
afterAll(() => host.uninstall());
afterEach(() => {
  cleanup();
  installEnglish();
  act(() => host.mailbox.select({ kind: "message", id: "msg-scans" }));
});

function Attachments({ seen }: { seen: CheckedFile[][] }): React.JSX.Element {
  const [selection, setSelection] = useState<CheckedFile[]>([]);
  return (
    <FluentProvider theme={webLightTheme}>
      <OutlookAttachments
        disabled={false}
        selection={selection}
        onSelection={(next) => {
          seen.push(next);
          setSelection(next);
        }}
      />
    </FluentProvider>
  );
}

const box = (name: string): HTMLElement => screen.getByRole("checkbox", { name });

test("lists the message's attachments: the service's files can be ticked, the others say why not", async () => {
  render(<Attachments seen={[]} />);
  await screen.findByText("Scans for the quarterly report, Dana Whitfield");
  for (const name of ["handwritten-note.png", "quarterly-report.pdf", "whiteboard <draft>.png"])
    expect((box(name) as HTMLInputElement).disabled).toBe(false);
  for (const name of ["image001.png", "terms.docx", "archive-scan.pdf", "Re: Budget approval"])
    expect((box(name) as HTMLInputElement).disabled).toBe(true);
  // No Graph in this build: the cloud link says what to do instead.
  expect((box("fax-two-pages.tiff") as HTMLInputElement).disabled).toBe(true);
  expect(screen.getByText(/A link to a file in OneDrive or SharePoint, which this add-in cannot open here/)).toBeTruthy();
  expect(
    screen.getByText(
      "250 MB: a PDF or TIFF can be up to 200 MB here, to choose the pages to send (the service takes up to 20 MB at a time). Split it into smaller files first.",
    ),
  ).toBeTruthy();
  const described = (box("archive-scan.pdf").getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent);
  expect(described).toEqual([
    "PDF file, 250 MB",
    "250 MB: a PDF or TIFF can be up to 200 MB here, to choose the pages to send (the service takes up to 20 MB at a time). Split it into smaller files first.",
  ]);
});

test("ticking adds the checked file with its origin; unticking takes it out", async () => {
  const seen: CheckedFile[][] = [];
  render(<Attachments seen={seen} />);
  fireEvent.click(await screen.findByRole("checkbox", { name: "handwritten-note.png" }));
  fireEvent.click(box("whiteboard <draft>.png"));
  await waitFor(() => expect(seen.at(-1)).toHaveLength(2));
  const files = seen.at(-1) ?? [];
  expect(files.map((f) => [f.ok, f.name, f.ok ? f.blob.type : null])).toEqual([
    [true, "handwritten-note.png", "image/png"],
    [true, "whiteboard <draft>.png", "image/png"],
  ]);
  expect(files[0]?.ok && files[0].source).toEqual({
    kind: "outlook",
    label: "Scans for the quarterly report, Dana Whitfield",
    ref: {
      outlookItemId: "msg/scans",
      attachmentId: "msg/scans/att/note",
      attachmentName: "handwritten-note.png",
      size: 40076,
      graphMessageId: "msg-scans",
    },
    scopes: [],
  });
  expect((box("handwritten-note.png") as HTMLInputElement).checked).toBe(true);
  fireEvent.click(box("handwritten-note.png"));
  expect(seen.at(-1)?.map((f) => f.name)).toEqual(["whiteboard <draft>.png"]);
  // "Choose all" takes the rest.
  fireEvent.click(screen.getByRole("button", { name: "Choose all 2 attachments" }));
  await waitFor(() =>
    expect(seen.at(-1)?.map((f) => f.name)).toEqual(["whiteboard <draft>.png", "handwritten-note.png", "quarterly-report.pdf"]),
  );
});

test("follows the message selected in Outlook (a pinned pane)", async () => {
  render(<Attachments seen={[]} />);
  await screen.findByText("Scans for the quarterly report, Dana Whitfield");
  act(() => host.mailbox.select({ kind: "message", id: "msg-invoice" }));
  await screen.findByText("Invoice March, J. Rivera");
  expect(screen.getAllByTestId("outlook-attachment").map((li) => li.dataset.name)).toEqual(["expense-claim.pdf", "logo.png", "terms.docx"]);
  act(() => host.mailbox.select({ kind: "message", id: "msg-plain" }));
  await screen.findByText("This message has no attachments.");
  act(() => host.mailbox.select(null));
  await screen.findByText("Select a message in Outlook to see its attachments here.");
  act(() => host.mailbox.select({ kind: "draft", id: "draft-notes" }));
  await screen.findByText("Draft: Re: Notes from the meeting");
  expect(screen.getByText("Attachments of this draft")).toBeTruthy();
  expect((box("fax-two-pages.tiff") as HTMLInputElement).disabled).toBe(false);
});

const transcript = (): ResultModel => resultFromDetail(fixtureDetail("handwritten-note", "transcribe"));

function Result({ result, outcomes }: { result: ResultModel; outcomes: InsertOutcome[] }): React.JSX.Element {
  return (
    <FluentProvider theme={webLightTheme}>
      <OutlookResultPanel
        result={result}
        opened={{ documentId: "doc1", fileName: "handwritten-note.png" }}
        client={{ downloadResult: async () => ({ blob: new Blob(["x"]), fileName: "handwritten-note.txt", contentType: "text/plain" }) }}
        dependencies={{}}
        onInserted={(o) => outcomes.push(o)}
        onFailed={(e) => {
          throw e;
        }}
      />
    </FluentProvider>
  );
}

test("a transcript: one reply however fast the button is pressed twice", async () => {
  const outcomes: InsertOutcome[] = [];
  const before = host.mailbox.replies.length;
  render(<Result result={transcript()} outcomes={outcomes} />);
  const reply = await screen.findByRole("button", { name: "Reply with the transcript" });
  fireEvent.click(reply);
  fireEvent.click(reply);
  await waitFor(() => expect(outcomes).toHaveLength(1));
  expect(host.mailbox.replies.length - before).toBe(1);
  expect(outcomes[0]?.place).toEqual({ host: "outlook", outlookPlacement: "reply" });
});

test("a transcript in a message being written goes in at the cursor", async () => {
  act(() => host.mailbox.select({ kind: "draft", id: "draft-notes" }));
  const outcomes: InsertOutcome[] = [];
  render(<Result result={transcript()} outcomes={outcomes} />);
  fireEvent.click(await screen.findByRole("button", { name: "Insert at the cursor" }));
  await waitFor(() => expect(outcomes).toHaveLength(1));
  expect(host.mailbox.draft("draft-notes")?.inserts.at(-1)?.coercionType).toBe("text");
});

test("tables go to Excel later: the pane says where to find them", async () => {
  render(<Result result={resultFromDetail(fixtureDetail("quarterly-report", "tables"))} outcomes={[]} />);
  expect(await screen.findByText(/^Open Excel and find it in History/)).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Reply with the transcript" })).toBeNull();
  expect(screen.getByRole("button", { name: "Download (XLSX)" })).toBeTruthy();
});

test("every word comes from the catalogs (pseudo-locale)", async () => {
  installPseudoLocale();
  render(
    <>
      <Attachments seen={[]} />
      <Result result={transcript()} outcomes={[]} />
      <Result result={resultFromDetail(fixtureDetail("quarterly-report", "tables"))} outcomes={[]} />
    </>,
  );
  await waitFor(() => expect(screen.getAllByTestId("outlook-attachment").length).toBeGreaterThan(0));
  const data = [
    "handwritten-note.png",
    "quarterly-report.pdf",
    "whiteboard <draft>.png",
    "fax-two-pages.tiff",
    "image001.png",
    "terms.docx",
    "archive-scan.pdf",
    "Re: Budget approval",
    "Scans for the quarterly report",
    "Dana Whitfield",
  ];
  expect(unmarkedText(data)).toEqual([]);
});
