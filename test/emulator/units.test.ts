// Module-level checks that need no server: configuration from the environment, file sniffing and page
// counting, the clock, and that make-fixtures.ts remakes the committed fixtures byte for byte.
import { execFile } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { EmulatorClock, isoMicros, parseIsoMicros, Stamper } from "../../dev/emulator/clock";
import { configFromEnv, ConfigError, parseOAuthClients } from "../../dev/emulator/config";
import { countPages, sniff } from "../../dev/emulator/files";
import { heicHeader, multiPageTiff, plainImage, scannedPage, simplePdf, tinyGif } from "../../dev/emulator/samples";
import { dagPdf, loopingTiff, objectStreamBomb } from "../../dev/pagesWorker/hostileFiles";
import { fixture, FIXTURES } from "./helpers";

describe("configFromEnv", () => {
  test("documented defaults", () => {
    expect(configFromEnv({})).toMatchObject({
      host: "127.0.0.1",
      port: 4010,
      tokens: ["dev-token", "dev-token-2"],
      processingMs: 3000,
      rateLimit: 2,
      accessTokenTtlSeconds: 3600,
      autoApprove: false,
      oauthClients: [{ clientId: "office-addin-dev", redirectUri: "https://localhost:3000/signin-redirect.html" }],
      balance: 1000,
      webhookRetryMs: 1000,
      webhookMaxAttempts: 5,
      freezeClock: false,
    });
  });

  test("variables", () => {
    const c = configFromEnv({
      EMULATOR_PORT: "0",
      EMULATOR_TOKENS: " alpha , beta,,",
      EMULATOR_PROCESSING_MS: "50",
      EMULATOR_AUTO_APPROVE: "1",
      EMULATOR_OAUTH_CLIENTS: "zap|https://zap.example/cb",
      EMULATOR_WEBHOOK_SECRET: "s",
      EMULATOR_WEBHOOK_URL: "http://127.0.0.1:9/hook",
      EMULATOR_BALANCE: "5",
      EMULATOR_FREEZE_CLOCK: "true",
    });
    expect(c).toMatchObject({
      port: 0,
      tokens: ["alpha", "beta"],
      processingMs: 50,
      autoApprove: true,
      webhookSecret: "s",
      balance: 5,
      freezeClock: true,
    });
    expect(c.oauthClients.map((o) => o.clientId)).toEqual(["office-addin-dev", "zap"]);
  });

  test("malformed values name the variable", () => {
    expect(() => configFromEnv({ EMULATOR_PORT: "http" })).toThrow(ConfigError);
    expect(() => configFromEnv({ EMULATOR_RATE_LIMIT: "0" })).toThrow(/EMULATOR_RATE_LIMIT/);
    expect(() => configFromEnv({ EMULATOR_AUTO_APPROVE: "maybe" })).toThrow(/EMULATOR_AUTO_APPROVE/);
    expect(() => parseOAuthClients("just-an-id")).toThrow(/client_id\|redirect_uri/);
  });
});

describe("file type by content and page count", () => {
  test("each accepted type is recognised from its bytes", async () => {
    expect(sniff(await simplePdf(1))).toBe("pdf");
    expect(sniff(Buffer.concat([Buffer.from("junk before the header\n"), await simplePdf(1)]))).toBe("pdf");
    expect(sniff(plainImage("jpeg", 8, 8))).toBe("jpeg");
    expect(sniff(fixture("handwritten-note.png"))).toBe("png");
    expect(sniff(fixture("fax-two-pages.tiff"))).toBe("tiff");
    expect(sniff(Buffer.from("MM\0*\0\0\0\x08", "latin1"))).toBe("tiff");
    expect(sniff(heicHeader())).toBe("heic");
    expect(sniff(tinyGif())).toBe("gif");
    expect(sniff(Buffer.from("PK\x03\x04 a zip", "latin1"))).toBeUndefined();
    expect(sniff(Buffer.from("<html>"))).toBeUndefined();
    expect(sniff(new Uint8Array(0))).toBeUndefined();
  });

  test("PDF and TIFF pages are counted; other images are one page", async () => {
    expect(await countPages("pdf", await simplePdf(7))).toEqual({ pages: 7, readable: true });
    expect(await countPages("pdf", fixture("quarterly-report.pdf"))).toEqual({ pages: 3, readable: true });
    expect(await countPages("tiff", multiPageTiff([1, 2, 3].map((i) => scannedPage(10, 10, 1, i))))).toEqual({ pages: 3, readable: true });
    expect(await countPages("png", fixture("handwritten-note.png"))).toEqual({ pages: 1, readable: true });
  });

  test("an unparseable PDF or TIFF is one unreadable page", async () => {
    expect(await countPages("pdf", fixture("corrupt-scan.pdf"))).toEqual({ pages: 1, readable: false });
    expect(await countPages("tiff", Buffer.from("II*\0\xff\xff\xff\x7f", "latin1"))).toEqual({ pages: 1, readable: false });
  });

  // pdf-lib's own count walked every path of a shared page tree and crashed the process that also serves the
  // preview (issue 32's hostile files, uploaded): the emulator counts as the pane does, in a worker, within a budget.
  test("hostile uploads are one unreadable page, and the emulator's process goes on", async () => {
    expect(await countPages("pdf", dagPdf(40))).toEqual({ pages: 1, readable: false });
    expect(await countPages("pdf", dagPdf(20))).toEqual({ pages: 1, readable: false });
    expect(await countPages("tiff", loopingTiff())).toEqual({ pages: 1, readable: false });
    expect(await countPages("pdf", objectStreamBomb(1024 * 1024 * 1024))).toEqual({ pages: 1, readable: false });
    const pdf = await simplePdf(2);
    expect(await countPages("pdf", pdf)).toEqual({ pages: 2, readable: true });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-"); // the upload keeps its bytes
  }, 60_000);
});

describe("clock", () => {
  test("tasks run in time order when the clock is advanced; cancelled ones never", () => {
    const clock = new EmulatorClock();
    clock.setFrozen(true);
    const start = clock.now();
    const ran: string[] = [];
    clock.schedule(start + 20, () => ran.push("b"));
    clock.schedule(start + 10, () => ran.push("a"));
    const cancel = clock.schedule(start + 15, () => ran.push("x"));
    clock.schedule(start + 20, () => ran.push("c"));
    cancel();
    clock.advance(19);
    expect(ran).toEqual(["a"]);
    clock.advance(1);
    expect(ran).toEqual(["a", "b", "c"]);
    clock.stop();
  });

  test("timestamps never repeat and keep their microseconds", () => {
    const clock = new EmulatorClock();
    clock.setFrozen(true);
    const stamper = new Stamper(clock);
    const a = stamper.next();
    const b = stamper.next();
    expect(b).toBe(a + 1);
    expect(parseIsoMicros(isoMicros(b))).toBe(b);
    expect(isoMicros(1_700_000_000_123_456)).toBe("2023-11-14T22:13:20.123456Z");
    expect(parseIsoMicros("2023-11-14T22:13:20Z")).toBe(1_700_000_000_000_000);
    expect(parseIsoMicros("2023-11-14T23:13:20.5+01:00")).toBe(1_700_000_000_500_000);
    expect(parseIsoMicros("yesterday")).toBeUndefined();
    clock.stop();
  });
});

test("make-fixtures.ts remakes the committed fixtures byte for byte", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "emulator-fixtures-"));
  try {
    // Run as the script it is (drawing the note inside jest's sandbox is several times slower).
    await new Promise<void>((resolve, reject) =>
      execFile(process.execPath, [require.resolve("tsx/cli"), "dev/emulator/make-fixtures.ts", dir], { timeout: 150_000 }, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
    // Every file, the page pictures' folder included, by its path inside the folder.
    const files = (root: string): string[] =>
      (fs.readdirSync(root, { recursive: true }) as string[]).filter((n) => fs.statSync(path.join(root, n)).isFile()).sort();
    const made = files(dir);
    expect(made).toEqual(files(FIXTURES));
    for (const name of made) {
      expect(fs.readFileSync(path.join(dir, name)).equals(fs.readFileSync(path.join(FIXTURES, name)))).toBe(true);
      expect(fs.statSync(path.join(dir, name)).size).toBeLessThan(200 * 1024);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 180_000);
