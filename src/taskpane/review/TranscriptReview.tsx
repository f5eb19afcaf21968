// A transcript under review: which pages go in, and each page's text (and its translation) as plain text.
import { Checkbox, makeStyles, tokens } from "@fluentui/react-components";
import { t } from "../../i18n/messages";
import type { PageState, ReviewEdit } from "../../results/review/types";
import { ReviewField } from "./ReviewField";

const useStyles = makeStyles({
  page: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS, margin: 0, padding: 0, border: "none", minWidth: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: 0 },
});

export interface TranscriptReviewProps {
  pages: readonly PageState[];
  languageName(code: string): string;
  onEdit(edit: ReviewEdit): void;
}

const rowsFor = (text: string): number => Math.min(12, Math.max(3, text.split("\n").length + 1));

export function TranscriptReview({ pages, languageName, onEdit }: TranscriptReviewProps): React.JSX.Element {
  const styles = useStyles();
  return (
    <>
      {pages.map((page, i) => {
        const number = page.source.pageNumber;
        const text = page.text ?? page.source.lines.join("\n");
        const translated = page.source.translation;
        const translation = page.translation ?? translated?.lines.join("\n") ?? "";
        return (
          <fieldset key={i} className={styles.page} data-testid="review-page">
            <legend className={styles.legend}>{t("results.preview.page", { page: number })}</legend>
            <Checkbox
              label={t("review.pages.choose", { page: number })}
              checked={page.chosen}
              onChange={(_, d) => onEdit({ op: "choosePage", page: i, chosen: d.checked === true })}
            />
            <ReviewField
              id={`review-page-${i}`}
              label={t("review.pages.text", { page: number })}
              value={text}
              multiline
              rows={rowsFor}
              disabled={!page.chosen}
              onCommit={(value) => onEdit({ op: "setPage", page: i, part: "text", value })}
            />
            {translated ? (
              <ReviewField
                id={`review-translation-${i}`}
                label={t("results.preview.translation", { language: languageName(translated.language) })}
                value={translation}
                multiline
                rows={rowsFor}
                disabled={!page.chosen}
                {...(translated.language ? { lang: translated.language } : {})}
                onCommit={(value) => onEdit({ op: "setPage", page: i, part: "translation", value })}
              />
            ) : null}
          </fieldset>
        );
      })}
    </>
  );
}
