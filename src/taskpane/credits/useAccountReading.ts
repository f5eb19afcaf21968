// The pane's reading of the account once signed in (the shell's chunk, not the first screen): one
// AccountFreshness for every read and purchase of the pane (an older answer never hides a newer balance), the
// reads themselves (useAccountRefresh: on coming into view, on request), and the news of the account's other
// panes (a purchase there shows here at once, credits spent there make this pane read the account; and the
// other way round).
import { useCallback, useEffect, useMemo } from "react";
import type { AccountClient } from "../../api/accountClient";
import type { User } from "../../api/types";
import { AccountFreshness } from "../../work/accountFreshness";
import { accountNewsKey, hearPanes, tellPanes } from "../../work/accountNews";
import { useAccountRefresh, type AccountRefresh } from "./useAccountRefresh";

export interface AccountReading {
  /** Reads of the account, and whether the account shown may be out of date. */
  account: AccountRefresh;
  /** To call with the account after something here changed it (a purchase): shown, and told to the other panes. */
  changed: (user: User) => void;
}

export function useAccountReading(client: AccountClient, user: User, show: (user: User) => void, storage: Storage): AccountReading {
  const newsKey = accountNewsKey(client.baseUrl, user.id);
  const freshness = useMemo(
    () => new AccountFreshness({ show, tell: (balance) => tellPanes(storage, newsKey, balance) }),
    [show, storage, newsKey],
  );
  useEffect(() => freshness.know(user), [freshness, user]);
  const account = useAccountRefresh(client, freshness);
  const { refresh } = account;
  useEffect(
    () => hearPanes(window, newsKey, (balance) => (balance === null ? void refresh("background") : freshness.heard(balance))),
    [freshness, newsKey, refresh],
  );
  const charged = useCallback((): void => {
    void refresh("background");
    tellPanes(storage, newsKey, null);
  }, [refresh, storage, newsKey]);
  return { account: { ...account, charged }, changed: freshness.changed };
}
