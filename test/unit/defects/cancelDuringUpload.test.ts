// Issue 15, defect 7: cancelling during an upload reported success although deleting the arrived document
// failed (a swallowed rejection), so the document stayed on the service unnoticed.
import { ServiceClient, staticToken } from "../../../src/api";
import { BatchQueue, MemoryStorage } from "../../../src/work/batch";

test("a failed delete after the upload arrived rejects the cancellation and keeps the item", async () => {
  let releaseUpload: () => void = () => undefined;
  const uploaded = new Promise<void>((resolve) => (releaseUpload = resolve));
  const fetchImpl = (async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    const json = (status: number, body: unknown): Response =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    if (init.method === "POST") {
      await uploaded;
      return json(201, { id: "doc1", status: "queued" });
    }
    if (init.method === "DELETE") return json(500, { code: "server_error", message: "Error deleting." });
    return json(200, { documents: [], current_page: 1, last_page: 1 });
  }) as typeof fetch;
  const client = new ServiceClient({
    baseUrl: "https://service.test/v3",
    credentials: staticToken("t"),
    fetch: fetchImpl,
    pacing: { requestsPerSecond: 1000 },
    retry: { failureRetries: 0 },
  });
  const queue = await BatchQueue.open({ client, storage: new MemoryStorage(), accountId: "u" });
  const [item] = queue.add([{ file: new Blob(["%PDF-1.4"]), name: "scan.pdf" }], { action: "transcribe" });
  await new Promise((r) => setTimeout(r, 20));
  expect(queue.item(item!.id)?.state).toBe("uploading");
  const cancelled = queue.cancel(item!.id);
  releaseUpload();
  await expect(cancelled).rejects.toThrow(/still there, because deleting it failed/);
  expect(queue.item(item!.id)).toMatchObject({ state: "queued", documentId: "doc1", cancelling: false });
  queue.close();
});
