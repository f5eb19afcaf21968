// The files a processed document can be downloaded as: the formats of its action, from the one table the
// service client checks requests against (RESULT_FORMATS), so the pane cannot offer a format the service
// would refuse with 400. A transcription with a translation also offers the translation's files.
import { RESULT_FORMATS, type Action, type ResultAction, type ResultFormat } from "../../api";

export interface DownloadChoice {
  format: ResultFormat;
  /** "translate" for the translation's file; otherwise the document's own action (the service's default). */
  action?: "translate";
  /** The button's text. */
  label: string;
}

const FORMAT_LABEL: Readonly<Record<ResultFormat, string>> = {
  txt: "Text (.txt)",
  docx: "Word (.docx)",
  xlsx: "Excel (.xlsx)",
  csv: "CSV (.csv)",
  json: "JSON (.json)",
};

const TRANSLATION_LABEL: Readonly<Record<ResultFormat, string>> = {
  txt: "Translation as text (.txt)",
  docx: "Translation in Word (.docx)",
  xlsx: "Translation in Excel (.xlsx)",
  csv: "Translation as CSV (.csv)",
  json: "Translation as JSON (.json)",
};

export function formatsFor(action: ResultAction): readonly ResultFormat[] {
  return RESULT_FORMATS[action];
}

/** Every file a processed document of `action` offers; `translated`: it was sent with a translation. */
export function downloadChoices(action: Action | { unknown: string }, translated = false): DownloadChoice[] {
  if (typeof action !== "string") return [];
  const own = formatsFor(action).map((format) => ({ format, label: FORMAT_LABEL[format] }));
  if (action !== "transcribe" || !translated) return own;
  return [...own, ...formatsFor("translate").map((format) => ({ format, action: "translate" as const, label: TRANSLATION_LABEL[format] }))];
}
