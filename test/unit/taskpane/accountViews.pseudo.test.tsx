/**
 * @jest-environment jsdom
 */
// The History, Credits and Settings views in the pseudo-locale: every word a user sees or hears comes from a
// catalog (each carries the pseudo marks). Data is allowed: file names, the account's name and e-mail, the plan
// the service names, and what Intl words by itself (relative and exact times, in the locale's own language).
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { DocumentPage, DocumentSummary, TopUpResult } from "../../../src/api/types";
import { t } from "../../../src/i18n/messages";
import type { ViewProps } from "../../../src/taskpane/shell/views";
import { CreditsView } from "../../../src/taskpane/credits/CreditsView";
import { HistoryView } from "../../../src/taskpane/history/HistoryView";
import { SettingsView } from "../../../src/taskpane/settings/SettingsView";
import { exactTime, relativeTime } from "../../../src/work/timeText";
import { holdClock } from "../support/stillClock";
import { installEnglish, installPseudoLocale, unmarkedText } from "../i18n/pseudoCheck";
import { FakeQueue } from "./fakeQueue";
import { fakeClient, user, type FakeClient } from "./panelHarness";

const NOW = Date.now();
const HOUR = 3600_000;

function doc(id: string, patch: Partial<DocumentSummary> = {}): DocumentSummary {
  return {
    id,
    fileName: `${id}.png`,
    action: "transcribe",
    pageCount: 3,
    status: "processed",
    automaticallyDeletedAt: new Date(NOW + 72 * HOUR),
    createdAt: new Date(NOW - 2 * HOUR),
    updatedAt: new Date(NOW - HOUR),
    ...patch,
  };
}

const DOCUMENTS: DocumentSummary[] = [
  doc("invoice-march"),
  doc("receipt-12", { action: "tables", status: "processing", pageCount: 1 }),
  doc("letter", { action: "extractor", status: "failed", pageCount: null, automaticallyDeletedAt: new Date(NOW - 1000) }),
  doc("old-scan", { status: { unknown: "archived" }, action: { unknown: "summarise" } }),
  doc("queued-one", { status: "queued", createdAt: null }),
];

function page(documents: DocumentSummary[]): DocumentPage {
  return {
    documents,
    currentPage: 1,
    from: 1,
    to: documents.length,
    total: 60,
    perPage: documents.length,
    lastPage: 2,
    hasNextPage: true,
    hasPreviousPage: false,
    cursor: null,
    skipped: 0,
  };
}

/** What Intl writes by itself for the documents' times (in the locale's language, not a catalog's). */
function intlTimes(): string[] {
  const times: string[] = [];
  for (const d of DOCUMENTS)
    for (const at of [d.createdAt, d.automaticallyDeletedAt])
      if (at) times.push(relativeTime(at.getTime(), NOW), relativeTime(at.getTime(), Date.now()), exactTime(at.getTime()));
  return times;
}

function client(): FakeClient {
  const c = fakeClient();
  return Object.assign(c, {
    listDocuments: async () => page(DOCUMENTS),
    deleteDocument: async () => undefined,
    topUp: async (): Promise<TopUpResult> => ({ success: true, creditsPurchased: 100, newBalance: 200, amountCharged: "$5.00" }),
  });
}

function props(queue: FakeQueue, patch: Partial<ViewProps> = {}): ViewProps {
  return {
    client: client(),
    host: "word",
    user,
    onAccountChanged: () => undefined,
    work: { queue, snapshot: queue.snapshot(), problem: null, listen: () => () => undefined },
    active: true,
    navigate: () => undefined,
    ...patch,
  };
}

const inFluent = (element: React.JSX.Element): React.JSX.Element => <FluentProvider theme={webLightTheme}>{element}</FluentProvider>;

beforeEach(() => {
  // The clock stands still: relative times ("4 seconds ago") match NOW however busy the machine.
  holdClock(NOW);
  installPseudoLocale();
});
afterEach(() => {
  installEnglish();
  jest.useRealTimers();
});

test("History: rows in every state, the filters, a download menu, the delete question and its outcome", async () => {
  render(inFluent(<HistoryView {...props(new FakeQueue())} />));
  const rows = await screen.findAllByTestId("history-item");
  expect(rows).toHaveLength(DOCUMENTS.length);
  const names = DOCUMENTS.map((d) => d.fileName);
  const allowed = [...names, ...intlTimes()];
  expect(unmarkedText(allowed)).toEqual([]);

  // The download menu of the processed document.
  const first = rows[0] as HTMLElement;
  fireEvent.click(within(first).getAllByRole("button")[1] as HTMLElement);
  expect((await screen.findAllByRole("menuitem")).length).toBeGreaterThan(1);
  expect(unmarkedText(allowed)).toEqual([]);
  fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });

  // Two ticked, then Delete selected: the question, then the sentence said afterwards.
  fireEvent.click(within(first).getByRole("checkbox"));
  fireEvent.click(within(rows[2] as HTMLElement).getByRole("checkbox"));
  const deleteSelected = screen.getAllByRole("button").find((b) => b.textContent?.includes("2"));
  fireEvent.click(deleteSelected as HTMLElement);
  const dialog = await screen.findByRole("alertdialog");
  expect(unmarkedText(allowed)).toEqual([]);
  const buttons = within(dialog).getAllByRole("button");
  await act(async () => fireEvent.click(buttons[buttons.length - 1] as HTMLElement)); // the confirming answer comes last
  await waitFor(() => expect(screen.getAllByTestId("history-item")).toHaveLength(DOCUMENTS.length - 2));
  expect(screen.getByTestId("history-said").textContent).not.toBe("");
  expect(unmarkedText(allowed)).toEqual([]);
});

test("History: a list that could not be read, and no documents at all", async () => {
  const failing = Object.assign(client(), { listDocuments: async () => Promise.reject(new Error("offline")) });
  const { unmount } = render(inFluent(<HistoryView {...props(new FakeQueue(), { client: failing })} />));
  // Refresh, Delete selected, and the problem's Try again.
  await waitFor(() => expect(screen.getAllByRole("button")).toHaveLength(3));
  expect(unmarkedText()).toEqual([]);
  unmount();
  render(inFluent(<HistoryView {...props(new FakeQueue())} client={Object.assign(client(), { listDocuments: async () => page([]) })} />));
  await screen.findByTestId("history-count");
  expect(unmarkedText()).toEqual([]);
});

test("Credits: the account, a stale balance, the amount rule and check, a purchase and uploads to continue", async () => {
  const queue = new FakeQueue();
  queue.status = { ...queue.status, uploadHold: { kind: "insufficient_credits", message: "", at: NOW } };
  const refresh = jest.fn(async () => null);
  const account = { stale: "", refreshing: true, refresh };
  const view = (stale: string): React.JSX.Element =>
    inFluent(<CreditsView {...props(queue)} account={{ ...account, stale }} user={{ ...user, type: "pro" }} />);
  const { rerender } = render(view(""));
  const data = [user.name, user.email, "Pro", "$5.00"];
  expect(unmarkedText(data)).toEqual([]);

  // A stale balance: its reason is the pane's own sentence (here one of this area's).
  rerender(view(t("credits.paymentWindow.notLoaded")));
  expect(screen.getAllByRole("button")).toHaveLength(2); // read it again, and buy
  expect(unmarkedText(data)).toEqual([]);

  const input = screen.getByRole("textbox");
  fireEvent.change(input, { target: { value: "12.5" } });
  fireEvent.submit(input.closest("form") as HTMLFormElement);
  await waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
  expect(unmarkedText(data)).toEqual([]);

  fireEvent.change(input, { target: { value: "100" } });
  await act(async () => fireEvent.submit(input.closest("form") as HTMLFormElement));
  // Asked first (issue 21): what is known of the price, in the pane's words.
  const question = await screen.findByRole("alertdialog");
  expect(unmarkedText(data)).toEqual([]);
  const answers = within(question).getAllByRole("button");
  await act(async () => fireEvent.click(answers[answers.length - 1] as HTMLElement)); // the confirming answer comes last
  await screen.findByTestId("topup-outcome");
  expect(screen.getByTestId("topup-outcome").textContent).toContain("$5.00");
  // Uploads held for credits are offered to continue: read it again, buy, continue uploads.
  expect(screen.getAllByRole("button")).toHaveLength(3);
  expect(unmarkedText(data)).toEqual([]);
});

test("Settings: defaults, forgetting the remembered choices, help and about", async () => {
  render(inFluent(<SettingsView {...props(new FakeQueue())} />));
  const buttons = screen.getAllByRole("button");
  fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
  await waitFor(() => expect(screen.getAllByRole("status").some((s) => s.textContent !== "")).toBe(true));
  // The version ("development" outside a build) and the service's host are data.
  expect(unmarkedText(["development", "127.0.0.1:4010"])).toEqual([]);
  expect(screen.getByRole("link").getAttribute("href")).toMatch(/support\.html$/);
});
