// How a downloaded result file can be saved where the task pane runs (researched in Office's documentation
// and issue tracker; see docs/user-guide.md, History):
// - Office on the web (the pane is an iframe allowed to download) and Office on Windows with WebView2: a link
//   to the file's Blob with a `download` name starts the browser's own download;
// - Internet Explorer's webview (Trident): navigator.msSaveOrOpenBlob, where it exists;
// - Microsoft Edge Legacy's webview (EdgeHTML): msSaveOrOpenBlob is missing and Blob links do not download;
// - Office on Mac and on iPad (WKWebView): downloads are not supported, by design;
// where nothing works, the pane says so and offers insertion. Opening the file in a browser instead
// (openBrowserWindow) would need an address that works without the Authorization header: never done.

import { t } from "../../i18n/messages";

export interface SaveEnvironment {
  /** Office.context.platform ("PC", "OfficeOnline", "Mac", "iOS", "Android"...), null outside Office. */
  platform: string | null;
  userAgent: string;
  /** navigator.msSaveOrOpenBlob exists. */
  msSaveBlob: boolean;
}

export type SaveMethod = { kind: "link" } | { kind: "msSaveBlob" } | { kind: "none"; reason: string };

export function saveMethod(env: SaveEnvironment): SaveMethod {
  if (env.platform === "Mac") return { kind: "none", reason: t("history.save.mac") };
  if (env.platform === "iOS" || env.platform === "Android") return { kind: "none", reason: t("history.save.tablet") };
  const legacy = /Trident\/|Edge\/\d/.test(env.userAgent);
  if (legacy) return env.msSaveBlob ? { kind: "msSaveBlob" } : { kind: "none", reason: t("history.save.legacy") };
  return { kind: "link" };
}
