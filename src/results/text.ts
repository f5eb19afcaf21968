// Text cleaning shared by every result kind. Service text stays plain text: nothing here interprets markup,
// it only removes what a Word paragraph, an Excel cell or the XML inside .docx/.xlsx cannot hold.

// C0 controls other than tab and line feed (and DEL). Word would read \v and \f as line and page breaks;
// XML 1.0 cannot hold the others at all.
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Text of one cell or value: line breaks normalised to "\n", control characters dropped. */
export function cleanText(value: string): string {
  return value.replace(/\r\n|\r|\u2028|\u2029/g, "\n").replace(CONTROL_CHARACTERS, "");
}

/** One line per element; every kind of line break splits (CRLF, CR, LF, Unicode line/paragraph separators). */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n|\u2028|\u2029/).map((line) => line.replace(CONTROL_CHARACTERS, ""));
}

/** A file name without its extension, for titles and sheet names. */
export function baseName(fileName: string): string {
  const name = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = name.lastIndexOf(".");
  return (dot > 0 ? name.slice(0, dot) : name).trim();
}
