import { AccountFreshness } from "../../../src/work/accountFreshness";
import type { User } from "../../../src/api/types";

/** A freshness whose screen is `shown` (the balances put on it, in order). */
function onScreen(told: number[] = []): { freshness: AccountFreshness; shown: number[] } {
  const shown: number[] = [];
  const freshness = new AccountFreshness({ show: (u) => shown.push(u.balance), tell: (b) => told.push(b) });
  freshness.know(account(1000));
  return { freshness, shown };
}

function account(balance: number): User {
  return { id: "u1", name: "Ada", email: "a@example.com", verified: true, type: "pro", balance };
}

function deferred(): { promise: Promise<User>; resolve: (u: User) => void } {
  let resolve!: (u: User) => void;
  const promise = new Promise<User>((r) => (resolve = r));
  return { promise, resolve };
}

describe("AccountFreshness", () => {
  it("does not put back the balance of a read sent before a purchase that answered first", async () => {
    const { freshness, shown } = onScreen();
    const read = deferred();
    const reading = freshness.read(() => read.promise);
    freshness.changed(account(200)); // the purchase's answer
    read.resolve(account(100)); // the read was answered by the service before the purchase went through
    expect((await reading).balance).toBe(200);
    expect(shown).toEqual([200]);
  });

  it("shows a read sent after the purchase answered", async () => {
    const { freshness, shown } = onScreen();
    freshness.changed(account(200));
    await freshness.read(async () => account(180)); // charged elsewhere meanwhile
    expect(shown).toEqual([200, 180]);
  });

  it("keeps the later read when two reads answer out of order", async () => {
    const { freshness, shown } = onScreen();
    const first = deferred();
    const second = deferred();
    const a = freshness.read(() => first.promise);
    const b = freshness.read(() => second.promise);
    second.resolve(account(90));
    await b;
    first.resolve(account(100));
    expect((await a).balance).toBe(90);
    expect(shown).toEqual([90]);
  });

  it("shows a read answered while a purchase is still on its way (the purchase's answer follows)", async () => {
    const { freshness, shown } = onScreen();
    await freshness.read(async () => account(100));
    freshness.changed(account(200));
    expect(shown).toEqual([100, 200]);
  });

  it("tells the other panes a purchase's balance, and does not tell again what it heard from them", () => {
    const told: number[] = [];
    const { freshness, shown } = onScreen(told);
    freshness.changed(account(1100));
    freshness.heard(1200);
    freshness.heard(1200); // the same news twice: shown once
    expect(shown).toEqual([1100, 1200]);
    expect(told).toEqual([1100]);
  });

  it("does not put back a read sent before another pane's purchase was heard", async () => {
    const { freshness, shown } = onScreen();
    const read = deferred();
    const reading = freshness.read(() => read.promise);
    freshness.heard(1100);
    read.resolve(account(1000));
    expect((await reading).balance).toBe(1100);
    expect(shown).toEqual([1100]);
  });
});
