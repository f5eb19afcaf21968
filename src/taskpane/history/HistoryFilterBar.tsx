// The history's filters: status and work, each a native select (keyboard and screen readers know them),
// applied by the service.
import { Field, Select, makeStyles, tokens } from "@fluentui/react-components";
import { t } from "../../i18n/messages";
import { ACTION_FILTERS, STATUS_FILTERS, isActionFilter, isStatusFilter, type HistoryFilters } from "../../work/history/filters";

const useStyles = makeStyles({
  bar: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
  field: { flex: "1 1 120px", minWidth: 0 },
  // A native select is as wide as its longest choice ("Jede Aufgabe" in German); at 320 px it shrinks instead.
  select: { minWidth: 0, maxWidth: "100%" },
  choice: { minWidth: 0, width: "100%", textOverflow: "ellipsis" },
});

export function HistoryFilterBar({
  value,
  onChange,
}: {
  value: HistoryFilters;
  onChange: (next: HistoryFilters) => void;
}): React.JSX.Element {
  const styles = useStyles();
  return (
    <div className={styles.bar}>
      <Field label={t("history.filters.status")} className={styles.field}>
        <Select
          className={styles.select}
          select={{ className: styles.choice }}
          value={value.status}
          onChange={(_, data) => isStatusFilter(data.value) && onChange({ ...value, status: data.value })}
        >
          {STATUS_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {t(f.label)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t("history.filters.work")} className={styles.field}>
        <Select
          className={styles.select}
          select={{ className: styles.choice }}
          value={value.action}
          onChange={(_, data) => isActionFilter(data.value) && onChange({ ...value, action: data.value })}
        >
          {ACTION_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {t(f.label)}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
