// The documents and their lifecycle on the emulator clock. Each document has one step for its upload action
// and, when `translate_to` was given, a translate step that follows it:
//
//   upload step:     queued --(processingMs/4)--> processing --(processingMs)--> processed | failed
//   translate step:  new (while the upload step runs) -> queued -> processing -> processed | failed
//
// Every change moves `updated_at`; the document disappears at its automatic deletion time.
import type { EmulatorClock, Stamper } from "./clock";
import type { FileKind } from "./files";
import type { FixtureExpectation } from "./results/fixtures";
import { resultsFor } from "./results/generate";
import type { Action, StepAction, StepResults } from "./results/types";

export type Status = "new" | "queued" | "processing" | "processed" | "failed";

export const STATUSES: readonly Status[] = ["new", "queued", "processing", "processed", "failed"];

export interface Step {
  action: StepAction;
  status: Status;
  results: StepResults | null;
}

export interface NewDocument {
  accountId: string;
  fileName: string;
  action: Action;
  kind: FileKind;
  data: Buffer;
  hash: string;
  pageCount: number;
  /** False when the file cannot be read: processing ends as `failed`. */
  readable: boolean;
  fixture: FixtureExpectation | undefined;
  extractorId: string | undefined;
  translateTo: string | undefined;
  webhookUrl: string | undefined;
  /** Seconds until automatic deletion; undefined = the account setting. */
  deleteAfterSeconds: number | undefined;
  accountDeleteAfterSeconds: number;
  charged: number;
}

export interface StoredDocument extends NewDocument {
  id: string;
  /** Creation order, to break ties between equal timestamps. */
  seq: number;
  createdAt: number;
  updatedAt: number;
  deleteAt: number;
  /** The service writes automatically_deleted_at in two formats; here it depends on where the time came from. */
  deleteAtFormat: "iso" | "sql";
  steps: Partial<Record<StepAction, Step>>;
  thumbnails: Map<number, Buffer>;
  cancel: (() => void)[];
}

export interface DocumentEvents {
  /** A step reached `processed` or `failed`. */
  finished(doc: StoredDocument, step: Step): void;
}

/** Anything whose name says so, or whose bytes could not be parsed, fails (README, "Triggering failed"). */
export function shouldFail(doc: NewDocument): boolean {
  return !doc.readable || /unreadable/i.test(doc.fileName) || doc.fixture?.status === "failed";
}

export class DocumentStore {
  private readonly docs = new Map<string, StoredDocument>();
  private seq = 0;

  constructor(
    private readonly clock: EmulatorClock,
    private readonly stamper: Stamper,
    private readonly timing: { processingMs: number },
    private readonly events: DocumentEvents,
    private readonly newId: () => string,
  ) {}

  create(input: NewDocument): StoredDocument {
    const now = this.clock.now();
    const stamp = this.stamper.next(now);
    let id = this.newId();
    while (this.docs.has(id)) id = this.newId();
    const fromRequest = input.deleteAfterSeconds !== undefined;
    const doc: StoredDocument = {
      ...input,
      id,
      seq: ++this.seq,
      createdAt: stamp,
      updatedAt: stamp,
      deleteAt: now + (input.deleteAfterSeconds ?? input.accountDeleteAfterSeconds) * 1000,
      deleteAtFormat: fromRequest ? "iso" : "sql",
      steps: { [input.action]: { action: input.action, status: "queued", results: null } },
      thumbnails: new Map(),
      cancel: [],
    };
    if (input.action === "transcribe" && input.translateTo !== undefined) {
      doc.steps.translate = { action: "translate", status: "new", results: null };
    }
    this.docs.set(id, doc);
    this.plan(doc, input.action, now, this.timing.processingMs);
    doc.cancel.push(this.clock.schedule(doc.deleteAt, () => this.remove(id)));
    return doc;
  }

  get(id: string): StoredDocument | undefined {
    return this.docs.get(id);
  }

  ofAccount(accountId: string): StoredDocument[] {
    return [...this.docs.values()].filter((d) => d.accountId === accountId);
  }

  remove(id: string): boolean {
    const doc = this.docs.get(id);
    if (!doc) return false;
    for (const cancel of doc.cancel) cancel();
    return this.docs.delete(id);
  }

  clear(): void {
    for (const id of [...this.docs.keys()]) this.remove(id);
  }

  get size(): number {
    return this.docs.size;
  }

  /** Schedules queued -> processing -> finished for one step, starting at `start`. */
  private plan(doc: StoredDocument, action: StepAction, start: number, duration: number): void {
    const processingAt = start + Math.floor(duration / 4);
    doc.cancel.push(
      this.clock.schedule(processingAt, () => this.move(doc, action, "processing", processingAt)),
      this.clock.schedule(start + duration, () => this.finish(doc, action, start + duration)),
    );
  }

  private move(doc: StoredDocument, action: StepAction, status: Status, at: number): void {
    const step = doc.steps[action];
    if (!step) return;
    step.status = status;
    doc.updatedAt = this.stamper.next(at);
  }

  private finish(doc: StoredDocument, action: StepAction, at: number): void {
    const step = doc.steps[action];
    if (!step) return;
    const failed = shouldFail(doc);
    step.results = failed ? null : resultsFor(action, doc);
    this.move(doc, action, failed ? "failed" : "processed", at);
    this.events.finished(doc, step);
    const translate = doc.steps.translate;
    if (action === doc.action && translate) {
      if (failed) {
        this.move(doc, "translate", "failed", at);
        this.events.finished(doc, translate);
      } else {
        // Translation is a shorter follow-up step on the finished transcript.
        this.move(doc, "translate", "queued", at);
        this.plan(doc, "translate", at, Math.floor(this.timing.processingMs / 2));
      }
    }
  }
}
