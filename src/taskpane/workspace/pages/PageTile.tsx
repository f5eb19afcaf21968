// One page of the picker: a toggle button (pressed = the page is sent) named "Page 12", showing the page's
// picture, asked for when the tile is drawn (the grid draws only the rows in view) and given up when it goes.
// Space or a click toggles it; Shift with either toggles the run from the page chosen before. The check mark
// says "chosen" without relying on colour.
import { makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import { CheckmarkCircle20Filled } from "@fluentui/react-icons";
import { useEffect, useRef, useState } from "react";
import { t } from "../../../i18n/messages";
import type { PagePictures } from "../../../pages/pictures/pagePictures";

const useStyles = makeStyles({
  tile: {
    position: "relative",
    display: "flex",
    flexDirection: "column",
    alignItems: "stretch",
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalXS,
    minWidth: 0,
    border: `2px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    cursor: "pointer",
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase200,
    ":hover": { backgroundColor: tokens.colorNeutralBackground1Hover },
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "1px" },
  },
  pressed: { border: `2px solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  frame: {
    aspectRatio: "1 / 1.3",
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    overflow: "hidden",
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusSmall,
  },
  picture: { maxWidth: "100%", maxHeight: "100%", backgroundColor: "#ffffff" },
  unchosen: { opacity: 0.55 },
  check: {
    position: "absolute",
    top: tokens.spacingVerticalXS,
    insetInlineEnd: tokens.spacingHorizontalXS,
    color: tokens.colorBrandForeground1,
  },
  caption: { textAlign: "center" },
});

export interface PageTileProps {
  page: number;
  pressed: boolean;
  disabled: boolean;
  /** The grid's one tile in the Tab order. */
  focusable: boolean;
  /** The file's renderer; null while it is not open (or cannot be). */
  pictures: PagePictures | null;
  onFocus: () => void;
  onToggle: (page: number, run: boolean) => void;
}

export function PageTile({ page, pressed, disabled, focusable, pictures, onFocus, onToggle }: PageTileProps): React.JSX.Element {
  const styles = useStyles();
  const ref = useRef<HTMLButtonElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || !pictures) return;
    const abort = new AbortController();
    let made: string | null = null;
    const width = Math.round(Math.max(element.clientWidth, 60) * (window.devicePixelRatio || 1));
    pictures.picture(page, width, abort.signal).then(
      (blob) => {
        if (abort.signal.aborted) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => {
        if (!abort.signal.aborted) setFailed(true);
      },
    );
    return () => {
      abort.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [pictures, page]);

  const name = t("pages.picker.page", { page });
  return (
    <button
      ref={ref}
      type="button"
      className={mergeClasses(styles.tile, pressed && styles.pressed)}
      aria-pressed={pressed}
      disabled={disabled}
      tabIndex={focusable ? 0 : -1}
      onFocus={onFocus}
      title={failed ? t("pages.picker.pictureFailed", { page }) : undefined}
      data-page={page}
      onClick={(event) => onToggle(page, event.shiftKey)}
      onKeyDown={(event) => {
        // Shift+Space selects a run too (a click from the keyboard does not always carry Shift); the
        // button's own click for this key is held back on both key events so the page toggles once.
        if (event.key === " " && event.shiftKey) {
          event.preventDefault();
          if (!event.repeat) onToggle(page, true);
        }
      }}
      onKeyUp={(event) => {
        if (event.key === " " && event.shiftKey) event.preventDefault();
      }}
    >
      <span className={mergeClasses(styles.frame, !pressed && styles.unchosen)}>
        {url ? <img className={styles.picture} src={url} alt="" /> : null}
      </span>
      {pressed ? <CheckmarkCircle20Filled className={styles.check} aria-hidden /> : null}
      <span className={styles.caption}>{name}</span>
    </button>
  );
}
