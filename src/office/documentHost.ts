// Which hosts take results into an open document (Word, Excel), as opposed to Outlook's reply or cursor. Its own
// module, apart from detectHost: only views loaded after sign-in ask it, so it stays off the first screen.
import type { HostKind } from "./host";

/** The hosts whose results go into an open document (insert options, Insert all, "as they finish"). */
export type DocumentHost = "word" | "excel";

/** The host, when results go into an open document there; null in Outlook and outside Office. */
export function documentHost(host: HostKind): DocumentHost | null {
  return host === "word" || host === "excel" ? host : null;
}
