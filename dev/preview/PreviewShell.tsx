// Layout of the preview: host tabs, the document, and the task pane column.
import { useEffect, useRef, useSyncExternalStore, type CSSProperties } from "react";
import type { HostDouble } from "../host/install";
import { columnName } from "../host/excelModel";

const styles: Record<string, CSSProperties> = {
  shell: { display: "flex", flexDirection: "column", height: "100vh", background: "#f3f2f1" },
  bar: { display: "flex", gap: 16, alignItems: "center", padding: "8px 16px", background: "#0f6cbd", color: "#fff" },
  tab: { color: "#fff", textDecoration: "none", padding: "4px 8px", borderRadius: 4 },
  activeTab: { background: "rgba(255,255,255,0.25)" },
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
  pane: { width: 340, borderLeft: "1px solid #c8c6c4", overflow: "auto", background: "#fff" },
  grid: { borderCollapse: "collapse", background: "#fff", fontSize: 13 },
  cell: { border: "1px solid #e1dfdd", padding: "2px 6px", minWidth: 64, height: 20, whiteSpace: "pre" },
  head: { background: "#f3f2f1", color: "#605e5c", textAlign: "center", border: "1px solid #e1dfdd", padding: "2px 6px" },
  footer: { padding: "4px 16px", fontSize: 12, color: "#605e5c", borderTop: "1px solid #c8c6c4" },
};

function useModel(subscribe: (listener: () => void) => () => void, read: () => unknown): void {
  useSyncExternalStore(subscribe, read);
}

function WordView({ double }: { double: HostDouble }): React.JSX.Element {
  const model = double.word;
  useModel(
    (l) => model.subscribe(l),
    () => model.paragraphs.map((p) => p.text).join("\r") + JSON.stringify(model.selection),
  );
  const caret = model.selection.start;
  return (
    <article style={styles.page} aria-label="Word document" data-testid="word-document">
      {model.paragraphs.map((p, index) => (
        // Clicking a paragraph puts the cursor at its end, like a click in Word's margin.
        <p
          key={index}
          style={styles.paragraph}
          data-testid="word-paragraph"
          onClick={() => model.select({ paragraph: index, offset: p.text.length })}
        >
          {index === caret.paragraph ? (
            <>
              {p.text.slice(0, caret.offset)}
              <span aria-hidden="true" style={{ borderLeft: "2px solid #0f6cbd", marginRight: -2 }} />
              {p.text.slice(caret.offset)}
            </>
          ) : (
            p.text
          )}
        </p>
      ))}
    </article>
  );
}

function ExcelView({ double }: { double: HostDouble }): React.JSX.Element {
  const model = double.excel;
  useModel(
    (l) => model.subscribe(l),
    () => JSON.stringify(model.sheets),
  );
  const sheet = model.sheets[model.activeSheet];
  const rows = Math.max(20, sheet?.cells.length ?? 0);
  const columns = Math.max(8, ...(sheet?.cells.map((r) => r.length) ?? [0]));
  return (
    <section aria-label="Excel workbook" data-testid="excel-workbook">
      <table style={styles.grid}>
        <thead>
          <tr>
            <th style={styles.head} />
            {Array.from({ length: columns }, (_, c) => (
              <th key={c} style={styles.head} scope="col">
                {columnName(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, r) => (
            <tr key={r}>
              <th style={styles.head} scope="row">
                {r + 1}
              </th>
              {Array.from({ length: columns }, (_, c) => (
                <td key={c} style={styles.cell} data-cell={`${columnName(c)}${r + 1}`}>
                  {sheet?.cells[r]?.[c] ?? ""}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <nav aria-label="Sheets" style={{ display: "flex", gap: 4, marginTop: 8 }}>
        {model.sheets.map((s, i) => (
          <span
            key={s.name}
            style={{ padding: "2px 8px", background: i === model.activeSheet ? "#fff" : "transparent", border: "1px solid #c8c6c4" }}
          >
            {s.name}
          </span>
        ))}
      </nav>
    </section>
  );
}

export function PreviewShell({
  double,
  onPaneReady,
}: {
  double: HostDouble;
  onPaneReady: (element: HTMLElement) => void;
}): React.JSX.Element {
  const pane = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (pane.current) onPaneReady(pane.current);
  }, [onPaneReady]);
  useModel(
    (l) => {
      const a = double.word.subscribe(l);
      const b = double.excel.subscribe(l);
      return () => {
        a();
        b();
      };
    },
    () => double.stats.syncCount,
  );
  const tab = (host: "word" | "excel", label: string): React.JSX.Element => {
    const active = double.host.toLowerCase() === host;
    return (
      <a href={`?host=${host}`} style={{ ...styles.tab, ...(active ? styles.activeTab : {}) }} aria-current={active ? "page" : undefined}>
        {label}
      </a>
    );
  };
  return (
    <div style={styles.shell}>
      <header style={styles.bar}>
        <strong>Browser preview</strong>
        <nav aria-label="Office application" style={{ display: "flex", gap: 8 }}>
          {tab("word", "Word document")}
          {tab("excel", "Excel workbook")}
        </nav>
      </header>
      <div style={styles.main}>
        <div style={styles.canvas}>{double.host === "Word" ? <WordView double={double} /> : <ExcelView double={double} />}</div>
        {/* A plain container: the task pane's own <main> must stay the top-level landmark. */}
        <div style={styles.pane} data-testid="task-pane" ref={pane} />
      </div>
      <footer style={styles.footer} data-testid="sync-count">
        context.sync() calls: {double.stats.syncCount}
      </footer>
    </div>
  );
}
