// One purchase of credits from the Credits view: what is known before paying (the plan's minimum and the last
// purchase's price, remembered per account), the question "Buy 100 credits with your saved card?", then the
// purchase through src/work/credits/topup.ts. A ref guards against a second click in the same tick (a state
// update would come too late); the bank's window after a 402 opens inside the user's own click (issue 26:
// nothing is awaited before confirmAndBuy opens it).
import { useRef, useState, type FormEvent } from "react";
import type { ServiceClient } from "../../api/client";
import type { User } from "../../api/types";
import { pageStorage } from "../../auth/pageStorage";
import { buyCredits, checkAmount, confirmAndBuy, type TopUpDependencies, type TopUpOutcome } from "../../work/credits/topup";
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
  const [outcome, setOutcome] = useState<TopUpOutcome | null>(null);
  // One purchase at a time, whatever the clicks: set in the click's own tick, before the question is asked.
  const inFlight = useRef(false);
  const learn = (fact: Partial<PurchaseMemory>): void => setMemory(rememberPurchaseFact(pageStorage(), client.baseUrl, user.id, fact));

  const run = async (attempt: () => Promise<TopUpOutcome>, first: PurchasePhase): Promise<void> => {
    inFlight.current = true;
    setProblem(null);
    setOutcome(null);
    setPhase(first);
    try {
      const result = await attempt();
      if (result.kind === "bought") {
        onAccountChanged({ ...user, balance: result.newBalance });
        learn({ lastPurchase: { credits: result.creditsPurchased, amountCharged: result.amountCharged } });
        setAmount("");
      }
      if (result.kind === "unknown" && result.balance !== null) onAccountChanged({ ...user, balance: result.balance });
      if (result.kind === "refused" && result.minimum !== undefined) learn({ minimum: result.minimum });
      setOutcome(result);
    } finally {
      inFlight.current = false;
      setPhase("idle");
    }
  };

  const buy = (event: FormEvent): void => {
    event.preventDefault();
    if (inFlight.current || !available) return;
    const check = checkAmount(amount, memory.minimum);
    if (!check.ok) {
      setProblem(check.message);
      return;
    }
    inFlight.current = true;
    setProblem(null);
    void ask(purchaseQuestion(check.amount, memory)).then((yes) => {
      if (!yes) {
        inFlight.current = false;
        return;
      }
      void run(() => buyCredits(check.amount, user.balance, deps), "buying");
    });
  };

  const confirmWithBank = (pending: Extract<TopUpOutcome, { kind: "confirm" }>): void => {
    if (inFlight.current || !available) return;
    // Synchronously, in this click: confirmAndBuy calls confirmPayment (window.open) before anything is awaited.
    const confirmed = confirmAndBuy(pending, user.balance, {
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
    });
    // The confirmation's button goes away with it: the focus stays in the form rather than falling to the page.
    focusForm();
    void run(() => confirmed, "bank");
  };

  return { amount, setAmount, memory, problem, phase, outcome, buy, confirmWithBank };
}
