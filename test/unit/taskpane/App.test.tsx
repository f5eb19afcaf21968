/**
 * @jest-environment jsdom
 */
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { dialogError } from "../../../src/auth/signInErrors";

// oauth4webapi's PKCE helpers reject jsdom's cross-realm Uint8Array (see TOOLING.md); the real PKCE and
// token exchange are tested in the node environment against the emulator (test/contract/oauth*.test.ts).
jest.mock("../../../src/auth/oauthTokens", () => ({
  ...jest.requireActual("../../../src/auth/oauthTokens"),
  newPkce: async () => ({ state: "s".repeat(43), codeVerifier: "v".repeat(43), codeChallenge: "c".repeat(43) }),
}));
import type { SignInWindow } from "../../../src/auth/signInWindow";
import { App } from "../../../src/taskpane/App";

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

// jsdom has no fetch Response; the client needs only these members of one.
function reply(status: number, body: unknown): Response {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, headers: new Headers(), text: async () => text } as unknown as Response;
}

function respondWith(handler: (url: string, init: RequestInit) => Response): jest.Mock {
  const mock = jest.fn(async (url: string, init: RequestInit) => handler(url, init));
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

const user = { id: "u1", name: "Ada Lovelace", email: "ada@example.com", verified: true, type: "pro", balance: 1200 };

const config = { serviceUrl: "https://svc.test/v3", authUrl: "https://auth.test", oauthClientId: "client-1" };

function renderApp(
  storage: Storage = memoryStorage(),
  signInWindow: () => SignInWindow = () => ({ open: () => Promise.reject(new Error("not used")) }),
) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <App host="word" config={config} storage={storage} pageHref="https://addin.test/taskpane.html" signInWindow={signInWindow} />
    </FluentProvider>,
  );
}

async function openTokenForm(token: string): Promise<void> {
  fireEvent.click(screen.getByRole("button", { name: "Use an API token instead" }));
  fireEvent.change(screen.getByLabelText(/^API token/), { target: { value: token } });
}

describe("task pane", () => {
  it("signs in with a pasted token and shows the account and its credits", async () => {
    const fetchMock = respondWith(() => reply(200, user));
    const storage = memoryStorage();
    renderApp(storage);
    await openTokenForm("dev-token");
    fireEvent.click(screen.getByRole("button", { name: "Use this token" }));
    expect(await screen.findByText("Ada Lovelace")).toBeTruthy();
    expect(screen.getByTestId("balance").textContent).toMatch(/1,200 page credits/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(storage.getItem("transcribe.apiToken")).toBeNull(); // not kept unless asked
  });

  it("keeps the token only when the user chooses to stay signed in, and forgets it on sign-out", async () => {
    respondWith(() => reply(200, user));
    const storage = memoryStorage();
    renderApp(storage);
    fireEvent.click(screen.getByLabelText(/Stay signed in/));
    await openTokenForm("dev-token");
    fireEvent.click(screen.getByRole("button", { name: "Use this token" }));
    await screen.findByText("Ada Lovelace");
    expect(storage.getItem("transcribe.apiToken")).toBe("dev-token");
    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect(storage.getItem("transcribe.apiToken")).toBeNull();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeTruthy();
  });

  it("shows why a token was refused", async () => {
    respondWith(() => reply(401, "{}"));
    renderApp();
    await openTokenForm("nope");
    fireEvent.click(screen.getByRole("button", { name: "Use this token" }));
    expect(await screen.findByText(/did not accept this API token/)).toBeTruthy();
  });

  it("signs in again on start with a remembered token", async () => {
    respondWith(() => reply(200, user));
    renderApp(memoryStorage({ "transcribe.apiToken": "dev-token" }));
    await waitFor(() => expect(screen.getByText("Ada Lovelace")).toBeTruthy());
  });

  it("explains a sign-in window closed by the user, and stays on the sign-in screen", async () => {
    const fetchMock = respondWith(() => reply(200, user));
    renderApp(memoryStorage(), () => ({ open: () => Promise.reject(dialogError(12006)) }));
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText(/Sign-in was cancelled: the window was closed/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
