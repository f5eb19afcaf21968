/**
 * @jest-environment jsdom
 */
// The organisation's policy where users meet it: the sign-in screen offers only the ways allowed, locked
// controls are disabled and say "Set by your organisation", the Credits view shows the organisation's text in
// place of the purchase form, and Settings lists what applies and each rejected key with the reason. Every
// word of it comes from the catalogs (pseudo-locale).
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { SignInScreen } from "../../../src/taskpane/components/SignInScreen";
import { CreditsView } from "../../../src/taskpane/credits/CreditsView";
import { DeleteAfterField } from "../../../src/taskpane/settings/DeleteAfterField";
import { SettingsView } from "../../../src/taskpane/settings/SettingsView";
import type { ViewProps } from "../../../src/taskpane/shell/views";
import { PolicyContext } from "../../../src/taskpane/usePolicy";
import { ActionPicker } from "../../../src/taskpane/workspace/ActionPicker";
import { NO_POLICY, PolicyHandle, type PolicyState } from "../../../src/work/policy/pagePolicy";
import { readPolicy } from "../../../src/work/policy/readPolicy";
import { validatePolicySchema } from "../../../src/work/policy/schemaValidator";
import { installEnglish, installPseudoLocale, unmarkedText } from "../i18n/pseudoCheck";
import { FakeQueue } from "./fakeQueue";
import { fakeClient, user } from "./panelHarness";

/** A page whose policy.json said `file`. */
function policyOf(file: unknown): PolicyHandle {
  const reading = readPolicy(file, validatePolicySchema);
  const handle = new PolicyHandle();
  const state: PolicyState = {
    settings: reading?.settings ?? {},
    origin: "file",
    settled: true,
    reading,
    problem: null,
    fetchedAt: Date.UTC(2026, 2, 12, 9, 30),
  };
  handle.set(state);
  return handle;
}

const LOCKED_DOWN = {
  signInMethods: { value: ["oauth"], locked: true },
  actions: { value: ["transcribe", "tables"], locked: true },
  translation: { value: false, locked: true },
  deleteAfter: { value: 3600, locked: true },
  deleteAfterMax: { value: 86_400, locked: true },
  topUp: { value: false, locked: true },
  creditsMessage: { value: { en: "Ask finance@contoso.com for credits", de: "Fragen Sie finance@contoso.com" }, locked: true },
  help: { value: { text: "IT help desk", url: "https://help.contoso.test/" }, locked: true },
};

function withPolicy(handle: PolicyHandle, element: React.JSX.Element): React.JSX.Element {
  return (
    <FluentProvider theme={webLightTheme}>
      <PolicyContext.Provider value={handle}>{element}</PolicyContext.Provider>
    </FluentProvider>
  );
}

function viewProps(): ViewProps {
  const queue = new FakeQueue();
  return {
    client: fakeClient(),
    host: "word",
    user,
    onAccountChanged: () => undefined,
    work: { queue, snapshot: queue.snapshot(), problem: null, listen: () => () => undefined },
    active: false,
    navigate: () => undefined,
  };
}

afterEach(installEnglish);

describe("sign-in screen", () => {
  const noop = async (): Promise<void> => undefined;

  it("hides the token paste where only the account is allowed, and says so", () => {
    render(<SignInScreen restoring={false} signInWithAccount={noop} signInWithToken={noop} methods={{ oauth: true, apiToken: false }} />);
    expect(screen.getByRole("button", { name: "Sign in" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Use an API token instead" })).toBeNull();
    expect(screen.queryByLabelText(/^API token/, { selector: "input" })).toBeNull();
    expect(screen.getByTestId("sign-in-policy").textContent).toBe("Your organisation allows signing in with your account only.");
  });

  it("shows the token form at once where only tokens are allowed (without taking the focus)", () => {
    render(<SignInScreen restoring={false} signInWithAccount={noop} signInWithToken={noop} methods={{ oauth: false, apiToken: true }} />);
    expect(screen.queryByRole("button", { name: "Sign in" })).toBeNull();
    expect(screen.getByLabelText(/^API token/, { selector: "input" })).not.toBe(document.activeElement);
    expect(screen.getByTestId("sign-in-policy").textContent).toBe("Your organisation allows signing in with an API token only.");
  });
});

describe("locked controls", () => {
  it("the deletion time: disabled, the organisation's value, and why", () => {
    render(withPolicy(policyOf(LOCKED_DOWN), <DeleteAfterField value={3600} onChange={() => undefined} />));
    const select = screen.getByLabelText("Delete from the service") as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(select.value).toBe("3600");
    expect(screen.getByText(/^Set by your organisation: the service deletes each file/)).toBeTruthy();
  });

  it("the deletion time capped: no longer preset, no account setting, the limit said", () => {
    render(
      withPolicy(
        policyOf({ deleteAfterMax: { value: 86_400, locked: true } }),
        <DeleteAfterField value={3600} onChange={() => undefined} />,
      ),
    );
    const select = screen.getByLabelText("Delete from the service") as HTMLSelectElement;
    expect(select.disabled).toBe(false);
    expect([...select.options].map((o) => o.textContent)).toEqual(["After 5 minutes", "After 1 hour", "After 1 day"]);
    expect(screen.getByText(/Your organisation allows at most 1 day\.$/)).toBeTruthy();
  });

  it("actions not allowed are unavailable, translation locked off is disabled, each with the reason", () => {
    render(
      withPolicy(
        policyOf(LOCKED_DOWN),
        <ActionPicker
          value={{ action: "transcribe", extractor: null, translateTo: null }}
          onChange={() => undefined}
          disabled={false}
          loadExtractors={async () => []}
          loadLanguages={async () => []}
          allowedActions={["transcribe", "tables"]}
          translationRule="off"
        />,
      ),
    );
    expect((screen.getByLabelText("Extract fields with an extractor") as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText("Find tables and key/value pairs") as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByText("Set by your organisation: only the kinds of work shown as available are allowed.")).toBeTruthy();
    const translate = screen.getByRole("checkbox", { name: /translat/i }) as HTMLInputElement;
    expect(translate.disabled).toBe(true);
    expect(translate.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(translate.getAttribute("aria-describedby")?.split(" ")[0] ?? "")?.textContent).toBe(
      "Set by your organisation: translation is not allowed.",
    );
  });
});

describe("Credits view", () => {
  it("shows the balance and the organisation's text instead of the purchase form", () => {
    render(withPolicy(policyOf(LOCKED_DOWN), <CreditsView {...viewProps()} />));
    expect(screen.getByTestId("credits-balance").textContent).toBe("100 page credits");
    expect(screen.queryByLabelText("Credits to buy")).toBeNull();
    expect(screen.queryByRole("button", { name: "Buy credits" })).toBeNull();
    const unavailable = screen.getByTestId("purchase-unavailable");
    expect(within(unavailable).getByRole("heading", { name: "More credits" })).toBeTruthy();
    expect(within(unavailable).getByText("Ask finance@contoso.com for credits")).toBeTruthy();
    expect(within(unavailable).getByText("Set by your organisation")).toBeTruthy();
  });

  it("says so in general words where the organisation gave none", () => {
    render(withPolicy(policyOf({ topUp: { value: false, locked: true } }), <CreditsView {...viewProps()} />));
    expect(screen.getByTestId("purchase-unavailable").textContent).toMatch(/Your organisation buys credits for everyone/);
  });
});

describe("Settings view", () => {
  it("lists what the organisation sets, and each rejected key with the reason and what applies instead", () => {
    const broken = {
      ...LOCKED_DOWN,
      actions: { value: ["transcribe", "paint"], locked: true },
      topUp: { value: false, locked: false },
      colour: "blue",
    };
    render(withPolicy(policyOf(broken), <SettingsView {...viewProps()} />));
    const section = screen.getByTestId("policy-section");
    expect(within(section).getByRole("heading", { name: "Set by your organisation" })).toBeTruthy();
    expect(section.textContent).toMatch(/Read from http:\/\/localhost\/policy\.json at/);
    const list = within(section).getByRole("list", { name: "Rejected settings" });
    const items = within(list)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(items).toEqual([
      "actions (Kinds of work): actions.value[1] must be one of: transcribe, tables, extractor. Applied instead: transcribing the text only.",
      "topUp (Buying credits): topUp.locked must be true: users have no control for this setting. Applied instead: credits cannot be bought in the add-in.",
    ]);
    expect(screen.getByTestId("policy-ignored").textContent).toBe(
      "This key in the policy is not a setting this add-in knows, so it was ignored: colour.",
    );
    // The valid keys still apply, as settings, locked.
    const applied = section.querySelector("dl");
    expect(applied?.getAttribute("aria-label")).toBe("Settings from your organisation");
    expect(applied?.textContent).toMatch(/Delete from the serviceAfter 1 hour \(Set by your organisation\)/);
    // The organisation's help, in Help.
    const help = screen.getByTestId("organisation-help");
    expect(help.textContent).toBe("Help from your organisation: IT help desk https://help.contoso.test/");
    expect(within(help).getByRole("link").getAttribute("href")).toBe("https://help.contoso.test/");
  });

  it("shows nothing of it without a policy", () => {
    const none = new PolicyHandle();
    none.set(NO_POLICY);
    render(withPolicy(none, <SettingsView {...viewProps()} />));
    expect(screen.queryByTestId("policy-section")).toBeNull();
    expect(screen.queryByTestId("organisation-help")).toBeNull();
  });

  it("speaks only the catalogs' words (pseudo-locale), the organisation's own texts aside", () => {
    installPseudoLocale();
    const broken = { ...LOCKED_DOWN, keepText: { value: true }, deleteAfter: { value: 60, locked: true }, colour: "blue" };
    const handle = policyOf(broken);
    const { unmount } = render(withPolicy(handle, <SettingsView {...viewProps()} />));
    const data = [
      "IT help desk",
      "https://help.contoso.test/",
      "http://localhost/policy.json",
      "colour",
      "keepText",
      "deleteAfter",
      "Ask finance@contoso.com for credits",
    ];
    const unmarked = unmarkedText(data).filter((text) => !/^(keepText|deleteAfter|actions|topUp)/.test(text));
    expect(unmarked).toEqual([]);
    unmount();
    render(withPolicy(handle, <CreditsView {...viewProps()} />));
    fireEvent.focus(document.body);
    expect(unmarkedText([...data, user.name, user.email, "Pro"])).toEqual([]);
  });
});
