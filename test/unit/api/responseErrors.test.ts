// Error mapping: one kind per meaning the spec gives a status on each operation, with the extra fields,
// bodies that are not JSON, and messages that never carry a token.
import {
  AmountBelowMinimumError,
  InvalidParametersError,
  PaymentAuthenticationRequiredError,
  PaymentFailedError,
  RateLimitedError,
  TopUpTooSoonError,
} from "../../../src/api/errors";
import { parseRetryAfter, readErrorBody } from "../../../src/api/errorBody";
import { errorFromResponse, type OperationKind } from "../../../src/api/responseErrors";

const NOW = Date.parse("2026-11-22T10:00:00Z");

function map(status: number, operation: OperationKind, body: unknown = {}, headers: Record<string, string> = {}) {
  const raw = typeof body === "string" ? body : JSON.stringify(body);
  return errorFromResponse(status, new Headers(headers), raw, { operation, secrets: ["s3cret-token"], now: NOW });
}

test.each<[number, OperationKind, string]>([
  [400, "upload", "bad_request"],
  [400, "read", "bad_request"],
  [401, "upload", "unauthorized"],
  [401, "list", "unauthorized"],
  [401, "account", "unauthorized"],
  [403, "upload", "insufficient_credits"],
  [403, "read", "forbidden"],
  [403, "download", "forbidden"],
  [403, "delete", "forbidden"],
  [403, "topup", "no_subscription"],
  [404, "read", "not_found"],
  [404, "delete", "not_found"],
  [404, "thumbnail", "not_found"],
  [415, "upload", "unsupported_media"],
  [422, "upload", "invalid_parameters"],
  [422, "list", "invalid_parameters"],
  [429, "read", "rate_limited"],
  [429, "topup", "rate_limited"],
  [500, "upload", "unknown_outcome"],
  [502, "topup", "unknown_outcome"],
  [500, "read", "server_error"],
  [500, "download", "server_error"],
  [500, "delete", "server_error"],
  [418, "read", "bad_response"],
])("%i on %s is %s, whatever the body", (status, operation, kind) => {
  for (const body of [{}, "<html><body>Bad Gateway</body></html>", "", "null", "[1,2]"]) {
    const error = map(status, operation, body);
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.message.length).toBeGreaterThan(20);
  }
});

test("422 keeps the fields at fault and says what they are", () => {
  const error = map(422, "upload", {
    code: "invalid_parameters",
    errors: { delete_after: ["Must be 300 to 1209600."], webhook_url: "Not a URL." },
  });
  expect(error).toBeInstanceOf(InvalidParametersError);
  expect((error as InvalidParametersError).fields).toEqual({ delete_after: ["Must be 300 to 1209600."], webhook_url: ["Not a URL."] });
  expect(error.message).toContain("Must be 300 to 1209600.");
  expect(error.code).toBe("invalid_parameters");
});

test("429 gives the wait from Retry-After, in seconds or as a date", () => {
  expect((map(429, "list", {}, { "Retry-After": "7" }) as RateLimitedError).retryAfterSeconds).toBe(7);
  expect((map(429, "list", {}, { "Retry-After": "Sun, 22 Nov 2026 10:00:30 GMT" }) as RateLimitedError).retryAfterSeconds).toBe(30);
  expect((map(429, "list") as RateLimitedError).retryAfterSeconds).toBeUndefined();
  expect(map(429, "list").message).toMatch(/in a moment/);
  expect(parseRetryAfter("soon")).toBeUndefined();
  expect(parseRetryAfter("-3")).toBe(0);
});

describe("top-up", () => {
  test("402 carries the authentication page", () => {
    const error = map(402, "topup", { code: "authentication_required", authentication_url: "https://bank.test/3ds/abc" });
    expect(error).toBeInstanceOf(PaymentAuthenticationRequiredError);
    expect((error as PaymentAuthenticationRequiredError).authenticationUrl).toBe("https://bank.test/3ds/abc");
    expect((map(402, "topup", "<html/>") as PaymentAuthenticationRequiredError).authenticationUrl).toBeUndefined();
  });

  test("each 422 code, with its extra field", () => {
    expect(map(422, "topup", { code: "amount_not_multiple_of_100" }).kind).toBe("amount_not_multiple_of_100");
    const below = map(422, "topup", { code: "amount_below_minimum", min_amount: 250 });
    expect(below).toBeInstanceOf(AmountBelowMinimumError);
    expect((below as AmountBelowMinimumError).minAmount).toBe(250);
    expect((map(422, "topup", { code: "amount_below_minimum", min_amount: "500" }) as AmountBelowMinimumError).minAmount).toBe(500);
    expect(map(422, "topup", { code: "no_payment_method" }).kind).toBe("no_payment_method");
    const failed = map(422, "topup", { code: "payment_failed", decline_code: "insufficient_funds" });
    expect(failed).toBeInstanceOf(PaymentFailedError);
    expect((failed as PaymentFailedError).declineCode).toBe("insufficient_funds");
    expect(failed.message).toMatch(/not enough funds/);
    expect(map(422, "topup", { code: "payment_failed", decline_code: "do_not_honor" }).message).toMatch(/do not honor/);
    expect(map(422, "topup", { code: "something_new", errors: { amount: ["?"] } }).kind).toBe("invalid_parameters");
  });

  test("429 with retry_after is 'too soon' (a 5-minute rule), without it the ordinary rate limit", () => {
    const soon = map(429, "topup", { code: "topup_too_frequent", retry_after: "2026-11-22T10:04:00Z" }, { "Retry-After": "240" });
    expect(soon).toBeInstanceOf(TopUpTooSoonError);
    expect((soon as TopUpTooSoonError).retryAfter?.toISOString()).toBe("2026-11-22T10:04:00.000Z");
    expect(soon.message).toMatch(/in 4 minutes/);
    const fromHeader = map(429, "topup", { code: "topup_too_frequent" }, { "Retry-After": "90" }) as TopUpTooSoonError;
    expect(fromHeader.retryAfter?.getTime()).toBe(NOW + 90_000);
    expect(map(429, "topup", { code: "rate_limited" }, { "Retry-After": "1" })).toBeInstanceOf(RateLimitedError);
  });

  test("403 for an invalid token is a sign-in problem, told by code or challenge", () => {
    expect(map(403, "topup", { code: "invalid_token" }).kind).toBe("unauthorized");
    expect(map(403, "topup", "", { "WWW-Authenticate": 'Bearer realm="x", error="invalid_token"' }).kind).toBe("unauthorized");
    expect(map(403, "topup", { code: "no_active_subscription" }).kind).toBe("no_subscription");
  });
});

test("403 for a missing OAuth scope is 'forbidden' on any operation, not 'insufficient credits'", () => {
  expect(map(403, "upload", { code: "insufficient_scope" }).kind).toBe("forbidden");
});

test("403 on upload says pages and balance when the service gives them", () => {
  expect(map(403, "upload", { page_count: 3, balance: 1 }).message).toMatch(/3 pages but your balance is 1 credit\./);
});

test("service text in a message is plain, short and never holds the token", () => {
  const error = map(400, "list", { message: `Token s3cret-token refused\u0000\n${"x".repeat(500)}` });
  expect(error.message).not.toContain("s3cret-token");
  expect(error.message).not.toContain("\u0000");
  expect(error.message.length).toBeLessThan(400);
});

test("readErrorBody tolerates anything", () => {
  expect(readErrorBody("<html>")).toEqual({ fields: {} });
  expect(readErrorBody('{"error":"x","errors":{"a":[1,{"b":2}]}}')).toMatchObject({ code: "x", errors: { a: ["1", '{"b":2}'] } });
  expect(readErrorBody('"just a string"')).toEqual({ fields: {} });
});
