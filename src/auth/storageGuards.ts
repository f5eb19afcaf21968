// Reads and writes of remembered sign-ins where storage may refuse (full, disabled, broken): a refusal reads
// as nothing and changes nothing, and never ends a session by itself.
import type { RefreshTokenStore, RememberedSignIn } from "./rememberedSignIns";

/** Storage may refuse (full, disabled): reading then finds nothing, writing reports false. */
export function attempt<T>(action: () => T, otherwise: T): T {
  try {
    return action();
  } catch {
    return otherwise;
  }
}

/**
 * Changes storage only while it holds `grant` with no token newer than rotation `seq` (compare and set: what
 * another pane stored since stays); refused storage: nothing.
 */
export function whileCurrent(store: RefreshTokenStore, grant: string, seq: number, change: () => void): void {
  try {
    const stored = store.read(grant);
    if (stored !== null && stored.seq <= seq) change();
  } catch {
    // Storage refused: nothing changes.
  }
}

/** The sign-in's newest entry (see RefreshTokenStore.newest), or null when storage refuses. */
export async function newest(store: RefreshTokenStore, grant: string): Promise<RememberedSignIn | null> {
  try {
    return await store.newest(grant);
  } catch {
    return null;
  }
}
