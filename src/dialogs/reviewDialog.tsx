// The review's larger window (an Office dialog opened by the task pane's "Open in a larger window"): the same
// review, taller grids, with the page being checked beside it (its pictures sent by the pane), in the pane's
// language and theme. It asks the pane for the result, sends every change
// back as it is made (closing the window loses nothing), and Done hands back and closes. The task pane's
// script mounts it on review-dialog.html (mount.tsx), as a chunk of its own.
import { Button, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from "@fluentui/react-components";
import { useCallback, useEffect, useRef, useState } from "react";
import { t } from "../i18n/messages";
import type { CheckContext } from "../results/checks/types";
import { discard, edit, editAll, editsOf, startReview, undo, type ReviewSession } from "../results/review/history";
import { pageToShow, type ReviewPlace } from "../results/review/pageOf";
import { PageViewer } from "../taskpane/pageViewer/PageViewer";
import { ReviewView } from "../taskpane/review/ReviewView";
import { useFlags } from "../taskpane/review/useFlags";
import { useAfterPaint } from "../taskpane/review/pacing";
import { isLargeReview } from "../work/review/largeReview";
import { PartsReader, parseOpenMessage, parsePictureMessage, toParts, type WindowMessage } from "../work/review/windowMessages";
import { paneChannel, type PaneChannel } from "./reviewChannel";
import { useWindowPages } from "./useWindowPages";

const useStyles = makeStyles({
  page: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    minHeight: "100vh",
    boxSizing: "border-box",
  },
  top: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: tokens.spacingHorizontalM },
  heading: { margin: 0 },
  // The page beside the review, as in a wide pane: it stays in view while the review scrolls.
  beside: { display: "grid", gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)", alignItems: "start", gap: tokens.spacingHorizontalL },
  pagePanel: { position: "sticky", top: 0, height: "calc(100vh - 32px)", minWidth: 0 },
});

function send(channel: PaneChannel, message: WindowMessage): void {
  for (const part of toParts(message)) channel.send(part);
}

function ReviewWindow({ channel }: { channel: PaneChannel | null }): React.JSX.Element {
  const styles = useStyles();
  const [opened, setOpened] = useState<{ fileName: string; session: ReviewSession; context: CheckContext; pages: boolean } | null>(null);
  const reader = useRef(new PartsReader());
  const ask = useCallback((page: number) => channel && send(channel, { type: "page", page }), [channel]);
  const pages = useWindowPages(ask);
  const { want, receive } = pages;
  const [page, setPage] = useState(1);
  useEffect(() => {
    if (!channel) return;
    channel.listen((raw) => {
      const whole = reader.current.take(raw);
      const picture = parsePictureMessage(whole);
      if (picture) return receive(picture);
      const message = parseOpenMessage(whole);
      if (!message) return;
      const session = editAll(startReview(message.model), message.edits);
      setOpened({
        fileName: message.fileName,
        session,
        context: { culture: message.culture, ...(message.target ? { target: message.target } : {}) },
        pages: message.pages === true,
      });
      const first = pageToShow(session.doc, null);
      setPage(first);
      if (message.pages) want(first);
    });
    send(channel, { type: "ready" });
  }, [channel, receive, want]);
  const session = opened?.session ?? null;
  // Every change goes back to the pane at once: the window may be closed at any moment.
  const first = useRef(true);
  useEffect(() => {
    if (!session || !channel) return;
    if (first.current) {
      first.current = false;
      return;
    }
    send(channel, { type: "edits", edits: editsOf(session) });
  }, [session, channel]);
  const doc = session?.doc;
  const context = opened?.context ?? null;
  // A large review's checks read an edit just after the frame that shows it (pacing.ts).
  const checkedDoc = useAfterPaint(doc ?? null, isLargeReview(doc ?? null));
  const flags = useFlags(checkedDoc, context);
  const change = (f: (s: ReviewSession) => ReviewSession): void => setOpened((o) => (o ? { ...o, session: f(o.session) } : o));
  // The page of the active cell or focused field: shown beside the review, asked of the pane when not kept.
  const onPlace = (place: ReviewPlace): void => {
    if (!session || !opened?.pages) return;
    const at = pageToShow(session.doc, place);
    setPage(at);
    want(at);
  };

  if (!channel)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t("review.window.notFromPane")}</MessageBarBody>
      </MessageBar>
    );
  if (!opened || !session) return <Spinner label={t("review.window.loading")} />;
  return (
    <main className={styles.page}>
      <div className={styles.top}>
        <Text as="h1" size={500} weight="semibold" className={styles.heading} truncate wrap={false} title={opened.fileName}>
          {opened.fileName}
        </Text>
        <Button appearance="primary" onClick={() => send(channel, { type: "done", edits: editsOf(session) })}>
          {t("review.window.done")}
        </Button>
      </div>
      <div className={opened.pages ? styles.beside : undefined}>
        {opened.pages ? (
          <section className={styles.pagePanel} aria-label={t("pageViewer.region", { fileName: opened.fileName })} data-testid="page-panel">
            <PageViewer picture={pages.picture(page)} fileName={opened.fileName} pageNumber={page} />
          </section>
        ) : null}
        <ReviewView
          session={session}
          flags={flags}
          {...(checkedDoc ? { checkedDoc } : {})}
          onEdit={(e) => change((s) => edit(s, e))}
          onUndo={() => change(undo)}
          onDiscard={() => change(discard)}
          languageName={(code) => new Intl.DisplayNames([document.documentElement.lang || "en"], { type: "language" }).of(code) ?? code}
          maxGridHeight={Math.max(320, window.innerHeight - 260)}
          culture={context?.culture ?? null}
          onPlace={onPlace}
        />
      </div>
    </main>
  );
}

/** The page's content once its language is loaded (mount.tsx renders it inside the page's Fluent provider). */
export function ReviewWindowPage(): React.JSX.Element | null {
  const [channel, setChannel] = useState<PaneChannel | null | undefined>(undefined);
  useEffect(() => {
    document.title = t("review.window.title");
    void paneChannel(window).then(setChannel);
  }, []);
  return channel === undefined ? null : <ReviewWindow channel={channel} />;
}
