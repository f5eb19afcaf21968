// The bar under the page panel in a narrow pane: drag it (or focus it and press the up and down arrows) to
// give the page more or less height. A window splitter as ARIA describes it: a focusable separator with its
// value.
import { makeStyles, tokens } from "@fluentui/react-components";
import { useRef, type KeyboardEvent, type PointerEvent } from "react";
import { t } from "../../i18n/messages";
import { MAX_PANEL_HEIGHT, MIN_PANEL_HEIGHT, clampHeight } from "../../work/review/pagePanelPrefs";

/** One arrow press, in CSS pixels. */
const KEY_STEP = 24;

const useStyles = makeStyles({
  bar: {
    // A touch target (WCAG 2.5.8's 24 px), though only the grip is drawn.
    height: "24px",
    cursor: "row-resize",
    touchAction: "none",
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    borderRadius: tokens.borderRadiusMedium,
    ":hover": { backgroundColor: tokens.colorNeutralBackground1Hover },
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  grip: { width: "40px", height: "4px", borderRadius: "2px", backgroundColor: tokens.colorNeutralStroke1 },
});

export interface PanelResizerProps {
  height: number;
  onHeight(height: number): void;
}

export function PanelResizer({ height, onHeight }: PanelResizerProps): React.JSX.Element {
  const styles = useStyles();
  const drag = useRef<{ y: number; height: number } | null>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const step = event.key === "ArrowUp" ? -KEY_STEP : event.key === "ArrowDown" ? KEY_STEP : 0;
    if (step === 0) return;
    event.preventDefault();
    onHeight(clampHeight(height + step));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { y: event.clientY, height };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>): void => {
    if (drag.current) onHeight(clampHeight(drag.current.height + event.clientY - drag.current.y));
  };
  const end = (): void => {
    drag.current = null;
  };
  return (
    <div
      className={styles.bar}
      role="separator"
      aria-orientation="horizontal"
      aria-label={t("pageViewer.resize")}
      aria-valuenow={height}
      aria-valuemin={MIN_PANEL_HEIGHT}
      aria-valuemax={MAX_PANEL_HEIGHT}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={end}
      onPointerCancel={end}
      data-testid="page-panel-resizer"
    >
      <div className={styles.grip} />
    </div>
  );
}
