// The review grid's looks: a scrolling box whose header row and first column stay in view, rows of one height
// (only the visible ones are drawn), cells to check marked by colour, an icon and words, rows and columns
// left out struck through.
import { makeStyles, tokens } from "@fluentui/react-components";
import { visuallyHidden } from "../visuallyHidden";

/** Height of every row, header included (the virtualiser places rows by it). */
export const ROW_HEIGHT = 30;

export const useGridStyles = makeStyles({
  scroller: {
    overflow: "auto",
    position: "relative",
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    // Long values are cut in the cell (shown whole while editing), so rows keep one height.
    fontSize: tokens.fontSizeBase200,
  },
  grid: { position: "relative" },
  head: { position: "sticky", top: 0, zIndex: 3 },
  body: { position: "relative" },
  row: { display: "flex", position: "absolute", left: 0 },
  headRow: { display: "flex" },
  cell: {
    boxSizing: "border-box",
    flexShrink: 0,
    height: `${ROW_HEIGHT}px`,
    lineHeight: `${ROW_HEIGHT - 2}px`,
    paddingInline: tokens.spacingHorizontalXS,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    whiteSpace: "nowrap",
    overflow: "hidden",
    textOverflow: "ellipsis",
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    cursor: "cell",
    // Brought into view with room for the sticky header row above it.
    scrollMarginTop: `${ROW_HEIGHT}px`,
    outlineStyle: "none",
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "-2px" },
  },
  // The first column stays in view when the grid scrolls sideways, opaque over what scrolls under it.
  sticky: { position: "sticky", left: 0, zIndex: 1 },
  // Scrolled sideways: the frozen column's edge is drawn stronger, so what is under it reads as hidden.
  frozenEdge: { borderRightColor: tokens.colorNeutralStrokeAccessible },
  // A column partly under the frozen one: its visible end is shaded and its text not drawn, since "elf" of
  // "Shelf" reads like a misread (issue 35, item 4). Opacity, not visibility: screen readers still read it.
  covered: {
    backgroundColor: tokens.colorNeutralBackground5,
    "& > *": { opacity: 0 },
  },
  header: { backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold },
  active: { boxShadow: `inset 0 0 0 2px ${tokens.colorCompoundBrandStroke}` },
  flagged: {
    backgroundColor: tokens.colorPaletteYellowBackground2,
    display: "flex",
    alignItems: "center",
    gap: "2px",
  },
  flagIcon: { flexShrink: 0, color: tokens.colorPaletteDarkOrangeForeground1 },
  flagText: { overflow: "hidden", textOverflow: "ellipsis" },
  deleted: { textDecorationLine: "line-through", color: tokens.colorNeutralForeground3, backgroundColor: tokens.colorNeutralBackground4 },
  editor: {
    boxSizing: "border-box",
    width: "100%",
    height: "100%",
    margin: 0,
    padding: `0 ${tokens.spacingHorizontalXXS}`,
    border: "none",
    outline: `2px solid ${tokens.colorCompoundBrandStroke}`,
    outlineOffset: "-2px",
    resize: "none",
    font: "inherit",
    lineHeight: `${ROW_HEIGHT - 2}px`,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    overflow: "hidden",
  },
  hidden: visuallyHidden,
});
