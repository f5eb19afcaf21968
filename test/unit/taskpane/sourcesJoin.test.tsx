/**
 * @jest-environment jsdom
 */
// Issue 21, item 3: every source adds to the one list of chosen files (a local file, then a OneDrive file: both
// stay; two OneDrive files, then a mail attachment: all three), until the user removes one; the same file chosen
// twice stays once, and the pane says so.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import type { ItemOrigin } from "../../../src/work/batch/types";
import { describeFile, type CheckedFile } from "../../../src/taskpane/workspace/checkedFile";
import { joinSelection } from "../../../src/taskpane/workspace/joinSelection";
import { pngFile } from "./panelHarness";

jest.mock("../../../src/config", () => ({
  appConfig: { serviceUrl: "https://service.test/v3", authUrl: "https://service.test", oauthClientId: "c", msClientId: "app-1" },
}));

const drive = (itemId: string): ItemOrigin => ({
  kind: "onedrive",
  label: `Scans/${itemId}.png`,
  ref: { driveId: "d1", itemId },
  scopes: ["Files.Read"],
});
const mail = (attachmentId: string): ItemOrigin => ({
  kind: "mail",
  label: "Invoice, J. Rivera",
  ref: { messageId: "m1", attachmentId },
  scopes: ["Mail.Read"],
});

// The Microsoft 365 sources (msal, Graph) stand in as two buttons that hand over checked files, as the real pickers do.
jest.mock("../../../src/taskpane/workspace/MicrosoftSources", () => ({
  MicrosoftSources: ({ onChosen }: { onChosen: (files: CheckedFile[]) => void }) => {
    const give = async (files: Array<[string, ItemOrigin]>): Promise<void> =>
      onChosen(await Promise.all(files.map(([name, origin]) => describeFile(pngFile(name), name, "file", origin))));
    return (
      <>
        <button
          onClick={() =>
            void give([
              ["one.png", drive("i1")],
              ["two.png", drive("i2")],
            ])
          }
        >
          OneDrive two
        </button>
        <button onClick={() => void give([["one.png", drive("i1")]])}>OneDrive one again</button>
        <button onClick={() => void give([["attached.png", mail("a1")]])}>Mail one</button>
      </>
    );
  },
}));

// Imported after the mocks above (jest hoists jest.mock).
import { SourcePicker } from "../../../src/taskpane/workspace/SourcePicker";

function Picker(): React.JSX.Element {
  const [selection, setSelection] = useState<CheckedFile[]>([]);
  return <SourcePicker host="none" disabled={false} selection={selection} onSelection={setSelection} />;
}

const listed = (): string[] =>
  within(screen.getByRole("list", { name: "Files ready to send" }))
    .getAllByRole("listitem")
    .map((li) => li.querySelector("[title]")?.getAttribute("title") ?? "");

test("a local file, then OneDrive files, then a mail attachment: all of them stay in the one list", async () => {
  render(
    <FluentProvider theme={webLightTheme}>
      <Picker />
    </FluentProvider>,
  );
  fireEvent.change(screen.getByLabelText(/Scan or photo/), { target: { files: [pngFile("local.png")] } });
  await screen.findByText("Ready to send:");
  fireEvent.click(await screen.findByRole("button", { name: "OneDrive two" }));
  await screen.findByText("3 files ready to send:");
  fireEvent.click(screen.getByRole("button", { name: "Mail one" }));
  await screen.findByText("4 files ready to send:");
  expect(listed()).toEqual(["local.png", "one.png", "two.png", "attached.png"]);

  // The same OneDrive file again: still once, and the pane says so.
  fireEvent.click(screen.getByRole("button", { name: "OneDrive one again" }));
  await screen.findByText("one.png is already in the list: it stays there once.");
  expect(listed()).toEqual(["local.png", "one.png", "two.png", "attached.png"]);

  // Removing is what takes a file out; the next choice joins what is left.
  fireEvent.click(screen.getByRole("button", { name: "Remove local.png" }));
  await screen.findByText("3 files ready to send:");
  expect(screen.queryByTestId("already-chosen")).toBeNull();
  fireEvent.change(screen.getByLabelText(/Scan or photo/), { target: { files: [pngFile("later.png")] } });
  await screen.findByText("4 files ready to send:");
  await waitFor(() => expect(listed()).toEqual(["one.png", "two.png", "attached.png", "later.png"]));
});

test("the same local file chosen twice is listed once; a picture from the document gives way to files", async () => {
  const file = pngFile("scan.png");
  const first = await describeFile(file, "scan.png", "file");
  const again = await describeFile(file, "scan.png", "file");
  expect(joinSelection([first], [again])).toEqual({ selection: [first], duplicates: ["scan.png"] });
  const picture = await describeFile(pngFile("picture.png"), "picture.png", "picture");
  expect(joinSelection([picture], [first]).selection).toEqual([first]);
  // A file refused earlier and chosen again is judged by its new check.
  const refused: CheckedFile = { ok: false, name: "scan.png", problem: "The file is empty.", origin: "file" };
  expect(joinSelection([refused], [first]).selection).toEqual([first]);
});
