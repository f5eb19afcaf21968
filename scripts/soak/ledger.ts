// What the soak knows of one seed's run: every file the user script added and what the user did to it
// since (so that a file the user cancelled, deleted or signed away is not counted as lost), every document
// the service ever held (so that one deleted later still counts towards duplicates), and the counters of
// the report line.

/** What became of a file, as far as the user is concerned. */
export type FileFate = "alive" | "cancelled" | "deleted" | "forgotten";

export interface SeedCounts {
  files: number;
  duplicates: number;
  lost: number;
  stuck: number;
  own429s: number;
  signInsLost: number;
  pageErrors: number;
}

export class Ledger {
  /** File name -> the pane that added it and its fate. */
  readonly files = new Map<string, { host: "word" | "excel"; fate: FileFate }>();
  /** File name -> every document id the service held for it. */
  readonly documents = new Map<string, Set<string>>();
  /** Document id -> its created_at. */
  readonly created = new Map<string, string>();
  /** Files that vanished from storage while their pane showed them (counted once each). */
  readonly vanished = new Set<string>();
  /** Notes on what went wrong, printed under the seed's line. */
  readonly notes: string[] = [];
  signInsLost = 0;
  pageErrors = 0;

  added(host: "word" | "excel", names: readonly string[]): void {
    for (const name of names) this.files.set(name, { host, fate: "alive" });
  }

  /** The user cancelled, deleted or signed away these files. */
  fate(names: readonly string[], fate: Exclude<FileFate, "alive">): void {
    for (const name of names) {
      const file = this.files.get(name);
      if (file && file.fate === "alive") file.fate = fate;
    }
  }

  alive(): string[] {
    return [...this.files].filter(([, f]) => f.fate === "alive").map(([name]) => name);
  }

  /** The service's documents as listed now. */
  observe(documents: ReadonlyArray<{ id: string; file_name: string; created_at?: string }>): void {
    for (const doc of documents) {
      if (!this.files.has(doc.file_name)) continue;
      if (doc.created_at) this.created.set(doc.id, doc.created_at);
      const ids = this.documents.get(doc.file_name) ?? new Set<string>();
      ids.add(doc.id);
      this.documents.set(doc.file_name, ids);
    }
  }

  /** What each pane's user did, with the time (printed when something went wrong). */
  readonly trail: string[] = [];

  /** The last requests the panes sent, as the browser saw them leave. */
  readonly requests: string[] = [];

  sent(line: string): void {
    this.requests.push(line);
    if (this.requests.length > 3000) this.requests.splice(0, 1000);
  }

  did(host: string, action: string): void {
    this.trail.push(`${new Date().toISOString().slice(11, 23)} ${host} ${action}`);
  }

  /** Files the service ever held more than one document for: sent twice. */
  duplicates(): string[] {
    return [...this.documents].filter(([, ids]) => ids.size > 1).map(([name]) => name);
  }

  note(text: string): void {
    if (this.notes.length < 400) this.notes.push(text);
  }
}
