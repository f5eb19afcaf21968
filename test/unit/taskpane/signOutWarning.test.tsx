/**
 * @jest-environment jsdom
 */
// Issue 21, item 2: Sign out while files of this pane wait to be sent asks first, naming them; Cancel keeps the
// pane signed in and the files listed; with nothing waiting it signs out at once. The account bar's button goes
// through the gate the shell registers its check with (as App wires them).
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Shell } from "../../../src/taskpane/shell/Shell";
import { SignOutGate } from "../../../src/work/signOutGate";
import { batchItem } from "../work/batchItem";
import { FakeQueue } from "./fakeQueue";
import { fakeClient, user } from "./panelHarness";

function renderShell(queue: FakeQueue) {
  const gate = new SignOutGate();
  const signedOut = jest.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <button type="button" data-testid="account-sign-out" onClick={() => gate.request(signedOut)}>
        Sign out
      </button>
      <Shell
        client={fakeClient()}
        host="word"
        user={user}
        onAccountChanged={() => undefined}
        openQueue={async () => queue}
        signOutGate={gate}
      />
    </FluentProvider>,
  );
  return { signedOut, signOut: () => fireEvent.click(screen.getByTestId("account-sign-out")) };
}

test("files waiting: the warning names them; Cancel stays signed in; Sign out in the dialog signs out", async () => {
  const queue = new FakeQueue();
  queue.items = [
    batchItem({ fileName: "report-01.pdf", state: "processed", documentId: "d1" }),
    batchItem({ fileName: "note-03.pdf", state: "waiting" }),
    batchItem({ fileName: "claim-02.pdf", state: "waiting" }),
  ];
  const pane = renderShell(queue);
  await waitFor(() => expect(screen.getAllByText("claim-02.pdf").length).toBeGreaterThan(0));
  pane.signOut();
  const dialog = await screen.findByRole("alertdialog", { name: "Sign out with 2 files not sent?" });
  expect(dialog.textContent).toMatch(/note-03\.pdf/);
  expect(dialog.textContent).toMatch(/claim-02\.pdf/);
  expect(dialog.textContent).not.toMatch(/report-01\.pdf/);
  expect(dialog.textContent).toMatch(/find them and their results in History/);
  // A second click while asked does not sign out behind the question.
  pane.signOut();
  fireEvent.click(screen.getByRole("button", { name: "Stay signed in" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  expect(pane.signedOut).not.toHaveBeenCalled();
  expect(queue.closed).toBe(false);

  pane.signOut();
  const confirm = await waitFor(() => within(screen.getByRole("alertdialog")).getByRole("button", { name: "Sign out" }));
  fireEvent.click(confirm);
  await waitFor(() => expect(pane.signedOut).toHaveBeenCalledTimes(1));
});

test("nothing waiting: signs out at once, no question", async () => {
  const queue = new FakeQueue();
  queue.items = [batchItem({ fileName: "report-01.pdf", state: "processed", documentId: "d1" })];
  const pane = renderShell(queue);
  await waitFor(() => expect(screen.getAllByText("report-01.pdf").length).toBeGreaterThan(0));
  pane.signOut();
  expect(pane.signedOut).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole("alertdialog")).toBeNull();
});
