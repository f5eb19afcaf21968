// One purchase at a time, and what the Credits view shows of them (issue 20, defect 5). A double click or
// Enter pressed twice must never send a second purchase, and neither may "Confirm with your bank" clicked twice
// or while another purchase is under way: both go through one guard, taken in the same tick as the click
// (actionGuard.ts). And a refusal that follows a purchase that went through (the service's one purchase per
// 5 minutes, say) is shown after it, never instead of it: the user must still see what they bought.
import type { User } from "../../api/types";
import { ActionGuard } from "../actionGuard";
import { buyCredits, confirmAndBuy, type TopUpDependencies, type TopUpOutcome } from "./topup";

export interface PurchaseRequest {
  amount: number;
  /** The balance before (to tell, when the outcome is unknown, whether it went through). */
  balanceBefore: number | null;
  deps: TopUpDependencies;
}

/** A purchase the bank asked the user to confirm (402), confirmed from the user's own click. */
export interface ConfirmRequest {
  pending: Extract<TopUpOutcome, { kind: "confirm" }>;
  balanceBefore: number | null;
  deps: TopUpDependencies;
}

export interface PurchaseReport {
  /** This purchase's outcome. */
  outcome: TopUpOutcome;
  /** What to show, in order: the last purchase that went through (when this one did not), then this one. */
  shown: TopUpOutcome[];
  /** The account as it now is, when the outcome tells the balance. */
  account: ((user: User) => User) | null;
}

export class PurchaseDesk {
  private readonly guard = new ActionGuard();
  private lastBought: TopUpOutcome | null = null;

  /** A purchase is under way. */
  get busy(): boolean {
    return this.guard.busy();
  }

  /** Buys, unless a purchase is under way (then null, at once). */
  async buy(request: PurchaseRequest): Promise<PurchaseReport | null> {
    const report = await this.guard.run(async () => this.report(await buyCredits(request.amount, request.balanceBefore, request.deps)));
    return report ?? null;
  }

  /**
   * After a 402: opens the bank's page and buys once it is closed, unless a purchase is under way (then null, at
   * once, and no window). Call it in the click itself: the guard runs the action synchronously, so
   * confirmAndBuy opens the window before anything is awaited (a popup blocker stops a window opened later).
   */
  async confirm(request: ConfirmRequest): Promise<PurchaseReport | null> {
    const report = await this.guard.run(async () => this.report(await confirmAndBuy(request.pending, request.balanceBefore, request.deps)));
    return report ?? null;
  }

  private report(outcome: TopUpOutcome): PurchaseReport {
    const earlier = this.lastBought;
    if (outcome.kind === "bought") this.lastBought = outcome;
    const shown = outcome.kind !== "bought" && earlier !== null ? [earlier, outcome] : [outcome];
    const balance = outcome.kind === "bought" ? outcome.newBalance : outcome.kind === "unknown" ? outcome.balance : null;
    return { outcome, shown, account: balance === null ? null : (user) => ({ ...user, balance }) };
  }
}
