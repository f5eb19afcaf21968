// What a chosen PDF or multi-page TIFF shows in the list (issue 22): its pages and what sending them costs
// ("3 of 40 pages: 3 credits"), and the Pages button that opens the page picker (which loads the renderer, a
// chunk of its own, when it opens). A file whose pages cannot be chosen (encrypted, damaged) says so and
// goes whole; a file over the service's limit says its pages must be chosen.
import { Button, Text, makeStyles, tokens, useId } from "@fluentui/react-components";
import { useState } from "react";
import { formatFileSize } from "../../../i18n/format";
import { t } from "../../../i18n/messages";
import { MAX_UPLOAD_BYTES } from "../../../input/fileCheck";
import type { ReadyFile } from "../checkedFile";
import { PagePicker } from "./PagePicker";

const useStyles = makeStyles({
  control: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS },
  line: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: tokens.spacingHorizontalS, flexWrap: "wrap" },
  meta: { color: tokens.colorNeutralForeground3 },
  warning: { color: tokens.colorPaletteRedForeground1 },
});

/** The line under the file's name: what it costs as chosen, or why its pages cannot be chosen. */
function summary(file: ReadyFile): { text: string; warning: boolean } | null {
  const { info, chosen, overLimit } = file.pages;
  if (info.kind === "single") return null;
  if (info.kind === "uncuttable") return { text: t(`pages.control.${info.why}`), warning: false };
  if (chosen === null && overLimit)
    return { text: t("pages.control.overLimit", { limit: formatFileSize(MAX_UPLOAD_BYTES) }), warning: true };
  if (chosen === null) return { text: t("pages.control.estimateAll", { count: info.count }), warning: false };
  if (chosen.length === 0) return { text: t("pages.control.noneChosen"), warning: true };
  return { text: t("pages.control.estimateChosen", { chosen: chosen.length, count: info.count }), warning: false };
}

export interface PagesControlProps {
  file: ReadyFile;
  disabled: boolean;
  onChosen: (chosen: readonly number[] | null) => void;
}

export function PagesControl({ file, disabled, onChosen }: PagesControlProps): React.JSX.Element | null {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const pickerId = useId("pages");
  const line = summary(file);
  if (line === null) return null;
  const { info } = file.pages;
  const choosable = info.kind === "pages" && info.count > 1;
  return (
    <div className={styles.control}>
      <div className={styles.line}>
        <Text size={200} className={line.warning ? styles.warning : styles.meta} data-testid="pages-summary">
          {line.text}
        </Text>
        {choosable ? (
          <Button
            size="small"
            aria-expanded={open}
            aria-controls={open ? pickerId : undefined}
            aria-label={t("pages.control.openLabel", { name: file.name })}
            onClick={() => setOpen((o) => !o)}
          >
            {t("pages.control.open")}
          </Button>
        ) : null}
      </div>
      {open && choosable ? (
        <PagePicker
          id={pickerId}
          name={file.name}
          blob={file.blob}
          format={info.format}
          count={info.count}
          chosen={file.pages.chosen}
          disabled={disabled}
          onChosen={onChosen}
        />
      ) : null}
    </div>
  );
}
