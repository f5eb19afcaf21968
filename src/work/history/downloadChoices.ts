// The files a processed document can be downloaded as: the formats of its action, from the one table the
// service client checks requests against (RESULT_FORMATS), so the pane cannot offer a format the service
// would refuse with 400. A transcription with a translation also offers the translation's files.
import { RESULT_FORMATS, type Action, type ResultAction, type ResultFormat } from "../../api";
import { t, type MessageKey } from "../../i18n/messages";

export interface DownloadChoice {
  format: ResultFormat;
  /** "translate" for the translation's file; otherwise the document's own action (the service's default). */
  action?: "translate";
  /** The button's text. */
  label: string;
}

const FORMAT_LABEL: Readonly<Record<ResultFormat, MessageKey>> = {
  txt: "history.download.txt",
  docx: "history.download.docx",
  xlsx: "history.download.xlsx",
  csv: "history.download.csv",
  json: "history.download.json",
};

const TRANSLATION_LABEL: Readonly<Record<ResultFormat, MessageKey>> = {
  txt: "history.download.translationTxt",
  docx: "history.download.translationDocx",
  xlsx: "history.download.translationXlsx",
  csv: "history.download.translationCsv",
  json: "history.download.translationJson",
};

export function formatsFor(action: ResultAction): readonly ResultFormat[] {
  return RESULT_FORMATS[action];
}

/** Every file a processed document of `action` offers; `translated`: it was sent with a translation. */
export function downloadChoices(action: Action | { unknown: string }, translated = false): DownloadChoice[] {
  if (typeof action !== "string") return [];
  const own = formatsFor(action).map((format) => ({ format, label: t(FORMAT_LABEL[format]) }));
  if (action !== "transcribe" || !translated) return own;
  return [
    ...own,
    ...formatsFor("translate").map((format) => ({ format, action: "translate" as const, label: t(TRANSLATION_LABEL[format]) })),
  ];
}
