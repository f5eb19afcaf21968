// The charged amount the service writes ("€5.00") is read back and written again in the UI's locale; text
// that cannot be read for certain is shown as the service wrote it.
import { installMessages } from "../../../../src/i18n/messages";
import { chargedAmount, parseMoney } from "../../../../src/work/credits/money";
import { installEnglish } from "../../i18n/pseudoCheck";

afterEach(installEnglish);

test("symbols and ISO codes, before or after, with either decimal mark", () => {
  expect(parseMoney("US$5.00")).toEqual({ currency: "USD", value: 5 });
  expect(parseMoney("€12,50")).toEqual({ currency: "EUR", value: 12.5 });
  expect(parseMoney("12.50 EUR")).toEqual({ currency: "EUR", value: 12.5 });
  expect(parseMoney("USD 1,200.00")).toEqual({ currency: "USD", value: 1200 });
  expect(parseMoney("1.200,50 €")).toEqual({ currency: "EUR", value: 1200.5 });
  expect(parseMoney("£1,000")).toEqual({ currency: "GBP", value: 1000 });
});

test("no currency, a symbol several currencies share, or digits that are not an amount: not read", () => {
  expect(parseMoney("5.00")).toBeNull();
  expect(parseMoney("$5.00")).toBeNull();
  expect(parseMoney("€1,2,3")).toBeNull();
  expect(parseMoney("free")).toBeNull();
});

test("written in the UI's locale; unreadable text as the service wrote it", () => {
  expect(chargedAmount("US$5.00")).toBe("$5.00");
  installMessages({ language: "de", locale: "de", dir: "ltr" }, {});
  expect(chargedAmount("US$5.00")).toBe(new Intl.NumberFormat("de", { style: "currency", currency: "USD" }).format(5));
  expect(chargedAmount("$5.00")).toBe("$5.00");
  expect(chargedAmount("5 credits")).toBe("5 credits");
});
