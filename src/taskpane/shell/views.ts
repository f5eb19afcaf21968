// The task pane's views and what each is given: plain data, so the shell stays a small renderer and tests can
// reason about navigation without React.
import type { AccountRefresh } from "../credits/useAccountRefresh";
import type { ServiceClient } from "../../api/client";
import type { User } from "../../api/types";
import type { MessageKey } from "../../i18n/messages";
import type { HostKind } from "../../office/host";
import type { SharedQueue } from "../useBatchQueue";

export type ViewId = "workspace" | "history" | "credits" | "settings";

export interface ViewInfo {
  id: ViewId;
  /** The tab's text (short: four tabs must fit a 320 px pane, in every language). */
  label: MessageKey;
  /** Shown as its glyph, the label being its name and tooltip: in German, French and Spanish the four labels
   *  do not fit 320 px, and a gear is read as Settings everywhere (issue 35, item 12). */
  glyph?: "gear";
}

/** In the order the tabs show them; the first is where the pane opens. */
export const VIEWS: readonly ViewInfo[] = [
  { id: "workspace", label: "session.shell.tab.workspace" },
  { id: "history", label: "session.shell.tab.history" },
  { id: "credits", label: "session.shell.tab.credits" },
  { id: "settings", label: "session.shell.tab.settings", glyph: "gear" },
];

export const FIRST_VIEW: ViewId = "workspace";

export function isViewId(value: unknown): value is ViewId {
  return VIEWS.some((v) => v.id === value);
}

/** Views asked for from outside the shell (the account bar's Buy credits): the shell listens and shows them. */
export class ViewRequests {
  private readonly listeners = new Set<(view: ViewId) => void>();
  /** Asked for before the shell (a lazy chunk) was there to listen: delivered when it subscribes. */
  private pending: ViewId | null = null;
  request(view: ViewId): void {
    if (this.listeners.size === 0) this.pending = view;
    for (const listener of this.listeners) listener(view);
  }
  subscribe(listener: (view: ViewId) => void): () => void {
    this.listeners.add(listener);
    const waiting = this.pending;
    this.pending = null;
    if (waiting !== null) listener(waiting);
    return () => this.listeners.delete(listener);
  }
}

/** What a view is asked to show when navigated to (History: that document, opened); `n` makes each ask a new one. */
export interface ViewTarget {
  documentId: string;
  n: number;
}

/** What every view receives from the shell. */
export interface ViewProps {
  client: ServiceClient;
  host: HostKind;
  /** The signed-in account (its id keys what is saved; its balance is what work is weighed against). */
  user: User;
  /** Called with the account after something changed it (a charge, a top-up). */
  onAccountChanged: (user: User) => void;
  /** The account's batch queue, one for every view. */
  work: SharedQueue;
  /** The view is the one shown (views stay mounted once opened, so their state survives switching). */
  active: boolean;
  /** Shows another view (for example "top up" from the workspace), and in it a document when given (History). */
  navigate: (view: ViewId, show?: { documentId: string }) => void;
  /** The document this view was last asked to show (navigate's `show`), if any. */
  target?: ViewTarget | null;
  /** The pane's reading of the account (the account bar's): one "may be out of date" for every view. */
  account?: AccountRefresh;
  /** The workspace tells the shell the files chosen and not sent yet (Sign out names them first). */
  reportChosen?: (names: readonly string[]) => void;
}
