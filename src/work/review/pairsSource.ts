// The key/value pairs as the review's grid shows them: a header row (Key, Value), one row per pair, a pair left
// out as a row left out, and its value's flag as the cell's mark. Plain data and functions.
import { keyValueHeader } from "../../results/documentText";
import type { PairState } from "../../results/review/types";
import type { FlagIndex } from "./flags";
import { columnWidths, type GridSource } from "./gridSource";

export const PAIRS_GRID = "pairs";

export function pairsSource(pairs: readonly PairState[], flags: FlagIndex): GridSource {
  const header = keyValueHeader();
  const cell = (row: number, column: number): string => {
    if (row === 0) return header[column] ?? "";
    const pair = pairs[row - 1];
    return (column === 0 ? pair?.key : pair?.value) ?? "";
  };
  return {
    rowCount: pairs.length + 1,
    columnCount: 2,
    headerRow: true,
    cell,
    rowDeleted: (row) => row > 0 && pairs[row - 1]?.chosen === false,
    columnDeleted: () => false,
    mark: (row, column) => (row > 0 && column === 1 ? (flags.at({ kind: "pair", pair: row - 1 })?.mark ?? null) : null),
    columnLabel: (column) => header[column] ?? "",
    widths: columnWidths(cell, pairs.length + 1, 2),
  };
}
