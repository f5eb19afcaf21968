// The page picker's grid as rows of tiles (issue 32: only the rows in view are drawn): how many tiles fit in
// a row, and where each arrow, Home, End and Page key moves the focus. Pure.

/** The narrowest a page tile gets, and the gap between tiles (px). */
export const TILE_MIN_WIDTH = 76;
export const TILE_GAP = 8;

/** Tiles in a row of a grid `width` pixels wide (at least one). */
export function tilesPerRow(width: number): number {
  return Math.max(1, Math.floor((width + TILE_GAP) / (TILE_MIN_WIDTH + TILE_GAP)));
}

/** The page a key moves the focus to from `page` (1-based), or null for a key the grid does not use. */
export function pageForKey(key: string, page: number, count: number, perRow: number, rowsInView: number): number | null {
  const clamp = (p: number): number => Math.min(count, Math.max(1, p));
  switch (key) {
    case "ArrowRight":
      return clamp(page + 1);
    case "ArrowLeft":
      return clamp(page - 1);
    case "ArrowDown":
      return page + perRow <= count ? page + perRow : page;
    case "ArrowUp":
      return page - perRow >= 1 ? page - perRow : page;
    case "Home":
      return 1;
    case "End":
      return count;
    case "PageDown":
      return clamp(page + perRow * Math.max(1, rowsInView));
    case "PageUp":
      return clamp(page - perRow * Math.max(1, rowsInView));
    default:
      return null;
  }
}
