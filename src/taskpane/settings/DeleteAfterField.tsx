// The auto-deletion time sent with each upload (delete_after): presets from 5 minutes to 14 days, or the
// account's own setting. Shown in the workspace and in Settings; both change the same remembered value.
import { Field, Select } from "@fluentui/react-components";
import { t } from "../../i18n/messages";
import { DELETE_AFTER_PRESETS } from "../../work/settings/settingsStore";
import { deleteAfterOption } from "../../work/settings/deleteAfter";

export interface DeleteAfterFieldProps {
  value: number | null;
  onChange: (seconds: number | null) => void;
  disabled?: boolean;
}

export function DeleteAfterField({ value, onChange, disabled }: DeleteAfterFieldProps): React.JSX.Element {
  return (
    <Field label={t("settings.deleteAfter.label")} hint={t("settings.deleteAfter.hint")}>
      <Select
        value={value === null ? "" : String(value)}
        disabled={disabled}
        onChange={(_, d) => onChange(d.value === "" ? null : Number(d.value))}
      >
        <option value="">{deleteAfterOption(null)}</option>
        {/* A remembered time that is not a preset (set elsewhere) is still shown as chosen. */}
        {[...DELETE_AFTER_PRESETS, ...(value !== null && !DELETE_AFTER_PRESETS.includes(value) ? [value] : [])].map((s) => (
          <option key={s} value={String(s)}>
            {deleteAfterOption(s)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
