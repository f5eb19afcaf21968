// The service client's errors in the UI's language: with the German core catalog installed (as the pane does
// before its first screen), a refused upload, the rate limit, a declined top-up and a network failure read in
// German, with German plurals and numbers, while the error kinds stay the same in every language.
import { ServiceClient } from "../../../src/api/client";
import { staticToken } from "../../../src/api/credentials";
import { ServiceError } from "../../../src/api/errors";
import { errorFromResponse } from "../../../src/api/responseErrors";
import germanCore from "../../../src/i18n/catalogs/de/core";
import englishCore from "../../../src/i18n/catalogs/en/core";
import englishDialogs from "../../../src/i18n/catalogs/en/dialogs.part";
import englishViews from "../../../src/i18n/catalogs/en/views";
import { installMessages } from "../../../src/i18n/messages";

const json = (body: unknown): string => JSON.stringify(body);

beforeEach(() => installMessages({ language: "de", locale: "de-DE", dir: "ltr" }, germanCore));
afterEach(() => installMessages({ language: "en", locale: "en", dir: "ltr" }, { ...englishCore, ...englishViews, ...englishDialogs }));

test("an upload refused for lack of credits says so in German, with German plurals", () => {
  const error = errorFromResponse(403, new Headers(), json({ page_count: 1203, balance: 1 }), { operation: "upload" });
  expect(error.kind).toBe("insufficient_credits");
  expect(error.message).toBe(
    "Diese Datei hat 1.203 Seiten, Ihr Guthaben beträgt aber 1 Seitenguthaben. Kaufen Sie Guthaben, und laden Sie die Datei dann erneut hoch.",
  );
});

test("the rate limit says how long to wait, in seconds or minutes", () => {
  const seconds = errorFromResponse(429, new Headers({ "Retry-After": "1" }), "", { operation: "list" });
  expect(seconds.kind).toBe("rate_limited");
  expect(seconds.message).toBe("Der Dienst ist mit den Anfragen dieses Kontos ausgelastet. Versuchen Sie es in 1 Sekunde erneut.");
  const minutes = errorFromResponse(429, new Headers({ "Retry-After": "240" }), "", { operation: "list" });
  expect(minutes.message).toMatch(/in 4 Minuten erneut\.$/);
});

test("a declined card names the bank's reason; an unknown reason is shown as the bank sent it", () => {
  const declined = errorFromResponse(422, new Headers(), json({ code: "payment_failed", decline_code: "card_declined" }), {
    operation: "topup",
  });
  expect(declined.kind).toBe("payment_failed");
  expect(declined.message).toMatch(/^Die Zahlung ist nicht durchgegangen: Die Bank hat die Karte abgelehnt\./);
  const other = errorFromResponse(422, new Headers(), json({ code: "payment_failed", decline_code: "do_not_honor" }), {
    operation: "topup",
  });
  expect(other.message).toMatch(/^Die Zahlung ist nicht durchgegangen: do not honor\./);
});

test("a network failure during a read, and during an upload, in German", async () => {
  const down = (async () => {
    throw new TypeError("fetch failed");
  }) as unknown as typeof fetch;
  const client = new ServiceClient({
    baseUrl: "https://svc.test/v3",
    credentials: staticToken("tok"),
    fetch: down,
    pacing: { requestsPerSecond: 10_000, burst: 100 },
    retry: { baseDelayMs: 1, maxDelayMs: 2 },
  });
  const read = await client.getCurrentUser().catch((e: unknown) => e);
  expect(read).toBeInstanceOf(ServiceError);
  expect(read).toMatchObject({
    kind: "network",
    message: "Der Transkriptionsdienst ist nicht erreichbar. Prüfen Sie Ihre Internetverbindung, und versuchen Sie es erneut.",
  });
  const sent = await client.uploadDocument({ action: "transcribe", file: new Blob(["x"]), fileName: "a.png" }).catch((e: unknown) => e);
  expect(sent).toMatchObject({ kind: "unknown_outcome", message: expect.stringMatching(/^Die Verbindung ist beim Hochladen abgebrochen/) });
});
