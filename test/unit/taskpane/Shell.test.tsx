/**
 * @jest-environment jsdom
 */
// The shell: one tab per view, keyboard operable, one batch queue for all views, and a view keeps its state
// (stays mounted) while another is shown.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Shell } from "../../../src/taskpane/shell/Shell";
import { isViewId, VIEWS, ViewRequests } from "../../../src/taskpane/shell/views";
import { FakeQueue } from "./fakeQueue";
import { fakeClient, user } from "./panelHarness";

function renderShell(queue: FakeQueue) {
  let opened = 0;
  const openQueue = async (): Promise<FakeQueue> => {
    opened++;
    return queue;
  };
  const result = render(
    <FluentProvider theme={webLightTheme}>
      <Shell client={fakeClient()} host="word" user={user} onAccountChanged={() => undefined} openQueue={openQueue} />
    </FluentProvider>,
  );
  return { ...result, opened: () => opened };
}

describe("Shell", () => {
  test("views are known by id", () => {
    expect(VIEWS.map((v) => v.id)).toContain("history");
    expect(isViewId("workspace")).toBe(true);
    expect(isViewId("nowhere")).toBe(false);
  });

  test("opens on the workspace, switches views, and keeps the workspace mounted", async () => {
    const queue = new FakeQueue();
    const shell = renderShell(queue);
    const files = screen.getByRole("tab", { name: "Files" });
    expect(files.getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByLabelText(/Scan or photo/)).toBeTruthy();

    fireEvent.click(screen.getByRole("tab", { name: "History" }));
    expect(screen.getByRole("tab", { name: "History" }).getAttribute("aria-selected")).toBe("true");
    const workspacePanel = document.getElementById("view-workspace");
    await waitFor(() => expect(document.getElementById("view-history")?.hidden).toBe(false));
    // The history lists the account's documents (none here) when it first appears.
    expect(await screen.findByText("No documents match.")).toBeTruthy();
    // Hidden, not unmounted: a half-made choice or an open result survives the look at another view.
    expect(workspacePanel?.hidden).toBe(true);
    expect(workspacePanel?.querySelector("input[type=file]")).toBeTruthy();

    // (Arrow keys between tabs are Fluent's, through tabster, which jsdom does not run: the e2e tests press them.)
    fireEvent.click(screen.getByRole("tab", { name: "Files" }));
    expect(screen.getByRole("tab", { name: "Files" }).getAttribute("aria-selected")).toBe("true");
    expect(workspacePanel?.hidden).toBe(false);
    // One queue for the whole pane, whichever views were shown.
    expect(shell.opened()).toBe(1);
  });

  test("closes the queue when the page goes (pane closed or reloaded), so its work is saved and handed on at once", async () => {
    const queue = new FakeQueue();
    renderShell(queue);
    // The queue is open once the run button is no longer plainly disabled (it waits for files, saying why).
    await waitFor(() => expect(screen.getByRole("button", { name: "Transcribe" }).hasAttribute("disabled")).toBe(false));
    expect(queue.closed).toBe(false);
    window.dispatchEvent(new Event("pagehide"));
    expect(queue.closed).toBe(true);
  });

  test("a view asked for from outside the tabs (the account bar's Buy credits) is shown and takes the focus", async () => {
    const queue = new FakeQueue();
    const props = { client: fakeClient(), host: "word" as const, user, onAccountChanged: () => undefined, openQueue: async () => queue };
    const requests = new ViewRequests();
    render(
      <FluentProvider theme={webLightTheme}>
        <Shell {...props} viewRequests={requests} />
      </FluentProvider>,
    );
    act(() => requests.request("credits"));
    expect(screen.getByRole("tab", { name: "Credits" }).getAttribute("aria-selected")).toBe("true");
    await waitFor(() => expect(document.activeElement?.id).toBe("view-credits"));
  });
});
