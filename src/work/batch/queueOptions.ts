// What a batch queue is opened with (queue.ts).
import type { Timers } from "../../api/abort";
import type { ServiceClient } from "../../api";
import type { QueueStorage } from "./queueStorage";
import type { PollPolicy } from "./pollInterval";
import type { Refetcher } from "./types";
import type { PaneNotices } from "./deletions";

export interface BatchQueueOptions {
  /** The signed-in account's client: its scheduler paces the queue together with the rest of the pane. */
  client: ServiceClient;
  /** Where the queue is saved: window.localStorage in the task pane. */
  storage: QueueStorage;
  /** The signed-in account's id (`User.id`); fetched with GET /users/me when not given. */
  accountId?: string;
  /** Clock and timers (tests pass fakes; the defaults follow jest's fake timers). */
  timers?: Timers;
  /** Polling rhythm (pollInterval.ts). */
  poll?: Partial<PollPolicy>;
  /** Page size of the list requests. Default 100. */
  perPage?: number;
  /** Uploads in the scheduler at once. Default 2. */
  uploadConcurrency?: number;
  /** Result fetches in the scheduler at once. Default 2. */
  fetchConcurrency?: number;
  /** Clock difference allowed between this computer and the service before one is learned. Default 5 minutes. */
  lookbackMs?: number;
  /** A document with no change seen for this long is checked by a reconciliation round. Default 60 s. */
  staleAfterMs?: number;
  /** First wait before retrying an upload that could not be sent at all. Default 2 s, doubling up to 30 s. */
  retryDelayMs?: number;
  /**
   * Fetches the bytes of a file that came from elsewhere (OneDrive, SharePoint, mail) again: a reopened queue
   * asks it for its waiting items with an `origin`, instead of asking the user to add the file again.
   */
  refetch?: Refetcher;
  /** How often the other panes' saved items are looked at. Default 2 s. */
  panesScanMs?: number;
  /** Settled items leave the saved list this long after they settled. Default 7 days. */
  keepSettledMs?: number;
  /**
   * The kind of pane ("word", "excel"): items made here go back to a pane of this kind that opens after
   * another pane took them over. Default none (items never go back).
   */
  home?: string;
  /** Messages to the account's other open panes (default: a BroadcastChannel where there is one). */
  notices?: PaneNotices | null;
}
