// File names of downloads: Content-Disposition in its forms (RFC 6266 / 8187), names made safe to save,
// and the default when the service gives none.
import fc from "fast-check";
import { defaultResultFileName, fileNameFromContentDisposition, RESULT_FORMATS, safeFileName } from "../../../src/api/download";

test.each([
  ['attachment; filename="report.docx"', "report.docx"],
  ["attachment; filename=report.xlsx", "report.xlsx"],
  ['attachment; filename="a \\"quoted\\" name.txt"', "a _quoted_ name.txt"],
  ["attachment; filename=\"fallback.txt\"; filename*=UTF-8''%C3%A9t%C3%A9%20%E2%82%AC.txt", "été €.txt"],
  ["attachment; filename*=utf-8''na%C3%AFve.csv", "naïve.csv"],
  ["attachment; filename*=ISO-8859-1'en'caf%E9.txt", "café.txt"],
  ["attachment; filename*=UTF-8''%E0%A4%A.txt; filename=\"plain.txt\"", "plain.txt"],
  ['attachment; filename="../../etc/passwd"', "passwd"],
  ['attachment; filename="C:\\\\Windows\\\\evil.exe"', "evil.exe"],
  ['attachment; filename="  ..  "', null],
  ["attachment", null],
  ["", null],
])("%s -> %s", (header, name) => {
  expect(fileNameFromContentDisposition(header)).toBe(name);
});

test("safe names: no folders, no characters Windows refuses, no control characters", () => {
  expect(safeFileName('a<b>c:d"e|f?g*h\u0001.txt')).toBe("a_b_c_d_e_f_g_h_.txt");
  expect(safeFileName("x".repeat(300))?.length).toBe(200);
});

test("no direction override, zero-width or other invisible character, and the extension kept when cut (issue 32)", () => {
  expect(safeFileName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
  expect(safeFileName("a\u200Bb\u200Dc\u2066d\u2069\uFEFFe\u061Cf\u200Fg\u0085.txt")).toBe("abcdefg_.txt");
  const cut = safeFileName(`${"x".repeat(300)}.docx`);
  expect([cut?.length, cut?.endsWith("x.docx")]).toEqual([200, true]);
  expect(defaultResultFileName(`\u202E${"n".repeat(300)}.pdf`, "d1", "docx")).toMatch(/^n{195}\.docx$/);
});

test("default names follow the document's name and the format", () => {
  expect(defaultResultFileName("scan.final.pdf", "d1", "docx")).toBe("scan.final.docx");
  expect(defaultResultFileName("note.png", "d1", "txt", "translate")).toBe("note (translation).txt");
  expect(defaultResultFileName(undefined, "AbC123", "xlsx")).toBe("document-AbC123.xlsx");
});

test("formats per action are the spec's", () => {
  expect(RESULT_FORMATS).toEqual({
    transcribe: ["txt", "docx", "json"],
    translate: ["txt", "docx", "json"],
    tables: ["xlsx", "json"],
    extractor: ["xlsx", "csv", "json"],
  });
});

test("any header gives a safe name or none, and never throws", () => {
  fc.assert(
    fc.property(fc.string(), fc.string(), (prefix, name) => {
      for (const header of [
        prefix,
        `attachment; filename="${name}"`,
        `attachment; filename*=UTF-8''${name}`,
        `${prefix}; filename=${name}`,
      ]) {
        const result = fileNameFromContentDisposition(header);
        if (result !== null) {
          // eslint-disable-next-line no-control-regex
          expect(result).not.toMatch(/[/\\\u0000-\u001f<>:"|?*]/);
          expect(result.length).toBeGreaterThan(0);
        }
      }
    }),
    { numRuns: 300 },
  );
});
