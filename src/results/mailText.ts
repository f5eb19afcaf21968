// A transcript as mail text: plain lines for a message being written (inserted as text) and, for a reply form
// (whose body Outlook takes only as HTML), the same lines escaped so that the service's text is shown as text,
// never read as markup: "<b>" arrives as the four characters "<b>". Pure shaping, like the rest of src/results.
import { transcriptBlocks, type TranscriptLayoutOptions } from "./layout";
import type { TranscriptModel } from "./transcript";

/** Outlook's limit on a reply form's body (displayReplyForm's htmlBody): 32 KB, counted here in UTF-8 bytes. */
export const REPLY_BODY_LIMIT_BYTES = 32 * 1024;

/** The transcript's lines as a message body holds them: headings on their own line, a blank line between parts. */
export function transcriptMailLines(model: TranscriptModel, options: TranscriptLayoutOptions): string[] {
  const lines: string[] = [];
  for (const block of transcriptBlocks(model, options)) {
    if (block.kind === "table") continue;
    if (lines.length > 0) lines.push("");
    if (block.kind === "heading") lines.push(block.text);
    else if (block.kind === "paragraphs") lines.push(...block.lines);
  }
  // A page break leaves two blank lines where one is enough.
  return lines.filter((line, i) => !(line === "" && lines[i - 1] === ""));
}

/** The transcript as plain text (what "Insert at the cursor" and Copy use). */
export function transcriptMailText(model: TranscriptModel, options: TranscriptLayoutOptions): string {
  return transcriptMailLines(model, options).join("\n");
}

const ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text as HTML text content: every character that HTML could read as markup is written as an entity. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** One line of the reply's body: an empty line keeps its height; runs of spaces keep their width. */
function htmlLine(line: string): string {
  if (line === "") return "<br>";
  return `${escapeHtml(line).replace(/ {2}/g, " &nbsp;")}<br>`;
}

const utf8Length = (text: string): number => new TextEncoder().encode(text).length;

export interface ReplyBody {
  /** The reply form's body: the lines escaped, in one <div>. */
  html: string;
  /** Lines in the body, of `total` (fewer when the transcript is longer than a reply form takes). */
  lines: number;
  total: number;
}

/** The reply form's body for these lines, as many whole lines as fit Outlook's limit. */
export function replyBody(lines: readonly string[], limitBytes = REPLY_BODY_LIMIT_BYTES): ReplyBody {
  const open = '<div dir="auto">';
  const close = "</div>";
  let size = utf8Length(open + close);
  let html = "";
  let kept = 0;
  for (const line of lines) {
    const part = htmlLine(line);
    const partSize = utf8Length(part);
    if (size + partSize > limitBytes) break;
    html += part;
    size += partSize;
    kept++;
  }
  return { html: `${open}${html}${close}`, lines: kept, total: lines.length };
}
