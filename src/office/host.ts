// Which Office application the task pane runs in. Outside Office (a plain browser) office.js reports no host.
export type HostKind = "word" | "excel" | "outlook" | "none";

export async function detectHost(): Promise<HostKind> {
  if (typeof Office === "undefined") return "none";
  const info = await Office.onReady();
  if (info.host === Office.HostType.Word) return "word";
  if (info.host === Office.HostType.Excel) return "excel";
  if (info.host === Office.HostType.Outlook) return "outlook";
  return "none";
}
