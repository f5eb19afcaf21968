// POST /credits/topup: success, every 422 code, 402 with a working authentication page, 429 with retry_after,
// 403 without subscription or with an invalid token. Each path is reached with one of the seeded accounts.
import { startHarness, type Harness } from "./helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
beforeEach(() => h.services.reset());

function topUp(amount: string | undefined, token: string | null = "dev-token"): ReturnType<Harness["json"]> {
  const form = new FormData();
  if (amount !== undefined) form.append("amount", amount);
  return h.json("/credits/topup", { method: "POST", token, body: form });
}

test("200: credits bought with the saved card", async () => {
  const r = await topUp("100");
  expect(r.status).toBe(200);
  expect(r.body).toEqual({ success: true, credits_purchased: 100, new_balance: 1100, amount_charged: "$5.00" });
  expect((await h.json("/users/me")).body.balance).toBe(1100);
});

test("the exact plan minimum is a valid amount although it is no multiple of 100", async () => {
  expect((await topUp("50")).body).toMatchObject({ success: true, credits_purchased: 50, amount_charged: "$2.50" });
});

test.each([["150"], ["0"], ["-100"], ["12.5"], ["lots"], [""], [undefined]])("422 amount_not_multiple_of_100 for %p", async (amount) => {
  const r = await topUp(amount);
  expect(r.status).toBe(422);
  expect(r.body).toMatchObject({ code: "amount_not_multiple_of_100", message: expect.any(String) });
});

test("422 amount_below_minimum with min_amount for a plan whose minimum is 250", async () => {
  for (const amount of ["100", "200"]) {
    const r = await topUp(amount, "dev-token-pro");
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: "amount_below_minimum", min_amount: 250 });
  }
  expect((await topUp("250", "dev-token-pro")).body).toMatchObject({ success: true, credits_purchased: 250, amount_charged: "$10.00" });
});

test("422 no_payment_method", async () => {
  const r = await topUp("100", "dev-token-nocard");
  expect(r.status).toBe(422);
  expect(r.body).toMatchObject({ code: "no_payment_method" });
});

test.each([
  ["dev-token-declined", "card_declined"],
  ["dev-token-nofunds", "insufficient_funds"],
])("422 payment_failed for %s with decline_code %s", async (token, declineCode) => {
  const r = await topUp("100", token);
  expect(r.status).toBe(422);
  expect(r.body).toMatchObject({ code: "payment_failed", decline_code: declineCode });
  expect((await h.json("/users/me", { token })).body.balance).toBe(100);
});

test("429 with retry_after after a successful purchase, allowed again 5 minutes later", async () => {
  const first = await topUp("100");
  expect(first.status).toBe(200);
  const boughtAt = h.services.clock.now();
  const again = await topUp("200");
  expect(again.status).toBe(429);
  expect(again.body).toMatchObject({ code: "topup_too_frequent", retry_after: new Date(boughtAt + 300_000).toISOString() });
  expect(again.headers.get("retry-after")).toBe("300");
  h.advance(299_000);
  expect((await topUp("200")).status).toBe(429);
  h.advance(1_000);
  expect((await topUp("200")).body).toMatchObject({ success: true, new_balance: 1300 });
});

test("a failed purchase does not start the 5-minute window", async () => {
  expect((await topUp("150")).status).toBe(422);
  expect((await topUp("100")).status).toBe(200);
});

test("402 with authentication_url; after the cardholder confirms, the retry succeeds", async () => {
  const first = await topUp("200", "dev-token-3ds");
  expect(first.status).toBe(402);
  expect(first.body).toMatchObject({
    code: "authentication_required",
    authentication_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/payments\/authenticate\//),
  });
  const url = first.body.authentication_url as string;

  const page = await fetch(url);
  expect(page.status).toBe(200);
  expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(await page.text()).toContain("200 credits");

  // Retrying before confirming asks again.
  expect((await topUp("200", "dev-token-3ds")).status).toBe(402);

  const confirm = await fetch(url, { method: "POST", body: new URLSearchParams({ decision: "approve" }) });
  expect(await confirm.text()).toContain("Authentication complete");
  const retry = await topUp("200", "dev-token-3ds");
  expect(retry.status).toBe(200);
  expect(retry.body).toMatchObject({ success: true, credits_purchased: 200, new_balance: 300 });
});

test("402 again when the cardholder fails the authentication", async () => {
  const url = (await topUp("100", "dev-token-3ds")).body.authentication_url as string;
  await fetch(url, { method: "POST", body: new URLSearchParams({ decision: "fail" }) });
  const retry = await topUp("100", "dev-token-3ds");
  expect(retry.status).toBe(402);
  expect(retry.body.authentication_url).not.toBe(url);
  expect((await fetch("http://" + new URL(url).host + "/payments/authenticate/pi_unknown")).status).toBe(404);
});

test("403 without an active subscription", async () => {
  const r = await topUp("100", "dev-token-free");
  expect(r.status).toBe(403);
  expect(r.body).toMatchObject({ code: "no_active_subscription" });
});

test("403 with an invalid token (the spec's exception to 401); 401 without one", async () => {
  const invalid = await topUp("100", "not-a-token");
  expect(invalid.status).toBe(403);
  expect(invalid.body).toMatchObject({ code: "invalid_token" });
  expect((await topUp("100", null)).status).toBe(401);
});

test("the body may also be urlencoded", async () => {
  const r = await h.json("/credits/topup", { method: "POST", body: new URLSearchParams({ amount: "100" }) });
  expect(r.status).toBe(200);
});
