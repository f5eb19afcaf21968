// Buttons that spend money or data (Buy credits, Send, Send again, Delete, Insert all) run their action at
// most once at a time. The guard is taken in the same tick as the click, synchronously: a second click, or
// Enter pressed twice, arrives before React has rendered the button disabled, so a state update is too late.

export class ActionGuard {
  private readonly running = new Set<string>();

  /** An action with this key is under way. */
  busy(key = ""): boolean {
    return this.running.has(key);
  }

  /**
   * Runs `action` unless one with the same key is under way; resolves with its result, or with undefined at
   * once when refused. The guard is released when the action settles, whether it succeeded or not.
   */
  async run<T>(action: () => Promise<T>, key = ""): Promise<T | undefined> {
    if (this.running.has(key)) return undefined;
    this.running.add(key);
    try {
      return await action();
    } finally {
      this.running.delete(key);
    }
  }
}
