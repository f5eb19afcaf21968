// The browser preview: the real task pane beside an in-memory Word document or Excel workbook, so the
// whole flow can be tried without Office (`npm start`, then open /preview.html). ?host=excel shows the
// workbook; ?theme=dark mimics Office's dark theme. Development only: never in the production build.
import { createRoot } from "react-dom/client";
import { installHostDouble, type HostName } from "../host/install";
import { mountTaskPane } from "../../src/taskpane/mount";
import { PreviewShell } from "./PreviewShell";

const params = new URLSearchParams(window.location.search);
const host: HostName = params.get("host") === "excel" ? "Excel" : "Word";
const dark = params.get("theme") === "dark";
const double = installHostDouble({
  host,
  ...(dark ? { theme: { bodyBackgroundColor: "#262626", bodyForegroundColor: "#ffffff" } } : {}),
});
// For end-to-end tests and curious developers: the documents and the sync counter.
(window as unknown as { __hostDouble: typeof double }).__hostDouble = double;

const container = document.getElementById("preview");
if (container) {
  createRoot(container).render(
    <PreviewShell double={double} onPaneReady={(element) => mountTaskPane(element, host === "Word" ? "word" : "excel")} />,
  );
}
