// The page pictures of one file while the picker is open: the renderer is opened (its chunk loaded) when the
// picker mounts and closed when it goes (a picker shows one file for its whole life). A file the renderer cannot open says why; its pages can still be
// chosen by number.
import { useEffect, useState } from "react";
import type { PageFormat } from "../../../pages/pageInfo";
import { openPagePictures } from "../../../pages/pictures/openPictures";
import { PicturesError, type PagePictures } from "../../../pages/pictures/pagePictures";

export type PicturesState =
  { state: "loading" } | { state: "ready"; pictures: PagePictures } | { state: "failed"; why: "protected" | "damaged" };

export function usePagePictures(blob: Blob, format: PageFormat): PicturesState {
  const [state, setState] = useState<PicturesState>({ state: "loading" });
  useEffect(() => {
    let gone = false;
    let opened: PagePictures | null = null;
    void openPagePictures(blob, format).then(
      (pictures) => {
        if (gone) return pictures.close();
        opened = pictures;
        setState({ state: "ready", pictures });
      },
      (error: unknown) => {
        if (!gone) setState({ state: "failed", why: error instanceof PicturesError ? error.why : "damaged" });
      },
    );
    return () => {
      gone = true;
      opened?.close();
    };
  }, [blob, format]);
  return state;
}
