// One page of a file, zoomed and moved like an image viewer (issue 36): fit width or the whole page, zoom in
// and out by the buttons, Ctrl + wheel, a pinch, or + and - with the page focused; move it by dragging or by the
// arrow keys. It fills the room its parent gives it and keeps that room while a picture loads, so nothing moves
// under the pointer. Reusable: the review shows the page a cell comes from, provenance (issue 33) a source
// page; the picture (an object URL, or why there is none) comes from the caller. The arithmetic is zoom.ts.
import { Button, Spinner, Text, makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import { PageFit20Regular, ArrowAutofitWidth20Regular, ZoomIn20Regular, ZoomOut20Regular } from "@fluentui/react-icons";
import type { ReactNode } from "react";
import { formatNumber } from "../../i18n/format";
import { t } from "../../i18n/messages";
import { visuallyHidden } from "../visuallyHidden";
import { usePanZoom } from "./usePanZoom";

/** The picture to show: being fetched, its object URL, or a sentence saying why there is none. */
export type PagePicture = { state: "loading" } | { state: "ready"; url: string } | { state: "failed"; message: string; retry?: () => void };

export interface PageViewerProps {
  picture: PagePicture;
  fileName: string;
  pageNumber: number;
  /** More buttons at the end of the viewer's toolbar (the review's panel puts Hide there). */
  actions?: ReactNode;
  className?: string;
}

const useStyles = makeStyles({
  viewer: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS, minHeight: 0, minWidth: 0, height: "100%" },
  // One line at 320 px in every language (issue 36): the buttons are icons with names and tooltips, the level
  // shows the number alone (its sentence is for screen readers), and only the caption gives way, shortened with
  // an ellipsis (whole in its title) when a language's "Page 2" does not fit.
  bar: { display: "flex", alignItems: "center", flexWrap: "nowrap", gap: tokens.spacingHorizontalXXS, minWidth: 0 },
  caption: {
    fontWeight: tokens.fontWeightSemibold,
    marginInlineEnd: "auto",
    minWidth: 0,
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
  },
  // Wide enough for the widest level ("800 %"), in digits of one width, so the buttons do not move as it changes.
  level: {
    flexShrink: 0,
    minWidth: "5ch",
    textAlign: "center",
    whiteSpace: "nowrap",
    fontVariantNumeric: "tabular-nums",
    color: tokens.colorNeutralForeground2,
  },
  said: visuallyHidden,
  button: { flexShrink: 0 },
  frame: {
    position: "relative",
    flexGrow: 1,
    minHeight: "80px",
    overflow: "hidden",
    touchAction: "none",
    cursor: "grab",
    backgroundColor: tokens.colorNeutralBackground3,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "1px" },
  },
  picture: {
    // Placed by usePanZoom's style from the top-left corner, in either writing direction.
    position: "absolute",
    maxWidth: "none",
    userSelect: "none",
    backgroundColor: "#fff",
    boxShadow: tokens.shadow4,
  },
  overlay: {
    position: "absolute",
    inset: 0,
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    justifyContent: "center",
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    textAlign: "center",
  },
});

export function PageViewer({ picture, fileName, pageNumber, actions, className }: PageViewerProps): React.JSX.Element {
  const styles = useStyles();
  const url = picture.state === "ready" ? picture.url : null;
  const { attachFrame, handlers, onLoad, pictureStyle, view, fit, setFit, zoomIn, zoomOut } = usePanZoom(url);
  const level = formatNumber(view.scale, { style: "percent", maximumFractionDigits: 0 });
  const caption = t("pageViewer.caption", { page: pageNumber });
  return (
    <div className={mergeClasses(styles.viewer, className)} data-testid="page-viewer">
      <div className={styles.bar}>
        <Text size={200} className={styles.caption} title={caption}>
          {caption}
        </Text>
        <Button
          className={styles.button}
          icon={<ZoomOut20Regular />}
          aria-label={t("pageViewer.zoomOut")}
          title={t("pageViewer.zoomOut")}
          onClick={zoomOut}
        />
        <Text size={200} className={styles.level} aria-hidden={true} data-testid="page-zoom">
          {level}
        </Text>
        <span className={styles.said} aria-live="polite">
          {t("pageViewer.zoomLevel", { level })}
        </span>
        <Button
          className={styles.button}
          icon={<ZoomIn20Regular />}
          aria-label={t("pageViewer.zoomIn")}
          title={t("pageViewer.zoomIn")}
          onClick={zoomIn}
        />
        <Button
          className={styles.button}
          icon={<ArrowAutofitWidth20Regular />}
          aria-label={t("pageViewer.fitWidth")}
          title={t("pageViewer.fitWidth")}
          aria-pressed={fit === "width"}
          onClick={() => setFit("width")}
        />
        <Button
          className={styles.button}
          icon={<PageFit20Regular />}
          aria-label={t("pageViewer.fitPage")}
          title={t("pageViewer.fitPage")}
          aria-pressed={fit === "page"}
          onClick={() => setFit("page")}
        />
        {actions}
      </div>
      <div
        ref={attachFrame}
        className={styles.frame}
        role="group"
        tabIndex={0}
        aria-label={t("pageViewer.frame", { page: pageNumber, fileName })}
        data-testid="page-frame"
        {...handlers}
      >
        {url ? (
          <img
            className={styles.picture}
            src={url}
            alt={t("pageViewer.alt", { page: pageNumber, fileName })}
            draggable={false}
            onLoad={onLoad}
            style={pictureStyle}
            data-testid="page-picture"
          />
        ) : null}
        {picture.state === "loading" ? (
          <div className={styles.overlay}>
            <Spinner size="small" label={t("pageViewer.loading", { page: pageNumber })} />
          </div>
        ) : null}
        {picture.state === "failed" ? (
          <div className={styles.overlay} role="alert">
            <Text>{picture.message}</Text>
            {picture.retry ? <Button onClick={picture.retry}>{t("pageViewer.retry")}</Button> : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
