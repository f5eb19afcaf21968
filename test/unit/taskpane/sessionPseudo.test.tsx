/**
 * @jest-environment jsdom
 */
// The sign-in screen, the account bar and the shell in the pseudo-locale: every word a user sees or hears
// there comes from the catalogs (only the product name and the account's own name are data).
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { fireEvent, render, screen } from "@testing-library/react";
import { dialogError } from "../../../src/auth/signInErrors";
import type { SignInWindow } from "../../../src/auth/signInWindow";
import { t } from "../../../src/i18n/messages";
import { MemoryStorage } from "../../../src/storage/memoryStorage";
import { App } from "../../../src/taskpane/App";
import { AccountBar } from "../../../src/taskpane/components/AccountBar";
import { installEnglish, installPseudoLocale, unmarkedText } from "../i18n/pseudoCheck";
import { fakeClient } from "./panelHarness";

// The views are other areas' (and have their own pseudo-locale tests): only the shell around them here.
jest.mock("../../../src/taskpane/workspace/WorkspaceView", () => ({ WorkspaceView: () => null }));
// oauth4webapi's PKCE helpers reject jsdom's Uint8Array (see App.test.tsx).
jest.mock("../../../src/auth/oauthTokens", () => ({
  ...jest.requireActual("../../../src/auth/oauthTokens"),
  newPkce: async () => ({ state: "s".repeat(43), codeVerifier: "v".repeat(43), codeChallenge: "c".repeat(43) }),
}));

const user = { id: "u1", name: "Ada Lovelace", email: "ada@example.com", verified: true, type: "pro", balance: 1200 };
const config = { serviceUrl: "https://svc.test/v3", authUrl: "https://auth.test", oauthClientId: "client-1" };

function replyWith(status: number, body: unknown): void {
  const text = JSON.stringify(body);
  globalThis.fetch = jest.fn(
    async () => ({ ok: status < 300, status, headers: new Headers(), text: async () => text }) as unknown as Response,
  ) as unknown as typeof fetch;
}

function renderApp(storage: Storage = new MemoryStorage(), open: SignInWindow["open"] = () => Promise.reject(new Error("not used"))) {
  const signInWindow = (): SignInWindow => ({ open });
  return render(
    <FluentProvider theme={webLightTheme}>
      <App host="word" config={config} storage={storage} pageHref="https://addin.test/taskpane.html" signInWindow={signInWindow} />
    </FluentProvider>,
  );
}

beforeEach(installPseudoLocale);
afterEach(installEnglish);

test("the sign-in screen, its token form and its error speak only from the catalogs", async () => {
  replyWith(401, {});
  renderApp();
  expect(unmarkedText()).toEqual([]);
  fireEvent.click(screen.getByRole("button", { name: t("session.signInScreen.showTokenForm") }));
  fireEvent.change(screen.getByLabelText(t("session.signInScreen.tokenLabel"), { exact: false }), { target: { value: "nope" } });
  fireEvent.click(screen.getByRole("button", { name: t("session.signInScreen.useToken") }));
  await screen.findByText(t("session.apiToken.refused"));
  expect(unmarkedText()).toEqual([]);
});

test("the sign-in window opens in the pane's language, and its failure is explained from the catalogs", async () => {
  const opened: string[] = [];
  renderApp(new MemoryStorage(), (url) => {
    opened.push(url);
    return Promise.reject(dialogError(12006));
  });
  fireEvent.click(screen.getByRole("button", { name: t("session.signInScreen.signIn") }));
  await screen.findByText(t("session.signIn.cancelled"));
  expect(new URL(opened[0] ?? "").searchParams.get("lang")).toBe("qps-ploc");
  expect(unmarkedText()).toEqual([]);
});

test("restoring a remembered sign-in says so from the catalogs", () => {
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
  const storage = new MemoryStorage();
  storage.setItem("transcribe.apiToken", "dev-token");
  renderApp(storage);
  expect(screen.getByText(t("session.signInScreen.restoring"))).toBeTruthy();
  expect(unmarkedText()).toEqual([]);
});

test("signed in: the account bar and the shell's tabs speak only from the catalogs", async () => {
  replyWith(200, user);
  renderApp();
  fireEvent.click(screen.getByRole("button", { name: t("session.signInScreen.showTokenForm") }));
  fireEvent.change(screen.getByLabelText(t("session.signInScreen.tokenLabel"), { exact: false }), { target: { value: "dev-token" } });
  fireEvent.click(screen.getByRole("button", { name: t("session.signInScreen.useToken") }));
  await screen.findByRole("tab", { name: t("session.shell.tab.history") });
  expect(screen.getByTestId("balance").textContent).toMatch(/1,200/);
  expect(unmarkedText([user.name])).toEqual([]);
});

test("a balance that may be out of date says why, from the catalogs", () => {
  render(
    <FluentProvider theme={webLightTheme}>
      <AccountBar user={user} onSignOut={() => undefined} onBuyCredits={() => undefined} stale={t("session.signIn.unreachable")} />
    </FluentProvider>,
  );
  expect(unmarkedText([user.name])).toEqual([]);
  expect(screen.getByTestId("balance-stale").textContent).toContain(t("session.signIn.unreachable"));
});

test("the shell's own words come from the catalogs", async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Shell } = require("../../../src/taskpane/shell/Shell") as typeof import("../../../src/taskpane/shell/Shell");
  const { FakeQueue } = jest.requireActual<typeof import("./fakeQueue")>("./fakeQueue");
  render(
    <FluentProvider theme={webLightTheme}>
      <Shell client={fakeClient()} host="word" user={user} onAccountChanged={() => undefined} openQueue={async () => new FakeQueue()} />
    </FluentProvider>,
  );
  expect(screen.getByRole("tablist").getAttribute("aria-label")).toBe(t("session.shell.views"));
  expect(unmarkedText()).toEqual([]);
});
