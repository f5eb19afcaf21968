// Sends the waiting items' files, a few at a time, through the client (and so through the account's shared
// scheduler, where uploads, result fetches and polling take turns). An item stays "waiting" while its upload
// waits for a slot (the scheduler's, then the panes' shared pace) and becomes "uploading" only when the
// request leaves, saved at that moment: a pane closed before that left nothing on the service, and its
// reopened item asks for its file again rather than being "looked for" as an unknown outcome. An item
// cancelled while it waited for its slot is never sent. What each outcome means:
//   accepted                        the item is queued at the service (it now has a document id)
//   unknown outcome (lost, 5xx)     never sent again: the tracker looks for the document (adoption.ts)
//   403 insufficient credits        uploads stop until resumeUploads(); accepted items are still followed
//   401 / 403 forbidden             the same, until the user has signed in again
//   not sent (network, 429)         nothing reached the service: tried again after a pause
//   refused (400, 415, 422)         failed, with the service's reason; nothing was charged
import { t } from "../../i18n/messages";
import { isServiceError, type ServiceClient, type ServiceError } from "../../api";
import { abortedError, type Timers } from "../../api/abort";
import type { ItemRecord, ItemStore } from "./itemStore";
import type { UploadHold } from "./types";

export interface UploaderSettings {
  /** Uploads in the scheduler at once. */
  concurrency: number;
  /** First wait after an upload could not be sent at all; doubles up to `maxRetryDelayMs`. */
  retryDelayMs: number;
  maxRetryDelayMs: number;
}

export interface UploaderHooks {
  /** The service accepted the item's upload. */
  accepted(record: ItemRecord): void;
  /** The item's upload outcome is unknown: the tracker must look for it. */
  unknown(record: ItemRecord): void;
}

export class Uploader {
  private hold: UploadHold | null = null;
  private readonly inFlight = new Set<string>();
  private readonly abort = new AbortController();
  private retryAt = 0;
  private retryTimer: unknown = undefined;
  private failures = 0;
  private closed = false;

  constructor(
    private readonly client: ServiceClient,
    private readonly store: ItemStore,
    private readonly timers: Timers,
    private readonly settings: UploaderSettings,
    private readonly hooks: UploaderHooks,
  ) {}

  /** Items that will be sent when their turn comes (for the polling plan's view of the backlog). */
  pending(): number {
    if (this.hold !== null) return this.inFlight.size;
    return this.store.items.filter((r) => this.sendable(r)).length + this.inFlight.size;
  }

  get onHold(): UploadHold | null {
    return this.hold;
  }

  /** Lifts a hold (after a top-up or a new sign-in) and carries on. */
  resume(): void {
    this.hold = null;
    this.retryAt = 0;
    this.store.setStatus({ uploadHold: null });
    this.pump();
  }

  close(): void {
    this.closed = true;
    this.abort.abort();
    if (this.retryTimer !== undefined) this.timers.clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  isSending(record: ItemRecord): boolean {
    return this.inFlight.has(record.id);
  }

  private sendable(r: ItemRecord): boolean {
    return r.state === "waiting" && r.file !== null && !r.needsFile && !r.cancelling && !this.inFlight.has(r.id);
  }

  /** Starts as many uploads as allowed. */
  pump(): void {
    if (this.closed || this.hold !== null) return;
    const now = this.timers.now();
    if (this.retryAt > now) {
      if (this.retryTimer === undefined) {
        this.retryTimer = this.timers.setTimeout(() => {
          this.retryTimer = undefined;
          this.pump();
        }, this.retryAt - now);
      }
      return;
    }
    for (const record of this.store.items) {
      if (this.inFlight.size >= this.settings.concurrency) return;
      if (this.sendable(record)) void this.send(record);
    }
  }

  private async send(record: ItemRecord): Promise<void> {
    const file = record.file;
    if (file === null) return;
    this.inFlight.add(record.id);
    let sent = false;
    // Right before the request leaves (each attempt): the first marks the item uploading, saved at once.
    const onSend = (): void => {
      if (this.closed || record.cancelling || (!sent && record.state !== "waiting")) throw abortedError();
      if (sent) return;
      sent = true;
      this.store.transition(record, "uploading", t("workspace.queue.sending"), {
        attempt: { startedAt: this.timers.now(), unknownSince: null },
        error: null,
      });
      this.store.persistNow();
    };
    try {
      const { action, extractorId, translateTo, deleteAfterSeconds } = record.options;
      const accepted = await this.client.uploadDocument(
        {
          action,
          file,
          fileName: record.fileName,
          ...(extractorId !== undefined ? { extractorId } : {}),
          ...(translateTo !== undefined ? { translateTo } : {}),
          ...(deleteAfterSeconds !== undefined ? { deleteAfterSeconds } : {}),
        },
        { signal: this.abort.signal, priority: "normal", onSend },
      );
      if (this.closed) return;
      this.failures = 0;
      const now = this.timers.now();
      this.store.transition(record, "queued", t("workspace.queue.accepted"), {
        documentId: accepted.id,
        acceptedAt: now,
        lastSeenAt: now,
      });
      this.hooks.accepted(record);
    } catch (error: unknown) {
      if (this.closed) return;
      // Cancelled (or taken away) before it was sent: nothing left, nothing to say.
      if (!sent && record.state !== "waiting") return;
      this.failed(record, error, sent);
    } finally {
      this.inFlight.delete(record.id);
      if (!this.closed) this.pump();
    }
  }

  private failed(record: ItemRecord, thrown: unknown, sent: boolean): void {
    // Not the client's own error: for an upload that left, the safe reading is a lost connection; before it
    // left, nothing reached the service.
    const error = isServiceError(thrown) ? thrown : sent ? null : abortedError();
    if (error === null) return this.unknown(record, null);
    switch (error.kind) {
      case "unknown_outcome":
        return this.unknown(record, error.status ?? null);
      case "insufficient_credits":
      case "unauthorized":
      case "forbidden":
        this.back(record, error);
        this.hold = { kind: error.kind, message: error.message, at: this.timers.now() };
        this.store.setStatus({ uploadHold: this.hold });
        return;
      case "network":
      case "rate_limited":
      case "aborted": {
        if (error.kind === "rate_limited" && sent && !record.cancelling) return this.lookBeforeResending(record, error);
        // Nothing reached the service: the item waits for another try.
        if (record.cancelling) {
          this.store.transition(record, "cancelled", t("workspace.queue.cancelledBeforeSending"), {
            cancelling: false,
            file: null,
            attempt: null,
          });
          return;
        }
        this.back(record, error);
        this.failures++;
        const wait = Math.min(this.settings.maxRetryDelayMs, this.settings.retryDelayMs * 2 ** (this.failures - 1));
        const retryAfter = "retryAfterSeconds" in error && typeof error.retryAfterSeconds === "number" ? error.retryAfterSeconds * 1000 : 0;
        this.retryAt = Math.max(this.retryAt, this.timers.now() + Math.max(wait, retryAfter));
        return;
      }
      default:
        // The service refused the file (400, 415, 422) or answered something unusable: nothing was charged.
        this.store.transition(record, "failed", error.message, { error: { kind: error.kind, message: error.message }, attempt: null });
    }
  }

  /** After a 429: the tracker looks for the file's document, then it is adopted or sent again (listedDocuments.ts). */
  private lookBeforeResending(record: ItemRecord, error: ServiceError): void {
    const attempt = record.attempt ?? { startedAt: this.timers.now(), unknownSince: null };
    const retryAfter = "retryAfterSeconds" in error && typeof error.retryAfterSeconds === "number" ? error.retryAfterSeconds * 1000 : 0;
    this.retryAt = Math.max(this.retryAt, this.timers.now() + retryAfter);
    this.store.transition(record, "uploading", t("workspace.queue.lookingBeforeResend"), {
      attempt: { ...attempt, unknownSince: this.timers.now(), resendIfAbsent: true },
      error: { kind: error.kind, message: error.message },
    });
    this.hooks.unknown(record);
  }

  private back(record: ItemRecord, error: ServiceError): void {
    // Out of credits, the row says what the hold's banner says (its button is Continue uploads), not the
    // service error's "upload it again" (issue 21).
    const reason =
      error.kind === "insufficient_credits"
        ? t("workspace.queue.waitingForCredits")
        : t("workspace.queue.notSent", { problem: error.message });
    this.store.transition(record, "waiting", reason, {
      error: { kind: error.kind, message: error.message },
      attempt: null,
    });
  }

  /** The upload's outcome is unknown: the service answered `status` (5xx: it had a problem), or the connection was lost. */
  private unknown(record: ItemRecord, status: number | null): void {
    const attempt = record.attempt ?? { startedAt: this.timers.now(), unknownSince: null };
    const looking = t(status !== null && status >= 500 ? "workspace.queue.serverProblemUnknown" : "workspace.queue.connectionLost");
    this.store.transition(record, "uploading", looking, {
      attempt: { ...attempt, unknownSince: this.timers.now() },
      error: { kind: "unknown_outcome", message: looking },
    });
    this.hooks.unknown(record);
  }
}
