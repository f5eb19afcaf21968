// The pictures on the active Excel sheet, to choose one as input when Excel cannot say which is selected
// (before ExcelApi 1.19) or none is. Loaded lazily: most uses never need it.
import { Button, Spinner, Text, makeStyles, tokens } from "@fluentui/react-components";
import { useEffect, useState } from "react";
import { t } from "../../i18n/messages";
import { listExcelPictures, type PictureList } from "../../office/excelPicture";

const useStyles = makeStyles({
  list: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS, margin: 0, padding: 0, listStyleType: "none" },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

export interface PicturePickerProps {
  disabled: boolean;
  onPick: (shapeId: string) => void;
  /**
   * Why the selected picture could not be used, when that is why the list shows. Said here, with the list, so
   * that the pane shows one message: the reason beside the list, or (no picture on the sheet) only that.
   */
  problem?: string | null;
}

export function PicturePicker({ disabled, onPick, problem = null }: PicturePickerProps): React.JSX.Element {
  const styles = useStyles();
  const [list, setList] = useState<PictureList | null>(null);
  useEffect(() => {
    let live = true;
    listExcelPictures().then(
      (l) => live && setList(l),
      () => live && setList({ ok: false, reason: t("workspace.picturePicker.unreadable") }),
    );
    return () => {
      live = false;
    };
  }, []);
  if (list === null) return <Spinner size="tiny" label={t("workspace.picturePicker.looking")} />;
  // One message, said where the user looks (role alert: it answers the button just pressed).
  if (!list.ok) return <Text role="alert">{problem ?? list.reason}</Text>;
  if (list.pictures.length === 0)
    return <Text role="alert">{t(problem ? "workspace.picturePicker.noneSelected" : "workspace.picturePicker.none")}</Text>;
  return (
    <section aria-label={t("workspace.picturePicker.label")}>
      {problem ? (
        <Text role="alert" block className={styles.problem}>
          {problem}
        </Text>
      ) : null}
      <Text size={200}>{t("workspace.picturePicker.intro")}</Text>
      <ul className={styles.list}>
        {list.pictures.map((p) => (
          <li key={p.id}>
            <Button size="small" appearance="subtle" disabled={disabled} onClick={() => onPick(p.id)}>
              {t("workspace.picturePicker.use", { name: p.name })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
