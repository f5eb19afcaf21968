// Small pictures of the first pages, so the user can check the result against the scan (F6). The images
// need the user's credentials, so they come through the client (Authorization header, never a token in a
// URL) as Blobs shown through object URLs, released when the strip goes away. Only the first few pages
// are fetched: each one is a request the account's rate limit pays for.
import { Text, makeStyles, tokens } from "@fluentui/react-components";
import { useEffect, useState } from "react";
import type { ServiceClient } from "../../api/client";
import type { Thumbnail } from "../../api/types";
import { t } from "../../i18n/messages";

export const MAX_THUMBNAILS = 4;

const useStyles = makeStyles({
  strip: { display: "flex", gap: tokens.spacingHorizontalS, overflowX: "auto", margin: 0, padding: 0, listStyleType: "none" },
  page: { display: "flex", flexDirection: "column", alignItems: "center", gap: tokens.spacingVerticalXXS },
  image: {
    height: "96px",
    width: "auto",
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  // A page's room while its picture is fetched: the picture's height, a portrait page's width.
  waiting: {
    height: "96px",
    width: "68px",
    boxSizing: "content-box",
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

/** A page's picture: its object URL once fetched, null if it could not be. */
type Fetched = Map<number, string | null>;

export interface PageThumbnailsProps {
  client: ServiceClient;
  fileName: string;
  thumbnails: readonly Thumbnail[];
}

export function PageThumbnails({ client, fileName, thumbnails }: PageThumbnailsProps): React.JSX.Element | null {
  const styles = useStyles();
  const [fetched, setFetched] = useState<Fetched>(() => new Map());

  useEffect(() => {
    const abort = new AbortController();
    const urls: string[] = [];
    const wanted = thumbnails.slice(0, MAX_THUMBNAILS);
    // One after another, in page order; a page that cannot be fetched is simply left out.
    void (async () => {
      for (const thumbnail of wanted) {
        let url: string | null = null;
        try {
          const blob = await client.getThumbnail(thumbnail, { signal: abort.signal });
          if (abort.signal.aborted) return;
          url = URL.createObjectURL(blob);
          urls.push(url);
        } catch {
          if (abort.signal.aborted) return;
        }
        setFetched((map) => new Map(map).set(thumbnail.pageNumber, url));
      }
    })();
    return () => {
      abort.abort();
      urls.forEach((u) => URL.revokeObjectURL(u));
      setFetched(new Map());
    };
  }, [client, thumbnails]);

  // Each page holds its picture's room while it is fetched: the review and the Insert button below do not jump
  // when the pictures arrive (a click about to land on Insert would land elsewhere).
  const pages = thumbnails.slice(0, MAX_THUMBNAILS).filter((p) => fetched.get(p.pageNumber) !== null);
  if (pages.length === 0) return null;
  const more = thumbnails.length - MAX_THUMBNAILS;
  return (
    <section aria-label={t("results.thumbnails.label", { fileName })}>
      <ul className={styles.strip}>
        {pages.map(({ pageNumber }) => {
          const url = fetched.get(pageNumber);
          return (
            <li key={pageNumber} className={styles.page}>
              {url ? (
                <img className={styles.image} src={url} alt={t("results.thumbnails.alt", { page: pageNumber, fileName })} />
              ) : (
                <div className={styles.waiting} aria-hidden="true" />
              )}
              <Text size={100}>{t("results.thumbnails.caption", { page: pageNumber })}</Text>
            </li>
          );
        })}
      </ul>
      {more > 0 ? <Text size={200}>{t("results.thumbnails.more", { count: more })}</Text> : null}
    </section>
  );
}
