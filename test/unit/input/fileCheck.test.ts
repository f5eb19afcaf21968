import arViews from "../../../src/i18n/catalogs/ar/views";
import deViews from "../../../src/i18n/catalogs/de/views";
import esViews from "../../../src/i18n/catalogs/es/views";
import frViews from "../../../src/i18n/catalogs/fr/views";
import { formatFileSize } from "../../../src/i18n/format";
import { installMessages } from "../../../src/i18n/messages";
import { checkChosenFile, checkFile, MAX_UPLOAD_BYTES, sniffKind, tooLargeSentence } from "../../../src/input/fileCheck";
import { installEnglish } from "../i18n/pseudoCheck";

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

describe("the sentence refusing a file for its size names the limit for its kind", () => {
  const MB = 1024 * 1024;
  /** A file of `size` bytes starting with `head` (its bytes are never read past the head). */
  const sized = (head: string, size: number): Blob =>
    ({ size, slice: () => new Blob([Uint8Array.from(head, (c) => c.charCodeAt(0))]) }) as unknown as Blob;
  const PAGES_250 =
    "The file is 250 MB; a PDF or TIFF can be up to 200 MB here, to choose the pages to send (the service takes up to 20 MB at a time). Split it into smaller files, then add them.";

  it("a PDF or TIFF over 200 MB: the 200 MB for choosing its pages, the service's 20 MB, and to split it", async () => {
    await expect(checkChosenFile(sized("%PDF-1.7", 250 * MB))).resolves.toEqual({ ok: false, reason: PAGES_250 });
    await expect(checkChosenFile(sized("II*\0", 250 * MB))).resolves.toEqual({ ok: false, reason: PAGES_250 });
    // Up to 200 MB it is taken, to choose its pages from.
    await expect(checkChosenFile(sized("%PDF-1.7", 200 * MB))).resolves.toEqual({ ok: true, kind: "pdf", overLimit: true });
  });

  it("a picture over 20 MB: the service's limit for pictures, and to reduce its resolution", async () => {
    const reason = "The picture is 25 MB; the service takes pictures up to 20 MB. Reduce its resolution, then add it again.";
    await expect(checkChosenFile(sized("\x89PNG\r\n", 25 * MB))).resolves.toEqual({ ok: false, reason });
    await expect(checkFile(sized("\xff\xd8\xff\xe0", 25 * MB))).resolves.toEqual({ ok: false, reason });
  });

  it("a PDF sent whole (its pages are not chosen): the service's 20 MB", async () => {
    await expect(checkFile(sized("%PDF-1.7", 25 * MB))).resolves.toEqual({
      ok: false,
      reason: "The file is 25 MB; the service takes files up to 20 MB. Split it or reduce its resolution.",
    });
  });

  it.each([
    ["de", "de-DE", deViews],
    ["fr", "fr", frViews],
    ["es", "es", esViews],
    ["ar", "ar", arViews],
  ] as const)("in %s too, each kind with its own limit", (language, locale, views) => {
    installMessages({ language, locale, dir: language === "ar" ? "rtl" : "ltr" }, views);
    try {
      const [big, service] = [formatFileSize(200 * MB), formatFileSize(20 * MB)];
      const pages = tooLargeSentence("pages", 250 * MB);
      expect([pages.includes(big), pages.includes(service)]).toEqual([true, true]);
      const picture = tooLargeSentence("picture", 25 * MB);
      expect([picture.includes(big), picture.includes(service)]).toEqual([false, true]);
      expect(new Set([pages, picture, tooLargeSentence("other", 25 * MB)]).size).toBe(3);
    } finally {
      installEnglish();
    }
  });
});
