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
});

interface Shown {
  pageNumber: number;
  url: string;
}

export interface PageThumbnailsProps {
  client: ServiceClient;
  fileName: string;
  thumbnails: readonly Thumbnail[];
}

export function PageThumbnails({ client, fileName, thumbnails }: PageThumbnailsProps): React.JSX.Element | null {
  const styles = useStyles();
  const [shown, setShown] = useState<Shown[]>([]);

  useEffect(() => {
    const abort = new AbortController();
    const urls: string[] = [];
    const wanted = thumbnails.slice(0, MAX_THUMBNAILS);
    // One after another, in page order; a page that cannot be fetched is simply left out.
    void (async () => {
      for (const thumbnail of wanted) {
        try {
          const blob = await client.getThumbnail(thumbnail, { signal: abort.signal });
          if (abort.signal.aborted) return;
          const url = URL.createObjectURL(blob);
          urls.push(url);
          setShown((list) => [...list, { pageNumber: thumbnail.pageNumber, url }]);
        } catch {
          if (abort.signal.aborted) return;
        }
      }
    })();
    return () => {
      abort.abort();
      urls.forEach((url) => URL.revokeObjectURL(url));
      setShown([]);
    };
  }, [client, thumbnails]);

  if (thumbnails.length === 0 || shown.length === 0) return null;
  const more = thumbnails.length - MAX_THUMBNAILS;
  return (
    <section aria-label={t("results.thumbnails.label", { fileName })}>
      <ul className={styles.strip}>
        {shown.map((page) => (
          <li key={page.pageNumber} className={styles.page}>
            <img className={styles.image} src={page.url} alt={t("results.thumbnails.alt", { page: page.pageNumber, fileName })} />
            <Text size={100}>{t("results.thumbnails.caption", { page: page.pageNumber })}</Text>
          </li>
        ))}
      </ul>
      {more > 0 ? <Text size={200}>{t("results.thumbnails.more", { count: more })}</Text> : null}
    </section>
  );
}
