// Whether a selection's source can still be opened, and the pane's sentences for it (issue 33).
import { ServiceError } from "../../../../src/api/errors";
import type { DocumentPoll, DocumentSummary } from "../../../../src/api/types";
import { fromSentence, sourceState, sourceStates, stateSentence } from "../../../../src/work/provenance/sourceState";

const summary = (deleteAt: Date | null): DocumentSummary => ({
  id: "d",
  fileName: "invoice.pdf",
  action: "tables",
  pageCount: 2,
  status: "processing",
  automaticallyDeletedAt: deleteAt,
  createdAt: null,
  updatedAt: null,
});
const now = new Date("2026-12-05T00:00:00Z");

test("there, deleted at its date, gone, another account's, unknown", async () => {
  const poll = (at: Date | null) => async (): Promise<DocumentPoll> => ({ state: "processing", document: summary(at) });
  await expect(sourceState(poll(null), "d", now)).resolves.toEqual({ kind: "available", thumbnails: [] });
  await expect(sourceState(poll(new Date("2026-12-09T00:00:00Z")), "d", now)).resolves.toEqual({ kind: "available", thumbnails: [] });
  const past = new Date("2026-12-03T10:00:00Z");
  await expect(sourceState(poll(past), "d", now)).resolves.toEqual({ kind: "deleted", on: past });
  const failing = (error: Error) => async (): Promise<DocumentPoll> => {
    throw error;
  };
  await expect(sourceState(failing(new ServiceError("not_found", "x", { status: 404 })), "d")).resolves.toEqual({
    kind: "deleted",
    on: null,
  });
  await expect(sourceState(failing(new ServiceError("forbidden", "x", { status: 403 })), "d")).resolves.toEqual({ kind: "elsewhere" });
  await expect(sourceState(failing(new ServiceError("unauthorized", "x", { status: 401 })), "d")).resolves.toEqual({ kind: "elsewhere" });
  await expect(sourceState(failing(new Error("offline")), "d")).resolves.toEqual({ kind: "unknown" });
});

test("asks once per document", async () => {
  const get = jest.fn(async (): Promise<DocumentPoll> => ({ state: "processing" }));
  const states = sourceStates(get);
  await Promise.all([states("a"), states("a"), states("b")]);
  expect(get).toHaveBeenCalledTimes(2);
});

test("says the file, page, table and date; the deletion with its date", () => {
  const found = {
    source: { documentId: "d", fileName: "invoice.pdf", action: "tables" },
    insertedAt: "2026-11-27T10:00:00Z",
    page: 2,
    pages: [1, 2],
    table: 1,
    areaKey: "k",
  };
  expect(fromSentence(found)).toBe("From invoice.pdf, page 2 (table 1), inserted Nov 27, 2026.");
  expect(fromSentence({ ...found, table: null })).toBe("From invoice.pdf, page 2, inserted Nov 27, 2026.");
  expect(fromSentence({ ...found, page: null })).toBe("From invoice.pdf, pages 1–2, inserted Nov 27, 2026.");
  expect(stateSentence({ kind: "deleted", on: new Date("2026-12-03T10:00:00Z") })).toBe(
    "The source was deleted on Dec 3, 2026; its text is what was inserted.",
  );
  expect(stateSentence({ kind: "available", thumbnails: [] })).toBeNull();
});
