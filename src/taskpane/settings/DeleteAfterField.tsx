// The auto-deletion time sent with each upload (delete_after): presets from 5 minutes to 14 days, or the
// account's own setting. Shown in the workspace and in Settings; both change the same remembered value. The
// organisation's policy may cap the choices (deleteAfterMax) or fix the value (deleteAfter, locked): the field
// then says so.
import { Field, Select, makeStyles } from "@fluentui/react-components";
import { t } from "../../i18n/messages";
import { deleteAfterOption } from "../../work/settings/deleteAfter";
import { deleteAfterOptions } from "../../work/policy/applyPolicy";
import { deleteAfterLimit } from "../../work/policy/describe";
import { usePolicy } from "../usePolicy";
import { usePolicyNote } from "../usePolicyNote";

export interface DeleteAfterFieldProps {
  value: number | null;
  onChange: (seconds: number | null) => void;
  disabled?: boolean;
}

// A native select is as wide as its longest option: in French or Spanish at 320 px that ran past the pane. Here it
// takes the pane's width and cuts a long option with an ellipsis instead (the open list shows it whole).
const useStyles = makeStyles({
  field: { gridTemplateColumns: "minmax(0, 1fr)", minWidth: 0 },
  select: { minWidth: 0 },
  control: { minWidth: 0, textOverflow: "ellipsis" },
});

export function DeleteAfterField({ value, onChange, disabled }: DeleteAfterFieldProps): React.JSX.Element {
  const styles = useStyles();
  const { settings: policy } = usePolicy();
  const locked = policy.deleteAfter?.locked === true;
  const max = policy.deleteAfterMax?.value;
  const offered = deleteAfterOptions(policy);
  // A remembered time that is not a preset (set elsewhere, or the organisation's) is still shown as chosen.
  const presets = [...offered.presets, ...(value !== null && !offered.presets.includes(value) ? [value] : [])];
  const note = usePolicyNote();
  const hint = locked
    ? note("deleteAfter", t("policy.hint.deleteAfter"))
    : max === undefined
      ? t("settings.deleteAfter.hint")
      : t("policy.hint.deleteAfterMax", deleteAfterLimit(max));
  return (
    <Field label={t("settings.deleteAfter.label")} hint={hint} className={styles.field}>
      <Select
        className={styles.select}
        select={{ className: styles.control }}
        value={value === null ? "" : String(value)}
        disabled={disabled || locked}
        onChange={(_, d) => onChange(d.value === "" ? null : Number(d.value))}
      >
        {offered.account || value === null ? <option value="">{deleteAfterOption(null)}</option> : null}
        {presets.map((s) => (
          <option key={s} value={String(s)}>
            {deleteAfterOption(s)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
