// 3-D Secure for top-ups. A card that needs it makes a purchase wait for the cardholder: the top-up answers
// 402 with the address of an authentication page; once the page is completed, the same purchase (same
// account and amount) goes through on retry. The page needs no API token: its address is the secret.
import type { Clock } from "./clock";
import { html, type Reply } from "./http";
import { randomToken } from "./oauth/tokens";
import { escapeHtml, page } from "./pages";

export interface PaymentIntent {
  id: string;
  accountId: string;
  amount: number;
  state: "requires_action" | "authenticated" | "failed" | "consumed";
  expiresAt: number;
}

const INTENT_TTL_MS = 15 * 60 * 1000;

export class PaymentIntents {
  private intents = new Map<string, PaymentIntent>();

  constructor(private readonly clock: Clock) {}

  /** An authenticated, unused intent for this purchase, if the cardholder completed one. */
  takeAuthenticated(accountId: string, amount: number): PaymentIntent | undefined {
    const now = this.clock.now();
    for (const intent of this.intents.values()) {
      if (intent.accountId === accountId && intent.amount === amount && intent.state === "authenticated" && now < intent.expiresAt) {
        intent.state = "consumed";
        return intent;
      }
    }
    return undefined;
  }

  create(accountId: string, amount: number): PaymentIntent {
    const intent: PaymentIntent = {
      id: randomToken("pi"),
      accountId,
      amount,
      state: "requires_action",
      expiresAt: this.clock.now() + INTENT_TTL_MS,
    };
    this.intents.set(intent.id, intent);
    return intent;
  }

  get(id: string): PaymentIntent | undefined {
    const intent = this.intents.get(id);
    return intent && this.clock.now() < intent.expiresAt ? intent : undefined;
  }

  clear(): void {
    this.intents.clear();
  }
}

export function authenticationUrl(origin: string, intent: PaymentIntent): string {
  return `${origin}/payments/authenticate/${encodeURIComponent(intent.id)}`;
}

export function authenticationPage(intent: PaymentIntent | undefined): Reply {
  if (!intent)
    return html(404, page("Payment not found", "<p>This payment authentication expired or does not exist. Start the purchase again.</p>"));
  if (intent.state !== "requires_action") {
    return html(
      200,
      page(
        "Payment authentication",
        `<p>This payment was already ${escapeHtml(intent.state === "failed" ? "refused" : "authenticated")}. You can close this window.</p>`,
      ),
    );
  }
  return html(
    200,
    page(
      "Confirm your payment",
      `
    <p>Your bank asks you to confirm the purchase of <strong>${intent.amount} credits</strong>.</p>
    <form method="post">
      <button type="submit" name="decision" value="approve">Complete authentication</button>
      <button type="submit" name="decision" value="fail">Fail authentication</button>
    </form>`,
    ),
  );
}

export function completeAuthentication(intent: PaymentIntent | undefined, decision: string | null): Reply {
  if (!intent || intent.state !== "requires_action") return authenticationPage(intent);
  if (decision === "approve") {
    intent.state = "authenticated";
    return html(
      200,
      page("Payment authenticated", "<p>Authentication complete. Close this window and retry the purchase in the add-in.</p>"),
    );
  }
  intent.state = "failed";
  return html(
    200,
    page("Payment refused", "<p>Authentication failed, so nothing was charged. Close this window; you can start the purchase again.</p>"),
  );
}
