// Which Office application the task pane runs in. Outside Office (a plain browser) office.js reports no host.
export type HostKind = "word" | "excel" | "outlook" | "none";

/** The hosts whose results go into an open document (insert options, Insert all, "as they finish"). */
export type DocumentHost = "word" | "excel";

export async function detectHost(): Promise<HostKind> {
  if (typeof Office === "undefined") return "none";
  const info = await Office.onReady();
  if (info.host === Office.HostType.Word) return "word";
  if (info.host === Office.HostType.Excel) return "excel";
  if (info.host === Office.HostType.Outlook) return "outlook";
  return "none";
}

/** The host, when results go into an open document there; null in Outlook and outside Office. */
export function documentHost(host: HostKind): DocumentHost | null {
  return host === "word" || host === "excel" ? host : null;
}
