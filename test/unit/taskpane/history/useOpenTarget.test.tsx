/**
 * @jest-environment jsdom
 */
// Open in History carries the document to show: History opens it as a click on its row would (once per ask),
// asks the service for it when it is not listed, and says why when it cannot be found.
import { renderHook, waitFor } from "@testing-library/react";
import type { DocumentDetail, DocumentPoll, DocumentSummary } from "../../../../src/api/types";
import { useOpenTarget } from "../../../../src/taskpane/history/useOpenTarget";
import { documentRequest } from "../../../../src/work/history/openDocument";
import type { ViewTarget } from "../../../../src/taskpane/shell/views";

const summary = (id: string): DocumentSummary => ({ id, fileName: `${id}.pdf` }) as DocumentSummary;

function setup(listed: DocumentSummary[], getDocument: (id: string) => Promise<DocumentPoll>) {
  const opened: string[] = [];
  const failures: unknown[] = [];
  const client = { getDocument: jest.fn(getDocument) };
  const handlers = {
    listed: (id: string) => listed.find((d) => d.id === id),
    open: (d: DocumentSummary) => opened.push(d.id),
    failed: (e: unknown) => failures.push(e),
  };
  const hook = renderHook(({ target }: { target: ViewTarget | null }) => useOpenTarget(target, client, handlers), {
    initialProps: { target: null as ViewTarget | null },
  });
  return { hook, opened, failures, client };
}

describe("useOpenTarget", () => {
  it("opens a listed document once per ask, asking the service nothing", () => {
    const { hook, opened, client } = setup([summary("a")], () => Promise.reject(new Error("not asked")));
    expect(opened).toEqual([]);
    hook.rerender({ target: { documentId: "a", n: 1 } });
    hook.rerender({ target: { documentId: "a", n: 1 } });
    expect(opened).toEqual(["a"]);
    hook.rerender({ target: { documentId: "a", n: 2 } });
    expect(opened).toEqual(["a", "a"]);
    expect(client.getDocument).not.toHaveBeenCalled();
  });

  it("asks the service for a document the list does not show", async () => {
    const { hook, opened, client } = setup([], (id) => Promise.resolve({ state: "processing", document: summary(id) }));
    hook.rerender({ target: { documentId: "b", n: 1 } });
    await waitFor(() => expect(opened).toEqual(["b"]));
    expect(client.getDocument).toHaveBeenCalledWith("b", { priority: "interactive" });
  });

  it("says why when the document cannot be found", async () => {
    const gone = new Error("gone");
    const { hook, opened, failures } = setup([], () => Promise.reject(gone));
    hook.rerender({ target: { documentId: "c", n: 1 } });
    await waitFor(() => expect(failures).toEqual([gone]));
    expect(opened).toEqual([]);
  });

  it("opens a document the list does not show with one request to the service, not two", async () => {
    const detail = { ...summary("d"), transcriptPages: [], tablesPages: [], extractorPages: [] } as unknown as DocumentDetail;
    const client = { getDocument: jest.fn((): Promise<DocumentPoll> => Promise.resolve({ state: "ready", document: detail })) };
    const shown: unknown[] = [];
    const hook = renderHook(
      ({ target }: { target: ViewTarget | null }) =>
        useOpenTarget(target, client, {
          listed: () => undefined,
          // As History opens a row: the request's detail is what the result shows.
          open: (d) =>
            void documentRequest(d, undefined, client)
              .detail()
              .then((shownDetail) => shown.push(shownDetail)),
          failed: () => undefined,
        }),
      { initialProps: { target: null as ViewTarget | null } },
    );
    hook.rerender({ target: { documentId: "d", n: 1 } });
    await waitFor(() => expect(shown).toEqual([detail]));
    expect(client.getDocument).toHaveBeenCalledTimes(1);
    // Opened again later (its row clicked), it is asked for afresh: the first answer is not kept.
    await documentRequest(detail, undefined, client).detail();
    expect(client.getDocument).toHaveBeenCalledTimes(2);
  });
});
