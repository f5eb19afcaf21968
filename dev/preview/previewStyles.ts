// What the preview's host views share: their styles, and redrawing when a host model changes.
import { useSyncExternalStore, type CSSProperties } from "react";

export const styles: Record<string, CSSProperties> = {
  shell: { display: "flex", flexDirection: "column", height: "100vh", background: "#f3f2f1" },
  bar: { display: "flex", gap: 16, alignItems: "center", padding: "8px 16px", background: "#0f6cbd", color: "#fff" },
  tab: { color: "#fff", textDecoration: "none", padding: "4px 8px", borderRadius: 4 },
  activeTab: { background: "rgba(255,255,255,0.25)" },
  barButton: {
    marginLeft: "auto",
    background: "transparent",
    color: "#fff",
    border: "1px solid #fff",
    borderRadius: 4,
    padding: "2px 8px",
    cursor: "pointer",
  },
  ribbonButton: { background: "#fff", color: "#0f6cbd", border: "none", borderRadius: 4, padding: "2px 8px", cursor: "pointer" },
  main: { display: "flex", flex: 1, minHeight: 0 },
  canvas: { flex: 1, overflow: "auto", padding: 24 },
  page: {
    background: "#fff",
    color: "#242424",
    maxWidth: 720,
    minHeight: 600,
    margin: "0 auto",
    padding: "48px 64px",
    boxShadow: "0 1px 4px rgba(0,0,0,.2)",
  },
  paragraph: { margin: "0 0 8px", minHeight: "1.4em", whiteSpace: "pre-wrap", cursor: "text" },
  control: { border: "1px solid #8a8886", borderRadius: 2, padding: "14px 8px 4px", margin: "4px 0 8px", position: "relative" },
  controlLabel: {
    position: "absolute",
    top: -1,
    left: 8,
    transform: "translateY(-50%)",
    background: "#fff",
    fontSize: 11,
    color: "#605e5c",
    padding: "0 4px",
  },
  wordTable: { borderCollapse: "collapse", margin: "0 0 8px", width: "100%" },
  wordCell: { border: "1px solid #8a8886", padding: "2px 6px", verticalAlign: "top", whiteSpace: "pre-wrap" },
  pageBreak: { borderTop: "2px dashed #8a8886", margin: "16px 0", textAlign: "center", fontSize: 11, color: "#605e5c" },
  pane: { width: 360, borderLeft: "1px solid #c8c6c4", overflow: "auto", background: "#fff", flex: 1 },
  paneColumn: { display: "flex", flexDirection: "column", minHeight: 0 },
  paneHeader: { width: 352, padding: 4, fontSize: 12, borderLeft: "1px solid #c8c6c4", background: "#faf9f8" },
  grid: { borderCollapse: "collapse", background: "#fff", fontSize: 13 },
  cell: {
    border: "1px solid #e1dfdd",
    padding: "2px 6px",
    minWidth: 64,
    maxWidth: 320,
    height: 20,
    whiteSpace: "pre",
    overflow: "hidden",
    textOverflow: "ellipsis",
    cursor: "cell",
  },
  head: { background: "#f3f2f1", color: "#605e5c", textAlign: "center", border: "1px solid #e1dfdd", padding: "2px 6px" },
  footer: { padding: "4px 16px", fontSize: 12, color: "#605e5c", borderTop: "1px solid #c8c6c4" },
};

export function useModel(subscribe: (listener: () => void) => () => void, read: () => unknown): void {
  useSyncExternalStore(subscribe, read);
}
