// Issue 21: what is known before paying. The price per credit comes from the last purchase's amount_charged /
// credits_purchased (a bare "$" keeps the service's symbol; a code or a one-currency symbol is written by Intl);
// the record is read back defensively and two panes' facts both survive.
import { parsePurchaseMemory, readPurchaseMemory, rememberPurchaseFact } from "../../../../src/work/credits/purchaseMemory";
import { priceEstimate, purchaseQuestion } from "../../../../src/work/credits/purchaseQuestion";
import { MemoryStorage } from "../../../../src/storage/memoryStorage";

describe("priceEstimate", () => {
  it("works out the price per credit and the total from the last purchase", () => {
    expect(priceEstimate({ credits: 100, amountCharged: "$5.00" }, 250)).toEqual({ perCredit: "$0.05", total: "$12.50" });
    expect(priceEstimate({ credits: 250, amountCharged: "€10.00" }, 100)).toEqual({ perCredit: "€0.04", total: "€4.00" });
    expect(priceEstimate({ credits: 100, amountCharged: "USD 1,200.00" }, 100)).toEqual({ perCredit: "$12.00", total: "$1,200.00" });
  });
  it("is null when the amount cannot be read", () => {
    expect(priceEstimate({ credits: 100, amountCharged: "free" }, 100)).toBeNull();
  });
});

describe("purchaseQuestion", () => {
  it("asks with the amount and says what is known", () => {
    const unknown = purchaseQuestion(100, { minimum: null, lastPurchase: null });
    expect(unknown.title).toBe("Buy 100 credits with your saved card?");
    expect(unknown.confirm).toBe("Buy 100 credits");
    expect(unknown.message).toMatch(/does not state its price in advance/);
    const known = purchaseQuestion(300, { minimum: 250, lastPurchase: { credits: 100, amountCharged: "$4.00" } });
    expect(known.message).toBe(
      "At your last purchase's price ($0.04 a credit), 300 credits cost about $12.00. The service charges its current price. " +
        "Your plan's smallest purchase is 250 credits.",
    );
  });
});

describe("purchase memory", () => {
  it("keeps what each pane learnt, per account, and reads a broken record as nothing known", () => {
    const storage = new MemoryStorage();
    rememberPurchaseFact(storage, "https://s/v3/", "a", { minimum: 250 });
    rememberPurchaseFact(storage, "https://s/v3", "a", { lastPurchase: { credits: 300, amountCharged: "$12.00" } });
    expect(readPurchaseMemory(storage, "https://s/v3", "a")).toEqual({
      minimum: 250,
      lastPurchase: { credits: 300, amountCharged: "$12.00" },
    });
    expect(readPurchaseMemory(storage, "https://s/v3", "b")).toEqual({ minimum: null, lastPurchase: null });
    expect(parsePurchaseMemory("{not json")).toEqual({ minimum: null, lastPurchase: null });
    expect(parsePurchaseMemory('{"minimum":-1,"lastPurchase":{"credits":"x"}}')).toEqual({ minimum: null, lastPurchase: null });
  });
});
