// The browser preview: the real task pane beside an in-memory Word document or Excel workbook, so the
// whole flow can be tried without Office (`npm start`, then open /preview.html). ?host=excel shows the
// workbook; ?theme=dark mimics Office's dark theme. To try what an older or smaller Office does:
// ?lang=de (or the browser's language, as Office's display language) sets the pane's language; ?lang=qps-ploc
// shows the pseudo-locale; ?content=fr sets the document's language (the default translation target).
// ?platform=iOS (Word or Excel on iPad), ?commerce=off (Office.context.commerceAllowed false, as on iPad and
// iPhone: no purchase in the add-in) and ?sets=WordApi:1.1,ExcelApi:1.7 (the requirement sets reported).
// ?culture=de-DE: the system culture Excel reads and shows numbers by (en-US by default).
// ?policy=locked-down serves that organisation policy to this browser from now on (dev/policies/README.md).
// ?dialogs=office gives the double Office's dialog API (popups standing in for Office dialogs): the review's
// larger window uses it.
// ?host=outlook shows Outlook: the mailbox of dev/host/mailboxSeed.ts and the pane beside the open message;
// ?item=draft-notes opens a draft (compose mode), ?item=msg-invoice another message; ?sets=Mailbox:1.7 an
// older Outlook (no attachments handed over: the pane takes its Graph path).
// Development only: never in the production build.
import { createRoot, type Root } from "react-dom/client";
import { DEFAULT_SUPPORTED_SETS, OUTLOOK_SUPPORTED_SETS, installHostDouble, type HostName, type PlatformName } from "../host/install";
import { SEED_DRAFTS, SEED_MESSAGES } from "../host/mailboxSeed";
import { MailboxModel } from "../host/outlookModel";
import { installNaaBridge } from "../host/naaBridge";
import { appConfig } from "../../src/config";
import { mountTaskPane } from "../../src/taskpane/mount";
import { PreviewShell } from "./PreviewShell";

const params = new URLSearchParams(window.location.search);
// The development server picks the policy by cookie: set it, then load again so the page's own fetch has it.
const policy = params.get("policy");
if (policy !== null && !document.cookie.split("; ").includes(`transcribe-dev-policy=${policy}`)) {
  document.cookie = `transcribe-dev-policy=${encodeURIComponent(policy)}; path=/; SameSite=Lax`;
  if (document.cookie.includes(`transcribe-dev-policy=${policy}`)) window.location.reload();
}
const HOSTS: Readonly<Record<string, HostName>> = { excel: "Excel", outlook: "Outlook" };
const host: HostName = HOSTS[params.get("host") ?? ""] ?? "Word";
const dark = params.get("theme") === "dark";
const PLATFORMS: readonly PlatformName[] = ["PC", "OfficeOnline", "Mac", "iOS", "Android", "Universal"];
const platform = PLATFORMS.find((p) => p.toLowerCase() === (params.get("platform") ?? "").toLowerCase());
const sets = params.get("sets");
// Office hosts with Nested App Authentication (?naa=0 tries the dialog fallback instead).
const naa = params.get("naa") !== "0" && Boolean(appConfig.msClientId && appConfig.msAuthority);
if (naa && appConfig.msAuthority) installNaaBridge({ identityOrigin: new URL(appConfig.msAuthority).origin });
/** The mailbox's attachments are the samples under test/fixtures, which the development server serves. */
const fixture = (name: string): Promise<Uint8Array> =>
  fetch(`/dev-fixtures/${encodeURIComponent(name)}`)
    .then((r) => r.arrayBuffer())
    .then((b) => new Uint8Array(b));

async function main(): Promise<void> {
  const mailbox = host === "Outlook" ? await MailboxModel.create(SEED_MESSAGES, SEED_DRAFTS, fixture) : undefined;
  const item = params.get("item");
  if (mailbox && item) mailbox.select(mailbox.draft(item) ? { kind: "draft", id: item } : { kind: "message", id: item });
  const double = installHostDouble({
    host,
    ...(mailbox ? { mailbox } : {}),
    ...(platform ? { platform } : {}),
    ...(sets || naa
      ? {
          supportedSets: {
            ...(host === "Outlook" ? OUTLOOK_SUPPORTED_SETS : DEFAULT_SUPPORTED_SETS),
            ...(naa ? { NestedAppAuth: "1.1" } : {}),
            ...Object.fromEntries(
              (sets ?? "")
                .split(",")
                .filter(Boolean)
                .map((pair) => pair.split(":") as [string, string]),
            ),
          },
        }
      : {}),
    displayLanguage: navigator.language,
    ...(params.get("culture") ? { culture: params.get("culture") ?? "en-US" } : {}),
    ...(params.get("dialogs") === "office" ? { dialogs: window } : {}),
    ...(params.get("content") ? { contentLanguage: params.get("content") ?? "" } : {}),
    ...(dark ? { theme: { bodyBackgroundColor: "#262626", bodyForegroundColor: "#ffffff" } } : {}),
  });
  // For end-to-end tests and curious developers: the documents, the mailbox and the sync counter.
  (window as unknown as { __hostDouble: typeof double }).__hostDouble = double;

  const kind = host === "Word" ? "word" : host === "Excel" ? "excel" : "outlook";
  let pane: Root | null = null;
  const container = document.getElementById("preview");
  if (container) {
    createRoot(container).render(
      <PreviewShell
        double={double}
        onPaneReady={(element) => {
          pane?.unmount();
          void mountTaskPane(element, kind).then((root) => (pane = root));
        }}
        onPaneClosed={() => {
          pane?.unmount();
          pane = null;
        }}
      />,
    );
  }
}

void main();
