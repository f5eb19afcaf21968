// One purchase of credits from the Credits view: what is known before paying (the plan's minimum and the last
// purchase's price, remembered per account), the question "Buy 100 credits with your saved card?", then the
// purchase through the PurchaseDesk (src/work/credits/purchases.ts): one purchase at a time, guarded in the
// click's own tick (a state update would come too late), a refusal shown after an earlier purchase that went
// through, never instead of it. The bank's window after a 402 opens inside the user's own click (issue 26:
// nothing is awaited before confirmAndBuy opens it).
import { useRef, useState, type FormEvent } from "react";
import type { ServiceClient } from "../../api/client";
import type { User } from "../../api/types";
import { pageStorage } from "../../auth/pageStorage";
import { PurchaseDesk, type PurchaseReport } from "../../work/credits/purchases";
import { checkAmount, type TopUpDependencies, type TopUpOutcome } from "../../work/credits/topup";
import { readPurchaseMemory, rememberPurchaseFact, type PurchaseMemory } from "../../work/credits/purchaseMemory";
import { purchaseQuestion } from "../../work/credits/purchaseQuestion";
import type { Ask } from "../useConfirm";

/** What the view shows while a purchase runs: the request, or the bank's window the user must finish in. */
export type PurchasePhase = "idle" | "buying" | "bank";

export interface Purchase {
  amount: string;
  setAmount(value: string): void;
  memory: PurchaseMemory;
  problem: string | null;
  phase: PurchasePhase;
  /** What to show, in order (the last purchase that went through stays above a later refusal). */
  shown: readonly TopUpOutcome[];
  /** The last of them. */
  outcome: TopUpOutcome | null;
  buy(event: FormEvent): void;
  confirmWithBank(pending: Extract<TopUpOutcome, { kind: "confirm" }>): void;
}

export interface PurchaseOptions {
  client: ServiceClient;
  user: User;
  onAccountChanged: (user: User) => void;
  deps: TopUpDependencies;
  ask: Ask;
  /** Purchases are allowed here (the organisation and the Office platform both allow them). */
  available: boolean;
  /** After the bank's window took over, the focus goes back to the form's button. */
  focusForm: () => void;
}

export function usePurchase({ client, user, onAccountChanged, deps, ask, available, focusForm }: PurchaseOptions): Purchase {
  const [amount, setAmount] = useState("");
  const [memory, setMemory] = useState<PurchaseMemory>(() => readPurchaseMemory(pageStorage(), client.baseUrl, user.id));
  const [problem, setProblem] = useState<string | null>(null);
  const [phase, setPhase] = useState<PurchasePhase>("idle");
  const [shown, setShown] = useState<readonly TopUpOutcome[]>([]);
  const [desk] = useState(() => new PurchaseDesk());
  // The question is open: set in the click's own tick, so a second click before a render asks nothing more.
  const asking = useRef(false);
  /** An amount off the rule that may be the plan's minimum, once the user was told: asked for again, it goes on. */
  const insisted = useRef<number | null>(null);
  const learn = (fact: Partial<PurchaseMemory>): void => setMemory(rememberPurchaseFact(pageStorage(), client.baseUrl, user.id, fact));

  const settle = async (purchase: Promise<PurchaseReport | null>, first: PurchasePhase): Promise<void> => {
    setProblem(null);
    setShown([]);
    setPhase(first);
    try {
      const report = await purchase;
      if (report === null) return;
      const result = report.outcome;
      if (report.account) onAccountChanged(report.account(user));
      if (result.kind === "bought") {
        learn({ lastPurchase: { credits: result.creditsPurchased, amountCharged: result.amountCharged } });
        setAmount("");
      }
      if (result.kind === "refused" && result.minimum !== undefined) learn({ minimum: result.minimum });
      setShown(report.shown);
    } finally {
      setPhase(desk.busy ? "buying" : "idle");
    }
  };

  const buy = (event: FormEvent): void => {
    event.preventDefault();
    // A second click or Enter while a purchase is asked about or under way: nothing more is sent or asked.
    if (asking.current || desk.busy || !available) return;
    const check = checkAmount(amount, memory.minimum, insisted.current);
    if (!check.ok) {
      insisted.current = check.maybeMinimum ?? null;
      setProblem(check.message);
      return;
    }
    insisted.current = null;
    asking.current = true;
    setProblem(null);
    void ask(purchaseQuestion(check.amount, memory)).then((yes) => {
      asking.current = false;
      if (yes) void settle(desk.buy({ amount: check.amount, balanceBefore: user.balance, deps }), "buying");
    });
  };

  const confirmWithBank = (pending: Extract<TopUpOutcome, { kind: "confirm" }>): void => {
    if (asking.current || desk.busy || !available) return;
    // Synchronously, in this click: the desk runs confirmAndBuy at once, which opens the window (confirmPayment)
    // before anything is awaited.
    const confirmed = desk.confirm({
      pending,
      balanceBefore: user.balance,
      deps: {
        ...deps,
        confirmPayment: (url) => {
          const closed = deps.confirmPayment(url);
          // The window was closed: the purchase is tried once more.
          closed.then(
            () => setPhase("buying"),
            () => undefined,
          );
          return closed;
        },
      },
    });
    // The confirmation's button goes away with it: the focus stays in the form rather than falling to the page.
    focusForm();
    void settle(confirmed, "bank");
  };

  const outcome = shown[shown.length - 1] ?? null;
  return { amount, setAmount, memory, problem, phase, shown, outcome, buy, confirmWithBank };
}
