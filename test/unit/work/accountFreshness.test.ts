import { AccountFreshness } from "../../../src/work/accountFreshness";
import type { User } from "../../../src/api/types";

const account = (balance: number): User => ({ id: "u1", name: "Ada", email: "a@example.com", verified: true, type: "pro", balance });

function deferred(): { promise: Promise<User>; resolve: (u: User) => void } {
  let resolve!: (u: User) => void;
  const promise = new Promise<User>((r) => (resolve = r));
  return { promise, resolve };
}

describe("AccountFreshness", () => {
  it("does not put back the balance of a read sent before a purchase that answered first", async () => {
    const shown: number[] = [];
    const freshness = new AccountFreshness((u) => shown.push(u.balance));
    const read = deferred();
    const reading = freshness.read(() => read.promise);
    freshness.changed(account(200)); // the purchase's answer
    read.resolve(account(100)); // the read was answered by the service before the purchase went through
    expect((await reading).balance).toBe(200);
    expect(shown).toEqual([200]);
  });

  it("shows a read sent after the purchase answered", async () => {
    const shown: number[] = [];
    const freshness = new AccountFreshness((u) => shown.push(u.balance));
    freshness.changed(account(200));
    await freshness.read(async () => account(180)); // charged elsewhere meanwhile
    expect(shown).toEqual([200, 180]);
  });

  it("keeps the later read when two reads answer out of order", async () => {
    const shown: number[] = [];
    const freshness = new AccountFreshness((u) => shown.push(u.balance));
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
    const shown: number[] = [];
    const freshness = new AccountFreshness((u) => shown.push(u.balance));
    await freshness.read(async () => account(100));
    freshness.changed(account(200));
    expect(shown).toEqual([100, 200]);
  });
});
