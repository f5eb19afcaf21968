// Webhook delivery. The body is JSON; `X-Signature` is the lowercase hex HMAC-SHA256 of the exact body bytes
// with the webhook secret. Any 2xx answer within 5 s is success; anything else is retried with doubling delays
// on the emulator clock, up to the configured number of attempts.
import { createHmac, randomUUID } from "node:crypto";
import type { EmulatorClock } from "./clock";

export interface WebhookSettings {
  webhookSecret: string;
  webhookRetryMs: number;
  webhookMaxAttempts: number;
}

export interface Attempt {
  at: string;
  /** HTTP status, or 0 when the receiver could not be reached. */
  status: number;
  error?: string;
}

export interface Delivery {
  id: string;
  event: string;
  url: string;
  documentId: string;
  accountId: string;
  state: "pending" | "delivered" | "failed";
  attempts: Attempt[];
  body: string;
}

const ATTEMPT_TIMEOUT_MS = 5000;

export function sign(secret: string, body: string | Uint8Array): string {
  return createHmac("sha256", secret).update(body).digest("hex");
}

export class WebhookDispatcher {
  private deliveries: Delivery[] = [];
  private readonly inFlight = new Set<AbortController>();
  private closed = false;

  constructor(
    private readonly clock: EmulatorClock,
    private readonly settings: WebhookSettings,
  ) {}

  send(url: string, event: string, payload: unknown, ids: { documentId: string; accountId: string }): Delivery {
    const delivery: Delivery = {
      id: randomUUID(),
      event,
      url,
      ...ids,
      state: "pending",
      attempts: [],
      body: JSON.stringify(payload),
    };
    this.deliveries.push(delivery);
    void this.attempt(delivery);
    return delivery;
  }

  list(): readonly Delivery[] {
    return this.deliveries;
  }

  clear(): void {
    this.deliveries = [];
  }

  close(): void {
    this.closed = true;
    for (const controller of this.inFlight) controller.abort();
  }

  private async attempt(delivery: Delivery): Promise<void> {
    if (this.closed) return;
    const controller = new AbortController();
    this.inFlight.add(controller);
    const timer = setTimeout(() => controller.abort(), ATTEMPT_TIMEOUT_MS);
    const attempt: Attempt = { at: new Date(this.clock.now()).toISOString(), status: 0 };
    try {
      const response = await fetch(delivery.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "transcription-service-emulator",
          "X-Signature": sign(this.settings.webhookSecret, delivery.body),
          "X-Webhook-Event": delivery.event,
          "X-Webhook-Id": delivery.id,
          "X-Webhook-Attempt": String(delivery.attempts.length + 1),
        },
        body: delivery.body,
        signal: controller.signal,
        redirect: "manual",
      });
      attempt.status = response.status;
      await response.body?.cancel();
    } catch (error) {
      attempt.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    } finally {
      clearTimeout(timer);
      this.inFlight.delete(controller);
    }
    delivery.attempts.push(attempt);
    if (attempt.status >= 200 && attempt.status < 300) {
      delivery.state = "delivered";
    } else if (delivery.attempts.length >= this.settings.webhookMaxAttempts || this.closed) {
      delivery.state = "failed";
    } else {
      const delay = this.settings.webhookRetryMs * 2 ** (delivery.attempts.length - 1);
      this.clock.schedule(this.clock.now() + delay, () => void this.attempt(delivery));
    }
  }
}
