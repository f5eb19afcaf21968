/**
 * @jest-environment jsdom
 */
// Issue 20, defect 5: a double click (or Enter twice) on "Buy credits" sent two purchases, and the second
// one's refusal replaced the first one's success. Every button that spends money or data is guarded at once
// (in the same tick, not by a React state update), and a later refusal never hides an earlier success.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { PaymentAuthenticationRequiredError, TopUpTooSoonError } from "../../../src/api/errors";
import type { DocumentSummary, TopUpResult } from "../../../src/api/types";
import { CreditsView } from "../../../src/taskpane/credits/CreditsView";
import { HistoryView } from "../../../src/taskpane/history/HistoryView";
import { installHostDouble } from "../../../dev/host/install";
import { InsertAllBar } from "../../../src/taskpane/workspace/InsertAllBar";
import type { ResultSources } from "../../../src/work/openResult";
import { fixtureDetail } from "../office/fixtures";
import { FakeQueue } from "./fakeQueue";
import { batchItem } from "../work/batchItem";
import { chooseFiles, documentsPage, fakeClient, pngFile, renderPanel, viewProps } from "./panelHarness";

const inFluent = (element: React.JSX.Element): React.JSX.Element => <FluentProvider theme={webLightTheme}>{element}</FluentProvider>;

/** A purchase that answers when told to. */
function slowTopUp(): { topUp: jest.Mock<Promise<TopUpResult>, [number]>; answer: (error?: Error) => void } {
  const waiting: Array<{ resolve: (r: TopUpResult) => void; reject: (e: Error) => void }> = [];
  const topUp = jest.fn((_amount: number) => new Promise<TopUpResult>((resolve, reject) => waiting.push({ resolve, reject })));
  return {
    topUp,
    answer: (error) => {
      const next = waiting.shift();
      if (error) next?.reject(error);
      else next?.resolve({ success: true, creditsPurchased: 100, newBalance: 200, amountCharged: "$5.00" });
    },
  };
}

/** Answers the question asked before every purchase (issue 21) with Buy, once the dialog is there. */
async function answerBuy(topUp: jest.Mock, calls: number): Promise<void> {
  const dialog = await screen.findByRole("alertdialog");
  await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: /^Buy [\d,]+ credits$/ })));
  await waitFor(() => expect(topUp).toHaveBeenCalledTimes(calls));
}

describe("Buy credits", () => {
  test("a double click and Enter twice send one purchase", async () => {
    const { topUp, answer } = slowTopUp();
    const client = Object.assign(fakeClient(), { topUp });
    render(
      inFluent(
        <CreditsView {...viewProps(new FakeQueue(), client)} account={{ stale: "", refreshing: false, refresh: async () => null }} />,
      ),
    );
    const input = screen.getByRole("textbox");
    fireEvent.change(input, { target: { value: "100" } });
    const buy = screen.getByRole("button", { name: "Buy credits" });
    // Both in one tick, before React renders anything.
    act(() => {
      fireEvent.click(buy);
      fireEvent.click(buy);
      fireEvent.submit(input.closest("form") as HTMLFormElement);
    });
    // One question, one purchase.
    expect(await screen.findAllByRole("alertdialog")).toHaveLength(1);
    await answerBuy(topUp, 1);
    await act(async () => answer());
    await screen.findByTestId("topup-outcome");
    expect(topUp).toHaveBeenCalledTimes(1);
  });

  test("a later refusal is shown after the purchase that went through, never instead of it", async () => {
    const { topUp, answer } = slowTopUp();
    const client = Object.assign(fakeClient(), { topUp });
    render(
      inFluent(
        <CreditsView {...viewProps(new FakeQueue(), client)} account={{ stale: "", refreshing: false, refresh: async () => null }} />,
      ),
    );
    const input = screen.getByRole("textbox");
    fireEvent.change(input, { target: { value: "100" } });
    const form = input.closest("form") as HTMLFormElement;
    fireEvent.submit(form);
    await answerBuy(topUp, 1);
    await act(async () => answer());
    await waitFor(() => expect(screen.getByTestId("topup-status").textContent).toMatch(/\$5\.00/));
    fireEvent.change(input, { target: { value: "100" } });
    fireEvent.submit(form);
    await answerBuy(topUp, 2);
    await act(async () => answer(new TopUpTooSoonError("Too soon.", new Date(Date.now() + 300_000))));
    await waitFor(() => expect(screen.getByTestId("topup-status").textContent).toMatch(/again/i));
    const said = screen.getByTestId("topup-status").textContent ?? "";
    expect(said).toMatch(/\$5\.00/);
    expect(topUp).toHaveBeenCalledTimes(2);
  });
  test("'Confirm with your bank' clicked twice, or with Enter while a purchase is under way, opens one window and buys once", async () => {
    const { topUp, answer } = slowTopUp();
    const client = Object.assign(fakeClient(), { topUp });
    let closeBank: () => void = () => undefined;
    // Opened synchronously, in the click (the desk's guard runs its action at once); closed when told to.
    const confirmPayment = jest.fn((_url: string) => new Promise<void>((resolve) => (closeBank = resolve)));
    render(
      inFluent(
        <CreditsView
          {...viewProps(new FakeQueue(), client)}
          confirmPayment={confirmPayment}
          account={{ stale: "", refreshing: false, refresh: async () => null }}
        />,
      ),
    );
    const input = screen.getByRole("textbox");
    fireEvent.change(input, { target: { value: "100" } });
    const form = input.closest("form") as HTMLFormElement;
    fireEvent.submit(form);
    await answerBuy(topUp, 1);
    await act(async () => answer(new PaymentAuthenticationRequiredError("confirm", "https://bank.example/3ds/1")));
    const confirm = await screen.findByRole("button", { name: "Confirm with your bank" });
    act(() => {
      fireEvent.click(confirm);
      // The window was opened within the click itself.
      expect(confirmPayment).toHaveBeenCalledTimes(1);
      fireEvent.click(confirm);
      fireEvent.submit(form);
    });
    await act(async () => {
      closeBank();
      await Promise.resolve();
    });
    await act(async () => answer());
    await waitFor(() => expect(screen.getByTestId("topup-status").textContent).toMatch(/\$5\.00/));
    expect(confirmPayment).toHaveBeenCalledTimes(1);
    // The first purchase (402) and its one retry after the bank: nothing else.
    expect(topUp).toHaveBeenCalledTimes(2);
  });
});

describe("Send (Transcribe)", () => {
  test("a double click sends the files once", async () => {
    const queue = new FakeQueue();
    renderPanel(queue);
    await chooseFiles(pngFile("once.png"));
    const send = screen.getByRole("button", { name: "Transcribe" });
    act(() => {
      fireEvent.click(send);
      fireEvent.click(send);
    });
    await waitFor(() => expect(queue.added).toHaveLength(1));
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(queue.added).toHaveLength(1);
  });
});

describe("Send again", () => {
  test("a double click sends a failed file again once", async () => {
    const queue = new FakeQueue();
    queue.items = [batchItem({ id: "f1", fileName: "failed.png", state: "failed", hasFile: true })];
    renderPanel(queue);
    const again = await screen.findByRole("button", { name: "Send again failed.png" });
    act(() => {
      fireEvent.click(again);
      fireEvent.click(again);
    });
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(queue.calls.filter((c) => c.startsWith("resubmit"))).toHaveLength(1);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("Delete (History)", () => {
  test("a double click asks once and deletes once", async () => {
    const deleteDocument = jest.fn(async () => undefined);
    const documents: DocumentSummary[] = [
      {
        id: "d1",
        fileName: "old.png",
        action: "transcribe",
        pageCount: 1,
        status: "processed",
        automaticallyDeletedAt: null,
        createdAt: new Date(),
        updatedAt: new Date(),
      },
    ];
    const client = Object.assign(fakeClient(), { listDocuments: async () => documentsPage(documents), deleteDocument });
    render(inFluent(<HistoryView {...viewProps(new FakeQueue(), client)} />));
    const row = await screen.findByTestId("history-item");
    const remove = within(row).getByRole("button", { name: /Delete/ });
    act(() => {
      fireEvent.click(remove);
      fireEvent.click(remove);
    });
    const dialog = await screen.findByRole("alertdialog");
    const confirm = within(dialog).getByRole("button", { name: "Delete" });
    await act(async () => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(screen.getByTestId("history-said").textContent).toMatch(/Deleted 1 document/));
    expect(deleteDocument).toHaveBeenCalledTimes(1);
  });
});

describe("Insert all", () => {
  test("a double click writes the results once, and tries a failed one once", async () => {
    const double = installHostDouble({ host: "Word" });
    try {
      const items = [
        batchItem({
          id: "a",
          fileName: "quarterly-report.pdf",
          state: "processed",
          result: fixtureDetail("quarterly-report", "transcribe"),
        }),
        batchItem({ id: "b", fileName: "lost.pdf", state: "processed", result: null }),
      ];
      const loadResult = jest.fn(async () => {
        throw new Error("gone");
      });
      const sources: ResultSources = { loadResult, getTranslation: jest.fn() };
      render(inFluent(<InsertAllBar host="word" items={items} sources={sources} />));
      const button = screen.getByRole("button", { name: /^Insert all/ });
      act(() => {
        fireEvent.click(button);
        fireEvent.click(button);
      });
      await waitFor(() => expect(screen.getByTestId("insert-all-status").textContent).toMatch(/lost\.pdf/));
      await act(async () => new Promise((r) => setTimeout(r, 50)));
      expect(loadResult).toHaveBeenCalledTimes(1);
      // The one that loaded went in once: its heading is in the document once.
      expect(double.word.paragraphTexts().filter((text) => text === "quarterly-report.pdf")).toHaveLength(1);
    } finally {
      double.uninstall();
    }
  });
});
