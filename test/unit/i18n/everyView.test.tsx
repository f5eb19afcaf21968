/**
 * @jest-environment jsdom
 */
// Every screen of the task pane in the pseudo-locale: any text a user can see or hear that did not come from
// a catalog shows up unaccented and fails here, so a hard-coded string fails the build. Data (file names,
// the account's name) is allowed; everything else must carry the pseudo marks.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { DocumentSummary } from "../../../src/api/types";
import { t } from "../../../src/i18n/messages";
import { MemoryStorage } from "../../../src/storage/memoryStorage";
import { App } from "../../../src/taskpane/App";
import { Shell } from "../../../src/taskpane/shell/Shell";
import { VIEWS } from "../../../src/taskpane/shell/views";
import { FakeQueue } from "../taskpane/fakeQueue";
import { documentsPage, fakeClient, user } from "../taskpane/panelHarness";
import { exactTime, relativeTime } from "../../../src/work/timeText";
import { batchItem } from "../work/batchItem";
import { installOutlook } from "../support/mailbox";
import { holdClock } from "../support/stillClock";
import { installEnglish, installPseudoLocale, unmarkedText } from "./pseudoCheck";

// The account tier is the service's word (its list of tiers is not published), shown as sent.
const DATA = ["Pro", user.name, user.email, "scan.png", "invoice.pdf", "receipt.jpg", "letter.tiff", "Expense Claim", "Invoice", "French"];

const documents: DocumentSummary[] = [
  {
    id: "d1",
    fileName: "invoice.pdf",
    action: "tables",
    pageCount: 2,
    status: "processed",
    automaticallyDeletedAt: null,
    createdAt: new Date(Date.now() - 3_600_000),
    updatedAt: new Date(),
  },
  {
    id: "d2",
    fileName: "receipt.jpg",
    action: "transcribe",
    pageCount: null,
    status: "processing",
    automaticallyDeletedAt: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  },
  {
    id: "d3",
    fileName: "letter.tiff",
    action: "extractor",
    pageCount: 1,
    status: "failed",
    automaticallyDeletedAt: new Date(Date.now() + 86_400_000),
    createdAt: new Date(),
    updatedAt: new Date(),
  },
];

// The clock stands still: History read "4 seconds ago" on a busy machine where the test expected its own times.
const NOW = Date.now();
beforeEach(() => {
  holdClock(NOW);
  installPseudoLocale();
});
afterEach(() => {
  installEnglish();
  jest.useRealTimers();
});

test("the sign-in screen", async () => {
  render(
    <FluentProvider theme={webLightTheme}>
      <App
        host="word"
        config={{ serviceUrl: "https://svc.test/v3", authUrl: "https://auth.test", oauthClientId: "client-1" }}
        storage={new MemoryStorage()}
        pageHref="https://addin.test/taskpane.html"
        signInWindow={() => ({ open: () => Promise.reject(new Error("not used")) })}
      />
    </FluentProvider>,
  );
  await screen.findAllByRole("button");
  expect(unmarkedText(DATA)).toEqual([]);
});

test("every view of the shell, with work in several states", async () => {
  const queue = new FakeQueue();
  // As the queue writes them: reasons through the catalogs, at a time Intl words (data, as a file name is).
  const at = Date.now();
  queue.restore([
    batchItem({ fileName: "scan.png", state: "waiting", reason: t("workspace.queue.waitingTurn"), changedAt: at }),
    batchItem({
      fileName: "invoice.pdf",
      state: "processing",
      reason: t("workspace.queue.queued"),
      changedAt: at,
      documentId: "d1",
      pageCount: 2,
    }),
  ]);
  const times = [exactTime(at), relativeTime(at, at), relativeTime(at, at + 1000)];
  for (const doc of documents) {
    for (const when of [doc.createdAt, doc.automaticallyDeletedAt]) {
      if (when) times.push(exactTime(when.getTime()), relativeTime(when.getTime(), Date.now()));
    }
  }
  const client = fakeClient();
  client.listDocuments = async () => documentsPage(documents);
  render(
    <FluentProvider theme={webLightTheme}>
      <Shell client={client} host="excel" user={user} onAccountChanged={() => undefined} openQueue={async () => queue} />
    </FluentProvider>,
  );
  const tabs = await screen.findAllByRole("tab");
  expect(tabs).toHaveLength(VIEWS.length);
  for (const [index, view] of VIEWS.entries()) {
    fireEvent.click(tabs[index] as HTMLElement);
    await waitFor(() => expect(document.getElementById(`view-${view.id}`)?.hidden).toBe(false));
    // Let the view's first reads (history list, balance) arrive and render.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect({ view: view.id, unmarked: unmarkedText([...DATA, ...times]) }).toEqual({ view: view.id, unmarked: [] });
  }
});

test("every view of the shell in Outlook, with the open message's attachments and work sent from them", async () => {
  const outlook = await installOutlook();
  try {
    const queue = new FakeQueue();
    const at = Date.now();
    const origin = {
      kind: "outlook" as const,
      label: t("microsoft.sources.messageLabel", { subject: "Scans for the quarterly report", sender: "Dana Whitfield" }),
      ref: { outlookItemId: "msg/scans", attachmentId: "msg/scans/att/note", attachmentName: "handwritten-note.png", size: 40076 },
      scopes: [],
    };
    queue.restore([
      batchItem({
        fileName: "handwritten-note.png",
        state: "processed",
        reason: t("workspace.queue.processed"),
        changedAt: at,
        documentId: "d9",
        origin,
        inserted: { at, host: "outlook", outlookPlacement: "reply" },
      }),
    ]);
    const client = fakeClient();
    client.listDocuments = async () => documentsPage([]);
    render(
      <FluentProvider theme={webLightTheme}>
        <Shell client={client} host="outlook" user={user} onAccountChanged={() => undefined} openQueue={async () => queue} />
      </FluentProvider>,
    );
    await waitFor(() => expect(screen.getAllByTestId("outlook-attachment").length).toBeGreaterThan(0));
    const attachments = outlook.mailbox.message("msg-scans")?.attachments.map((a) => a.name) ?? [];
    const tabs = await screen.findAllByRole("tab");
    for (const [index, view] of VIEWS.entries()) {
      fireEvent.click(tabs[index] as HTMLElement);
      await waitFor(() => expect(document.getElementById(`view-${view.id}`)?.hidden).toBe(false));
      await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
      const data = [...DATA, ...attachments, exactTime(at), relativeTime(at, at), relativeTime(at, Date.now())];
      expect({ view: view.id, unmarked: unmarkedText(data) }).toEqual({ view: view.id, unmarked: [] });
    }
  } finally {
    outlook.uninstall();
  }
});
