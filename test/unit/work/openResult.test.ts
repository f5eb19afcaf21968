// Opening a processed item: its result (loaded again after a reopen), its translation when one was asked for
// (waiting while the service translates, and a note instead when it cannot be fetched), the extractor's name.
import { ServiceError } from "../../../src/api/errors";
import type { ServiceClient } from "../../../src/api/client";
import type { TranslationPoll } from "../../../src/api/types";
import type { BatchItem } from "../../../src/work/batch";
import { fetchTranslation, openResult, type ResultSources } from "../../../src/work/openResult";
import { fixtureDetail } from "../office/fixtures";
import { batchItem } from "./batchItem";

const noWait = async (): Promise<void> => undefined;

function sources(translations: Array<TranslationPoll | Error> = [], loaded?: BatchItem): ResultSources & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    loadResult: async (id) => {
      asked.push(`load ${id}`);
      if (!loaded) throw new ServiceError("not_found", "The service no longer has this document.");
      return loaded;
    },
    getTranslation: (async (id: string) => {
      asked.push(`translation ${id}`);
      const next = translations.shift();
      if (next instanceof Error) throw next;
      return next;
    }) as ServiceClient["getTranslation"],
    extractorName: async (id) => (id === "EXPf4Jm8Wd" ? "Expense Claim" : null),
  };
}

describe("fetchTranslation", () => {
  it("waits while the service is translating", async () => {
    const detail = fixtureDetail("handwritten-note", "transcribe");
    const pages = [{ pageNumber: 1, language: "fr", text: "Lundi" }];
    const s = sources([{ state: "processing" }, { state: "ready", translation: { document: detail, language: "fr", pages } }]);
    await expect(fetchTranslation(s, "doc1", { sleep: noWait })).resolves.toEqual({ translation: pages, problem: null });
    expect(s.asked).toEqual(["translation doc1", "translation doc1"]);
  });

  it("describes a failure instead of throwing it", async () => {
    const outcome = await fetchTranslation(sources([new ServiceError("server_error", "Try again later.")]), "doc1", { sleep: noWait });
    expect(outcome.translation).toBeNull();
    expect(outcome.problem).toBe("The transcript is ready, but its translation could not be fetched (Try again later.).");
  });

  it("throws when cancelled", async () => {
    const abort = new AbortController();
    abort.abort();
    const s = sources([new ServiceError("aborted", "The request was cancelled.")]);
    await expect(fetchTranslation(s, "doc1", { signal: abort.signal })).rejects.toMatchObject({ kind: "aborted" });
  });
});

describe("openResult", () => {
  it("shapes a processed item's result, with its translation", async () => {
    const detail = fixtureDetail("handwritten-note", "transcribe");
    const pages = [{ pageNumber: 1, language: "fr", text: "Lundi 14 mars" }];
    const item = batchItem({
      state: "processed",
      result: detail,
      documentId: detail.id,
      options: { action: "transcribe", translateTo: "fr" },
    });
    const opened = await openResult(item, sources([{ state: "ready", translation: { document: detail, language: "fr", pages } }]));
    expect(opened).toMatchObject({ itemId: item.id, documentId: detail.id, note: null, extractorName: null });
    expect(opened.result.kind === "transcript" && opened.result.transcript.pages[0]?.translation?.lines).toEqual(["Lundi 14 mars"]);
  });

  it("keeps the transcript and adds a note when the translation cannot be fetched", async () => {
    const detail = fixtureDetail("handwritten-note", "transcribe");
    const item = batchItem({ state: "processed", result: detail, options: { action: "transcribe", translateTo: "fr" } });
    const opened = await openResult(item, sources([new ServiceError("server_error", "Down.")]));
    expect(opened.note).toMatch(/translation could not be fetched \(Down\.\)/);
    expect(opened.result.kind).toBe("transcript");
  });

  it("loads the result after a reopen, and names the extractor", async () => {
    const detail = fixtureDetail("expense-claim", "extractor", "EXPf4Jm8Wd");
    const options = { action: "extractor" as const, extractorId: "EXPf4Jm8Wd" };
    const item = batchItem({ state: "processed", result: null, options });
    const s = sources([], { ...item, result: detail });
    const opened = await openResult(item, s);
    expect(s.asked).toEqual([`load ${item.id}`]);
    expect(opened).toMatchObject({ extractorName: "Expense Claim", result: { kind: "records" } });
  });

  it("fails with the client's sentence when the result is gone", async () => {
    const item = batchItem({ state: "processed", result: null });
    await expect(openResult(item, sources())).rejects.toThrow("The service no longer has this document.");
    await expect(openResult(batchItem({ state: "queued" }), sources())).rejects.toThrow(/not processed yet/);
  });
});
