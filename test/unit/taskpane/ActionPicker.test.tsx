/**
 * @jest-environment jsdom
 */
// Restored choices: a remembered extractor or language is looked up at once, kept when it still exists, and
// falls back with a note (not an error) when it is gone.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { ActionPicker, type ActionChoice } from "../../../src/taskpane/workspace/ActionPicker";

function Picker({ initial, seen }: { initial: ActionChoice; seen: ActionChoice[] }): React.JSX.Element {
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
      loadLanguages={async () => [{ code: "fr", label: "French" }]}
    />
  );
}

const show = (initial: ActionChoice, seen: ActionChoice[] = []) =>
  render(
    <FluentProvider theme={webLightTheme}>
      <Picker initial={initial} seen={seen} />
    </FluentProvider>,
  );

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
