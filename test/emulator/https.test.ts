// Issue 26, item 1: the emulator over HTTPS as well as plain HTTP (one state), and the absolute URLs it writes
// follow the origin a request came by. An add-in page on https://localhost that was handed plain-HTTP
// thumbnails, page links or a bank's page would have them blocked as mixed content in WebKit.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateCertificates } from "office-addin-dev-certs";
import { startEmulator, type TlsCertificate } from "../../dev/emulator/index";
import { Harness, png } from "./helpers";

/** A certificate for localhost of this test's own (the shared .certs/ may be written by another test meanwhile). */
async function certificate(): Promise<TlsCertificate> {
  const dir = mkdtempSync(join(tmpdir(), "emulator-tls-"));
  try {
    const [ca, cert, key] = ["ca.crt", "localhost.crt", "localhost.key"].map((name) => join(dir, name)) as [string, string, string];
    await generateCertificates(ca, cert, key, 1, ["localhost", "127.0.0.1"]);
    return { ca: readFileSync(ca), cert: readFileSync(cert), key: readFileSync(key) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let h: Harness;
let tls: TlsCertificate;
let secure: string;

beforeAll(async () => {
  tls = await certificate();
  h = new Harness(await startEmulator({ port: 0, httpsPort: 0, rateLimit: 10000, processingMs: 1000, freezeClock: true }, { tls }));
  secure = h.emu.secure!.origin;
});
afterAll(() => h.close());

/** A request over HTTPS that trusts the development certificate's authority, as a browser that accepted it does. */
function overHttps(
  path: string,
  init: { method?: string; token?: string; form?: URLSearchParams } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const body = init.form?.toString();
  return new Promise((resolve, reject) => {
    const req = request(
      `${secure}${path}`,
      {
        method: init.method ?? "GET",
        ca: tls.ca ?? tls.cert,
        headers: {
          Accept: "application/json",
          ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
          ...(body ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
        },
      },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString("utf8")));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test("serves HTTPS on localhost beside plain HTTP on 127.0.0.1, with the same accounts and documents", async () => {
  expect(h.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(secure).toMatch(/^https:\/\/localhost:\d+$/);
  const id = await h.uploaded({ action: "transcribe" }, png());
  const r = await overHttps(`/v3/documents/${id}`, { token: "dev-token" });
  expect(r.status).toBe(202);
  expect(r.body.id).toBe(id);
});

test("thumbnails and page links follow the scheme and host the request came by", async () => {
  const id = await h.uploaded({ action: "transcribe" }, png());
  await h.uploaded({ action: "transcribe" }, png("second.png", 2));
  h.finishProcessing();
  const detail = await overHttps(`/v3/documents/${id}`, { token: "dev-token" });
  const thumbnails = detail.body.thumbnails as Array<{ url: string }>;
  expect(thumbnails[0]!.url).toBe(`${secure}/v3/document/${id}/image-1.jpg`);
  const page = await overHttps("/v3/documents?per_page=1", { token: "dev-token" });
  expect(page.body.next_page_url).toMatch(new RegExp(`^${secure}/v3/documents\\?`));
  // The same over plain HTTP: plain addresses, for curl and scripts.
  const plain = await h.json("/documents?per_page=1");
  expect(plain.body.next_page_url).toMatch(new RegExp(`^${h.origin}/v3/documents\\?`));
});

test("a 3-D Secure top-up's bank page and the OAuth metadata are on the HTTPS origin when asked over HTTPS", async () => {
  const r = await overHttps("/v3/credits/topup", { method: "POST", token: "dev-token-3ds", form: new URLSearchParams({ amount: "100" }) });
  expect(r.status).toBe(402);
  expect(r.body.authentication_url).toMatch(new RegExp(`^${secure}/payments/authenticate/`));
  const metadata = await overHttps("/.well-known/oauth-authorization-server");
  expect(metadata.body.issuer).toBe(secure);
  expect(metadata.body.token_endpoint).toBe(`${secure}/oauth/token`);
});
