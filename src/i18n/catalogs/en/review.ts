// English messages of the review (the source every other language translates). ICU MessageFormat.
// Correcting, choosing and joining what the service read before it is inserted; the flags on values that look
// misread; what an insert of a reviewed result says.
export const review = {
  // The review's toolbar
  "review.toolbar.label": "Review",
  "review.toolbar.toCheck": "{count, plural, one {# cell to check} other {# cells to check}}",
  "review.toolbar.checking": "Looking for misread values…",
  "review.toolbar.nothingToCheck": "Nothing looks misread.",
  "review.toolbar.next": "Next cell to check",
  "review.toolbar.undo": "Undo",
  "review.toolbar.discard": "Discard changes",
  "review.toolbar.larger": "Open in a larger window",

  // Tables
  "review.table.choose": "Insert {caption}",
  "review.table.joinedCaption": "Table {index} (pages {first} to {last})",
  "review.table.looksContinued": "This table looks continued from table {previous}: the same columns, on the next page.",
  "review.table.join": "Join with table {previous}",
  "review.table.joined": "Table {index} (page {page}) is joined to this table.",
  "review.table.split": "Split table {index} off",
  "review.table.headerRow": "First row is the header",
  "review.table.deleteRow": "Delete row {row}",
  "review.table.restoreRow": "Restore row {row}",
  "review.table.deleteColumn": 'Delete column "{column}"',
  "review.table.restoreColumn": 'Restore column "{column}"',
  "review.grid.editLabel": "Edit {column}, row {row}",
  "review.grid.toCheck": "To check: {reason}",
  "review.grid.leftOut": "Left out",

  // Key/value pairs, records, pages
  "review.pairs.choose": 'Insert "{key}"',
  "review.pairs.chooseAll": "Insert the key/value pairs",
  "review.pairs.leaveOut": 'Leave out "{key}"',
  "review.pairs.keep": 'Keep "{key}"',
  "review.pairs.key": "Key",
  "review.pairs.value": 'Value of "{key}"',
  "review.records.skip": "Skip this record",
  "review.pages.choose": "Insert page {page}",
  "review.pages.text": "Text of page {page}",

  // Flags: why a value looks misread
  "review.flag.notNumber": "Not a number, in a column of numbers.",
  "review.flag.total": "Rows add up to {sum}, the total says {total}.",
  "review.flag.totalFixed":
    "{others, plural, =0 {Rows add up to {sum} with {text} read as {value}, the total says {total}.} one {Rows add up to {sum} with {text} read as {value} and # more suggested fix, the total says {total}.} other {Rows add up to {sum} with {text} read as {value} and # more suggested fixes, the total says {total}.}}",
  "review.flag.totalUnchecked":
    "{reason, select, continued {This table may continue the one before it: join them to check its total.} other {The rows above hold {text}, which does not read as a number: the total cannot be checked.}}",
  "review.flag.date": "Not a real date.",
  "review.flag.dateAmongNumbers": "A date among numbers: kept as text.",
  "review.flag.numberAmongDates": "A number among dates: kept as text.",
  "review.flag.decimalMark": 'Written with "{mark}" as its decimal mark, unlike the rest of its column.',
  "review.flag.fieldType":
    "{type, select, date {Does not read as a date.} number {Does not read as a number.} currency {Does not read as an amount.} other {Does not read as the field type {type}.}}",
  "review.flag.targetType":
    "{expected, select, date {Does not read as a date, which the column {column} of your table holds.} other {Does not read as a number, which the column {column} of your table holds.}}",
  "review.flag.ambiguous": "This workbook reads it as a decimal number; it may be thousands.",
  "review.flag.emptyField": "Empty here, but filled in the other records.",
  "review.flag.suggestion": "Suggested: {value}.",
  "review.flag.apply": "Use {value}",
  "review.flag.fixAll": "{count, plural, one {Fix # like this} other {Fix all # like this}}",
  "review.flag.markChecked": "Mark as checked",
  "review.likeFix.title": "{count, plural, one {Change # value like this?} other {Change these # values like this?}}",
  "review.likeFix.message": "Each gets its suggested value, in one step: Undo takes them all back at once.",
  "review.likeFix.seeOnPage": "Choose a value to see its cell and its page.",
  "review.likeFix.cell": "{column}, row {row}: {from} → {to}",
  "review.likeFix.confirm": "{count, plural, one {Change # value} other {Change # values}}",
  "review.likeFix.cancel": "Cancel",

  // Leaving a result with corrections
  "review.leave.title": "Discard your corrections to {fileName}?",
  "review.leave.message": "You changed this result but have not inserted it. Corrections are kept only while the result is open.",
  "review.leave.discard": "Discard corrections",
  "review.leave.keep": "Keep reviewing",

  // Inserting a reviewed result
  "review.insert.corrected": "{count, plural, one {# cell corrected in review.} other {# cells corrected in review.}}",
  "review.insert.pagesEdited": "{count, plural, one {# page edited in review.} other {# pages edited in review.}}",
  "review.insert.serviceFileNotReviewed": "The service's own file does not hold your corrections: the reviewed result is inserted instead.",

  // The larger window
  "review.window.title": "Review",
  "review.window.loading": "Opening the review…",
  "review.window.done": "Done",
  "review.window.notFromPane":
    "This window shows a review opened from the Transcribe Documents pane. Close it and choose Open in a larger window there.",
  "review.window.openElsewhere": "The review is open in a larger window. Your changes there arrive here as you make them.",
  "review.window.bringBack": "Close the larger window",
  "review.window.alreadyOpen": "Another window of this add-in is already open. Close it, then try again.",
  "review.window.blocked": "The larger window was blocked. Review here in the pane, or allow the add-in's windows and try again.",
  "review.window.failed": "The larger window could not open (Office error {code}). Review here in the pane.",

  // Insert all's review gate
  "review.gate.held": "{count, plural, one {# result has cells to check.} other {# results have cells to check.}}",
  "review.gate.heldOne": "{fileName} has {count, plural, one {# cell} other {# cells}} to check.",
  "review.gate.review": "Review",
  "review.gate.insertAnyway": "Insert anyway",
  "review.gate.reviewRow": "Review ({count} to check)",
  "review.gate.reviewFile": "Review {name}: {count, plural, one {# cell} other {# cells}} to check",
};
