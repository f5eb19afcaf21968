// The larger window's page pictures (issue 36): it has neither the user's credentials nor the pane's pictures,
// so it asks the pane for a page (`page`) and is sent its picture as a data URL (`picture`). The last few are
// kept, in memory only, so turning back is immediate; one the pane could not fetch says so, with Try again.
import { useCallback, useRef, useState } from "react";
import { t } from "../i18n/messages";
import type { PagePicture } from "../taskpane/pageViewer/PageViewer";
import type { PictureMessage } from "../work/review/windowMessages";

/** Pages kept: as many as the pane keeps. */
const KEPT = 4;

export interface WindowPages {
  /** The picture of a page (asked for when it was never asked). */
  picture(page: number): PagePicture;
  /** Asks the pane for a page's picture unless it is kept or on its way. */
  want(page: number): void;
  /** A picture the pane sent. */
  receive(message: PictureMessage): void;
}

export function useWindowPages(ask: (page: number) => void): WindowPages {
  const [kept, setKept] = useState<ReadonlyMap<number, string | null>>(new Map());
  // Pages asked for and not answered yet, and pages whose picture is kept: each page is asked once.
  const asked = useRef(new Set<number>());
  const have = useRef(new Set<number>());
  const want = useCallback(
    (page: number) => {
      if (asked.current.has(page) || have.current.has(page)) return;
      asked.current.add(page);
      ask(page);
      // A page that failed, asked again: being fetched.
      setKept((map) => {
        if (!map.has(page)) return map;
        const next = new Map(map);
        next.delete(page);
        return next;
      });
    },
    [ask],
  );
  const receive = useCallback((message: PictureMessage) => {
    asked.current.delete(message.page);
    if (message.picture) have.current.add(message.page);
    setKept((map) => {
      const next = new Map(map);
      next.delete(message.page);
      next.set(message.page, message.picture);
      while (next.size > KEPT) {
        const oldest = next.keys().next().value as number;
        next.delete(oldest);
        have.current.delete(oldest);
      }
      return next;
    });
  }, []);
  const picture = (page: number): PagePicture => {
    const url = kept.get(page);
    if (url === undefined) return { state: "loading" };
    if (url === null) return { state: "failed", message: t("pageViewer.failed", { page }), retry: () => want(page) };
    return { state: "ready", url };
  };
  return { picture, want, receive };
}
