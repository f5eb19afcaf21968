// The review in the task pane: the review view over the opened result's review, with its flags, and the
// larger window where Office can open one (DialogApi 1.2). While the window is open the pane says so and
// takes its edits as they come. Loaded with the result (its own chunk), never at start.
import { Button, MessageBar, MessageBarActions, MessageBarBody, makeStyles, tokens } from "@fluentui/react-components";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ServiceClient } from "../../api/client";
import type { Thumbnail } from "../../api/types";
import { t } from "../../i18n/messages";
import type { HostKind } from "../../office/host";
import type { AppendCheckTarget } from "../../results/checks/types";
import { editsOf } from "../../results/review/history";
import { pageToShow, type ReviewPlace } from "../../results/review/pageOf";
import { reviewedModel } from "../../results/review/reviewed";
import { PagePanel } from "../pageViewer/PagePanel";
import { usePagePanelPrefs } from "../pageViewer/usePagePanelPrefs";
import { useWidth } from "../pageViewer/useWidth";
import { isDarkColor } from "../theme";
import { openReviewWindow, reviewDialogApi, type ReviewWindow } from "./reviewWindow";
import { useCheckContext } from "./useCheckContext";
import { useFlags } from "./useFlags";
import { useAfterPaint } from "./pacing";
import { isLargeReview } from "../../work/review/largeReview";
import type { ReviewControls } from "./useReviewState";
import { ReviewView } from "./ReviewView";
import { ReadNumbersAs } from "../components/ReadNumbersAs";
import type { NumberQuestion } from "../components/useNumberQuestion";

export interface ReviewPaneProps {
  /** The user's table the result is about to be appended to (issue 34), when it is. */
  appendTarget?: AppendCheckTarget | null;
  review: ReviewControls;
  host: HostKind;
  fileName: string;
  languageName(code: string): string;
  /** The service's page pictures and the client that fetches them: the page panel shows the page being checked. */
  pages?: { client: Pick<ServiceClient, "getThumbnail">; thumbnails: readonly Thumbnail[] };
  /** "Read numbers as", asked above the review where the evidence is split; its answer settles the flags it reads. */
  numberQuestion?: NumberQuestion;
}

/** From this width the page goes beside the review; narrower, above it. */
export const BESIDE_WIDTH = 560;

const useStyles = makeStyles({
  column: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM, minWidth: 0 },
  beside: {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
    alignItems: "start",
    gap: tokens.spacingHorizontalM,
    minWidth: 0,
  },
});

/** Tall enough to read a table, short enough to leave the insert options in view in a task pane. */
const PANE_GRID_HEIGHT = 320;

export function ReviewPane({
  review,
  host,
  fileName,
  languageName,
  pages,
  appendTarget,
  numberQuestion,
}: ReviewPaneProps): React.JSX.Element {
  const styles = useStyles();
  const doc = review.session.doc;
  // The page of the place the user is at (the active cell, the focused field): the panel turns to it. Kept as a
  // number, so moving between cells of one page renders nothing new.
  const place = useRef<ReviewPlace | null>(null);
  const [page, setPage] = useState(() => pageToShow(doc, null));
  const docRef = useRef(doc);
  useEffect(() => {
    docRef.current = doc;
  });
  const onPlace = useCallback((at: ReviewPlace) => {
    place.current = at;
    setPage(pageToShow(docRef.current, at));
  }, []);
  // A join or split can move the active cell to another page.
  useEffect(() => setPage(pageToShow(doc, place.current)), [doc]);
  const [panelPrefs, setPanelPrefs] = usePagePanelPrefs();
  const [layoutRef, width] = useWidth<HTMLDivElement>();
  const showPages = pages !== undefined && pages.thumbnails.length > 0;
  const beside = showPages && panelPrefs.shown && width >= BESIDE_WIDTH;
  const workbook = useCheckContext(host);
  // Appending to the user's own table: values that would not fit its columns are flagged too; the answer to
  // "Read numbers as" settles the figures it reads.
  const readAs = numberQuestion?.checksReadAs ?? null;
  const context = useMemo(
    () =>
      appendTarget || readAs ? { ...workbook, ...(appendTarget ? { target: appendTarget } : {}), ...(readAs ? { readAs } : {}) } : workbook,
    [workbook, appendTarget, readAs],
  );
  // A large review's checks read an edit just after the frame that shows it (pacing.ts).
  const checkedDoc = useAfterPaint(doc, isLargeReview(doc));
  const flags = useFlags(checkedDoc, context);
  const asked = numberQuestion?.asked && numberQuestion.choice ? numberQuestion : null;
  const [api] = useState(reviewDialogApi);
  const [inWindow, setInWindow] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // One window at a time, however fast the button is pressed (a guard, not a state update).
  const windowRef = useRef<ReviewWindow | null>(null);
  const latest = useRef(review);
  useEffect(() => {
    latest.current = review;
  });
  useEffect(() => () => windowRef.current?.close(), []);

  const openLarger = (): void => {
    if (!api || windowRef.current) return;
    setProblem(null);
    setInWindow(true);
    const session = latest.current.session;
    windowRef.current = openReviewWindow(api, window.location.href, {
      fileName,
      model: reviewedModel(session.initial),
      edits: editsOf(session),
      culture: context.culture,
      ...(appendTarget ? { target: appendTarget } : {}),
      dark: isDarkColor(typeof Office === "undefined" ? undefined : Office.context?.officeTheme?.bodyBackgroundColor),
      onEdits: (edits) => latest.current.replace(edits),
      onClosed: () => {
        windowRef.current = null;
        setInWindow(false);
      },
      onProblem: setProblem,
      ...(showPages
        ? {
            pagePicture: (n: number): Promise<Blob> => {
              const thumbnail = pages.thumbnails.find((thumb) => thumb.pageNumber === n);
              return thumbnail ? pages.client.getThumbnail(thumbnail) : Promise.reject(new Error(`no picture of page ${n}`));
            },
          }
        : {}),
    });
  };

  return (
    <>
      {asked?.choice ? <ReadNumbersAs choice={asked.choice} value={asked.value} onChange={asked.onChange} asked /> : null}
      {problem ? (
        <MessageBar intent="warning">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      ) : null}
      {inWindow ? (
        <MessageBar intent="info" layout="multiline" data-testid="review-in-window">
          <MessageBarBody>{t("review.window.openElsewhere")}</MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={() => windowRef.current?.close()}>
              {t("review.window.bringBack")}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : (
        <div ref={layoutRef} className={beside ? styles.beside : styles.column}>
          {showPages ? (
            <PagePanel
              client={pages.client}
              thumbnails={pages.thumbnails}
              fileName={fileName}
              page={page}
              layout={beside ? "beside" : "above"}
              prefs={panelPrefs}
              onPrefs={setPanelPrefs}
            />
          ) : null}
          <ReviewView
            session={review.session}
            flags={flags}
            checkedDoc={checkedDoc}
            onEdit={review.edit}
            onUndo={review.undo}
            onDiscard={review.discard}
            languageName={languageName}
            maxGridHeight={PANE_GRID_HEIGHT}
            culture={context.culture}
            {...(api ? { onOpenLarger: openLarger } : {})}
            onPlace={onPlace}
          />
        </div>
      )}
    </>
  );
}
