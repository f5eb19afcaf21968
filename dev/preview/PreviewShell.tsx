// Layout of the preview: host tabs, the document, and the task pane column. The document views draw the
// host double's models so a person sees exactly what the add-in inserted: Word paragraphs with their styles,
// tables, page breaks and the content controls around insertions (with their tags); Excel sheets as tabs,
// cells (a cell that became a formula is flagged in red), Excel tables and pictures.
import { useEffect, useRef, useSyncExternalStore, type CSSProperties } from "react";
import type { HostDouble } from "../host/install";
import { columnName, type CellModel, type SheetModel } from "../host/excelModel";
import type { Block } from "../host/wordModel";
import { samplePictureBase64 } from "./samplePicture";

const styles: Record<string, CSSProperties> = {
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
  pane: { width: 360, borderLeft: "1px solid #c8c6c4", overflow: "auto", background: "#fff" },
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

const HEADING_SIZES: Record<string, number> = { Title: 28, Heading1: 22, Heading2: 18, Heading3: 15 };

function useModel(subscribe: (listener: () => void) => () => void, read: () => unknown): void {
  useSyncExternalStore(subscribe, read);
}

/** Runs of blocks grouped by the outermost content control at `depth`. */
function groups(
  blocks: readonly { block: Block; index: number }[],
  depth: number,
): { control: number | null; items: { block: Block; index: number }[] }[] {
  const out: { control: number | null; items: { block: Block; index: number }[] }[] = [];
  for (const item of blocks) {
    const control = item.block.controls[depth] ?? null;
    const last = out[out.length - 1];
    if (last && last.control === control && control !== null) last.items.push(item);
    else out.push({ control, items: [item] });
  }
  return out;
}

function WordBlocks({
  double,
  items,
  depth,
}: {
  double: HostDouble;
  items: { block: Block; index: number }[];
  depth: number;
}): React.JSX.Element {
  const model = double.word;
  const caret = model.selection.start;
  const selectedEnd = model.selection.end;
  return (
    <>
      {groups(items, depth).map((group) => {
        if (group.control !== null) {
          const meta = model.contentControls.get(group.control);
          return (
            <div
              key={`cc-${group.control}-${group.items[0]?.index ?? 0}`}
              style={styles.control}
              data-testid="word-content-control"
              data-tag={meta?.tag ?? ""}
              title={meta?.tag}
            >
              <span style={styles.controlLabel}>{meta?.title || meta?.tag || "Content control"}</span>
              <WordBlocks double={double} items={group.items} depth={depth + 1} />
            </div>
          );
        }
        return group.items.map(({ block, index }) => {
          if (block.kind === "pageBreak")
            return (
              <div key={index} role="separator" aria-label="Page break" style={styles.pageBreak} data-testid="word-page-break">
                page break
              </div>
            );
          if (block.kind === "table")
            return (
              <table key={index} style={styles.wordTable} data-testid="word-table">
                <tbody>
                  {block.rows.map((row, r) => (
                    <tr key={r} style={r < block.headerRowCount ? { background: "#0f6cbd", color: "#fff", fontWeight: 600 } : undefined}>
                      {row.map((cell, c) =>
                        r < block.headerRowCount ? (
                          <th key={c} style={styles.wordCell} scope="col">
                            {cell}
                          </th>
                        ) : (
                          <td key={c} style={styles.wordCell}>
                            {cell}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            );
          const size = HEADING_SIZES[block.style];
          const selected = block.picture && caret.paragraph === index && selectedEnd.paragraph === index;
          return (
            // Clicking a paragraph puts the cursor at its end, like a click in Word's margin; a picture selects it.
            <p
              key={index}
              style={{ ...styles.paragraph, ...(size ? { fontSize: size, fontWeight: 600, color: "#0f548c" } : {}) }}
              data-testid="word-paragraph"
              data-style={block.style}
              onClick={() => (block.picture ? model.selectBlock(index) : model.select({ paragraph: index, offset: block.text.length }))}
            >
              {block.picture ? (
                <img
                  src={`data:image/png;base64,${block.picture.base64}`}
                  alt={block.picture.altText}
                  data-testid="word-picture"
                  style={{ maxWidth: 240, outline: selected ? "3px solid #0f6cbd" : "none" }}
                />
              ) : null}
              {index === caret.paragraph && !block.picture ? (
                <>
                  {block.text.slice(0, caret.offset)}
                  <span aria-hidden="true" style={{ borderLeft: "2px solid #0f6cbd", marginRight: -2 }} />
                  {block.text.slice(caret.offset)}
                </>
              ) : (
                block.text
              )}
            </p>
          );
        });
      })}
    </>
  );
}

function WordView({ double }: { double: HostDouble }): React.JSX.Element {
  const model = double.word;
  useModel(
    (l) => model.subscribe(l),
    () => JSON.stringify(model.blocks) + JSON.stringify(model.selection) + JSON.stringify([...model.contentControls.values()]),
  );
  return (
    <article style={styles.page} aria-label="Word document" data-testid="word-document">
      <WordBlocks double={double} items={model.blocks.map((block, index) => ({ block, index }))} depth={0} />
    </article>
  );
}

const MAX_DRAWN_ROWS = 200;
const MAX_DRAWN_COLUMNS = 30;

function cellStyle(cell: CellModel | undefined, header: boolean, inTable: boolean): CSSProperties {
  if (cell?.type === "Formula") return { ...styles.cell, background: "#fde7e9", color: "#a4262c" };
  if (header) return { ...styles.cell, background: "#0f6cbd", color: "#fff", fontWeight: 600 };
  if (inTable) return { ...styles.cell, background: "#ebf3fc" };
  return { ...styles.cell, fontWeight: cell?.bold ? 600 : undefined };
}

function SheetGrid({ double, sheet }: { double: HostDouble; sheet: SheetModel }): React.JSX.Element {
  const model = double.excel;
  const used = model.usedBounds(sheet);
  const rows = Math.min(MAX_DRAWN_ROWS, Math.max(20, (used?.bottom ?? 0) + 2));
  const columns = Math.min(MAX_DRAWN_COLUMNS, Math.max(8, (used?.right ?? 0) + 2));
  const sel = model.selection;
  return (
    <>
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
              {Array.from({ length: columns }, (_, c) => {
                const cell = model.cell(sheet, r, c);
                const table = model.tableAt(sheet, r, c);
                const header = table !== undefined && r === table.bounds.top;
                const selected = model.activeShapeId === null && r >= sel.top && r <= sel.bottom && c >= sel.left && c <= sel.right;
                return (
                  <td
                    key={c}
                    style={{
                      ...cellStyle(cell, header, table !== undefined),
                      ...(selected ? { outline: "2px solid #107c41", outlineOffset: -2 } : {}),
                    }}
                    data-cell={`${columnName(c)}${r + 1}`}
                    data-type={cell && (cell.value !== "" || cell.type === "Formula") ? cell.type : undefined}
                    data-table={table?.name}
                    data-header={header ? "true" : undefined}
                    title={cell?.type === "Formula" ? `Formula: ${cell.value}` : undefined}
                    onClick={() => model.selectCells({ top: r, left: c, bottom: r, right: c })}
                  >
                    {cell?.type === "Formula" ? `⚠ ${cell.value}` : model.text(sheet, r, c)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {used && used.bottom + 1 > rows ? (
        <p style={{ fontSize: 12, color: "#605e5c" }} data-testid="more-rows">
          … {used.bottom + 1 - rows} more rows not drawn
        </p>
      ) : null}
    </>
  );
}

function ExcelView({ double }: { double: HostDouble }): React.JSX.Element {
  const model = double.excel;
  useModel(
    (l) => model.subscribe(l),
    () =>
      JSON.stringify(model.sheets) +
      JSON.stringify(model.tables) +
      JSON.stringify(model.selection) +
      model.activeSheet +
      String(model.activeShapeId),
  );
  const sheet = model.sheets[model.activeSheet];
  return (
    <section aria-label="Excel workbook" data-testid="excel-workbook">
      {sheet && sheet.shapes.length > 0 ? (
        <div style={{ display: "flex", gap: 8, marginBottom: 8 }} aria-label="Pictures on this sheet">
          {sheet.shapes.map((shape) => (
            <img
              key={shape.id}
              src={`data:image/png;base64,${shape.base64}`}
              alt={shape.name}
              data-testid="excel-picture"
              style={{
                maxHeight: 120,
                outline: model.activeShapeId === shape.id ? "3px solid #107c41" : "1px solid #c8c6c4",
                cursor: "pointer",
              }}
              onClick={() => model.selectShape(shape.id)}
            />
          ))}
        </div>
      ) : null}
      {sheet ? <SheetGrid double={double} sheet={sheet} /> : null}
      <nav aria-label="Sheets" style={{ display: "flex", gap: 4, marginTop: 8 }} role="tablist">
        {model.sheets.map((s, i) => (
          <button
            key={s.id}
            type="button"
            role="tab"
            aria-selected={i === model.activeSheet}
            data-testid="sheet-tab"
            onClick={() => model.activate(i)}
            style={{
              padding: "2px 8px",
              background: i === model.activeSheet ? "#fff" : "transparent",
              border: "1px solid #c8c6c4",
              cursor: "pointer",
            }}
          >
            {s.name}
          </button>
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
  const addSample = (): void => {
    const base64 = samplePictureBase64();
    if (double.host === "Word") {
      const picture = double.word.addPicture(base64, "Sample handwritten note");
      double.word.selectBlock(double.word.blocks.findIndex((b) => b.kind === "paragraph" && b.picture?.id === picture.id));
    } else {
      const shape = double.excel.addPicture(double.excel.active(), base64, "Sample note");
      double.excel.selectShape(shape.id);
    }
  };
  const largest = double.stats.requestSizes.reduce((m, s) => Math.max(m, s), 0);
  return (
    <div style={styles.shell}>
      <header style={styles.bar}>
        <strong>Browser preview</strong>
        <nav aria-label="Office application" style={{ display: "flex", gap: 8 }}>
          {tab("word", "Word document")}
          {tab("excel", "Excel workbook")}
        </nav>
        <button type="button" style={styles.barButton} onClick={addSample}>
          Add a sample picture
        </button>
      </header>
      <div style={styles.main}>
        <div style={styles.canvas}>{double.host === "Word" ? <WordView double={double} /> : <ExcelView double={double} />}</div>
        {/* A plain container: the task pane's own <main> must stay the top-level landmark. */}
        <div style={styles.pane} data-testid="task-pane" ref={pane} />
      </div>
      <footer style={styles.footer}>
        <span data-testid="sync-count">context.sync() calls: {double.stats.syncCount}</span>
        {largest > 0 ? <span> · largest request {(largest / 1024).toFixed(1)} KiB</span> : null}
      </footer>
    </div>
  );
}
