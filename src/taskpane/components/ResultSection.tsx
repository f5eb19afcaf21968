// The opened file's result: its review (the preview, editable) and the insert options (both their own chunks),
// with what the user should know about it (a missing translation, what the insert could not do).
import { Button, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens, useId } from "@fluentui/react-components";
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from "react";
import type { AppendCheckTarget } from "../../results/checks/types";
import type { ServiceClient } from "../../api/client";
import { t } from "../../i18n/messages";
import { documentHost } from "../../office/documentHost";
import type { HostKind } from "../../office/host";
import { useCheckContext } from "../review/useCheckContext";
import type { OpenedResult } from "../../work/openResult";
import { useReview, type ReviewStore } from "../review/useReviewState";
import { errorMessage } from "../errorMessage";
import { lazyPart } from "../lazyPart";
import type { InsertOutcome } from "../../insert/outcome";
import type { InsertDependencies } from "../../insert/settings";
import { useNumberQuestion, type KeptNumberAnswer } from "./useNumberQuestion";

const reviewPart = lazyPart(() => import("../review/ReviewPane").then((m) => m.ReviewPane));
const insertPart = lazyPart(() => import("./InsertPanel").then((m) => m.InsertPanel));
const ReviewPane = reviewPart.Component;
const InsertPanel = insertPart.Component;

/** Loads the review's and the insert options' chunks ahead, while the service reads a file (ResultArea). */
export function preloadParts(): Promise<void> {
  return Promise.all([reviewPart.preload(), insertPart.preload()]).then(() => undefined);
}
// Outlook's reply and insert-at-the-cursor (issue 23), in place of the document insert options.
const OutlookResultPanel = lazy(() =>
  import(/* webpackChunkName: "outlook-result" */ "../outlook/OutlookResultPanel").then((m) => ({ default: m.OutlookResultPanel })),
);

const useStyles = makeStyles({
  section: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM },
  top: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: tokens.spacingHorizontalS, minWidth: 0 },
  heading: { margin: 0, minWidth: 0 },
  said: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
});

export interface ResultSectionProps {
  opened: OpenedResult;
  host: HostKind;
  client: ServiceClient;
  languageName: (code: string) => string;
  /** The last insert's outcome: its sentence and notes are shown here, below the Insert button. */
  outcome: InsertOutcome | null;
  onOutcome: (outcome: InsertOutcome | null) => void;
  onClose: () => void;
  /** Move the keyboard focus to the result's heading when it appears (it was opened with the keyboard or a click). */
  takeFocus?: boolean;
  /** Given the section when it appears (the workspace brings it into view after the user's Run). */
  revealRef?: (element: HTMLElement | null) => void;
  /** The result's review (none only for a moment, before it starts): an edit re-renders this section alone. */
  review: ReviewStore;
  /** Where the answer to "Read numbers as" is kept with the result, for Insert all (absent: this look only). */
  numberAnswer?: KeptNumberAnswer;
}

export function ResultSection({
  opened,
  host,
  client,
  languageName,
  outcome,
  onOutcome,
  onClose,
  takeFocus = false,
  review: reviewStore,
  revealRef,
  numberAnswer,
}: ResultSectionProps): React.JSX.Element {
  const styles = useStyles();
  const review = useReview(reviewStore);
  const headingId = useId("result-heading");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  const [insertError, setInsertError] = useState<string | null>(null);
  // The user's table the result is about to be appended to: the review flags what would not fit it.
  const [appendTarget, setAppendTarget] = useState<AppendCheckTarget | null>(null);
  // What Insert said is brought into view below the button (a pane scrolled to the button may end just under it).
  const said = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome || insertError) said.current?.scrollIntoView?.({ block: "nearest" });
  }, [outcome, insertError]);
  // The review's reading of values: flags still open when the result goes in become notes on their cells.
  const checks = useCheckContext(host);
  const dependencies = useMemo(
    (): InsertDependencies => ({
      downloadFile: async (format, action) => (await client.downloadResult(opened.documentId, format, action ? { action } : {})).blob,
      languageName,
      ...(opened.extractorName ? { extractorName: opened.extractorName } : {}),
      checks,
    }),
    [client, opened, languageName, checks],
  );

  const insertHost = documentHost(host);
  // "Read numbers as": asked above the review where the evidence is split, answered once for the checks and Insert.
  // The answer is kept with the result (the queue's item), so that Insert all applies it too.
  const numberQuestion = useNumberQuestion(insertHost, opened.result, numberAnswer);
  const outcomes = {
    onStarted: (): void => {
      setInsertError(null);
      onOutcome(null);
    },
    onInserted: (o: InsertOutcome): void => {
      setInsertError(null);
      onOutcome(o);
    },
    onFailed: (e: unknown): void => {
      onOutcome(null);
      // The writers' own failures are already sentences for the user.
      const said = e instanceof Error && (e.name === "ExcelInsertError" || e.name === "OutlookInsertError");
      setInsertError(said ? e.message : errorMessage(e));
    },
  };

  return (
    <section ref={revealRef} className={styles.section} aria-labelledby={headingId} data-testid="result">
      <div className={styles.top}>
        <Text
          ref={heading}
          tabIndex={-1}
          as="h2"
          id={headingId}
          size={400}
          weight="semibold"
          className={styles.heading}
          truncate
          wrap={false}
          title={opened.fileName}
        >
          {opened.fileName}
        </Text>
        <Button
          size="small"
          appearance="subtle"
          onClick={onClose}
          aria-label={t("results.section.closeLabel", { fileName: opened.fileName })}
        >
          {t("results.section.close")}
        </Button>
      </div>
      {opened.note ? (
        <MessageBar intent="warning">
          <MessageBarBody>{opened.note}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Suspense fallback={<Spinner size="tiny" label={t("results.area.preparing")} />}>
        {/* The review shows the page being checked beside it (issue 36), from the service's page pictures. */}
        {review ? (
          <ReviewPane
            review={review}
            host={host}
            fileName={opened.fileName}
            languageName={languageName}
            pages={{ client, thumbnails: opened.thumbnails }}
            appendTarget={appendTarget}
            numberQuestion={numberQuestion}
          />
        ) : null}
        {insertHost ? (
          <InsertPanel
            host={insertHost}
            result={opened.result}
            {...(review ? { review } : {})}
            numberQuestion={numberQuestion}
            dependencies={dependencies}
            onAppendTarget={setAppendTarget}
            {...outcomes}
          />
        ) : host === "outlook" ? (
          <OutlookResultPanel
            result={opened.result}
            {...(review ? { review } : {})}
            opened={opened}
            client={client}
            dependencies={dependencies}
            {...outcomes}
          />
        ) : (
          <MessageBar intent="info">
            <MessageBarBody>{t("results.section.noHost")}</MessageBarBody>
          </MessageBar>
        )}
      </Suspense>
      {/* What Insert did (or why it did nothing) and what it could not do (cells kept as text, cut, a fallback):
          one place, right below the button the user pressed, read out as it changes (issue 21). */}
      <div ref={said} role="status" aria-live="polite" className={styles.said} data-testid="insert-status">
        {insertError ? (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>{insertError}</MessageBarBody>
          </MessageBar>
        ) : null}
        {outcome ? <Text>{outcome.message}</Text> : null}
        {(outcome?.notes ?? []).map((note) => (
          <MessageBar key={note} intent="warning" layout="multiline">
            <MessageBarBody>{note}</MessageBarBody>
          </MessageBar>
        ))}
      </div>
    </section>
  );
}
