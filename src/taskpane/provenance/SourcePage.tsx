// The source page's picture in the provenance panel, in the review's page viewer (zoom and pan come with it).
// The thumbnails come with the panel's one answer about the document; the picture itself through the paced
// client, kept while the selection stays in the same document. Compact: a 320 px pane keeps room for the rest.
import { makeStyles } from "@fluentui/react-components";
import type { ServiceClient } from "../../api/client";
import type { Thumbnail } from "../../api/types";
import { PageViewer } from "../pageViewer/PageViewer";
import { usePagePicture } from "../pageViewer/usePagePicture";

const useStyles = makeStyles({ viewer: { height: "220px" } });

export interface SourcePageProps {
  client: Pick<ServiceClient, "getThumbnail">;
  thumbnails: readonly Thumbnail[];
  fileName: string;
  page: number;
}

export function SourcePage({ client, thumbnails, fileName, page }: SourcePageProps): React.JSX.Element {
  const styles = useStyles();
  const picture = usePagePicture(client, thumbnails, page);
  return <PageViewer className={styles.viewer} picture={picture} fileName={fileName} pageNumber={page} />;
}
