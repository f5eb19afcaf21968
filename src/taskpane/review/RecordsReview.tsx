// Extractor records under review: each record's fields as corrected (an array field one item per line), and
// skipping a record.
import { Checkbox, makeStyles, tokens } from "@fluentui/react-components";
import { t } from "../../i18n/messages";
import { recordCaption } from "../../results/documentText";
import type { RecordsModel } from "../../results/records";
import type { RecordState, ReviewEdit } from "../../results/review/types";
import type { FlagIndex } from "../../work/review/flags";
import { ReviewField } from "./ReviewField";

const useStyles = makeStyles({
  record: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS, margin: 0, padding: 0, border: "none", minWidth: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: 0 },
});

/** An array field's box: a line per item and one more, grown while typing. */
const recordRows = (value: string): number => Math.min(6, Math.max(2, value.split("\n").length));

export interface RecordsReviewProps {
  model: RecordsModel;
  records: readonly RecordState[];
  flags: FlagIndex;
  onEdit(edit: ReviewEdit): void;
}

export function RecordsReview({ model, records, flags, onEdit }: RecordsReviewProps): React.JSX.Element {
  const styles = useStyles();
  return (
    <>
      {records.map((record, r) => (
        <fieldset key={r} className={styles.record} data-testid="review-record">
          <legend className={styles.legend}>{recordCaption(r + 1, record.source.pageNumber)}</legend>
          <Checkbox
            label={t("review.records.skip")}
            checked={record.skipped}
            onChange={(_, d) => onEdit({ op: "skipRecord", record: r, skipped: d.checked === true })}
          />
          {model.fields.map((field) => {
            const value = record.values.get(field.key) ?? record.source.values[field.key] ?? "";
            return (
              <ReviewField
                key={field.key}
                id={`review-field-${r}-${field.key}`}
                label={field.name}
                value={value}
                multiline={field.array}
                rows={recordRows}
                disabled={record.skipped}
                mark={flags.at({ kind: "field", record: r, field: field.key })?.mark ?? null}
                onCommit={(next) => onEdit({ op: "setField", record: r, field: field.key, value: next })}
                onMarkChecked={() =>
                  onEdit({ op: "markChecked", place: { kind: "field", record: r, field: field.key }, text: value, checked: true })
                }
              />
            );
          })}
        </fieldset>
      ))}
    </>
  );
}
