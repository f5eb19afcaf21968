/**
 * @jest-environment jsdom
 */
// The bank's confirmation window opens only on the service's own pages and resolves once closed; remembered
// insert options are read back only when they are one of the option's values.
import { popupPaymentWindow } from "../../../src/taskpane/credits/paymentWindow";
import { allowedPaymentUrl } from "../../../src/work/credits/paymentPage";
import { insertSettingsFrom } from "../../../src/insert/remembered";
import { DEFAULT_INSERT_SETTINGS } from "../../../src/insert/settings";

const ORIGINS = ["http://127.0.0.1:4010"];

describe("payment window", () => {
  it("allows only http(s) pages on the service's origins", () => {
    expect(allowedPaymentUrl("http://127.0.0.1:4010/payments/authenticate/pi_1", ORIGINS)).toBe(true);
    expect(allowedPaymentUrl("https://evil.example/pay", ORIGINS)).toBe(false);
    expect(allowedPaymentUrl("javascript:alert(1)", ORIGINS)).toBe(false);
    expect(allowedPaymentUrl("not a url", ORIGINS)).toBe(false);
  });

  it("opens a popup, resolves when it is closed, and refuses when blocked or foreign", async () => {
    jest.useFakeTimers();
    const popup = { closed: false };
    const win = { open: jest.fn(() => popup) } as unknown as Window;
    const done = jest.fn();
    void popupPaymentWindow(win, ORIGINS, 100)("http://127.0.0.1:4010/payments/authenticate/pi_1").then(done);
    jest.advanceTimersByTime(300);
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    popup.closed = true;
    jest.advanceTimersByTime(100);
    await Promise.resolve();
    expect(done).toHaveBeenCalled();
    jest.useRealTimers();

    const blocked = { open: jest.fn(() => null) } as unknown as Window;
    await expect(popupPaymentWindow(blocked, ORIGINS)("http://127.0.0.1:4010/p")).rejects.toThrow(
      /blocked the payment confirmation window/,
    );
    await expect(popupPaymentWindow(win, ORIGINS)("https://evil.example/pay")).rejects.toThrow(/not its own/);
  });
});

describe("remembered insert options", () => {
  it("takes known values and ignores the rest", () => {
    expect(insertSettingsFrom({ wordPlacement: "end", headings: true, tablesPart: "tables", excelPlacement: "selection" })).toEqual({
      ...DEFAULT_INSERT_SETTINGS,
      wordPlacement: "end",
      headings: true,
      tablesPart: "tables",
      excelPlacement: "selection",
    });
    expect(insertSettingsFrom({ wordPlacement: "somewhere", headings: "yes", serviceFile: true })).toEqual(DEFAULT_INSERT_SETTINGS);
  });
  it("keeps every value as text for a single insert when the user chose it for Insert all too", () => {
    expect(insertSettingsFrom({ keepText: true }).keepText).toBe(true);
    expect(insertSettingsFrom({}).keepText ?? false).toBe(false);
  });
});
