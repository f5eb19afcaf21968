// Webhooks: the result JSON posted to the upload's webhook_url (or the account's), signed with HMAC-SHA256 of
// the raw body in X-Signature (lowercase hex), retried with doubling delays until a 2xx or the last attempt.
import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { signWebhook } from "../../dev/emulator/index";
import { expected, fixture, png, startHarness, type Harness, type Json } from "./helpers";

interface Received {
  headers: Record<string, string | string[] | undefined>;
  raw: Buffer;
  body: Json;
}

/** A webhook receiver on 127.0.0.1:0 answering each request with the next status of `answers` (then 200). */
class Receiver {
  readonly received: Received[] = [];
  answers: number[] = [];
  private server!: Server;
  url = "";

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const raw = Buffer.concat(chunks);
        this.received.push({ headers: req.headers, raw, body: JSON.parse(raw.toString("utf8")) as Json });
        res.writeHead(this.answers.shift() ?? 200).end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
    return this;
  }

  async waitFor(count: number): Promise<Received[]> {
    const deadline = Date.now() + 3000;
    while (this.received.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(this.received).toHaveLength(count);
    return this.received;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const SECRET = "test-webhook-secret";
let h: Harness;
let receiver: Receiver;
beforeAll(async () => {
  h = await startHarness({ webhookSecret: SECRET, webhookRetryMs: 100, webhookMaxAttempts: 3 });
});
afterAll(() => h.close());
beforeEach(async () => {
  h.services.reset();
  receiver = await new Receiver().start();
});
afterEach(() => receiver.close());

async function deliveries(): Promise<Json[]> {
  return ((await (await h.control("/webhooks")).json()) as { deliveries: Json[] }).deliveries;
}

/** Waits until the emulator has recorded `attempts` attempts of its first delivery. */
async function attemptsRecorded(attempts: number): Promise<Json> {
  const deadline = Date.now() + 3000;
  for (;;) {
    const [d] = await deliveries();
    if ((d?.attempts as unknown[] | undefined)?.length === attempts || Date.now() > deadline) return d!;
    await new Promise((r) => setTimeout(r, 10));
  }
}

test("on completion the detail JSON is posted to the upload's webhook_url, signed", async () => {
  const id = await h.uploaded(
    { action: "transcribe", webhook_url: receiver.url },
    { name: "note.png", bytes: fixture("handwritten-note.png") },
  );
  h.finishProcessing();
  const [hook] = await receiver.waitFor(1);
  expect(hook!.headers["content-type"]).toBe("application/json");
  expect(hook!.headers["x-webhook-event"]).toBe("document.processed");
  expect(hook!.headers["x-signature"]).toBe(createHmac("sha256", SECRET).update(hook!.raw).digest("hex"));
  expect(hook!.headers["x-signature"]).toBe(signWebhook(SECRET, hook!.raw));
  expect(hook!.body).toMatchObject({
    event: "document.processed",
    action: "transcribe",
    document: { id, status: "processed", file_name: "note.png" },
  });
  expect((hook!.body.document as Json).results).toEqual(expected("handwritten-note.png").transcribe);
  expect(hook!.body.document).toEqual((await h.json(`/documents/${id}`)).body);
});

test("a wrong secret does not verify (the signature covers the exact bytes)", async () => {
  await h.uploaded({ action: "transcribe", webhook_url: receiver.url }, png());
  h.finishProcessing();
  const [hook] = await receiver.waitFor(1);
  expect(signWebhook("another-secret", hook!.raw)).not.toBe(hook!.headers["x-signature"]);
  const tampered = Buffer.from(hook!.raw.toString("utf8").replace("processed", "processed "));
  expect(signWebhook(SECRET, tampered)).not.toBe(hook!.headers["x-signature"]);
});

test("the account-wide webhook address is used when the upload has none; the upload's takes precedence", async () => {
  const other = await new Receiver().start();
  try {
    const account = h.services.accounts.byApiToken("dev-token")!;
    await h.control(`/accounts/${account.id}`, "PATCH", { webhook_url: other.url });
    await h.uploaded({ action: "tables" }, png());
    await h.uploaded({ action: "tables", webhook_url: receiver.url }, png());
    h.finishProcessing();
    expect((await other.waitFor(1))[0]!.body.action).toBe("tables");
    await receiver.waitFor(1);
  } finally {
    await other.close();
  }
});

test("a failed document sends document.failed", async () => {
  await h.uploaded({ action: "transcribe", webhook_url: receiver.url }, png("unreadable.png"));
  h.finishProcessing();
  const [hook] = await receiver.waitFor(1);
  expect(hook!.body).toMatchObject({ event: "document.failed", document: { status: "failed", results: [] } });
});

test("a translation sends its own webhook after the transcription's", async () => {
  await h.uploaded({ action: "transcribe", translate_to: "fr", webhook_url: receiver.url }, png());
  h.finishProcessing();
  const hooks = await receiver.waitFor(2);
  // Sent in that order (the two requests may arrive either way round).
  expect((await deliveries()).map((d) => d.event === "document.processed" && JSON.parse(d.body as string).action)).toEqual([
    "transcribe",
    "translate",
  ]);
  const translation = hooks.find((x) => x.body.action === "translate")!;
  expect(((translation.body.document as Json).results as Json[])[0]).toMatchObject({ language: "fr" });
});

test("a failing receiver is retried with doubling delays on the emulator clock, same delivery id", async () => {
  receiver.answers = [500, 503];
  await h.uploaded({ action: "transcribe", webhook_url: receiver.url }, png());
  h.finishProcessing();
  await receiver.waitFor(1);
  await attemptsRecorded(1);
  h.advance(99);
  await new Promise((r) => setTimeout(r, 50));
  expect(receiver.received).toHaveLength(1);
  h.advance(1); // first retry after 100 ms
  await receiver.waitFor(2);
  await attemptsRecorded(2);
  h.advance(200); // second retry after 200 ms
  const hooks = await receiver.waitFor(3);
  expect(hooks.map((x) => x.headers["x-webhook-attempt"])).toEqual(["1", "2", "3"]);
  expect(new Set(hooks.map((x) => x.headers["x-webhook-id"])).size).toBe(1);
  const d = await attemptsRecorded(3);
  expect(d).toMatchObject({ state: "delivered", attempts: [{ status: 500 }, { status: 503 }, { status: 200 }] });
});

test("delivery gives up after the last attempt", async () => {
  receiver.answers = [500, 500, 500, 500];
  await h.uploaded({ action: "transcribe", webhook_url: receiver.url }, png());
  h.finishProcessing();
  await attemptsRecorded(1);
  h.advance(100);
  await attemptsRecorded(2);
  h.advance(200);
  const d = await attemptsRecorded(3);
  h.advance(10_000);
  await new Promise((r) => setTimeout(r, 50));
  expect(receiver.received).toHaveLength(3);
  expect(d.state).toBe("failed");
});

test("an unreachable receiver counts as a failed attempt", async () => {
  const url = receiver.url;
  await receiver.close();
  await h.uploaded({ action: "transcribe", webhook_url: url }, png());
  h.finishProcessing();
  const d = await attemptsRecorded(1);
  expect(d).toMatchObject({ state: "pending", attempts: [{ status: 0, error: expect.any(String) }] });
  receiver = await new Receiver().start(); // for afterEach
});
