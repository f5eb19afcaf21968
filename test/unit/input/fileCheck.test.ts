import { checkFile, MAX_UPLOAD_BYTES, sniffKind } from "../../../src/input/fileCheck";

const bytes = (...values: Array<number | string>): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(values.flatMap((v) => (typeof v === "string" ? Array.from(v, (c) => c.charCodeAt(0)) : [v])));

describe("sniffKind", () => {
  it.each([
    ["pdf", bytes("%PDF-1.7")],
    ["jpeg", bytes(0xff, 0xd8, 0xff, 0xe0)],
    ["png", bytes(0x89, "PNG", 0x0d, 0x0a)],
    ["tiff", bytes("II", 42, 0)],
    ["tiff", bytes("MM", 0, 42)],
    ["gif", bytes("GIF89a")],
    ["heic", bytes(0, 0, 0, 0x18, "ftypheic")],
  ])("recognises %s by content", (kind, head) => {
    expect(sniffKind(head)).toBe(kind);
  });
  it("rejects other content", () => {
    expect(sniffKind(bytes("PK", 3, 4))).toBeNull();
    expect(sniffKind(bytes(0, 0, 0, 0x18, "ftypmp42"))).toBeNull();
    expect(sniffKind(new Uint8Array())).toBeNull();
  });
});

describe("checkFile", () => {
  it("accepts a PNG whatever its name", async () => {
    await expect(checkFile(new Blob([bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a)]))).resolves.toEqual({ ok: true, kind: "png" });
  });
  it("rejects a renamed document by its content", async () => {
    const result = await checkFile(new Blob(["Hello, this is a text file"]));
    expect(result).toMatchObject({ ok: false });
    expect(!result.ok && result.reason).toMatch(/not a PDF, JPG, PNG, TIFF, HEIC or GIF/);
  });
  it("rejects files over 20 MB and empty files, saying why", async () => {
    const big = { size: MAX_UPLOAD_BYTES + 1, slice: () => new Blob([]) } as unknown as Blob;
    const tooBig = await checkFile(big);
    expect(!tooBig.ok && tooBig.reason).toMatch(/up to 20 MB/);
    const empty = await checkFile(new Blob([]));
    expect(!empty.ok && empty.reason).toMatch(/empty/);
  });
});
