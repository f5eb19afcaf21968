// The last good copy of policy.json (a file that could be read), kept in this origin's localStorage: it
// applies while a fresh copy is on its way, and whenever the file cannot be fetched. Tampering with it gains a
// user nothing the service allows no less (the service remains the authority). No React, no Office.

export interface PolicyStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface CachedPolicy {
  /** The file as the host served it. */
  text: string;
  /** When it was fetched (ms since the epoch). */
  savedAt: number;
}

export function policyCacheKey(policyUrl: string): string {
  return `transcribe.policy.v1:${policyUrl}`;
}

export class PolicyCache {
  constructor(
    private readonly storage: PolicyStorage | null,
    private readonly key: string,
  ) {}

  read(): CachedPolicy | null {
    try {
      const raw = this.storage?.getItem(this.key);
      if (!raw) return null;
      const value = JSON.parse(raw) as Partial<CachedPolicy> | null;
      return typeof value?.text === "string" && typeof value.savedAt === "number" ? { text: value.text, savedAt: value.savedAt } : null;
    } catch {
      return null;
    }
  }

  write(copy: CachedPolicy): void {
    try {
      this.storage?.setItem(this.key, JSON.stringify(copy));
    } catch {
      // Storage full or refused: the copy in memory still applies for this session.
    }
  }

  /** The host says there is no policy (404): an earlier copy no longer applies. */
  clear(): void {
    try {
      this.storage?.removeItem(this.key);
    } catch {
      // Refused: nothing was kept either.
    }
  }
}
