// The organisation's help follows every message that sends the user to their administrator or support, and
// only those; the list of such messages is complete.
import englishCore from "../../../../src/i18n/catalogs/en/core";
import englishDialogs from "../../../../src/i18n/catalogs/en/dialogs.part";
import englishViews from "../../../../src/i18n/catalogs/en/views";
import { setSupportNote, t, type MessageKey } from "../../../../src/i18n/messages";
import { PolicyHandle } from "../../../../src/work/policy/pagePolicy";
import { loadPolicy } from "../../../../src/work/policy/policySource";
import { SUPPORT_MESSAGES } from "../../../../src/work/policy/supportMessages";

const ALL: Record<string, string> = { ...englishCore, ...englishViews, ...englishDialogs };

afterEach(() => setSupportNote(null));

test("every English message that sends the user to an administrator or support is listed", () => {
  const sending = Object.entries(ALL)
    .filter(([, message]) => /\b(your administrator|ask support|contact support|tell your administrator)\b/i.test(message))
    .map(([key]) => key)
    .sort();
  expect([...SUPPORT_MESSAGES].sort()).toEqual(sending);
});

test("the organisation's help and link follow those messages, in the pane's words, and nothing else", async () => {
  const handle = new PolicyHandle();
  const file = { help: { value: { text: "IT help desk, extension 4321", url: "mailto:helpdesk@contoso.com" }, locked: true } };
  await loadPolicy(handle, {
    url: "https://addins.contoso.test/policy.json",
    storage: null,
    fetch: async () => ({ status: 200, ok: true, text: async () => JSON.stringify(file) }) as Response,
  });
  expect(t("session.signIn.insecureAddress")).toBe(
    `${ALL["session.signIn.insecureAddress"]} Help from your organisation: IT help desk, extension 4321 (helpdesk@contoso.com)`,
  );
  expect(t("microsoft.signIn.notConfigured" as MessageKey)).toMatch(/Help from your organisation: IT help desk/);
  expect(t("session.signIn.cancelled")).toBe(ALL["session.signIn.cancelled"]);
});

test("without help in the policy, the messages are as written", async () => {
  const handle = new PolicyHandle();
  await loadPolicy(handle, {
    url: "https://addins.contoso.test/policy.json",
    storage: null,
    fetch: async () => ({ status: 404, ok: false }) as Response,
  });
  expect(t("session.signIn.insecureAddress")).toBe(ALL["session.signIn.insecureAddress"]);
});
