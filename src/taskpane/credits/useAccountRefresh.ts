// Reads the account again (GET /users/me) when asked, and when the pane comes back into view
// (visibilitychange): the balance changes with charges made elsewhere. A failed read leaves the last known
// account on screen, marked stale with the reason, until a read works.
import { useCallback, useEffect, useRef, useState } from "react";
import type { AccountClient } from "../../api/accountClient";
import type { User } from "../../api/types";
import { errorMessage } from "../errorMessage";

export interface AccountRefresh {
  /** Why the account shown may be out of date, or null. */
  stale: string | null;
  refreshing: boolean;
  /** Reads the account; resolves with it, or null when the read failed (then `stale` says why). */
  refresh(): Promise<User | null>;
}

export function useAccountRefresh(client: AccountClient | null, onAccount: (user: User) => void, onVisible = true): AccountRefresh {
  const [stale, setStale] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const latest = useRef(onAccount);
  useEffect(() => {
    latest.current = onAccount;
  });

  const refresh = useCallback(async (): Promise<User | null> => {
    if (!client) return null;
    setRefreshing(true);
    try {
      const user = await client.getCurrentUser({ priority: "interactive" });
      latest.current(user);
      setStale(null);
      return user;
    } catch (error: unknown) {
      setStale(errorMessage(error));
      return null;
    } finally {
      setRefreshing(false);
    }
  }, [client]);

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
