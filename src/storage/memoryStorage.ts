// Web Storage kept in memory: the pane's stand-in where the webview refuses localStorage (some locked-down
// webviews), and the storage of tests and benchmarks. One class for every layer that stores something.

export class MemoryStorage implements Storage {
  readonly data = new Map<string, string>();
  get length(): number {
    return this.data.size;
  }
  key(index: number): string | null {
    return [...this.data.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.data.set(key, String(value));
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
  clear(): void {
    this.data.clear();
  }
}
