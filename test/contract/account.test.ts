// Contract: the account endpoints against the emulator over real HTTP: the user, extractors, translation
// languages, and the top-up with every refusal the spec gives it, using the emulator's seeded accounts.
import { AmountBelowMinimumError, PaymentAuthenticationRequiredError, PaymentFailedError, TopUpTooSoonError } from "../../src/api/errors";
import { failure, fastClient, requestLog, reset, startFastEmulator, type Emulator } from "./helpers";

let emu: Emulator;
beforeAll(async () => {
  emu = await startFastEmulator();
});
afterAll(() => emu.close());
beforeEach(() => reset(emu));

describe("user, extractors, languages", () => {
  test("the current user, without the API token the record carries", async () => {
    const user = await fastClient(emu).getCurrentUser();
    expect(user).toMatchObject({ name: "Dev User", email: "dev@example.test", verified: true, type: "starter", balance: 1000 });
    expect(user.id).not.toBe("");
    expect(user.updatedAt).toBeInstanceOf(Date);
    expect(JSON.stringify(user)).not.toContain("dev-token");
  });

  test("extractors sorted by name, and translation languages", async () => {
    const client = fastClient(emu);
    const extractors = await client.listExtractors();
    expect(extractors.map((e) => e.name)).toEqual(["Expense Claim", "Invoice", "Patient Intake"]);
    expect(extractors.every((e) => /^[A-Za-z0-9]{10}$/.test(e.id) && e.description !== "")).toBe(true);
    const languages = await client.listTranslationLanguages();
    expect(languages).toContainEqual({ code: "fr", label: expect.any(String) });
  });

  test("401 on each of them for an unknown token", async () => {
    const client = fastClient(emu, "who-is-this");
    for (const call of [() => client.getCurrentUser(), () => client.listExtractors(), () => client.listTranslationLanguages()]) {
      expect(await failure(call())).toMatchObject({ kind: "unauthorized", status: 401 });
    }
  });
});

describe("top-up", () => {
  test("a purchase, then 429 with retry_after for the next within 5 minutes (not retried)", async () => {
    const client = fastClient(emu);
    await expect(client.topUp(100)).resolves.toEqual({ success: true, creditsPurchased: 100, newBalance: 1100, amountCharged: "$5.00" });
    expect((await client.getCurrentUser()).balance).toBe(1100);
    const error = await failure(client.topUp(100));
    expect(error).toBeInstanceOf(TopUpTooSoonError);
    const wait = ((error as TopUpTooSoonError).retryAfter?.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(290_000);
    expect(wait).toBeLessThanOrEqual(300_000);
    expect((error as TopUpTooSoonError).message).toMatch(/5 minutes/);
    const log = await requestLog(emu);
    expect(log.counters?.byRoute["POST /credits/topup"]).toBe(2);
    expect(log.counters?.topUpTooSoon).toBe(1);
  });

  test("the exact plan minimum is a valid amount although not a multiple of 100", async () => {
    await expect(fastClient(emu).topUp(50)).resolves.toMatchObject({ success: true, creditsPurchased: 50 });
  });

  test("422 amount_not_multiple_of_100", async () => {
    expect(await failure(fastClient(emu).topUp(150))).toMatchObject({ kind: "amount_not_multiple_of_100", status: 422 });
  });

  test("422 amount_below_minimum with min_amount", async () => {
    const error = await failure(fastClient(emu, "dev-token-pro").topUp(100));
    expect(error).toBeInstanceOf(AmountBelowMinimumError);
    expect((error as AmountBelowMinimumError).minAmount).toBe(250);
    expect((error as AmountBelowMinimumError).message).toMatch(/250 credits/);
  });

  test("422 no_payment_method", async () => {
    expect(await failure(fastClient(emu, "dev-token-nocard").topUp(100))).toMatchObject({ kind: "no_payment_method", status: 422 });
  });

  test("422 payment_failed with decline_code", async () => {
    const declined = await failure(fastClient(emu, "dev-token-declined").topUp(100));
    expect(declined).toBeInstanceOf(PaymentFailedError);
    expect((declined as PaymentFailedError).declineCode).toBe("card_declined");
    const empty = await failure(fastClient(emu, "dev-token-nofunds").topUp(100));
    expect(empty).toMatchObject({
      kind: "payment_failed",
      declineCode: "insufficient_funds",
      message: expect.stringMatching(/not enough funds/),
    });
  });

  test("403 without a subscription", async () => {
    expect(await failure(fastClient(emu, "dev-token-free").topUp(100))).toMatchObject({ kind: "no_subscription", status: 403 });
  });

  test("403 for an invalid token is a sign-in problem, not a subscription one", async () => {
    const error = await failure(fastClient(emu, "no-such-token").topUp(100));
    expect(error).toMatchObject({ kind: "unauthorized", status: 403 });
  });

  test("402 with authentication_url; once the cardholder confirms, the same purchase goes through", async () => {
    const client = fastClient(emu, "dev-token-3ds");
    const error = await failure(client.topUp(100));
    expect(error).toBeInstanceOf(PaymentAuthenticationRequiredError);
    const url = (error as PaymentAuthenticationRequiredError).authenticationUrl;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/payments\/authenticate\//);
    // What the user does in the dialog: confirm on the bank's page.
    const page = await fetch(url!, { method: "POST", body: new URLSearchParams({ decision: "approve" }) });
    expect(page.status).toBe(200);
    await expect(client.topUp(100)).resolves.toMatchObject({ success: true, creditsPurchased: 100, newBalance: 200 });
  });

  test("amounts that cannot be right are refused before anything is sent", async () => {
    const client = fastClient(emu);
    for (const amount of [0, -100, 1.5, Number.NaN]) {
      expect(await failure(client.topUp(amount))).toMatchObject({ kind: "invalid_parameters", status: undefined });
    }
    expect((await requestLog(emu)).counters).toBeUndefined();
  });
});
