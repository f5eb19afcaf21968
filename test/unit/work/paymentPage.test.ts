// Payment confirmation pages: only the service's or its sign-in server's own, opened in the Office dialog
// through the add-in's own start page (Office dialogs must start on the add-in's domain).
import { allowedPaymentUrl, paymentOrigins, paymentStartUrl, paymentTarget } from "../../../src/work/credits/paymentPage";

const ORIGINS = paymentOrigins("https://api.example.com/v3", "https://auth.example.com", "not an address");

test("the allowed origins are the service's and the sign-in server's", () => {
  expect(ORIGINS).toEqual(["https://api.example.com", "https://auth.example.com"]);
});

test("the start page carries the target and gives it back only when it is allowed", () => {
  const start = paymentStartUrl("https://addin.contoso.com/app/taskpane.html", "https://api.example.com/pay/pi_1?x=1&y=2");
  expect(start).toBe("https://addin.contoso.com/app/payment-start.html?next=https%3A%2F%2Fapi.example.com%2Fpay%2Fpi_1%3Fx%3D1%26y%3D2");
  expect(paymentTarget(new URL(start).search, ORIGINS)).toBe("https://api.example.com/pay/pi_1?x=1&y=2");
  expect(paymentTarget("?next=https%3A%2F%2Fevil.example%2Fpay", ORIGINS)).toBeNull();
  expect(paymentTarget("?next=javascript%3Aalert(1)", ORIGINS)).toBeNull();
  expect(paymentTarget("", ORIGINS)).toBeNull();
  expect(allowedPaymentUrl("https://auth.example.com/3ds", ORIGINS)).toBe(true);
});
