// The input: a scan or photo from a file, or a picture already in the document (the selected inline picture
// in Word, the selected or a chosen picture in Excel). Every input is checked (type by content, size) before
// anything is sent.
import { Button, Label, Text, makeStyles, tokens, useId } from "@fluentui/react-components";
import { Suspense, lazy, useState } from "react";
import { checkFile } from "../../input/fileCheck";
import type { PictureOutcome } from "../../office/base64";
import { readExcelPicture } from "../../office/excelPicture";
import type { HostKind } from "../../office/host";
import { excelActivePicture } from "../../office/requirements";
import { readSelectedWordPicture } from "../../office/wordPicture";

const PicturePicker = lazy(() => import("./PicturePicker").then((m) => ({ default: m.PicturePicker })));

export interface ChosenFile {
  blob: Blob;
  name: string;
  /** Where it came from, for the sentence under the input. */
  origin: "file" | "picture";
}

const useStyles = makeStyles({
  field: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS },
  problem: { color: tokens.colorPaletteRedForeground1 },
  row: { display: "flex", gap: tokens.spacingHorizontalS, alignItems: "center", flexWrap: "wrap" },
});

export interface SourcePickerProps {
  host: HostKind;
  disabled: boolean;
  chosen: ChosenFile | null;
  onChosen: (file: ChosenFile | null) => void;
}

export function SourcePicker({ host, disabled, chosen, onChosen }: SourcePickerProps): React.JSX.Element {
  const styles = useStyles();
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [listing, setListing] = useState(false);
  const fileInputId = useId("file");
  const problemId = useId("file-problem");

  const take = async (blob: Blob, name: string, origin: ChosenFile["origin"]): Promise<void> => {
    const check = await checkFile(blob);
    if (check.ok) {
      setProblem(null);
      onChosen({ blob, name, origin });
    } else {
      onChosen(null);
      setProblem(`${name}: ${check.reason}`);
    }
  };

  const choose = async (file: File | undefined): Promise<void> => {
    setProblem(null);
    onChosen(null);
    if (file) await take(file, file.name, "file");
  };

  const takePicture = async (read: () => Promise<PictureOutcome>): Promise<void> => {
    setReading(true);
    setProblem(null);
    try {
      const outcome = await read();
      if (outcome.ok) {
        setListing(false);
        await take(outcome.file.blob, outcome.file.name, "picture");
      } else {
        onChosen(null);
        setProblem(outcome.reason);
        // In Excel the user can still pick the picture from a list.
        if (host === "excel") setListing(true);
      }
    } catch {
      setProblem("The picture could not be read from the document. Save it as a file and choose the file instead.");
    } finally {
      setReading(false);
    }
  };

  const pictureButton = (): void => {
    if (host === "word") void takePicture(() => readSelectedWordPicture());
    else if (excelActivePicture()) void takePicture(() => readExcelPicture());
    else setListing(true);
  };

  return (
    <div className={styles.field}>
      {/* A native file input: keyboard and screen-reader friendly everywhere Office runs. */}
      <Label htmlFor={fileInputId}>Scan or photo (PDF, JPG, PNG, TIFF, HEIC or GIF, up to 20 MB)</Label>
      <input
        id={fileInputId}
        type="file"
        accept=".pdf,.jpg,.jpeg,.png,.tif,.tiff,.heic,.gif,application/pdf,image/*"
        disabled={disabled}
        aria-describedby={problem ? problemId : undefined}
        aria-invalid={problem ? true : undefined}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      {host !== "none" ? (
        <div className={styles.row}>
          <Button size="small" disabled={disabled || reading} onClick={pictureButton}>
            Use the selected picture
          </Button>
          {chosen?.origin === "picture" ? <Text size={200}>Using the picture from the document ({chosen.name}).</Text> : null}
        </div>
      ) : null}
      {listing && host === "excel" ? (
        <Suspense fallback={null}>
          <PicturePicker disabled={disabled || reading} onPick={(id) => void takePicture(() => readExcelPicture(id))} />
        </Suspense>
      ) : null}
      {problem ? (
        <Text id={problemId} className={styles.problem} role="alert">
          {problem}
        </Text>
      ) : null}
    </div>
  );
}
