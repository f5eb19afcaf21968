/**
 * @jest-environment jsdom
 */
// The Microsoft 365 pickers in the pseudo-locale: every word they show or speak comes from the catalogs
// (file names, subjects, senders and accounts are data), in the list, the reasons a file cannot be ticked,
// an error from Graph, and the sign-in panel before and after signing in.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { fireEvent, render, screen } from "@testing-library/react";
import { t } from "../../../src/i18n/messages";
import { GraphError } from "../../../src/graph/errors";
import { installEnglish, installPseudoLocale, unmarkedText } from "../i18n/pseudoCheck";

const MB = 1024 * 1024;
const graph = { all: jest.fn(), get: jest.fn(), download: jest.fn() };
const session = {
  account: null as { name: string; username: string } | null,
  subscribe: jest.fn(() => () => undefined),
  restore: jest.fn(async () => null),
  signIn: jest.fn(),
  signOut: jest.fn(),
};
jest.mock("../../../src/microsoft/instance", () => ({ microsoft365: () => ({ graph, session }) }));
// Imported after the mock above is in place (jest hoists jest.mock).
import { DriveBrowser } from "../../../src/taskpane/workspace/DriveBrowser";
import { MailPicker } from "../../../src/taskpane/workspace/MailPicker";
import { MicrosoftSources } from "../../../src/taskpane/workspace/MicrosoftSources";

const parent = { driveId: "d1", path: "/drive/root:/Scans" };
const driveItems = [
  { id: "f0", name: "2026", folder: { childCount: 3 }, parentReference: parent },
  { id: "f1", name: "invoice-01.pdf", size: MB, file: { mimeType: "application/pdf" }, parentReference: parent },
  { id: "f2", name: "archive-scan.pdf", size: 250 * MB, file: { mimeType: "application/pdf" }, parentReference: parent },
  { id: "f3", name: "memo.docx", size: 20_000, file: { mimeType: "application/msword" }, parentReference: parent },
];
const DATA = ["2026", "invoice-01.pdf", "archive-scan.pdf", "memo.docx", "Invoice March", "J. Rivera", "expense-claim.pdf"];
const DATA_WITH_ACCOUNT = [...DATA, "Dana Whitfield", "dana@contoso.example", "huge.tiff", "notes.txt"];

function renderIn(ui: React.JSX.Element): void {
  render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);
}

beforeEach(() => {
  jest.clearAllMocks();
  session.account = null;
  installPseudoLocale();
});
afterEach(() => installEnglish());

test("the drive browser with folders, files and files that cannot be ticked", async () => {
  graph.all.mockImplementation(async (path: string) => (path.startsWith("me/drive/root/children") ? driveItems : []));
  renderIn(<DriveBrowser disabled={false} onChosen={jest.fn()} />);
  fireEvent.click(screen.getByRole("button", { name: t("microsoft.driveBrowser.myFiles") }));
  await screen.findByRole("checkbox", { name: "invoice-01.pdf" });
  fireEvent.click(screen.getByRole("checkbox", { name: "invoice-01.pdf" }));
  expect(screen.getByText(t("microsoft.sources.notSupportedType"))).toBeTruthy();
  expect(screen.getByRole("button", { name: t("microsoft.driveBrowser.add", { count: 1 }) })).toBeTruthy();
  expect(unmarkedText(DATA)).toEqual([]);
});

test("an empty place and a Graph error", async () => {
  graph.all.mockImplementation(async (path: string) => {
    if (path.startsWith("me/drive/recent")) return [];
    throw new GraphError("throttled", t("microsoft.graph.throttledWait", { seconds: 30 }), { status: 429, retryAfterSeconds: 30 });
  });
  renderIn(<DriveBrowser disabled={false} onChosen={jest.fn()} />);
  fireEvent.click(screen.getByRole("button", { name: t("microsoft.driveBrowser.recent") }));
  await screen.findByText(t("microsoft.driveBrowser.empty"));
  fireEvent.click(screen.getByRole("button", { name: t("microsoft.driveBrowser.shared") }));
  expect((await screen.findByRole("alert")).textContent).toBe(t("microsoft.graph.throttledWait", { seconds: 30 }));
  expect(unmarkedText(DATA)).toEqual([]);
});

test("the mail picker with a message and its attachments", async () => {
  graph.all.mockImplementation(async (path: string) => {
    if (path.startsWith("me/messages?"))
      return [
        { id: "m1", subject: "Invoice March", from: { emailAddress: { name: "J. Rivera" } }, receivedDateTime: "2026-03-02T10:00:00Z" },
      ];
    if (path.startsWith("me/messages/m1/attachments"))
      return [
        { id: "a1", name: "expense-claim.pdf", contentType: "application/pdf", size: 200_000, isInline: false },
        { id: "a3", name: "huge.tiff", contentType: "image/tiff", size: 210 * MB, isInline: false },
        { id: "a4", name: "notes.txt", contentType: "text/plain", size: 100, isInline: false },
      ];
    return [];
  });
  renderIn(<MailPicker disabled={false} onChosen={jest.fn()} />);
  const label = t("microsoft.sources.messageLabel", { subject: "Invoice March", sender: "J. Rivera" });
  expect(unmarkedText(DATA)).toEqual([]); // loading
  fireEvent.click(await screen.findByRole("button", { name: label }));
  await screen.findByRole("checkbox", { name: "expense-claim.pdf" });
  fireEvent.click(screen.getByRole("checkbox", { name: "expense-claim.pdf" }));
  expect(
    screen.getByText(t("microsoft.sources.tooLarge", { kind: "pages", size: "210 MB", limit: "200 MB", sendLimit: "20 MB" })),
  ).toBeTruthy();
  expect(unmarkedText(DATA_WITH_ACCOUNT)).toEqual([]);
});

test("a message without subject or sender is named by the catalogs", async () => {
  graph.all.mockImplementation(async () => [{ id: "m2", receivedDateTime: "2026-03-02T10:00:00Z" }]);
  renderIn(<MailPicker disabled={false} onChosen={jest.fn()} />);
  const label = t("microsoft.sources.messageLabel", {
    subject: t("microsoft.sources.noSubject"),
    sender: t("microsoft.sources.unknownSender"),
  });
  await screen.findByRole("button", { name: label });
  expect(unmarkedText(DATA)).toEqual([]);
});

test("the sign-in panel while the sign-in is checked, before signing in, after a refused sign-in, and signed in", async () => {
  session.signIn.mockRejectedValue(new GraphError("consent_refused", t("microsoft.graph.consentRefused")));
  const { unmount } = render(
    <FluentProvider theme={webLightTheme}>
      <MicrosoftSources disabled={false} onChosen={jest.fn()} />
    </FluentProvider>,
  );
  // While the host's sign-in is checked: said, and nothing offered to sign in with.
  expect(screen.getByText(t("microsoft.sourcesPanel.checking"))).toBeTruthy();
  expect(screen.queryByRole("button", { name: t("microsoft.sourcesPanel.signIn") })).toBeNull();
  expect(unmarkedText(DATA)).toEqual([]);
  await screen.findByText(t("microsoft.sourcesPanel.explain"));
  fireEvent.click(screen.getByRole("button", { name: t("microsoft.sourcesPanel.signIn") }));
  await screen.findByRole("alert");
  expect(unmarkedText(DATA)).toEqual([]);
  unmount();

  session.account = { name: "Dana Whitfield", username: "dana@contoso.example" };
  graph.all.mockResolvedValue([]);
  renderIn(<MicrosoftSources disabled={false} onChosen={jest.fn()} />);
  fireEvent.click(screen.getByRole("button", { name: t("microsoft.sourcesPanel.mail") }));
  await screen.findByRole("group", { name: t("microsoft.mailPicker.region") });
  expect(unmarkedText(DATA_WITH_ACCOUNT)).toEqual([]);
});
