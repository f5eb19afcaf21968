// Seeded user accounts. The ordinary accounts come from EMULATOR_TOKENS; a fixed set of extra accounts makes
// every top-up and credit path reachable by choosing a token (README, "Seeded accounts").
import type { EmulatorConfig } from "./config";

export type Tier = "free" | "starter" | "professional" | "enterprise";

export interface Plan {
  tier: Tier;
  /** Smallest top-up; null when the tier has no subscription (top-up is refused). */
  minTopUp: number | null;
  centsPerCredit: number;
}

export const PLANS: Record<Tier, Plan> = {
  free: { tier: "free", minTopUp: null, centsPerCredit: 6 },
  // 50 and 250 are not multiples of 100 on purpose: "the exact plan minimum" is then a distinct valid amount.
  starter: { tier: "starter", minTopUp: 50, centsPerCredit: 5 },
  professional: { tier: "professional", minTopUp: 250, centsPerCredit: 4 },
  enterprise: { tier: "enterprise", minTopUp: 1000, centsPerCredit: 3 },
};

export interface PaymentMethod {
  brand: string;
  last4: string;
  /** Each purchase needs a 3-D Secure step first (402 with authentication_url). */
  requires3ds: boolean;
  /** When set, every charge is declined with this code. */
  declineCode: string | null;
}

export interface Account {
  id: string;
  name: string;
  email: string;
  verified: boolean;
  tier: Tier;
  balance: number;
  apiToken: string;
  paymentMethod: PaymentMethod | null;
  /** Account-wide webhook address ("" = none). */
  webhookUrl: string;
  deleteAfterSeconds: number;
  /** Microseconds (see Stamper). */
  updatedAt: number;
  lastTopUpAt: number | null;
  /** What this seeded account is for, shown by the CLI and the control API. */
  purpose: string;
}

/** Every seeded account signs in to the OAuth form with this password. */
export const SEEDED_PASSWORD = "password";

const VISA: PaymentMethod = { brand: "visa", last4: "4242", requires3ds: false, declineCode: null };

interface ExtraSeed {
  token: string;
  name: string;
  tier: Tier;
  balance: number;
  paymentMethod: PaymentMethod | null;
  verified: boolean;
  purpose: string;
}

export const EXTRA_ACCOUNTS: readonly ExtraSeed[] = [
  {
    token: "dev-token-free",
    name: "Free Tier User",
    tier: "free",
    balance: 20,
    paymentMethod: null,
    verified: false,
    purpose: "no subscription: top-up answers 403 no_active_subscription",
  },
  {
    token: "dev-token-nocard",
    name: "No Card User",
    tier: "starter",
    balance: 100,
    paymentMethod: null,
    verified: true,
    purpose: "subscribed, no saved card: top-up answers 422 no_payment_method",
  },
  {
    token: "dev-token-3ds",
    name: "Secure Card User",
    tier: "starter",
    balance: 100,
    verified: true,
    paymentMethod: { ...VISA, last4: "3220", requires3ds: true },
    purpose: "card needs 3-D Secure: top-up answers 402 with authentication_url, then succeeds once authenticated",
  },
  {
    token: "dev-token-declined",
    name: "Declined Card User",
    tier: "starter",
    balance: 100,
    verified: true,
    paymentMethod: { ...VISA, last4: "0002", declineCode: "card_declined" },
    purpose: "card declined: top-up answers 422 payment_failed, decline_code card_declined",
  },
  {
    token: "dev-token-nofunds",
    name: "Empty Card User",
    tier: "starter",
    balance: 100,
    verified: true,
    paymentMethod: { ...VISA, last4: "9995", declineCode: "insufficient_funds" },
    purpose: "card without funds: top-up answers 422 payment_failed, decline_code insufficient_funds",
  },
  {
    token: "dev-token-pro",
    name: "Professional User",
    tier: "professional",
    balance: 5000,
    paymentMethod: VISA,
    verified: true,
    purpose: "plan minimum 250: 100 and 200 answer 422 amount_below_minimum (min_amount 250); 250 is valid",
  },
  {
    token: "dev-token-empty",
    name: "Zero Balance User",
    tier: "starter",
    balance: 0,
    paymentMethod: VISA,
    verified: true,
    purpose: "balance 0: every upload answers 403 insufficient_credits; top-up works",
  },
  {
    token: "dev-token-longname",
    name: "Maximiliane Alexandra von Hohenzollern-Sigmaringen",
    tier: "starter",
    balance: 1234567,
    paymentMethod: VISA,
    verified: true,
    purpose: "a long name and a seven-digit balance: the account bar at 320 px in every language",
  },
];

export class AccountStore {
  private accounts: Account[] = [];
  private byToken = new Map<string, Account>();

  constructor(
    private readonly config: EmulatorConfig,
    private readonly stamp: () => number,
  ) {
    this.seed();
  }

  /** Back to the seeded state: balances, cards, tokens and settings. */
  seed(): void {
    const now = this.stamp();
    const seeds: ExtraSeed[] = this.config.tokens.map((token, i) => ({
      token,
      name: i === 0 ? "Dev User" : `Dev User ${i + 1}`,
      tier: "starter",
      balance: this.config.balance,
      paymentMethod: VISA,
      verified: true,
      purpose: "ordinary account (EMULATOR_TOKENS): starter plan, saved card, EMULATOR_BALANCE credits",
    }));
    for (const extra of EXTRA_ACCOUNTS) {
      if (!seeds.some((s) => s.token === extra.token)) seeds.push(extra);
    }
    this.accounts = seeds.map((s, i) => ({
      id: `usr_${String(i + 1).padStart(4, "0")}`,
      name: s.name,
      email:
        i < this.config.tokens.length ? `dev${i === 0 ? "" : i + 1}@example.test` : `${s.token.replace(/^dev-token-/, "")}@example.test`,
      verified: s.verified,
      tier: s.tier,
      balance: s.balance,
      apiToken: s.token,
      paymentMethod: s.paymentMethod ? { ...s.paymentMethod } : null,
      webhookUrl: this.config.webhookUrl,
      deleteAfterSeconds: this.config.defaultDeleteAfterSeconds,
      updatedAt: now,
      lastTopUpAt: null,
      purpose: s.purpose,
    }));
    this.byToken = new Map(this.accounts.map((a) => [a.apiToken, a]));
  }

  all(): readonly Account[] {
    return this.accounts;
  }

  byApiToken(token: string): Account | undefined {
    return this.byToken.get(token);
  }

  byId(id: string): Account | undefined {
    return this.accounts.find((a) => a.id === id);
  }

  byEmail(email: string): Account | undefined {
    const wanted = email.trim().toLowerCase();
    return this.accounts.find((a) => a.email === wanted);
  }

  /** Replaces the account's API token; the old one stops working at once (one active token per account). */
  rotateToken(account: Account, newToken: string): void {
    this.byToken.delete(account.apiToken);
    account.apiToken = newToken;
    this.byToken.set(newToken, account);
    account.updatedAt = this.stamp();
  }

  touch(account: Account): void {
    account.updatedAt = this.stamp();
  }
}
