// Pure shaping of a transcription result into what a document receives: pages of lines, cleaned of
// characters a document cannot hold. Text stays plain text: markup in a transcript is kept literally.
import type { DocumentDetail } from "../api/types";

export interface TranscriptPageModel {
  pageNumber: number;
  lines: string[];
}

export interface TranscriptModel {
  documentId: string;
  fileName: string;
  pages: TranscriptPageModel[];
}

// C0 controls other than tab (and the line breaks split on first) have no place in a Word paragraph or an
// Excel cell; Word would even read \v and \f as line and page breaks.
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function splitLines(transcript: string): string[] {
  return transcript.split(/\r\n|\r|\n|\u2028|\u2029/).map((line) => line.replace(CONTROL_CHARACTERS, ""));
}

export function transcriptFromDetail(detail: DocumentDetail): TranscriptModel {
  return {
    documentId: detail.id,
    fileName: detail.fileName,
    pages: detail.transcriptPages.map((page) => ({ pageNumber: page.pageNumber, lines: splitLines(page.transcript) })),
  };
}

/** All lines of all pages, in page order: one paragraph (or row) each. */
export function transcriptLines(model: TranscriptModel): string[] {
  return model.pages.flatMap((page) => page.lines);
}
