// The history's filters: status and work, each a native select (keyboard and screen readers know them),
// applied by the service.
import { Field, Select, makeStyles, tokens } from "@fluentui/react-components";
import { t } from "../../i18n/messages";
import { ACTION_FILTERS, STATUS_FILTERS, isActionFilter, isStatusFilter, type HistoryFilters } from "../../work/history/filters";

const useStyles = makeStyles({
  bar: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
  field: { flex: "1 1 120px", minWidth: 0 },
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
        <Select value={value.status} onChange={(_, data) => isStatusFilter(data.value) && onChange({ ...value, status: data.value })}>
          {STATUS_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {t(f.label)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t("history.filters.work")} className={styles.field}>
        <Select value={value.action} onChange={(_, data) => isActionFilter(data.value) && onChange({ ...value, action: data.value })}>
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
