// English messages of the pages area (issue 22: choosing the pages of a PDF or TIFF before sending), the source
// every other language translates. ICU MessageFormat.
export const pages = {
  // Typed ranges (src/pages/range.ts)
  "pages.range.empty": "Type the pages to send, for example 1-3, 7, 12-14.",
  "pages.range.notANumber": "“{part}” is not a page number. Type page numbers and ranges, for example 1-3, 7, 12-14.",
  "pages.range.missingComma": "“{part}”: put a comma between pages, for example 1, 3.",
  "pages.range.openRange": "“{part}” needs a page on both sides of the hyphen, for example 12-14.",
  "pages.range.tooManyHyphens": "“{part}” has more than one hyphen: a range is two pages joined by one hyphen, for example 12-14.",
  "pages.range.zero": "Pages are numbered from 1: there is no page 0.",
  "pages.range.beyondEnd": "This file has {count, plural, one {# page} other {# pages}}: there is no page {page}.",
  "pages.range.backwards": "“{part}” runs backwards: write it as {from}-{to}.",

  // The cut file (src/pages/prepare.ts)
  "pages.cut.fileName": "{name} ({count, plural, one {page} other {pages}} {range}){extension}",
  "pages.cut.protected":
    "“{name}” is protected (encrypted), so its pages cannot be cut out. Send it whole, or remove the protection and choose it again.",
  "pages.cut.unsafe": "The pages of “{name}” cannot be read here safely, so they cannot be cut out. Send it whole.",
  "pages.cut.damaged": "The pages of “{name}” cannot be cut out: the file seems damaged. Send it whole, or choose a repaired copy.",
  "pages.cut.tooLarge": "The chosen pages make a file of {size}; the service takes files up to {limit}. Choose fewer pages.",
  "pages.cut.changed":
    "“{name}” now has {count, plural, one {# page} other {# pages}}, not {of}: the pages chosen before ({range}) may not be the ones you meant. Dismiss this row, then choose the file again and its pages.",

  // The Pages control on a chosen file (src/taskpane/workspace/pages/)
  "pages.control.estimateAll": "{count, plural, one {# page: # credit} other {All # pages: # credits}}",
  "pages.control.estimateChosen":
    "{chosen, number} of {count, plural, one {# page} other {# pages}}: {chosen, plural, one {# credit} other {# credits}}",
  "pages.control.open": "Pages",
  "pages.control.openLabel": "Choose the pages of {name} to send",
  "pages.control.protected": "Protected (encrypted): its pages cannot be chosen, so it is sent whole.",
  "pages.control.damaged": "Its pages cannot be read, so they cannot be chosen: it is sent whole.",
  "pages.control.unsafe": "Its pages cannot be read here; it will be sent whole.",
  "pages.control.overLimit": "Over {limit}: too large to send whole. Choose the pages to send.",
  "pages.control.noneChosen": "No page is chosen: choose at least one page to send this file.",
  "pages.control.sendWhole": "Send all pages",
  "pages.control.sendWholeLabel": "Send all pages of {name}",
  "pages.control.cutting": "Cutting out the chosen pages…",
  "pages.control.notCut": "{name}: {problem}",

  // The page pictures (PagePicker.tsx)
  "pages.picker.label": "Pages of {name}",
  "pages.picker.rangeLabel": "Pages to send",
  "pages.picker.rangeHint": "For example 1-3, 7, 12-14. Or select the pictures; Shift selects a run of pages.",
  "pages.picker.tiffAsPdf": "The chosen pages of a TIFF are sent as one PDF, with each page's image unchanged.",
  "pages.picker.selectAll": "Select all",
  "pages.picker.selectNone": "Select none",
  "pages.picker.page": "Page {page}",
  "pages.picker.chosen": "{chosen, number} of {count, plural, one {# page} other {# pages}} chosen.",
  "pages.picker.loading": "Loading the pages…",
  "pages.picker.protected": "This PDF is protected by a password, so its pages cannot be shown. Type the pages to send, or send it whole.",
  "pages.picker.damaged": "The pages of this file cannot be shown. Type the pages to send, or send it whole.",
  "pages.picker.pictureFailed": "Page {page} cannot be shown.",

  // Sent pages on the rows, in History and before spending
  "pages.row.sent": "{count, plural, one {Page} other {Pages}} {range} of {of} sent.",
  "pages.row.closedBeforeSending":
    "The task pane was closed before this file was sent. Add {name} again: pages {range} are cut from it again.",
  "pages.history.sent": "{count, plural, one {# page} other {# pages}} sent: {range} of {of}",
  "pages.spending.fileChosen": "{name}: {pages, number} of {of, plural, one {# page} other {# pages}}",
} as const;
