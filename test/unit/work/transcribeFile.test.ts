import type { ServiceClient } from "../../../src/api/client";
import { ServiceError } from "../../../src/api/errors";
import type { DocumentDetail, DocumentPoll } from "../../../src/api/types";
import { transcribeFile, type TranscriptionProgress } from "../../../src/work/transcribeFile";

const processed = (status: DocumentDetail["status"]): DocumentPoll => ({
  state: "ready",
  document: {
    id: "d1",
    fileName: "a.png",
    action: "transcribe",
    pageCount: 1,
    status,
    automaticallyDeletedAt: null,
    createdAt: null,
    updatedAt: null,
    transcriptPages: [{ pageNumber: 1, transcript: "hi" }],
    tablesPages: [],
    extractorPages: [],
    thumbnails: [],
    rawResults: [],
  },
});

function fakeClient(polls: DocumentPoll[]) {
  const uploadDocument = jest.fn(async () => ({ id: "d1", status: "queued" as const }));
  const getDocument = jest.fn(async () => polls.shift() ?? processed("processed"));
  return { client: { uploadDocument, getDocument } as unknown as ServiceClient, uploadDocument, getDocument };
}

const noSleep = async (): Promise<void> => undefined;

describe("transcribeFile", () => {
  it("uploads once, waits through 202s and queued states, and returns the processed document", async () => {
    const { client, uploadDocument, getDocument } = fakeClient([{ state: "processing" }, processed("queued"), processed("processed")]);
    const progress: TranscriptionProgress["step"][] = [];
    const doc = await transcribeFile(client, new Blob(["x"]), "a.png", { sleep: noSleep, onProgress: (p) => progress.push(p.step) });
    expect(doc.transcriptPages[0]?.transcript).toBe("hi");
    expect(uploadDocument).toHaveBeenCalledTimes(1);
    expect(getDocument).toHaveBeenCalledTimes(3);
    expect(progress).toEqual(["uploading", "waiting", "processed"]);
  });

  it("explains a document the service could not read", async () => {
    const { client } = fakeClient([processed("failed")]);
    await expect(transcribeFile(client, new Blob(["x"]), "scan.pdf", { sleep: noSleep })).rejects.toThrow(/could not read "scan.pdf"/);
  });

  it("stops waiting when cancelled", async () => {
    const { client } = fakeClient([{ state: "processing" }]);
    const abort = new AbortController();
    abort.abort();
    await expect(transcribeFile(client, new Blob(["x"]), "a.png", { signal: abort.signal })).rejects.toBeInstanceOf(ServiceError);
  });
});
