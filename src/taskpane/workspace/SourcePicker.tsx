// The input (F3): scans or photos from files (several at once, chosen with the file button or dropped on it),
// or a picture already in the document (the selected inline picture in Word, the selected or a chosen
// picture in Excel). Every file is checked (type by content, size) before anything is sent, and a refused
// file says why.
import { Button, Text, makeStyles, mergeClasses, tokens, useId } from "@fluentui/react-components";
import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { appConfig } from "../../config";
import { formatFileSize, formatList } from "../../i18n/format";
import { t } from "../../i18n/messages";
import { MAX_CUTTABLE_BYTES, MAX_UPLOAD_BYTES } from "../../input/fileCheck";
import type { PictureOutcome } from "../../office/base64";
import { readExcelPicture } from "../../office/excelPicture";
import { documentHost } from "../../office/documentHost";
import type { HostKind } from "../../office/host";
import { excelActivePicture } from "../../office/requirements";
import { readSelectedWordPicture } from "../../office/wordPicture";
import { microsoft365Allowed } from "../../work/policy/access";
import { usePolicy } from "../usePolicy";
import { ChosenFiles } from "./ChosenFiles";
import { FILE_TYPES, checkFiles, withChosenPages, type CheckedFile } from "./checkedFile";
import { joinSelection } from "./joinSelection";
import { MicrosoftSourcesChecking } from "./MicrosoftSourcesFrame";

// Microsoft 365 sources (issue 13): their own chunk with msal-browser, only when the build has MS_CLIENT_ID.
const MicrosoftSources = lazy(() => import("./MicrosoftSources").then((m) => ({ default: m.MicrosoftSources })));
const PicturePicker = lazy(() => import("./PicturePicker").then((m) => ({ default: m.PicturePicker })));
// Outlook (issue 23): the open message's attachments, its own chunk, only in Outlook.
const OutlookAttachments = lazy(() =>
  import(/* webpackChunkName: "outlook-attachments" */ "../outlook/OutlookAttachments").then((m) => ({ default: m.OutlookAttachments })),
);

const useStyles = makeStyles({
  field: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS },
  zone: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  dragging: { border: `1px solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  problem: { color: tokens.colorPaletteRedForeground1 },
  row: { display: "flex", gap: tokens.spacingHorizontalS, alignItems: "center", flexWrap: "wrap" },
});

export interface SourcePickerProps {
  host: HostKind;
  disabled: boolean;
  /** The files chosen so far, checked (controlled: an empty list clears the file input). */
  selection: readonly CheckedFile[];
  onSelection: (files: CheckedFile[]) => void;
}

export function SourcePicker({ host, disabled, selection, onSelection }: SourcePickerProps): React.JSX.Element {
  const styles = useStyles();
  const [pictureProblem, setPictureProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  // Excel's list of the sheet's pictures: shown (0: hidden), and remounted (read again) at each new ask.
  const [listing, setListing] = useState(0);
  const [listProblem, setListProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  // The files of the last choice that were already in the list (said once, then gone with the next choice).
  const [duplicates, setDuplicates] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  // Checks take a moment: only the latest choice counts.
  const generation = useRef(0);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const problemsId = useId("file-problems");
  const hintId = useId("file-hint");
  // Only with an app registration (MS_CLIENT_ID), and where the organisation's policy allows them.
  const { settings: policy } = usePolicy();
  const microsoftSources = Boolean(appConfig.msClientId) && microsoft365Allowed(policy);

  // A cleared selection (the files went to the queue) clears the input too, so the same files can be chosen again.
  useEffect(() => {
    if (selection.length === 0 && input.current) input.current.value = "";
  }, [selection]);

  const choose = async (files: ReadonlyArray<{ blob: Blob; name: string }>, origin: CheckedFile["origin"]): Promise<void> => {
    const mine = ++generation.current;
    const checked = await checkFiles(files, origin);
    setDuplicates([]);
    if (mine === generation.current) onSelection(checked);
  };

  /** Every source adds to the one list (a picture from the document is sent on its own, so it leaves). */
  const join = (added: readonly CheckedFile[]): void => {
    const joined = joinSelection(selection, added);
    setDuplicates(joined.duplicates);
    onSelection(joined.selection);
  };

  const takeFiles = async (files: readonly File[]): Promise<void> => {
    setPictureProblem(null);
    const mine = ++generation.current;
    const checked = await checkFiles(
      files.map((f) => ({ blob: f, name: f.name })),
      "file",
    );
    if (mine === generation.current) join(checked);
  };

  const remove = (index: number): void => {
    generation.current++;
    setDuplicates([]);
    onSelection(selection.filter((_, i) => i !== index));
  };

  // A new choice of pages for one file (issue 22); the rest of the selection stays as it is.
  const choosePages = (id: string, chosen: readonly number[] | null): void =>
    onSelection(selection.map((f) => (f.ok && f.id === id ? withChosenPages(f, chosen) : f)));

  // Files from Microsoft 365 arrive downloaded and checked: they join the list like chosen files.
  const takeRemote = (files: CheckedFile[]): void => {
    generation.current++;
    setPictureProblem(null);
    join(files);
  };

  const onDrop = (event: React.DragEvent<HTMLDivElement>): void => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length === 0) return;
    void takeFiles(files);
  };

  const takePicture = async (read: () => Promise<PictureOutcome>): Promise<void> => {
    setReading(true);
    setPictureProblem(null);
    try {
      const outcome = await read();
      if (outcome.ok) {
        setListing(0);
        await choose([{ blob: outcome.file.blob, name: outcome.file.name }], "picture");
      } else {
        generation.current++;
        // The files already chosen stay; only an earlier picture goes (it was to be sent on its own).
        onSelection(selection.filter((f) => f.origin !== "picture"));
        // In Excel the user can still pick the picture from the sheet's list, which says why beside it (one
        // message: with no picture on the sheet, only that), and is read again each time.
        if (host === "excel") showList(outcome.reason);
        else setPictureProblem(outcome.reason);
      }
    } catch {
      setPictureProblem(t("workspace.sourcePicker.pictureUnreadable"));
    } finally {
      setReading(false);
    }
  };

  const showList = (problem: string | null): void => {
    setListProblem(problem);
    setListing((n) => n + 1);
  };

  const pictureButton = (): void => {
    if (host === "word") void takePicture(() => readSelectedWordPicture());
    else if (excelActivePicture()) void takePicture(() => readExcelPicture());
    else showList(null);
  };

  const ready = selection.filter((f) => f.ok);
  const refused = selection.filter((f) => !f.ok);
  const picture = ready.length === 1 && ready[0]?.origin === "picture" ? ready[0] : null;
  // Pictures go whole (the service's limit); a PDF or TIFF may be larger, to choose the pages to send from it.
  const limits = { limit: formatFileSize(MAX_UPLOAD_BYTES), cutLimit: formatFileSize(MAX_CUTTABLE_BYTES) };

  return (
    <div className={styles.field}>
      {host === "outlook" ? (
        <Suspense fallback={null}>
          <OutlookAttachments disabled={disabled} selection={selection} onSelection={onSelection} />
        </Suspense>
      ) : null}
      {/* The drop zone holds the buttons row; the file input itself is hidden: Choose files is the keyboard's way in, dropping is extra. */}
      <div
        className={mergeClasses(styles.zone, dragging && !disabled && styles.dragging)}
        data-testid="drop-zone"
        onDragOver={(e) => {
          e.preventDefault();
          e.dataTransfer.dropEffect = disabled ? "none" : "copy";
          if (!dragging) setDragging(true);
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <Text weight="semibold">{t("workspace.sourcePicker.heading")}</Text>
        <Text id={hintId} size={200}>
          {t("workspace.sourcePicker.hint", limits)}
        </Text>
        <div className={styles.row}>
          <Button
            ref={chooseButton}
            disabled={disabled}
            aria-describedby={refused.length > 0 ? `${hintId} ${problemsId}` : hintId}
            onClick={() => input.current?.click()}
          >
            {t("workspace.sourcePicker.chooseFiles")}
          </Button>
        </div>
        <input
          ref={input}
          type="file"
          hidden
          tabIndex={-1}
          multiple
          accept={FILE_TYPES}
          disabled={disabled}
          aria-label={t("workspace.sourcePicker.inputLabel", limits)}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = ""; // the same file can be chosen again after it was removed
            void takeFiles(files);
          }}
        />
      </div>
      {documentHost(host) ? (
        <div className={styles.row}>
          <Button size="small" disabled={disabled || reading} onClick={pictureButton}>
            {t("workspace.sourcePicker.useSelectedPicture")}
          </Button>
          {picture ? <Text size={200}>{t("workspace.sourcePicker.usingPicture", { name: picture.name })}</Text> : null}
        </div>
      ) : null}
      {microsoftSources ? (
        <Suspense fallback={<MicrosoftSourcesChecking />}>
          <MicrosoftSources disabled={disabled} onChosen={takeRemote} />
        </Suspense>
      ) : null}
      {listing > 0 && host === "excel" ? (
        <Suspense fallback={null}>
          <PicturePicker
            key={listing}
            disabled={disabled || reading}
            problem={listProblem}
            onPick={(id) => void takePicture(() => readExcelPicture(id))}
          />
        </Suspense>
      ) : null}
      {ready.length > 0 && !picture ? (
        <ChosenFiles
          selection={selection}
          disabled={disabled}
          onRemove={remove}
          onPages={choosePages}
          afterLast={() => chooseButton.current?.focus()}
        />
      ) : null}
      {/* Always there, so that screen readers hear the sentence when it appears. */}
      <div role="status">
        {duplicates.length > 0 ? (
          <Text size={200} data-testid="already-chosen">
            {t("workspace.sourcePicker.alreadyChosen", { count: duplicates.length, names: formatList(duplicates) })}
          </Text>
        ) : null}
      </div>
      {refused.length > 0 ? (
        <div id={problemsId} role="alert">
          {refused.map((f, i) => (
            <Text key={`${i}:${f.name}`} block className={styles.problem}>
              {f.ok ? null : t("workspace.sourcePicker.refused", { name: f.name, problem: f.problem })}
            </Text>
          ))}
        </div>
      ) : null}
      {pictureProblem ? (
        <Text className={styles.problem} role="alert">
          {pictureProblem}
        </Text>
      ) : null}
    </div>
  );
}
