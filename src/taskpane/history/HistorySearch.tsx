// The history's search by file name: a labelled search box (Escape clears it), and under the list what the
// search found, said in a polite live region, with "Search further" while the service has older documents.
// Input, not Fluent's SearchBox: the sign-in screen already loads Input, while SearchBox's own parts went
// into the first screen's chunk (+62 B gzipped) for a box only History shows.
import { Button, Field, Input, Spinner, Text, makeStyles } from "@fluentui/react-components";
import { useEffect, useRef } from "react";
import { t } from "../../i18n/messages";
import type { HistorySearchState } from "./useHistorySearch";

const SEARCH_BOX_ID = "history-search-box";

const useStyles = makeStyles({
  field: { minWidth: 0 },
  box: { maxWidth: "100%", minWidth: 0, width: "100%" },
  sentence: { overflowWrap: "anywhere" },
});

export function HistorySearchBox({ search }: { search: HistorySearchState }): React.JSX.Element {
  const styles = useStyles();
  return (
    <Field label={t("history.search.label")} className={styles.field}>
      <Input
        id={SEARCH_BOX_ID}
        type="search"
        className={styles.box}
        value={search.query}
        onChange={(_, data) => search.setQuery(data.value)}
        onKeyDown={(event) => {
          if (event.key !== "Escape" || search.query === "") return;
          // Escape empties the box (and goes no further: nothing else closes).
          event.preventDefault();
          event.stopPropagation();
          search.setQuery("");
        }}
        contentAfter={
          // Only with something to clear (an empty box has no button to find).
          search.query === "" ? undefined : (
            <Button
              appearance="transparent"
              size="small"
              // A glyph, not an icon: react-icons here would go into the first screen's chunk too.
              icon={<span aria-hidden="true">×</span>}
              aria-label={t("history.search.clear")}
              title={t("history.search.clear")}
              onClick={() => {
                search.setQuery("");
                document.getElementById(SEARCH_BOX_ID)?.focus();
              }}
            />
          )
        }
        data-testid="history-search"
      />
    </Field>
  );
}

/** What the search found (announced when it settles) and a spinner while it reads older pages. */
export function HistorySearchOutcome({ search }: { search: HistorySearchState }): React.JSX.Element {
  const styles = useStyles();
  return (
    <>
      <div role="status" aria-live="polite" data-testid="history-search-said">
        {search.sentence ? <Text className={styles.sentence}>{search.sentence}</Text> : null}
      </div>
      {search.searching ? <Spinner size="tiny" label={t("history.search.searching")} labelPosition="after" /> : null}
    </>
  );
}

/**
 * Another bounded round of older pages, while the service has more (in place of "Load more"). It stays while a
 * round runs (unavailable, still focusable); when the last page is read it goes, and the keyboard focus it had
 * goes back to the search box rather than to nowhere.
 */
export function HistorySearchFurther({
  search,
  shown,
  busy,
}: {
  search: HistorySearchState;
  shown: boolean;
  busy: boolean;
}): React.JSX.Element | null {
  const hadFocus = useRef(false);
  useEffect(() => {
    if (shown || !hadFocus.current) return;
    hadFocus.current = false;
    if (document.activeElement === null || document.activeElement === document.body) document.getElementById(SEARCH_BOX_ID)?.focus();
  }, [shown]);
  if (!shown) return null;
  return (
    <Button
      onClick={search.searchFurther}
      disabledFocusable={busy || search.searching}
      onFocus={() => (hadFocus.current = true)}
      onBlur={(event) => event.relatedTarget !== null && (hadFocus.current = false)}
    >
      {t("history.search.further")}
    </Button>
  );
}
