// The item open in Outlook and its attachments, as the Outlook pane's views see them: read once when first
// asked for, and again whenever Outlook says the selected item changed (a pinned pane follows the selection,
// as AppSource requires). One store for the pane, so the attachment list and the result's Reply button agree.
import { useSyncExternalStore } from "react";
import { t } from "../../i18n/messages";
import { listAttachments, readMailItem, watchMailItem, type MailItemInfo, type OfficeAttachment } from "../../office/mailbox";

export interface MailItemState {
  /** Read once at least (until then the pane says it is reading). */
  ready: boolean;
  /** The open item; null when none is (a pinned pane with no message selected). */
  item: MailItemInfo | null;
  /** Its attachments; null where this Outlook cannot list them (a draft without Mailbox 1.8). */
  attachments: OfficeAttachment[] | null;
  /** Outlook could not be read (a sentence). */
  problem: string | null;
  /** Changes with every item read, so a view can tell a new item from the same one read again. */
  version: number;
}

const INITIAL: MailItemState = { ready: false, item: null, attachments: [], problem: null, version: 0 };

export interface MailItemStore {
  subscribe(listener: () => void): () => void;
  current(): MailItemState;
  /** Reads the item again (after ItemChanged, or the user's "Look again"). */
  refresh(): Promise<void>;
}

export function createMailItemStore(): MailItemStore {
  let state = INITIAL;
  let started = false;
  let generation = 0;
  const listeners = new Set<() => void>();
  const set = (next: MailItemState): void => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const refresh = async (): Promise<void> => {
    const mine = ++generation;
    try {
      const item = await readMailItem();
      const attachments = item ? await listAttachments() : [];
      // An older read that ends after a newer one began must not win.
      if (mine === generation) set({ ready: true, item, attachments, problem: null, version: state.version + 1 });
    } catch {
      if (mine === generation) set({ ...state, ready: true, problem: t("outlook.attachments.readFailed"), version: state.version + 1 });
    }
  };

  const start = (): void => {
    if (started) return;
    started = true;
    void refresh();
    // Never removed: the store lives as long as the pane.
    watchMailItem(() => void refresh()).catch(() => undefined);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      start();
      return () => listeners.delete(listener);
    },
    current: () => state,
    refresh,
  };
}

let shared: MailItemStore | null = null;

/** The pane's store (created on first use). */
export function mailItemStore(): MailItemStore {
  shared ??= createMailItemStore();
  return shared;
}

/** The open item and its attachments, kept current. */
export function useMailItem(store: MailItemStore = mailItemStore()): MailItemState {
  return useSyncExternalStore(store.subscribe, store.current);
}
