// Where the safe fallback applies, the pane says the policy could not be read and whom to ask, never that the
// organisation chose it (issue 35 item 7): a file that is not JSON, a refused key, a server that errs.
import englishCore from "../../../../src/i18n/catalogs/en/core";
import englishViews from "../../../../src/i18n/catalogs/en/views";
import { installMessages, setSupportNote, t } from "../../../../src/i18n/messages";
import { isFallback, policyNote, unreadDeletionNote } from "../../../../src/work/policy/fallback";
import { PolicyHandle, type PolicyState } from "../../../../src/work/policy/pagePolicy";
import { loadPolicy } from "../../../../src/work/policy/policySource";

beforeAll(() => installMessages({ language: "en", locale: "en", dir: "ltr" }, { ...englishCore, ...englishViews }));
afterEach(() => setSupportNote(null));

async function loaded(status: number, body: string): Promise<PolicyState> {
  const handle = new PolicyHandle();
  await loadPolicy(handle, {
    url: "https://addins.contoso.test/policy.json",
    storage: null,
    fetch: async () => ({ status, ok: status < 300, text: async () => body }) as Response,
  });
  return handle.current();
}

const UNREAD =
  "Your organisation's policy could not be read, so this add-in applies its safest setting here. Ask your administrator to check the policy.";

test("a file that is not JSON: every setting's note says it could not be read; results say they go in 5 minutes", async () => {
  const state = await loaded(200, "<html>Not found</html>");
  expect(policyNote(state, "actions", t("policy.hint.actions"))).toBe(UNREAD);
  expect(policyNote(state, "deleteAfter", t("policy.hint.deleteAfter"))).toBe(UNREAD);
  expect(unreadDeletionNote(state)).toMatch(
    /^Your organisation's policy could not be read, so the service deletes each file and its result 5 minutes after/,
  );
});

test("a refused key: only that key is the fallback, and the policy's readable help follows the note", async () => {
  const file = {
    actions: { value: ["nonsense"], locked: true },
    translation: { value: false, locked: true },
    help: { value: { text: "IT help desk", url: "mailto:helpdesk@contoso.com" }, locked: true },
  };
  const state = await loaded(200, JSON.stringify(file));
  expect(isFallback(state, "actions")).toBe(true);
  expect(isFallback(state, "translation")).toBe(false);
  expect(policyNote(state, "translation", t("policy.hint.translationOff"))).toBe("Set by your organisation: translation is not allowed.");
  expect(policyNote(state, "actions", t("policy.hint.actions"))).toBe(
    "Your organisation's policy could not be read, so this add-in applies its safest setting here. Ask your administrator to check the policy. Help from your organisation: IT help desk (helpdesk@contoso.com)",
  );
  expect(unreadDeletionNote(state)).toBeNull();
});

test("a policy server that errs: the security settings are the fallback and said so; the rest is no policy", async () => {
  const state = await loaded(503, "");
  expect(["signInMethods", "topUp", "microsoft365Sources"].every((k) => isFallback(state, k as "topUp"))).toBe(true);
  expect(isFallback(state, "actions")).toBe(false);
  expect(policyNote(state, "topUp", t("credits.unavailable.organisation"))).toBe(UNREAD);
});

test("a refused topUp beside a valid creditsMessage: Credits says the policy could not be read, then whom to ask for credits", async () => {
  const { purchaseAvailability } = await import("../../../../src/work/credits/purchaseAvailability");
  const file = {
    topUp: { value: false },
    creditsMessage: { value: { en: "Ask finance@contoso.com for credits." }, locked: true },
  };
  const state = await loaded(200, JSON.stringify(file));
  expect(isFallback(state, "topUp")).toBe(true);
  const purchase = purchaseAvailability(state.settings, { commerceAllowed: true }, UNREAD);
  expect(purchase).toMatchObject({
    kind: "unavailable",
    fromOrganisation: false,
    message: `${UNREAD} Ask finance@contoso.com for credits.`,
  });
});
