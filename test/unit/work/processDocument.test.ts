import type { ServiceClient } from "../../../src/api/client";
import { ServiceError } from "../../../src/api/errors";
import type { DocumentPoll, TranslationPoll, UploadRequest } from "../../../src/api/types";
import { processDocument, type DocumentService } from "../../../src/work/processDocument";
import { fixtureDetail } from "../office/fixtures";

function fakeClient(
  polls: DocumentPoll[],
  translations: Array<TranslationPoll | Error> = [],
): DocumentService & { uploads: UploadRequest[] } {
  const uploads: UploadRequest[] = [];
  return {
    uploads,
    uploadDocument: (async (request: UploadRequest) => {
      uploads.push(request);
      return { id: "doc1", status: "queued" };
    }) as ServiceClient["uploadDocument"],
    getDocument: (async () => polls.shift() ?? polls[0]) as ServiceClient["getDocument"],
    getTranslation: (async () => {
      const next = translations.shift();
      if (next instanceof Error) throw next;
      return next;
    }) as ServiceClient["getTranslation"],
  };
}

const noWait = async (): Promise<void> => undefined;

describe("processDocument", () => {
  it("uploads with the action and extractor, waits, and returns the detail", async () => {
    const detail = fixtureDetail("expense-claim", "extractor", "EXPf4Jm8Wd");
    const client = fakeClient([{ state: "processing" }, { state: "ready", document: detail }]);
    const result = await processDocument(
      client,
      new Blob(["x"]),
      "claim.pdf",
      { action: "extractor", extractorId: "EXPf4Jm8Wd", translateTo: "fr" },
      { sleep: noWait },
    );
    expect(client.uploads[0]).toMatchObject({ action: "extractor", extractorId: "EXPf4Jm8Wd", fileName: "claim.pdf" });
    expect(client.uploads[0]?.translateTo).toBeUndefined();
    expect(result).toEqual({ detail, translation: null, translationProblem: null });
  });
  it("refuses the extractor action without an extractor", async () => {
    await expect(processDocument(fakeClient([]), new Blob(["x"]), "a.pdf", { action: "extractor" }, { sleep: noWait })).rejects.toThrow(
      /Choose an extractor/,
    );
  });
  it("fetches the translation once the transcript is ready", async () => {
    const detail = fixtureDetail("handwritten-note", "transcribe");
    const pages = [{ pageNumber: 1, language: "fr", text: "Lundi" }];
    const client = fakeClient(
      [{ state: "ready", document: detail }],
      [{ state: "processing" }, { state: "ready", translation: { document: detail, language: "fr", pages } }],
    );
    const steps: string[] = [];
    const result = await processDocument(
      client,
      new Blob(["x"]),
      "note.png",
      { action: "transcribe", translateTo: "fr" },
      { sleep: noWait, onProgress: (p) => steps.push(p.step) },
    );
    expect(client.uploads[0]?.translateTo).toBe("fr");
    expect(result.translation).toEqual(pages);
    expect(steps).toEqual(["uploading", "waiting", "translating", "processed"]);
  });
  it("keeps the transcript when the translation cannot be fetched, and says so", async () => {
    const detail = fixtureDetail("handwritten-note", "transcribe");
    const client = fakeClient([{ state: "ready", document: detail }], [new ServiceError("server_error", "Try again later.")]);
    const result = await processDocument(
      client,
      new Blob(["x"]),
      "note.png",
      { action: "transcribe", translateTo: "fr" },
      { sleep: noWait },
    );
    expect(result.translation).toBeNull();
    expect(result.translationProblem).toMatch(/translation could not be fetched \(Try again later\.\)/);
  });
  it("reports a failed document", async () => {
    const failed = { ...fixtureDetail("handwritten-note", "transcribe"), status: "failed" as const };
    await expect(
      processDocument(
        fakeClient([{ state: "ready", document: failed }]),
        new Blob(["x"]),
        "bad.pdf",
        { action: "tables" },
        { sleep: noWait },
      ),
    ).rejects.toThrow(/could not read "bad.pdf"/);
  });
});
