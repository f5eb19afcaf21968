// The page beside the review (issue 36): the page the active cell, field or page text comes from, in the
// page viewer. Beside the review in a wide pane (sticky, as tall as the window allows); above it in a narrow
// one, where it can be hidden, shown and resized, as remembered (usePagePanelPrefs).
import { Button, makeStyles, tokens } from "@fluentui/react-components";
import { Eye20Regular, EyeOff20Regular } from "@fluentui/react-icons";
import { useEffect, useRef } from "react";
import type { ServiceClient } from "../../api/client";
import type { Thumbnail } from "../../api/types";
import { t } from "../../i18n/messages";
import type { PagePanelPrefs } from "../../work/review/pagePanelPrefs";
import { PageViewer } from "./PageViewer";
import { PanelResizer } from "./PanelResizer";
import { usePagePicture } from "./usePagePicture";

export type PanelLayout = "beside" | "above";

const useStyles = makeStyles({
  beside: {
    position: "sticky",
    top: 0,
    // As tall as the window less a margin, never so tall that the page cannot be seen whole.
    height: "min(760px, calc(100vh - 24px))",
    minWidth: 0,
  },
  above: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXS, minWidth: 0 },
  hidden: { display: "flex" },
  // The end of the viewer's one-line toolbar: never squeezed.
  hide: { flexShrink: 0 },
});

export interface PagePanelProps {
  client: Pick<ServiceClient, "getThumbnail">;
  thumbnails: readonly Thumbnail[];
  fileName: string;
  page: number;
  layout: PanelLayout;
  prefs: PagePanelPrefs;
  onPrefs(change: Partial<PagePanelPrefs>): void;
}

export function PagePanel({ client, thumbnails, fileName, page, layout, prefs, onPrefs }: PagePanelProps): React.JSX.Element {
  const styles = useStyles();
  const picture = usePagePicture(client, thumbnails, page);
  // Hiding or showing removes the button pressed: the focus goes to the one that takes its place.
  const toggled = useRef(false);
  const showButton = useRef<HTMLButtonElement>(null);
  const hideButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!toggled.current) return;
    toggled.current = false;
    (prefs.shown ? hideButton : showButton).current?.focus();
  }, [prefs.shown]);
  const toggle = (shown: boolean): void => {
    toggled.current = true;
    onPrefs({ shown });
  };

  if (!prefs.shown)
    return (
      <div className={styles.hidden}>
        <Button ref={showButton} icon={<Eye20Regular />} aria-expanded={false} onClick={() => toggle(true)} data-testid="page-panel-show">
          {t("pageViewer.show")}
        </Button>
      </div>
    );
  const hide = (
    <Button
      ref={hideButton}
      className={styles.hide}
      icon={<EyeOff20Regular />}
      aria-label={t("pageViewer.hide")}
      title={t("pageViewer.hide")}
      aria-expanded={true}
      onClick={() => toggle(false)}
    />
  );
  const viewer = <PageViewer picture={picture} fileName={fileName} pageNumber={page} actions={hide} />;
  if (layout === "beside")
    return (
      <section className={styles.beside} aria-label={t("pageViewer.region", { fileName })} data-testid="page-panel">
        {viewer}
      </section>
    );
  return (
    <div className={styles.above}>
      <section style={{ height: prefs.height }} aria-label={t("pageViewer.region", { fileName })} data-testid="page-panel">
        {viewer}
      </section>
      <PanelResizer height={prefs.height} onHeight={(height) => onPrefs({ height })} />
    </div>
  );
}
