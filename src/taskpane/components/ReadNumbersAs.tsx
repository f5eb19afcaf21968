// "Read numbers as", for one insert: a decimal point, a decimal comma, or keep them as text. The hint says why
// it is offered: the document writes numbers otherwise than the workbook, or figures such as 12,400 read either
// way and the workbook reads them as decimals.
import { Field, Radio, RadioGroup } from "@fluentui/react-components";
import { t } from "../../i18n/messages";
import { decimalsExample } from "../../insert/decimalsNote";
import type { NumberChoice } from "../../office/numberChoice";
import type { DecimalMark } from "../../results/numbers/cellValues";

const markName = (mark: DecimalMark): "comma" | "point" => (mark === "," ? "comma" : "point");

function hintOf(choice: NumberChoice): string {
  if (choice.kind === "evidence") return t("results.insertPanel.readAsHint", { document: markName(choice.document) });
  return t("results.insertPanel.readAsAmbiguousHint", {
    count: choice.decimals.count,
    ...decimalsExample(choice.decimals),
    mark: markName(choice.workbook),
  });
}

export interface ReadNumbersAsProps {
  choice: NumberChoice;
  /** The user's pick; null: the choice's preselected reading. */
  value: DecimalMark | "text" | null;
  onChange: (value: DecimalMark | "text") => void;
  /** Asked above the review where the evidence is split: nothing preselected, Insert waits for the answer. */
  asked?: boolean;
}

export function ReadNumbersAs({ choice, value, onChange, asked = false }: ReadNumbersAsProps): React.JSX.Element {
  return (
    <Field
      label={t("results.insertPanel.readAs")}
      hint={hintOf(choice)}
      required={asked}
      data-testid={asked ? "read-numbers-asked" : undefined}
    >
      <RadioGroup value={value ?? (asked ? "" : choice.preselected)} onChange={(_, d) => onChange(d.value as DecimalMark | "text")}>
        <Radio value="." label={t("results.insertPanel.readAsPoint")} />
        <Radio value="," label={t("results.insertPanel.readAsComma")} />
        <Radio value="text" label={t("results.insertPanel.readAsText")} />
      </RadioGroup>
    </Field>
  );
}
