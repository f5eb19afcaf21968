// The page picker's tiles (issue 22), drawn a row at a time as they scroll into view (issue 32: a PDF of
// thousands of pages draws a few dozen tiles, not thousands): rows of as many tiles as the width holds (three
// or four at 320 px), in a box that scrolls. Keyboard: one tile is in the Tab order; the arrow keys (mirrored
// right to left), Home, End, Page Up and Page Down move between pages, scrolling the page into view; Tab
// leaves the grid. The focused page's row is always drawn, so it keeps the focus when scrolled away.
import { makeStyles, tokens } from "@fluentui/react-components";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef, useState } from "react";
import { uiLocale } from "../../../i18n/messages";
import { TILE_GAP, pageForKey, tilesPerRow } from "../../../pages/gridKeys";
import type { PagePictures } from "../../../pages/pictures/pagePictures";
import { PageTile } from "./PageTile";

const useStyles = makeStyles({
  box: { maxHeight: "60vh", overflowY: "auto", padding: tokens.spacingHorizontalXXS },
  rows: { position: "relative", width: "100%" },
  row: { position: "absolute", top: 0, left: 0, width: "100%", display: "grid", gap: `${TILE_GAP}px`, paddingBottom: `${TILE_GAP}px` },
});

export interface PageGridProps {
  count: number;
  selected: ReadonlySet<number>;
  disabled: boolean;
  pictures: PagePictures | null;
  onToggle: (page: number, run: boolean) => void;
}

export function PageGrid({ count, selected, disabled, pictures, onToggle }: PageGridProps): React.JSX.Element {
  const styles = useStyles();
  const box = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(1);
  const [focusWanted, setFocusWanted] = useState(false);
  const [width, setWidth] = useState(0);
  const perRow = tilesPerRow(width);
  const rows = Math.ceil(count / perRow);
  const currentRow = Math.floor((Math.min(current, count) - 1) / perRow);
  // A tile is about 1.3 times as tall as wide, with its caption.
  const rowHeight = Math.round(((width - TILE_GAP * (perRow - 1)) / perRow) * 1.3 + 40 + TILE_GAP);
  // The grid draws again on every scroll anyway: nothing of it needs the compiler's memoising.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => box.current,
    estimateSize: () => Math.max(rowHeight, 60),
    overscan: 1,
    // A row measured without layout (height 0) keeps its estimate.
    measureElement: (element) => element.getBoundingClientRect().height || Math.max(rowHeight, 60),
    rangeExtractor: (range) => {
      const indexes: number[] = [];
      for (let i = Math.max(0, range.startIndex - range.overscan); i <= Math.min(range.count - 1, range.endIndex + range.overscan); i++)
        indexes.push(i);
      if (currentRow < range.count && !indexes.includes(currentRow)) indexes.push(currentRow);
      return indexes.sort((a, b) => a - b);
    },
  });

  // The box's width (measured by the virtualizer) decides the tiles per row; rows are measured again when it changes.
  const measured = virtualizer.scrollRect?.width ?? 0;
  useEffect(() => {
    if (measured !== width) setWidth(measured);
  }, [measured, width]);
  useEffect(() => virtualizer.measure(), [virtualizer, perRow, rowHeight]);

  useEffect(() => {
    if (!focusWanted) return;
    box.current?.querySelector<HTMLElement>(`[data-page="${current}"]`)?.focus();
    setFocusWanted(false);
  }, [focusWanted, current]);

  const onKeyDown = (event: React.KeyboardEvent): void => {
    const rtl = uiLocale().dir === "rtl";
    const key = rtl && event.key === "ArrowLeft" ? "ArrowRight" : rtl && event.key === "ArrowRight" ? "ArrowLeft" : event.key;
    const visibleRows = Math.floor((box.current?.clientHeight ?? 0) / Math.max(rowHeight, 60));
    const next = pageForKey(key, current, count, perRow, visibleRows);
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    virtualizer.scrollToIndex(Math.floor((next - 1) / perRow), { align: "auto" });
    setFocusWanted(true);
  };

  return (
    <div ref={box} className={styles.box} onKeyDown={onKeyDown}>
      <div className={styles.rows} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className={styles.row}
            style={{ transform: `translateY(${row.start}px)`, gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))` }}
          >
            {Array.from({ length: Math.min(perRow, count - row.index * perRow) }, (_, i) => row.index * perRow + i + 1).map((page) => (
              <PageTile
                key={page}
                page={page}
                pressed={selected.has(page)}
                disabled={disabled}
                focusable={page === current}
                pictures={pictures}
                onFocus={() => setCurrent(page)}
                onToggle={onToggle}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
