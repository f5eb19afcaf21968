// The review in the task pane: the review view over the opened result's review, with its flags, and the
// larger window where Office can open one (DialogApi 1.2). While the window is open the pane says so and
// takes its edits as they come. Loaded with the result (its own chunk), never at start.
import { Button, MessageBar, MessageBarActions, MessageBarBody } from "@fluentui/react-components";
import { useEffect, useMemo, useRef, useState } from "react";
import { t } from "../../i18n/messages";
import type { HostKind } from "../../office/host";
import { editsOf } from "../../results/review/history";
import { reviewedModel } from "../../results/review/reviewed";
import { isDarkColor } from "../theme";
import { openReviewWindow, reviewDialogApi, type ReviewWindow } from "./reviewWindow";
import { useCheckContext } from "./useCheckContext";
import { useFlags } from "./useFlags";
import type { ReviewControls } from "./useReviewState";
import { ReviewView } from "./ReviewView";
import { ReadNumbersAs } from "../components/ReadNumbersAs";
import type { NumberQuestion } from "../components/useNumberQuestion";

export interface ReviewPaneProps {
  review: ReviewControls;
  host: HostKind;
  fileName: string;
  languageName(code: string): string;
  /** "Read numbers as", asked above the review where the evidence is split; its answer settles the flags it reads. */
  numberQuestion?: NumberQuestion;
}

/** Tall enough to read a table, short enough to leave the insert options in view in a task pane. */
const PANE_GRID_HEIGHT = 320;

export function ReviewPane({ review, host, fileName, languageName, numberQuestion }: ReviewPaneProps): React.JSX.Element {
  const doc = review.session.doc;
  const workbook = useCheckContext(host);
  const readAs = numberQuestion?.checksReadAs ?? null;
  const context = useMemo(() => (readAs ? { ...workbook, readAs } : workbook), [workbook, readAs]);
  const flags = useFlags(doc, context);
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
      dark: isDarkColor(typeof Office === "undefined" ? undefined : Office.context?.officeTheme?.bodyBackgroundColor),
      onEdits: (edits) => latest.current.replace(edits),
      onClosed: () => {
        windowRef.current = null;
        setInWindow(false);
      },
      onProblem: setProblem,
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
        <ReviewView
          session={review.session}
          flags={flags}
          onEdit={review.edit}
          onUndo={review.undo}
          onDiscard={review.discard}
          languageName={languageName}
          maxGridHeight={PANE_GRID_HEIGHT}
          culture={context.culture}
          {...(api ? { onOpenLarger: openLarger } : {})}
        />
      )}
    </>
  );
}
