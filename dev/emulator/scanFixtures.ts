// Sample scans and photos (made by make-fixtures.ts with the others): a handwritten note with its transcript
// and French translation, a two-page fax as a multi-page TIFF, and a cut-off scan whose processing fails.
import type { SampleFixture as Fixture } from "./results/fixtures";
import { handwrittenNote, multiPageTiff, scannedPage } from "./samples";

const NOTE_LINES = [
  "Monday 14 March",
  "Call the plumber before noon",
  "Buy milk, eggs and coffee",
  "Pick up Sam at 4:30",
  "Don't forget: dentist on Friday!",
];

const NOTE_FRENCH = [
  "Lundi 14 mars",
  "Appeler le plombier avant midi",
  "Acheter du lait, des œufs et du café",
  "Aller chercher Sam à 16 h 30",
  "Ne pas oublier : dentiste vendredi !",
];

export function handwrittenNoteFixture(): Fixture {
  return {
    file: "handwritten-note.png",
    bytes: handwrittenNote(NOTE_LINES),
    expected: {
      file: "handwritten-note.png",
      description: "A photo of a handwritten note on ruled paper: one page, five lines. Transcript and French translation.",
      page_count: 1,
      status: "processed",
      transcribe: [{ page_number: 1, transcript: NOTE_LINES.join("\n") }],
      translate: { fr: [{ page_number: 1, language: "fr", translation: NOTE_FRENCH.join("\n") }] },
    },
  };
}

export function faxFixture(): Fixture {
  return {
    file: "fax-two-pages.tiff",
    bytes: multiPageTiff([scannedPage(180, 240, 12, 3), scannedPage(180, 240, 5, 4)]),
    expected: {
      file: "fax-two-pages.tiff",
      description: "A two-page fax as a multi-page TIFF (uncompressed 8-bit grey): page count 2, thumbnails from the real pages.",
      page_count: 2,
      status: "processed",
      transcribe: [
        { page_number: 1, transcript: "Fax cover sheet\nTo: Records office\nFrom: Harbor Clinic\nPages: 2" },
        { page_number: 2, transcript: "Please file the attached intake form.\nThank you." },
      ],
    },
  };
}

export function corruptFixture(): Fixture {
  // A PDF header followed by bytes that are no PDF: accepted as one page, then processing fails.
  const bytes = Buffer.concat([
    Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1"),
    Buffer.from("this scan was cut off in transfer ".repeat(8)),
  ]);
  return {
    file: "corrupt-scan.pdf",
    bytes,
    expected: {
      file: "corrupt-scan.pdf",
      description:
        "A PDF header with nothing readable after it: the upload is accepted (1 page charged) and ends as failed; the credit is refunded.",
      page_count: 1,
      status: "failed",
    },
  };
}
