// Where an opened result shows: what is happening (opening, the summary), a failure to open, that the service
// deletes it after 5 minutes when that is the fallback of a policy that could not be read, and the result
// itself (what an insert did is said below its Insert button, in the result section) (preview and insert options, its own chunk). Used by every view that opens
// results, with the state of useOpenedResult.
import { MessageBar, MessageBarBody, Spinner, Text } from "@fluentui/react-components";
import { Suspense, useCallback, useMemo } from "react";
import { lazyPart } from "../lazyPart";
import { t } from "../../i18n/messages";
import type { ServiceClient } from "../../api/client";
import type { HostKind } from "../../office/host";
import { unreadDeletionNote } from "../../work/policy/fallback";
import { resultSummary } from "../../work/resultSummary";
import { usePolicy } from "../usePolicy";
import type { OpenedResultState } from "./useOpenedResult";
import type { BatchItem, NumberReading } from "../../work/batch";

const sectionPart = lazyPart(() => import("./ResultSection").then((m) => m.ResultSection));
const ResultSection = sectionPart.Component;

/**
 * Loads a result's code ahead (its section, the review, the insert options), while the service reads a file or
 * the history lists documents: a result then opens without waiting for a chunk, nor for React's reveal of parts
 * that waited for one.
 */
export function preloadResult(): void {
  sectionPart
    .preload()
    .then(() => import("./ResultSection"))
    .then((section) => section.preloadParts())
    .catch(() => undefined);
}

export interface ResultAreaProps {
  state: OpenedResultState;
  host: HostKind;
  client: ServiceClient;
  languageName: (code: string) => string;
  /** Given the result's section when it appears (to bring it into view after the user's Run). */
  revealRef?: (element: HTMLElement | null) => void;
  /** Where answers to "Read numbers as" are kept with the queue's items (the workspace), for Insert all. */
  numberAnswers?: NumberAnswers;
}

/** The answers to "Read numbers as" kept with the queue's items. */
export interface NumberAnswers {
  of(itemId: string): NumberReading | null;
  keep(itemId: string, reading: NumberReading): void;
}

/** The answers as the workspace's queue keeps them, read from its latest items. */
export const queueNumberAnswers = (
  queue: { setNumberReading(id: string, reading: NumberReading): void },
  items: readonly BatchItem[],
): NumberAnswers => ({
  of: (id) => items.find((i) => i.id === id)?.numberReading ?? null,
  keep: (id, reading) => queue.setNumberReading(id, reading),
});

export function ResultArea({ state, host, client, languageName, revealRef, numberAnswers }: ResultAreaProps): React.JSX.Element {
  const { opened, outcome } = state;
  const ready = opened?.kind === "ready" ? opened.value : null;
  const itemId = ready?.itemId ?? null;
  const keptValue = itemId !== null && numberAnswers ? numberAnswers.of(itemId) : null;
  const keep = useCallback(
    (value: NumberReading) => (itemId !== null ? numberAnswers?.keep(itemId, value) : undefined),
    [itemId, numberAnswers],
  );
  const numberAnswer = useMemo(
    () => (itemId !== null && numberAnswers ? { value: keptValue, keep } : undefined),
    [itemId, numberAnswers, keptValue, keep],
  );
  const deletion = unreadDeletionNote(usePolicy());
  return (
    <>
      <div role="status" aria-live="polite" data-testid="status">
        {opened?.kind === "loading" ? (
          <Spinner size="tiny" label={t("results.area.opening", { fileName: opened.fileName })} labelPosition="after" />
        ) : null}
        {ready ? <Text>{resultSummary(ready.result)}</Text> : null}
      </div>
      {opened?.kind === "error" ? (
        <MessageBar intent="error">
          <MessageBarBody>{opened.message}</MessageBarBody>
        </MessageBar>
      ) : null}
      {ready && deletion ? (
        <MessageBar intent="warning" layout="multiline" data-testid="policy-deletion">
          <MessageBarBody>{deletion}</MessageBarBody>
        </MessageBar>
      ) : null}
      {ready ? (
        <Suspense fallback={<Spinner size="tiny" label={t("results.area.preparing")} />}>
          <ResultSection
            key={ready.key}
            opened={ready}
            host={host}
            client={client}
            languageName={languageName}
            outcome={outcome}
            onOutcome={state.inserted}
            onClose={() => void state.close()}
            review={state.review}
            takeFocus={state.focus}
            {...(numberAnswer ? { numberAnswer } : {})}
            {...(revealRef ? { revealRef } : {})}
          />
        </Suspense>
      ) : null}
    </>
  );
}
