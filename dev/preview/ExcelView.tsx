// The Excel workbook of the preview: sheets as tabs, cells (a cell that became a formula is flagged in red),
// Excel tables, the selection and pictures.
import type { CSSProperties } from "react";
import { columnName } from "../host/excelAddress";
import type { CellModel, SheetModel } from "../host/excelModelTypes";
import type { HostDouble } from "../host/install";
import { styles, useModel } from "./previewStyles";

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

export function ExcelView({ double }: { double: HostDouble }): React.JSX.Element {
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
