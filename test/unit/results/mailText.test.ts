/**
 * @jest-environment jsdom
 */
// A transcript as mail text: the reply body's HTML, rendered, gives back exactly the lines it was made from,
// whatever characters the service sent (fast-check), and never more than Outlook's 32 KB.
import fc from "fast-check";
import { REPLY_BODY_LIMIT_BYTES, escapeHtml, replyBody, transcriptMailLines } from "../../../src/results/mailText";
import type { TranscriptModel } from "../../../src/results/transcript";

function rendered(html: string): string[] {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  body.querySelectorAll("br").forEach((br) => br.replaceWith("\n"));
  return (body.textContent ?? "")
    .replace(/\u00a0/g, " ")
    .split("\n")
    .slice(0, -1);
}

/** A line as `rendered` reads it back: it cannot tell a no-break space the service sent from one kept for width. */
const asShown = (lines: readonly string[]): string[] => lines.map((l) => l.replace(/\u00a0/g, " "));

// Lines as the results' shaping leaves them: no line breaks, no C0 controls (src/results/text.ts drops them).
// eslint-disable-next-line no-control-regex -- the control characters shaping drops are the point.
const line = fc.string({ unit: "grapheme", maxLength: 40 }).map((s) => s.replace(/[\u0000-\u001f\u007f\u2028\u2029\r\n]/g, ""));

describe("mail text", () => {
  it("renders back to the very lines it was made from (markup, entities, spaces, any script)", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const body = replyBody(lines);
        expect(body.lines).toBe(lines.length);
        expect(rendered(body.html)).toEqual(asShown(lines));
      }),
      { numRuns: 300 },
    );
    // A no-break space the service sent stays one (fast-check found the test's own reading losing it).
    expect(replyBody(["a\u00a0b  c"]).html).toContain("a\u00a0b &nbsp;c<br>");
  });

  it("keeps within the limit, cutting at a whole line", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 60 }), fc.integer({ min: 40, max: 600 }), (lines, limit) => {
        const body = replyBody(lines, limit);
        expect(new TextEncoder().encode(body.html).length).toBeLessThanOrEqual(limit);
        expect(rendered(body.html)).toEqual(asShown(lines.slice(0, body.lines)));
      }),
    );
    expect(REPLY_BODY_LIMIT_BYTES).toBe(32 * 1024);
  });

  it("escapes every character HTML could read as markup", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });

  it("lays pages out with a blank line between parts, headings on their own line", () => {
    const model: TranscriptModel = {
      documentId: "d",
      fileName: "f.pdf",
      pages: [
        { pageNumber: 1, lines: ["a", "b"] },
        { pageNumber: 2, lines: ["c"], translation: { language: "fr", lines: ["c (fr)"] } },
      ],
    };
    expect(transcriptMailLines(model, { headings: false, pageBreaks: true, translation: "none" })).toEqual(["a", "b", "", "c"]);
    expect(transcriptMailLines(model, { headings: true, pageBreaks: false, translation: "after", languageName: () => "French" })).toEqual([
      "Page 1",
      "",
      "a",
      "b",
      "",
      "Page 2",
      "",
      "c",
      "",
      "Translation (French), page 2",
      "",
      "c (fr)",
    ]);
    expect(transcriptMailLines(model, { headings: false, pageBreaks: false, translation: "instead" })).toEqual(["a", "b", "", "c (fr)"]);
  });
});
