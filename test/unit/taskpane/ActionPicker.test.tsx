/**
 * @jest-environment jsdom
 */
// Restored choices: a remembered extractor or language is looked up at once, kept when it still exists, and
// falls back with a note (not an error) when it is gone.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { ActionPicker, type ActionChoice } from "../../../src/taskpane/workspace/ActionPicker";

const LANGUAGES = [
  { code: "fr", label: "French" },
  { code: "de", label: "German" },
];

function Picker({
  initial,
  seen,
  documentLanguage = null,
  asked = [],
}: {
  initial: ActionChoice;
  seen: ActionChoice[];
  documentLanguage?: string | null;
  asked?: string[];
}): React.JSX.Element {
  const [value, setValue] = useState(initial);
  return (
    <ActionPicker
      value={value}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
      disabled={false}
      loadExtractors={async () => [{ id: "INVc7Rk2Qx", name: "Invoice", description: "" }]}
      loadLanguages={async () => {
        asked.push("languages");
        return LANGUAGES;
      }}
      documentLanguage={documentLanguage}
    />
  );
}

const show = (initial: ActionChoice, seen: ActionChoice[] = [], documentLanguage: string | null = null, asked: string[] = []) =>
  render(
    <FluentProvider theme={webLightTheme}>
      <Picker initial={initial} seen={seen} documentLanguage={documentLanguage} asked={asked} />
    </FluentProvider>,
  );

const TRANSCRIBE: ActionChoice = { action: "transcribe", extractor: null, translateTo: null };
const target = (): string => (screen.getByRole("combobox", { name: "Translate to" }) as HTMLSelectElement).value;

test("a remembered extractor that still exists is selected again", async () => {
  show({ action: "extractor", extractor: { id: "INVc7Rk2Qx", name: "Invoice" }, translateTo: null });
  await waitFor(() => expect((screen.getByRole("combobox", { name: "Extractor" }) as HTMLSelectElement).value).toBe("INVc7Rk2Qx"));
  expect(screen.queryByText(/no longer/)).toBeNull();
});

test("a remembered extractor that is gone falls back to none, with a note", async () => {
  const seen: ActionChoice[] = [];
  show({ action: "extractor", extractor: { id: "GONEgone00", name: "Receipts" }, translateTo: null }, seen);
  await screen.findByText('The extractor you used last time ("Receipts") is no longer in your account. Choose another one.');
  expect(seen.at(-1)?.extractor).toBeNull();
});

test("a remembered language that is gone asks for another, with a note", async () => {
  const seen: ActionChoice[] = [];
  show({ action: "transcribe", extractor: null, translateTo: "xx" }, seen);
  await screen.findByText(/The language you translated into last time \(xx\) is no longer offered/);
  expect(seen.at(-1)?.translateTo).toBe("");
});

describe("the translation target", () => {
  it("is the document's language once the user asks for a translation", async () => {
    const seen: ActionChoice[] = [];
    show(TRANSCRIBE, seen, "de");
    fireEvent.click(screen.getByRole("checkbox", { name: "Also translate the text" }));
    await waitFor(() => expect(target()).toBe("de"));
    expect(seen.at(-1)?.translateTo).toBe("de");
  });

  it("is never turned on by the document's language alone", async () => {
    const seen: ActionChoice[] = [];
    const asked: string[] = [];
    show(TRANSCRIBE, seen, "de", asked);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((screen.getByRole("checkbox", { name: "Also translate the text" }) as HTMLInputElement).checked).toBe(false);
    expect(seen).toEqual([]);
    expect(asked).toEqual([]);
  });

  it("keeps a remembered language over the document's, also when translation is turned off and on again", async () => {
    const seen: ActionChoice[] = [];
    show({ ...TRANSCRIBE, translateTo: "fr" }, seen, "de");
    await waitFor(() => expect(target()).toBe("fr"));
    const checkbox = screen.getByRole("checkbox", { name: "Also translate the text" });
    fireEvent.click(checkbox);
    expect(seen.at(-1)?.translateTo).toBeNull();
    fireEvent.click(checkbox);
    await waitFor(() => expect(target()).toBe("fr"));
    expect(seen.at(-1)?.translateTo).toBe("fr");
  });

  it("is for the user to choose when the service does not offer the document's language", async () => {
    const seen: ActionChoice[] = [];
    show(TRANSCRIBE, seen, "ja");
    fireEvent.click(screen.getByRole("checkbox", { name: "Also translate the text" }));
    await screen.findByRole("option", { name: "German" });
    expect(target()).toBe("");
    expect(seen.at(-1)?.translateTo).toBe("");
  });

  it("fills in a restored translation that had no language yet", async () => {
    const seen: ActionChoice[] = [];
    show({ ...TRANSCRIBE, translateTo: "" }, seen, "de");
    await waitFor(() => expect(target()).toBe("de"));
  });
});
