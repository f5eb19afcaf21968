// Reads the account again (GET /users/me) when asked, and when the pane comes back into view
// (visibilitychange): the balance changes with charges made elsewhere. A failed read leaves the last known
// account on screen, marked stale with the reason, until a read works. An answer older than what is already
// shown (a purchase answered meanwhile) is not shown: `AccountFreshness` decides.
import { useCallback, useEffect, useState } from "react";
import type { AccountClient } from "../../api/accountClient";
import type { User } from "../../api/types";
import type { AccountFreshness } from "../../work/accountFreshness";
import { errorMessage } from "../errorMessage";

export interface AccountRefresh {
  /** Why the account shown may be out of date, or null. */
  stale: string | null;
  refreshing: boolean;
  /**
   * Reads the account (`background`: after uploads, behind what the user is waiting for); resolves with the
   * account as now shown, or null when the read failed (then `stale` says why).
   */
  refresh(priority?: "interactive" | "background"): Promise<User | null>;
  /** Credits were charged here (uploads accepted): reads the account, and has the account's other panes read it too. */
  charged?(): void;
}

export function useAccountRefresh(client: AccountClient | null, freshness: AccountFreshness | null, onVisible = true): AccountRefresh {
  const [stale, setStale] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  const refresh = useCallback(
    async (priority: "interactive" | "background" = "interactive"): Promise<User | null> => {
      if (!client || !freshness) return null;
      setRefreshing(true);
      try {
        const user = await freshness.read(() => client.getCurrentUser({ priority }));
        setStale(null);
        return user;
      } catch (error: unknown) {
        setStale(errorMessage(error));
        return null;
      } finally {
        setRefreshing(false);
      }
    },
    [client, freshness],
  );

  useEffect(() => {
    if (!onVisible || !client) return;
    const look = (): void => {
      if (document.visibilityState === "visible") void refresh();
    };
    document.addEventListener("visibilitychange", look);
    return () => document.removeEventListener("visibilitychange", look);
  }, [client, onVisible, refresh]);

  return { stale, refreshing, refresh };
}
