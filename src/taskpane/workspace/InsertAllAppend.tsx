// Insert all's "Append to a table in this workbook" (issue 34), beside its other placements: the choice and,
// once chosen, the workbook's table to append to (a native select, as the single append's picker: it fits
// 320 px and works by keyboard). Each result goes in with the mapping saved for its layout. Renders only:
// the state is useAppendPlacement's.
import { Checkbox, Field, MessageBar, MessageBarBody, Text, makeStyles } from "@fluentui/react-components";
import { t } from "../../i18n/messages";
import type { AppendPlacement } from "./useAppendPlacement";
import { nativeSelectStyle } from "../components/nativeSelectStyle";

const useStyles = makeStyles({
  select: nativeSelectStyle,
});

export function InsertAllAppend({ placement }: { placement: AppendPlacement }): React.JSX.Element {
  const styles = useStyles();
  const { on, tables, chosen, error } = placement;
  return (
    <>
      <Checkbox label={t("results.tableAppend.choice")} checked={on} onChange={(_, data) => placement.turn(data.checked === true)} />
      {on && error ? (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {on && !error && tables === null ? <Text>{t("results.tableAppend.loading")}</Text> : null}
      {on && tables !== null && tables.length === 0 ? (
        <MessageBar intent="info">
          <MessageBarBody>{t("results.tableAppend.noTables")}</MessageBarBody>
        </MessageBar>
      ) : null}
      {on && tables !== null && tables.length > 0 ? (
        <Field label={t("results.tableAppend.table")}>
          {(field) => (
            <select {...field} className={styles.select} value={chosen ?? ""} onChange={(e) => placement.choose(e.target.value)}>
              {tables.map((x) => (
                <option key={x.name} value={x.name}>
                  {t("results.tableAppend.tableOption", { table: x.name, sheet: x.sheet })}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
    </>
  );
}
