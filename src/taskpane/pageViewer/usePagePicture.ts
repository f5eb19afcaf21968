// The service's picture of one page of an opened result, for the page viewer: fetched with the user's
// credentials through the client (Authorization header, never a token in a URL), kept as an object URL in a
// small cache of the last few pages (memory only, revoked when pushed out or when the result closes), so
// turning back to a page is immediate. A page the service has no picture of, or whose picture cannot be
// fetched, is said in the picture's place, with Try again for the latter.
import { useEffect, useMemo, useState } from "react";
import type { ServiceClient } from "../../api/client";
import type { Thumbnail } from "../../api/types";
import { t } from "../../i18n/messages";
import type { PagePicture } from "./PageViewer";
import { PictureCache } from "./pictureCache";

/** Pages kept in memory: a few, for going back and forth between the pages of flagged cells. */
export const KEPT_PAGES = 4;

type Shown = { page: number; attempt: number; picture: PagePicture };

export function usePagePicture(client: Pick<ServiceClient, "getThumbnail">, thumbnails: readonly Thumbnail[], page: number): PagePicture {
  const cache = useMemo(() => new PictureCache<number>({ size: KEPT_PAGES, revoke: (url) => URL.revokeObjectURL(url) }), []);
  useEffect(() => () => cache.clear(), [cache]);
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    cache.clear();
  }, [cache, thumbnails]);

  const thumbnail = thumbnails.find((thumb) => thumb.pageNumber === page);
  useEffect(() => {
    const wanted = thumbnails.find((thumb) => thumb.pageNumber === page);
    // Kept (and now the most recently used), or no picture to fetch: said while rendering.
    if (!wanted || cache.get(page)) return;
    const abort = new AbortController();
    client.getThumbnail(wanted, { signal: abort.signal }).then(
      (blob) => {
        if (abort.signal.aborted) return;
        cache.set(page, URL.createObjectURL(blob));
        setShown({ page, attempt, picture: { state: "loading" } });
      },
      () => {
        if (abort.signal.aborted) return;
        const retry = (): void => setAttempt((n) => n + 1);
        setShown({ page, attempt, picture: { state: "failed", message: t("pageViewer.failed", { page }), retry } });
      },
    );
    return () => abort.abort();
  }, [client, thumbnails, page, attempt, cache]);

  if (!thumbnail) return { state: "failed", message: t("pageViewer.noPicture", { page }) };
  const kept = cache.peek(page);
  if (kept) return { state: "ready", url: kept };
  // Until this page's answer is in, the page is being fetched (never the last page's picture under its number).
  return shown && shown.page === page && shown.attempt === attempt ? shown.picture : { state: "loading" };
}
