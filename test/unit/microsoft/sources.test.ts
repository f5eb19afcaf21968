// The Microsoft 365 sources' plain logic: what may be chosen (type and size from the metadata), the origin a
// chosen file keeps and its label, and fetching the bytes again (a deleted file says so).
import { GraphClient } from "../../../src/graph";
import {
  attachmentEntries,
  driveEntries,
  driveOrigin,
  fetchOrigin,
  folderPathOf,
  mailOrigin,
  messageEntries,
  originLabel,
  selectable,
  downloadChosen,
} from "../../../src/microsoft/sources";

const MB = 1024 * 1024;

test("a PDF or TIFF over 20 MB is selectable, to choose its pages from, up to 200 MB (issue 35, item 8)", () => {
  expect(selectable("big.tiff", "image/tiff", 21 * MB)).toEqual({ ok: true });
  expect(selectable("archive", "application/pdf", 120 * MB)).toEqual({ ok: true });
  expect(selectable("over.pdf", undefined, 20.3 * MB)).toEqual({ ok: true });
  expect(selectable("archive.pdf", undefined, 250 * MB)).toEqual({
    ok: false,
    reason:
      "250 MB: a PDF or TIFF can be up to 200 MB here, to choose the pages to send (the service takes up to 20 MB at a time). Split it into smaller files first.",
  });
});

test("only the service's types, up to 20 MB, are selectable", () => {
  expect(selectable("invoice.PDF", undefined, 1000)).toEqual({ ok: true });
  expect(selectable("photo", "image/heic", 1000)).toEqual({ ok: true });
  expect(selectable("notes.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", 10)).toMatchObject({
    ok: false,
    reason: /Not a PDF/,
  });
  expect(selectable("big.png", "image/png", 21 * MB)).toEqual({
    ok: false,
    reason: "21 MB: the service takes pictures up to 20 MB. Reduce its resolution first.",
  });
  expect(selectable("exact.jpg", undefined, 20 * MB)).toEqual({ ok: true });
  // Just over the limit keeps its decimal, so it never reads as "20 MB" against a 20 MB limit.
  expect(selectable("over.gif", undefined, 20.3 * MB)).toEqual({
    ok: false,
    reason: "20.3 MB: the service takes pictures up to 20 MB. Reduce its resolution first.",
  });
  expect(selectable("empty.png", undefined, 0)).toMatchObject({ ok: false });
});

test("drive items become folders first, then files, with shared items pointing into their own drive", () => {
  const entries = driveEntries([
    {
      id: "f1",
      name: "invoice-03.pdf",
      size: 100,
      file: { mimeType: "application/pdf" },
      parentReference: { driveId: "me", path: "/drive/root:/Scans/2026" },
    },
    { id: "d1", name: "2026", folder: { childCount: 3 }, parentReference: { driveId: "me", path: "/drive/root:/Scans" } },
    {
      id: "s1",
      name: "shared.png",
      remoteItem: {
        id: "r1",
        size: 5,
        file: { mimeType: "image/png" },
        parentReference: { driveId: "other", path: "/drives/other/root:/Team%20Scans" },
      },
    },
    { id: "x", name: "readme.txt", size: 5, file: { mimeType: "text/plain" }, parentReference: { driveId: "me" } },
  ]);
  expect(entries.map((e) => [e.kind, e.name, e.driveId, e.itemId, e.folderPath, e.selectable.ok])).toEqual([
    ["folder", "2026", "me", "d1", "Scans", true],
    ["file", "invoice-03.pdf", "me", "f1", "Scans/2026", true],
    ["file", "readme.txt", "me", "x", "", false],
    ["file", "shared.png", "other", "r1", "Team Scans", true],
  ]);
  expect(folderPathOf("/drive/root:")).toBe("");
});

test("origins and their labels on the row", () => {
  const [file] = driveEntries([
    { id: "f1", name: "invoice-03.pdf", size: 1, file: {}, parentReference: { driveId: "me", path: "/drive/root:/Scans/2026" } },
  ]);
  const origin = driveOrigin("onedrive", file!, ["Files.Read"]);
  expect(origin).toEqual({
    kind: "onedrive",
    label: "Scans/2026/invoice-03.pdf",
    ref: { driveId: "me", itemId: "f1" },
    scopes: ["Files.Read"],
  });
  expect(originLabel(origin)).toBe("From OneDrive: Scans/2026/invoice-03.pdf");
  expect(originLabel({ ...origin, kind: "sharepoint", label: "Documents/a.pdf" })).toBe("From SharePoint: Documents/a.pdf");
  const [message] = messageEntries([
    {
      id: "m1",
      subject: "Invoice March",
      from: { emailAddress: { name: "J. Rivera", address: "j@x.test" } },
      receivedDateTime: "2026-03-01T10:00:00Z",
    },
  ]);
  const mail = mailOrigin(message!, "a1");
  expect(originLabel(mail)).toBe("From mail: Invoice March, J. Rivera");
  expect(mail).toMatchObject({ ref: { messageId: "m1", attachmentId: "a1" }, scopes: ["Mail.Read"] });
});

test("messages newest first; only file attachments, each checked", () => {
  const list = messageEntries([
    { id: "old", subject: "Old", receivedDateTime: "2026-01-01T00:00:00Z" },
    { id: "new", subject: "", receivedDateTime: "2026-02-01T00:00:00Z", from: { emailAddress: { address: "a@b.test" } } },
  ]);
  expect(list.map((m) => [m.id, m.subject, m.sender])).toEqual([
    ["new", "(no subject)", "a@b.test"],
    ["old", "Old", "unknown sender"],
  ]);
  const attachments = attachmentEntries([
    { id: "1", name: "scan.jpg", contentType: "image/jpeg", size: 10 },
    { id: "2", name: "logo.png", contentType: "image/png", size: 10, isInline: true },
    { id: "3", name: "forwarded", "@odata.type": "#microsoft.graph.itemAttachment" },
    { id: "4", name: "terms.docx", size: 10 },
  ]);
  expect(attachments.map((a) => [a.id, a.selectable.ok])).toEqual([
    ["1", true],
    ["4", false],
  ]);
});

describe("fetching again", () => {
  const graph = (routes: Record<string, Response | (() => Response)>): { client: GraphClient; urls: string[] } => {
    const urls: string[] = [];
    const client = new GraphClient({
      baseUrl: "https://graph.test/v1.0",
      token: async () => "t",
      fetch: (async (input: RequestInfo | URL) => {
        const url = decodeURIComponent(String(input));
        urls.push(url);
        const key = Object.keys(routes).find((k) => url.includes(k));
        const route = key === undefined ? new Response("{}", { status: 404 }) : routes[key]!;
        return typeof route === "function" ? route() : route;
      }) as typeof fetch,
    });
    return { client, urls };
  };
  const origin = { kind: "onedrive" as const, label: "Scans/a.pdf", ref: { driveId: "me", itemId: "f1" }, scopes: ["Files.Read"] };

  test("a drive file: metadata first, then the content", async () => {
    const { client, urls } = graph({
      "items/f1/content": () => new Response("%PDF-1.4 x"),
      "items/f1?": () => new Response(JSON.stringify({ id: "f1", name: "a.pdf", size: 10, file: {} })),
    });
    const blob = await fetchOrigin(client, origin);
    expect(await blob.text()).toBe("%PDF-1.4 x");
    expect(urls.map((u) => u.replace(/\?.*/, ""))).toEqual([
      "https://graph.test/v1.0/drives/me/items/f1",
      "https://graph.test/v1.0/drives/me/items/f1/content",
    ]);
  });

  test("a deleted file says so; one grown over what may be chosen is not downloaded", async () => {
    const deleted = graph({
      "items/f1": () => new Response(JSON.stringify({ error: { code: "itemNotFound", message: "" } }), { status: 404 }),
    });
    await expect(fetchOrigin(deleted.client, origin)).rejects.toMatchObject({
      kind: "not_found",
      message: expect.stringMatching(/deleted or moved/),
    });
    const grown = graph({ "items/f1": () => new Response(JSON.stringify({ id: "f1", name: "a.pdf", size: 300 * MB, file: {} })) });
    await expect(fetchOrigin(grown.client, origin)).rejects.toThrow(
      "a.pdf: 300 MB: a PDF or TIFF can be up to 200 MB here, to choose the pages to send (the service takes up to 20 MB at a time). Split it into smaller files first.",
    );
    expect(grown.urls).toHaveLength(1);
  });

  test("a chosen PDF over 20 MB is downloaded and kept, to have its pages chosen; a picture that size is refused (issue 35, item 8)", async () => {
    const big = (head: string): Blob => new Blob([head, new Uint8Array(21 * MB)]);
    const { client } = graph({
      "items/f1/content": () => new Response(big("%PDF-1.7\n")),
      "items/f1?": () => new Response(JSON.stringify({ id: "f1", name: "a.pdf", size: 21 * MB, file: {} })),
      "items/f2/content": () => new Response(big("\x89PNG\r\n")),
      "items/f2?": () => new Response(JSON.stringify({ id: "f2", name: "b.png", size: 21 * MB, file: {} })),
    });
    const png = { ...origin, label: "Scans/b.png", ref: { driveId: "me", itemId: "f2" } };
    const [pdf, picture] = await downloadChosen(client, [
      { name: "a.pdf", origin },
      { name: "b.png", origin: png },
    ]);
    expect(pdf).toMatchObject({ ok: true, input: { name: "a.pdf", origin } });
    expect(pdf?.ok && pdf.input.file.size).toBeGreaterThan(20 * MB);
    expect(picture).toEqual({
      ok: false,
      name: "b.png",
      problem: "b.png: 21 MB: the service takes pictures up to 20 MB. Reduce its resolution first.",
    });
  });

  test("a mail attachment: its $value", async () => {
    const { client, urls } = graph({ "attachments/a1/$value": () => new Response("GIF89a") });
    const blob = await fetchOrigin(client, {
      kind: "mail",
      label: "x",
      ref: { messageId: "m1", attachmentId: "a1" },
      scopes: ["Mail.Read"],
    });
    expect(await blob.text()).toBe("GIF89a");
    expect(urls).toEqual(["https://graph.test/v1.0/me/messages/m1/attachments/a1/$value"]);
  });
});
