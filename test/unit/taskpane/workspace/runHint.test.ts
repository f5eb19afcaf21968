// Why the Run button cannot act, said beside it; never "choose a file" while sent files are under way (issue 35, item 2).
import { runHint } from "../../../../src/taskpane/workspace/runHint";
import type { WorkChoice } from "../../../../src/work/settings/settingsStore";

const transcribe = { action: "transcribe" } as WorkChoice;
const extractor = { action: "extractor" } as WorkChoice;

test("no file chosen: says to choose one, unless sent files are still under way", () => {
  expect(runHint(0, transcribe, true, false)).toBe("Choose at least one file first.");
  expect(runHint(0, transcribe, true, false, true)).toBeNull();
});

test("a file chosen but no extractor: says so, also while other files are under way", () => {
  expect(runHint(1, extractor, false, false, true)).toMatch(/extractor/i);
});

test("busy or ready: nothing to say", () => {
  expect(runHint(0, transcribe, true, true)).toBeNull();
  expect(runHint(2, transcribe, true, false)).toBeNull();
});
