// One pane's user in the soak: random actions by weight until the time is up (add files, wait, cancel,
// reload, close and reopen, Insert all, Insert as they finish, History delete, sign out and in, top up);
// actions that would hide one pane from the other take turns between the panes.
import type { Ledger } from "./ledger";
import type { Pane } from "./pane";
import type { Dice } from "./random";

type Action =
  | "add"
  | "idle"
  | "cancel"
  | "reload"
  | "reopen"
  | "insertAll"
  | "asTheyFinish"
  | "historyDelete"
  | "signOutIn"
  | "bothSignOutIn"
  | "topUp";

const WEIGHTS: Record<Action, number> = {
  add: 30,
  idle: 18,
  cancel: 6,
  reload: 5,
  reopen: 4,
  insertAll: 8,
  asTheyFinish: 2,
  historyDelete: 5,
  signOutIn: 2,
  bothSignOutIn: 1,
  topUp: 2,
};

/** Reloads, reopenings and sign-outs take turns between the panes (see userScript). */
export class Turns {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(work: () => Promise<T>): Promise<T> {
    const next = this.tail.then(work, work);
    this.tail = next.catch(() => undefined);
    return next;
  }
}

/**
 * One pane's user: random actions until `until`; an action the pane cannot do now is simply skipped.
 * Reloading, closing and reopening, and signing out take turns with the other pane's: a sign-out while the
 * other pane is closed or reloading is the last pane's, which forgets everything of the account by design;
 * that case is its own action (both panes sign out at once, then in again 0.8 s apart, issue 20 defect 2).
 */
export async function userScript(pane: Pane, all: Pane[], dice: Dice, until: number, ledger: Ledger, turns: Turns): Promise<void> {
  while (Date.now() < until) {
    const action = dice.weighted(WEIGHTS);
    ledger.did(pane.host, action);
    try {
      if (pane.page === null || pane.page.isClosed()) await pane.open();
      await pane.checkSignIn();
      switch (action) {
        case "add":
          await pane.addFiles(dice);
          break;
        case "idle":
          await pane.page?.waitForTimeout(dice.int(500, 3_000));
          break;
        case "cancel":
          await pane.cancelOne(dice);
          break;
        case "reload":
          await turns.run(() => pane.reload());
          break;
        case "reopen":
          await turns.run(async () => {
            await pane.close();
            await new Promise((r) => setTimeout(r, dice.int(300, 4_000)));
            await pane.open();
          });
          break;
        case "insertAll":
          await pane.insertAll();
          break;
        case "asTheyFinish":
          await pane.toggleAsTheyFinish();
          break;
        case "historyDelete":
          await pane.historyDelete(dice);
          break;
        case "signOutIn":
          await turns.run(() => pane.signOutAndIn(dice));
          break;
        case "bothSignOutIn":
          await turns.run(() => bothSignOutAndIn(all, ledger));
          break;
        case "topUp":
          await pane.topUp();
          break;
      }
    } catch (error: unknown) {
      // Not the soak's business: the pane was not in a state for this action (a dialog, a reload under way).
      if (process.env.SOAK_VERBOSE)
        ledger.note(`${pane.host} ${action} skipped: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
      pane.signedOutOnPurpose = false;
      if (pane.page && !pane.page.isClosed()) await pane.ready().catch(() => undefined);
    }
  }
}

/** Both panes sign out at the same moment (everything is forgotten), then sign in again 0.8 s apart. */
async function bothSignOutAndIn(panes: Pane[], ledger: Ledger): Promise<void> {
  for (const pane of panes) if (pane.page === null || pane.page.isClosed()) await pane.open();
  ledger.fate(ledger.alive(), "forgotten");
  await Promise.all(panes.map((pane) => pane.signOut()));
  for (const [i, pane] of panes.entries()) {
    if (i > 0) await new Promise((r) => setTimeout(r, 800));
    await pane.signIn();
  }
}
