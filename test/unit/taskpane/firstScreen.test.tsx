/**
 * @jest-environment jsdom
 */
// Issue 21, item 11: the workspace before any file is chosen shows no batch controls that cannot apply yet (no
// disabled Insert all, no "Insert as they finish", no heading options); the primary button says why it cannot
// act; one file shows "Insert into document" alone, never also "Insert all (1 result)"; several files show
// Insert all and its options.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import { fixtureDetail } from "../office/fixtures";
import { FakeQueue } from "./fakeQueue";
import { chooseFiles, pngFile, renderPanel } from "./panelHarness";

let double: HostDouble | null = null;
afterEach(() => {
  double?.uninstall();
  double = null;
});

const transcribe = (): HTMLElement => screen.getByRole("button", { name: "Transcribe" });

test("before any file: no batch controls, and the disabled button says why", async () => {
  double = installHostDouble({ host: "Word" });
  renderPanel(new FakeQueue());
  await waitFor(() => expect(transcribe().hasAttribute("disabled")).toBe(false));
  expect(transcribe().getAttribute("aria-disabled")).toBe("true");
  expect(screen.getByTestId("run-hint").textContent).toBe("Choose at least one file first.");
  expect(transcribe().getAttribute("aria-describedby")).toBe(screen.getByTestId("run-hint").id);
  expect(screen.queryByRole("button", { name: /^Insert all/ })).toBeNull();
  expect(screen.queryByRole("switch", { name: "Insert as they finish" })).toBeNull();
  expect(screen.queryByRole("checkbox", { name: "A heading with each file's name" })).toBeNull();

  // An extractor still to choose is said too.
  await chooseFiles(pngFile());
  fireEvent.click(screen.getByLabelText("Extract fields with an extractor"));
  expect((await screen.findByTestId("run-hint")).textContent).toBe("Choose an extractor first.");
});

test("one file: Insert into document alone; then several files: Insert all with its options", async () => {
  double = installHostDouble({ host: "Word" });
  const queue = new FakeQueue(() => fixtureDetail("handwritten-note", "transcribe"));
  renderPanel(queue);
  await chooseFiles(pngFile("one.png"));
  // Files chosen: the switch that will apply to them shows, and the button can act (no hint).
  expect(await screen.findByRole("switch", { name: "Insert as they finish" })).toBeTruthy();
  expect(screen.queryByTestId("run-hint")).toBeNull();
  fireEvent.click(transcribe());
  expect(await screen.findByRole("button", { name: "Insert into document" })).toBeTruthy();
  expect(screen.queryByRole("button", { name: /^Insert all/ })).toBeNull();
  expect(screen.queryByRole("checkbox", { name: "A heading with each file's name" })).toBeNull();

  await chooseFiles(pngFile("two.png"), pngFile("three.png"));
  fireEvent.click(transcribe());
  expect(await screen.findByRole("button", { name: /^Insert all \(\d results?\)/ })).toBeTruthy();
  expect(screen.getByRole("checkbox", { name: "A heading with each file's name" })).toBeTruthy();
});
