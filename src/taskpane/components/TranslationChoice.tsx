// Where a transcript's translation goes (after the text, instead of it, or not at all): one control for Word,
// Excel and Outlook, so the three say it alike.
import { Field, Radio, RadioGroup } from "@fluentui/react-components";
import { t } from "../../i18n/messages";
import type { TranslationPlacement } from "../../results/layout";

export function TranslationChoice({
  value,
  onChange,
}: {
  value: TranslationPlacement;
  onChange: (placement: TranslationPlacement) => void;
}): React.JSX.Element {
  return (
    <Field label={t("results.insertPanel.translation")}>
      <RadioGroup value={value} onChange={(_, d) => onChange(d.value as TranslationPlacement)}>
        <Radio value="after" label={t("results.insertPanel.translationAfter")} />
        <Radio value="instead" label={t("results.insertPanel.translationInstead")} />
        <Radio value="none" label={t("results.insertPanel.translationNone")} />
      </RadioGroup>
    </Field>
  );
}
