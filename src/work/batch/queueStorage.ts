// Where the queue is saved: the part of Web Storage it uses, and a stand-in kept in memory.
/** The part of the Web Storage API the queue uses (window.localStorage in the task pane). */
export interface QueueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Listing the keys (Web Storage has it) lets panes find each other's items. */
  key?(index: number): string | null;
  readonly length?: number;
}

/**
 * Storage kept in memory only: for tests and benchmarks, and for the pane when the browser refuses
 * localStorage, where the queue then lives as long as the pane.
 */
export { MemoryStorage } from "../../storage/memoryStorage";
