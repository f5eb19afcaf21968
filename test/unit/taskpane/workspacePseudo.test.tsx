/**
 * @jest-environment jsdom
 */
// The workspace in the pseudo-locale: every word of the file picker, the action picker (translation on), the
// list with rows in every state (another window's included), its status bars and the questions it asks comes
// from the catalogs. File names, language names (Intl's) and times (Intl's) are data.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { t } from "../../../src/i18n/messages";
import { PSEUDO_OPEN } from "../../../src/i18n/pseudo";
import { checkFile } from "../../../src/input/fileCheck";
import { ConfirmDialog } from "../../../src/taskpane/components/ConfirmDialog";
import { ActionPicker } from "../../../src/taskpane/workspace/ActionPicker";
import { BatchList } from "../../../src/taskpane/workspace/BatchList";
import type { RowHandlers } from "../../../src/taskpane/workspace/BatchItemRow";
import type { CheckedFile } from "../../../src/taskpane/workspace/checkedFile";
import { SourcePicker } from "../../../src/taskpane/workspace/SourcePicker";
import type { BatchItem, CostEstimate } from "../../../src/work/batch";
import { announcement, cancelQuestion, resendQuestion, type Question } from "../../../src/work/batchView";
import { spendingQuestion } from "../../../src/work/spending";
import { exactTime, relativeTime } from "../../../src/work/timeText";
import { installEnglish, installPseudoLocale, unmarkedText } from "../i18n/pseudoCheck";
import { holdClock } from "../support/stillClock";
import { batchItem, moved, snapshotOf } from "../work/batchItem";

const NOW = Date.now();
const FILES = ["a.pdf", "b.pdf", "c.pdf", "d.pdf", "e.pdf", "f.pdf", "g.pdf", "h.pdf", "refused.png"];

beforeEach(() => {
  // The clock stands still: relative times ("4 seconds ago") match NOW however busy the machine.
  holdClock(NOW);
  installPseudoLocale();
});
afterEach(() => {
  cleanup();
  installEnglish();
  jest.useRealTimers();
});

const noHandlers: RowHandlers = {
  open: () => undefined,
  cancel: async () => undefined,
  resend: async () => undefined,
  attach: async () => undefined,
  dismiss: () => undefined,
};

/** Rows as the queue leaves them: its reasons come from the catalog (in the locale they were made in). */
function rows(): BatchItem[] {
  const at = NOW - 2 * 3600_000;
  const history = [{ from: null, to: "waiting" as const, reason: "", at }];
  const item = (patch: Partial<BatchItem>): BatchItem => batchItem({ history, changedAt: at, ...patch });
  return [
    item({ fileName: "a.pdf", state: "waiting", reason: t("workspace.queue.waitingTurn") }),
    item({ fileName: "b.pdf", state: "uploading", reason: t("workspace.queue.sending") }),
    item({ fileName: "c.pdf", state: "processing", documentId: "doc3", reason: t("workspace.queue.reading") }),
    item({
      fileName: "d.pdf",
      state: "processed",
      documentId: "doc4",
      reason: t("workspace.queue.processed"),
      options: { action: "transcribe", translateTo: "de" },
      inserted: { at, host: "excel", sheets: ["Q1", "Q2"] },
    }),
    item({ fileName: "e.pdf", state: "failed", documentId: "doc5", reason: t("workspace.queue.notProcessed"), hasFile: false }),
    item({ fileName: "f.pdf", state: "uploading", elsewhere: true, reason: t("workspace.queue.closedWhileSending") }),
    item({ fileName: "g.pdf", state: "unknown-outcome", reason: t("workspace.queue.probablyNotArrived"), options: { action: "tables" } }),
    item({ fileName: "h.pdf", state: "waiting", needsFile: true, reason: t("workspace.queue.closedBeforeSending") }),
    item({ fileName: "i.pdf", state: "processing", documentId: "doc9", cancelling: true, options: { action: "extractor" } }),
  ];
}

function estimate(pages: Array<number | null>, balance: number): CostEstimate {
  const knownPages = pages.reduce<number>((sum, p) => sum + (p ?? 0), 0);
  const unknownFiles = pages.filter((p) => p === null).length;
  const minimumPages = knownPages + unknownFiles;
  return {
    files: pages.map((p, i) => ({ name: FILES[i] ?? `x${i}.pdf`, pages: p })),
    knownPages,
    unknownFiles,
    minimumPages,
    balance,
    verdict: minimumPages > balance ? "not-enough" : unknownFiles > 0 ? "unknown" : "enough",
    shortfall: Math.max(0, minimumPages - balance),
  };
}

/** Intl's words (times, language names) and the files' names are data, not messages. */
function data(items: readonly BatchItem[]): string[] {
  const at = NOW - 2 * 3600_000;
  return [...FILES, "i.pdf", relativeTime(at, NOW), exactTime(at), ...items.map((i) => i.fileName)];
}

test("the file picker, the action picker with translation on, and the list have no unmarked text", async () => {
  const refused = await checkFile(new Blob(["just text"]));
  const selection: CheckedFile[] = [
    // Pages chosen from a 40-page PDF (issue 22), and a PDF whose pages cannot be chosen.
    {
      ok: true,
      id: "a",
      name: "a.pdf",
      blob: new Blob(["x"]),
      origin: "file",
      pages: { info: { kind: "pages", format: "pdf", count: 40 }, chosen: [12, 13, 14], overLimit: false },
    },
    {
      ok: true,
      id: "b",
      name: "b.pdf",
      blob: new Blob(["x"]),
      origin: "file",
      pages: { info: { kind: "uncuttable", format: "pdf", count: null, why: "protected" }, chosen: null, overLimit: false },
    },
    { ok: false, name: "refused.png", problem: refused.ok ? "" : refused.reason, origin: "file" },
  ];
  const items = rows();
  render(
    <FluentProvider theme={webLightTheme}>
      <SourcePicker host="word" disabled={false} selection={selection} onSelection={() => undefined} />
      <ActionPicker
        value={{ action: "transcribe", extractor: null, translateTo: "" }}
        onChange={() => undefined}
        disabled={false}
        loadExtractors={async () => []}
        loadLanguages={async () => [
          { code: "fr", label: "French" },
          { code: "de", label: "German" },
        ]}
        documentLanguage="de"
      />
      <ActionPicker
        value={{ action: "extractor", extractor: null, translateTo: null }}
        onChange={() => undefined}
        disabled={false}
        loadExtractors={async () => Promise.reject(new Error("offline"))}
        loadLanguages={async () => []}
      />
      <BatchList
        snapshot={snapshotOf(items, {
          uploadHold: { kind: "insufficient_credits", message: t("workspace.spending.notEnoughTitle"), at: NOW },
          trackingProblem: t("workspace.queue.trackingFailed"),
          storageProblem: t("workspace.queue.notSaved"),
        })}
        openId={null}
        handlers={noHandlers}
        onResume={() => undefined}
        onBuyCredits={() => undefined}
      />
    </FluentProvider>,
  );
  // Both pickers' lists have arrived (the translation one with its options named by Intl).
  await screen.findByRole("option", { name: "German" });
  await waitFor(() => expect(screen.getAllByRole("textbox").length).toBeGreaterThan(0));
  expect(screen.getAllByTestId("batch-item")).toHaveLength(items.length);
  expect(unmarkedText([...data(items), "French", "German"])).toEqual([]);
});

test("the questions the workspace asks have no unmarked text", async () => {
  const item = batchItem({ fileName: "a.pdf", state: "processing", documentId: "doc1" });
  const questions: Question[] = [
    cancelQuestion(item),
    cancelQuestion({ ...item, documentId: null }),
    resendQuestion(item),
    spendingQuestion(estimate([3, 4], 5)),
    spendingQuestion(estimate([1, null], 5)),
    spendingQuestion(estimate([10, 10, 1, 1, 1, 1, 1, 1, 1], 1000)),
  ].filter((q): q is Question => q !== null);
  expect(questions).toHaveLength(6);
  for (const question of questions) {
    const view = render(
      <FluentProvider theme={webLightTheme}>
        <ConfirmDialog open question={question} onAnswer={() => undefined} />
      </FluentProvider>,
    );
    await screen.findByRole("alertdialog");
    expect(unmarkedText(FILES)).toEqual([]);
    view.unmount();
  }
});

test("what the list announces comes from the catalogs", () => {
  const items = rows();
  const [a, b, c, d, e] = items as [BatchItem, BatchItem, BatchItem, BatchItem, BatchItem];
  const said = [
    announcement([moved(a, null), moved(b, null)], items),
    announcement([moved(c, "queued"), { ...moved(e, "processing"), reason: e.reason }], items),
    announcement([moved(a, "uploading"), moved(b, "waiting"), moved(c, "queued"), moved(d, "processing")], items),
  ];
  for (const sentence of said) {
    expect(sentence).toContain(PSEUDO_OPEN);
    // Nothing but marked messages, the files' names and Intl's list words ("and" in the pseudo-locale's "en").
    let rest = FILES.reduce((text, name) => text.split(name).join(""), sentence ?? "");
    // Innermost marked messages first (a list of counts is itself inside a message).
    while (/«[^«»]*»/.test(rest)) rest = rest.replace(/«[^«»]*»/g, "");
    expect(rest.replace(/\band\b/g, "").replace(/[\s.,:;·\d]/g, "")).toBe("");
  }
});
