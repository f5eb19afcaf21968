// English messages of the results area (the source every other language translates). ICU MessageFormat.
// Opening, previewing and inserting results; the words the add-in writes into documents (results.document.*);
// what the Office writers report.
export const results = {
  // The result area and section
  "results.area.opening": "Opening {fileName}…",
  "results.area.preparing": "Preparing the preview…",
  "results.section.close": "Close",
  "results.section.closeLabel": "Close the result of {fileName}",
  "results.section.noHost": "Open this add-in in Word or Excel to insert the result.",

  // The one sentence shown when a result opens
  "results.summary.transcript": "Transcribed {pages, plural, one {# page} other {# pages}}. Check the text, then insert it.",
  "results.summary.tables":
    "Found {tables, plural, one {# table} other {# tables}} and {pairs, plural, one {# key/value pair} other {# key/value pairs}}. Check them, then insert.",
  "results.summary.records": "Extracted {records, plural, one {# record} other {# records}}. Check the fields, then insert.",

  // The preview
  "results.preview.transcriptLabel": "Transcript preview",
  "results.preview.tablesLabel": "Tables preview",
  "results.preview.recordsLabel": "Extracted fields preview",
  "results.preview.page": "Page {page}",
  "results.preview.translation": "Translation ({language})",
  "results.preview.noTables": "The service found no tables and no key/value pairs.",
  "results.preview.noRecords": "The extractor found nothing in this document.",

  // The insert options
  "results.insertPanel.label": "Insert options",
  "results.insertPanel.wordWhere": "Where in the document",
  "results.insertPanel.atCursor": "At the cursor",
  "results.insertPanel.replaceSelection": "In place of the selection",
  "results.insertPanel.atEnd": "At the end of the document",
  "results.insertPanel.excelWhere": "Where in the workbook",
  "results.insertPanel.newSheet": "On a new sheet",
  "results.insertPanel.newSheetEach": "Each table on a new sheet",
  "results.insertPanel.fromSelection": "From the selected cell",
  "results.insertPanel.recordsNewSheet": "Add to the table {table}, or start it on a new sheet",
  "results.insertPanel.recordsFromSelection": "Add to the table {table}, or start it at the selected cell",
  "results.insertPanel.whatToInsert": "What to insert",
  "results.insertPanel.tablesAll": "Tables and key/value pairs",
  "results.insertPanel.tablesOnly": "Only the tables",
  "results.insertPanel.keyValuesOnly": "Only the key/value pairs",
  "results.insertPanel.pageHeadings": "A heading for each page",
  "results.insertPanel.pageRows": "A row with the page number before each page",
  "results.insertPanel.pageBreaks": "A page break between pages",
  "results.insertPanel.translation": "Translation",
  "results.insertPanel.translationAfter": "After the original",
  "results.insertPanel.translationInstead": "Instead of the original",
  "results.insertPanel.translationNone": "Leave it out",
  "results.insertPanel.serviceDocx": "Insert the service's own .docx file instead",
  "results.insertPanel.serviceXlsx": "Insert the service's own .xlsx file as new sheets instead",
  "results.insertPanel.keepText": "Keep every value as text (no numbers or dates)",
  "results.insertPanel.readAs": "Read numbers as",
  "results.insertPanel.readAsFirst": "Choose how to read numbers above the table first.",
  "results.insertPanel.readAsHint":
    "{document, select, comma {The document writes numbers as 1.234,56, this workbook as 1,234.56.} other {The document writes numbers as 1,234.56, this workbook as 1.234,56.}}",
  "results.insertPanel.readAsAmbiguousHint":
    "{count, plural, one {# figure, {example}, can be read as thousands or as a decimal number. This workbook reads it as a decimal number ({decimal}): its decimal mark is a {mark, select, comma {comma} other {point}}.} other {# figures, such as {example}, can be read as thousands or as decimals. This workbook reads them as decimals ({decimal}): its decimal mark is a {mark, select, comma {comma} other {point}}.}}",
  "results.insertPanel.readAsPoint": "1,234.56 (decimal point)",
  "results.insertPanel.readAsComma": "1.234,56 (decimal comma)",
  "results.insertPanel.readAsText": "Keep them as text",
  "results.insertPanel.insertWord": "Insert into document",
  "results.insertPanel.insertExcel": "Insert into workbook",

  // What an insert did (one sentence), and what the user should know about it
  "results.insert.docxOriginalOnly":
    "The service's .docx file holds the original text only, so the translation is not in it. To insert both, clear \"Insert the service's own .docx file instead\" and insert again.",
  "results.insert.docxUnavailable": "The service's .docx file cannot be fetched here; the result is inserted from its text.",
  "results.insert.xlsxUnavailable": "The service's .xlsx file cannot be fetched here; the result is written cell by cell.",
  "results.insert.wordDocx":
    "Inserted the service's .docx file {where, select, cursor {at the cursor} replace {in place of the selection} earlier {where the earlier copy was} afterInsertion {right after the earlier insertion} other {at the end of the document}}.",
  "results.insert.wordParagraphs":
    "Inserted {paragraphs, plural, one {# paragraph} other {# paragraphs}} {where, select, cursor {at the cursor} replace {in place of the selection} earlier {where the earlier copy was} afterInsertion {right after the earlier insertion} other {at the end of the document}}.",
  "results.insert.wordTables":
    "Inserted {tables, plural, one {# table} other {# tables}} {where, select, cursor {at the cursor} replace {in place of the selection} earlier {where the earlier copy was} afterInsertion {right after the earlier insertion} other {at the end of the document}}.",
  "results.insert.wordBoth":
    "Inserted {paragraphs, plural, one {# paragraph} other {# paragraphs}} and {tables, plural, one {# table} other {# tables}} {where, select, cursor {at the cursor} replace {in place of the selection} earlier {where the earlier copy was} afterInsertion {right after the earlier insertion} other {at the end of the document}}.",
  "results.insert.wordNothing":
    "Inserted nothing {where, select, cursor {at the cursor} replace {in place of the selection} earlier {where the earlier copy was} afterInsertion {right after the earlier insertion} other {at the end of the document}}.",
  "results.reinsert.title": "This result is already in the document",
  "results.reinsert.message":
    '{count, plural, one {This document already holds the result of "{fileName}". Replace it with the result as it is now, or insert another copy?} other {This document already holds # copies of the result of "{fileName}". Replace them with one copy of the result as it is now, or insert another copy?}}',
  "results.reinsert.replace": "Replace",
  "results.reinsert.another": "Insert another copy",
  "results.reinsert.cancel": "Cancel",
  "results.insert.sheetName": '"{name}"',
  "results.insert.excelTablesNew":
    "Wrote {tables, plural, one {# table} other {# tables}} {sheetCount, plural, one {on new sheet {names}} other {on new sheets {names}}}.",
  "results.insert.excelTablesSelection": 'Wrote {tables, plural, one {# table} other {# tables}} from the selected cell on "{sheet}".',
  "results.insert.excelLinesNew":
    "Wrote {lines, plural, one {# line} other {# lines}} {sheetCount, plural, one {on new sheet {names}} other {on new sheets {names}}}, one per row.",
  "results.insert.excelLinesSelection":
    'Wrote {lines, plural, one {# line} other {# lines}} from the selected cell on "{sheet}", one per row.',
  "results.insert.appended": 'Added {rows, plural, one {# row} other {# rows}} to the table {table} on the sheet "{sheet}".',
  "results.insert.newColumns": "{count, plural, one {New column: {names}.} other {New columns: {names}.}}",
  "results.insert.misfits":
    "{count, plural, one {# value did not fit its column and went in as text.} other {# values did not fit their columns and went in as text.}}",
  "results.insert.keptAsAnswered":
    "{count, plural, one {# value went in as text, as answered in the review, in a column of numbers or dates ({names}): Excel leaves it out of sums and sorts it as text.} other {# values went in as text, as answered in the review, in columns of numbers or dates ({names}): Excel leaves them out of sums and sorts them as text.}}",
  "results.insert.keptBySetting":
    "{by, select, policy {{count, plural, one {# value went in as text in a column of numbers or dates ({names}), because your organisation keeps every value as text: Excel leaves it out of sums and sorts it as text.} other {# values went in as text in columns of numbers or dates ({names}), because your organisation keeps every value as text: Excel leaves them out of sums and sorts them as text.}}} other {{count, plural, one {# value went in as text in a column of numbers or dates ({names}), because “Keep every value as text” is on: Excel leaves it out of sums and sorts it as text.} other {# values went in as text in columns of numbers or dates ({names}), because “Keep every value as text” is on: Excel leaves them out of sums and sorts them as text.}}}}",
  "results.tableAppend.choice": "Append to a table in this workbook",
  "results.tableAppend.table": "Table",
  "results.tableAppend.tableOption": "{table} (sheet {sheet})",
  "results.tableAppend.noTables": "This workbook has no tables yet. Make one (Insert > Table), or choose another place.",
  "results.tableAppend.noSource": "This result has no table with headings to append. Choose another place.",
  "results.tableAppend.loading": "Looking at the table…",
  "results.tableAppend.columns": "Columns of {table}",
  "results.tableAppend.sourceFor": "Source for the column {column}",
  "results.tableAppend.textFor": "Text for the column {column}",
  "results.tableAppend.empty": "Leave empty",
  "results.tableAppend.fileName": "File name",
  "results.tableAppend.page": "Page",
  "results.tableAppend.dateInserted": "Date inserted",
  "results.tableAppend.text": "Text I type",
  "results.tableAppend.saved": "Matched as saved in this workbook for this table.",
  "results.tableAppend.unmatched":
    "{count, plural, one {Nothing matches the column {names}: it stays empty unless you choose a source.} other {Nothing matches the columns {names}: they stay empty unless you choose a source.}}",
  "results.tableAppend.extra": "Columns with no place in the table",
  "results.tableAppend.addColumn": "Add {name} as a new column",
  "results.tableAppend.misfits":
    "{count, plural, one {# value does not fit its column: check it in the review, or it goes in as text.} other {# values do not fit their columns: check them in the review, or they go in as text.}}",
  "results.tableAppend.append": "Append to the table",
  "results.tableAppend.againTitle": "Already in this table",
  "results.tableAppend.again": "{fileName} was already appended to the table {table}. Append it again?",
  "results.tableAppend.againMany":
    "{count, plural, one {# document of this batch was already appended to the table {table}: {names}. Append it again?} other {# documents of this batch were already appended to the table {table}: {names}. Append them again?}}",
  "results.tableAppend.againConfirm": "Append again",
  "results.tableAppend.skip": "Skip",
  "results.tableAppend.needMatching":
    "{count, plural, one {# result needs its columns matched: open it and append it once, and the others of its kind follow.} other {# results need their columns matched: open one of each kind and append it once.}}",
  "results.tableAppend.skippedAgain":
    "{count, plural, one {# document was already in the table and was skipped.} other {# documents were already in the table and were skipped.}}",
  "results.insert.xlsx": "Inserted the service's .xlsx file as {count, plural, one {# new sheet} other {# new sheets}}: {names}.",
  "results.insert.doubtNote": "To check: {reason}",
  "results.insert.doubtsMarked":
    "{mark, select, note {{count, plural, one {# cell left to check is marked with a note.} other {# cells left to check are marked with notes.}}} comment {{count, plural, one {# cell left to check is marked with a comment.} other {# cells left to check are marked with comments.}}} other {{count, plural, one {# cell left to check is highlighted (this Excel cannot add notes).} other {# cells left to check are highlighted (this Excel cannot add notes).}}}}",
  "results.insert.wordDoubts":
    "{mark, select, comment {{count, plural, one {# value left to check is listed in a comment on the insertion.} other {# values left to check are listed in a comment on the insertion.}}} other {{count, plural, one {# value is left to check; this Word cannot add comments, so the document does not mark it.} other {# values are left to check; this Word cannot add comments, so the document does not mark them.}}}}",
  "results.source.heading": "Where this came from",
  "results.source.from": "From {fileName}, page {page}, inserted {date, date, medium}.",
  "results.source.fromTable": "From {fileName}, page {page} (table {table}), inserted {date, date, medium}.",
  "results.source.fromPages": "From {fileName}, pages {first}–{last}, inserted {date, date, medium}.",
  "results.source.deleted": "The source was deleted on {date, date, medium}; its text is what was inserted.",
  "results.source.deletedUndated": "The source has been deleted; its text is what was inserted.",
  "results.source.elsewhere": "The source is in the account of whoever inserted it: they can open it in their History.",
  "results.source.openHistory": "Open in History",
  "results.source.toCheck": "This cell was inserted with a flag still open: its note says what to check.",
  "results.source.markChecked": "Mark as checked",
  "results.source.cellsToCheck": "{count, plural, one {In this workbook: # cell to check} other {In this workbook: # cells to check}}",
  "results.source.nextToCheck": "Next cell to check",
  "results.source.pagePicture": "Page {page} of {fileName}",
  "results.insert.cutCells":
    "{count, plural, one {# cell held more than the {limit, number} characters Excel allows and was cut; the cell says how much is missing. The full text is in the preview and in the service's own file.} other {# cells held more than the {limit, number} characters Excel allows and were cut; each says how much is missing. The full text is in the preview and in the service's own file.}}",
  "results.insert.keptText":
    '{count, plural, one {# cell kept as text in "{column}" on "{sheet}": {cells} does not read as a {kind, select, date {date} other {number}}.} other {# cells kept as text in "{column}" on "{sheet}": {cells} do not read as {kind, select, date {dates} other {numbers}}.}}',
  "results.insert.keptCell": '{address} ("{text}")',
  "results.insert.keptMore": "{count, plural, one {# more} other {# more}}",
  "results.insert.totalsRow":
    "{count, plural, one {The last row of the table {names} adds up the rows above it: it is the table's totals row, with the document's figures, not a row of its data.} other {The last rows of the tables {names} add up the rows above them: each is its table's totals row, with the document's figures, not a row of its data.}}",
  "results.insert.totalsBelow":
    "{count, plural, one {The last row of the table {names} adds up the rows above it: it is written right below the table, with the document's figures, not as a row of its data.} other {The last rows of the tables {names} add up the rows above them: each is written right below its table, with the document's figures, not as a row of its data.}}",
  // Columns read otherwise than the workbook reads numbers, and the values that decided it (review and outcome)
  "results.numbers.columnName": '"{name}"',
  "results.numbers.evidence":
    "Read with {sep} as thousands separator in {columns}: {from, select, column {{beside, select, none {the column writes {example}.} other {the column writes {beside} without a separator beside {example}.}}} other {{beside, select, none {the document writes {example}.} other {the document writes {beside} without a separator beside {example} in one column.}}}}",
  "results.insert.readAsDecimals":
    '{count, plural, one {# figure, {example}, was read as a decimal number ({decimal}), as this workbook reads it. To read it as thousands, choose "{choice}" under "{field}" and insert again.} other {# figures such as {example} were read as decimals ({decimal}), as this workbook reads them. To read them as thousands, choose "{choice}" under "{field}" and insert again.}}',

  // Insert all
  "results.insertAll.label": "Insert the batch",
  "results.insertAll.button": "{count, plural, =0 {Insert all} one {Insert all (# result)} other {Insert all (# results)}}",
  "results.insertAll.asTheyFinish": "Insert as they finish",
  "results.insertAll.atSelection": "Start at the selected cell, one under the other (not on new sheets)",
  "results.insertAll.keepText": "Keep every value as text",
  "results.insertAll.fileHeadings": "A heading with each file's name",
  "results.insertAll.inserted": "{count, plural, one {Inserted # result.} other {Inserted # results.}}",
  "results.insertAll.nothingNew": "There was nothing new to insert.",
  "results.insertAll.notInserted": '"{fileName}" was not inserted. {reason}',
  "results.insertAll.failed": "Something went wrong; try to insert it again.",
  "results.insertAll.nothingToInsert": "The service found nothing to insert in this document.",
  "results.insertAll.readAsAnswered":
    '{reading, select, text {The numbers of "{fileName}" were kept as text, as answered in its review.} other {The numbers of "{fileName}" were read as {choice}, as answered in its review.}}',
  "results.insertAll.cutCells":
    '{count, plural, one {One cell of "{fileName}" held more than the {limit, number} characters Excel allows and was cut; the cell says how much is missing.} other {# cells of "{fileName}" held more than the {limit, number} characters Excel allows and were cut; each says how much is missing.}}',

  // Opening a result
  "results.open.translationFailed": "The transcript is ready, but its translation could not be fetched ({reason}).",
  "results.open.translationFailedPlain": "The transcript is ready, but its translation could not be fetched.",
  "results.open.notProcessed": '"{fileName}" is not processed yet.',
  "results.open.notLoaded": 'The result of "{fileName}" could not be loaded. Try to open it again.',

  // Words written into the document (headings, column headings, sheet-name parts, content-control titles)
  "results.document.page": "Page {page}",
  "results.document.translation": "Translation",
  "results.document.translationIn": "Translation ({language})",
  "results.document.translationPage": "Translation, page {page}",
  "results.document.translationInPage": "Translation ({language}), page {page}",
  "results.document.tableCaption": "Table {index} (page {page})",
  "results.document.keyValuePairs": "Key/value pairs",
  "results.document.recordCaption": "Record {number} (page {page})",
  "results.document.extractedFieldsCaption": "Extracted fields (page {page})",
  "results.document.extractedFields": "Extracted fields",
  "results.document.key": "Key",
  "results.document.value": "Value",
  "results.document.field": "Field",
  "results.document.file": "File",
  "results.document.pageColumn": "Page",
  "results.document.text": "Text",
  "results.document.column": "Column {number}",
  "results.document.tableSheet": "T{index}",
  "results.document.keyValueSheet": "Key-Value",
  "results.document.textSheet": "Text",
  "results.document.transcriptsSheet": "Transcripts",
  "results.document.resultSheet": "Result",
  "results.document.title":
    "{kind, select, transcript {Transcript: {fileName}} tables {Tables: {fileName}} other {Extracted fields: {fileName}}}",
  "results.document.cutMark": "[…{rest, number} more characters not shown: Excel holds {limit, number} per cell]",

  // What the Office writers report
  "results.office.selectCell": "Select a cell in a worksheet first: the result is written from the selected cell down and to the right.",
  "results.office.doesNotFit":
    "The result does not fit below and to the right of the selected cell. Select a cell nearer the top left, or insert on new sheets.",
  "results.office.notEmpty":
    "The cells from {from} to {to} are not all empty, and the add-in never writes over your data. Select an empty area, or insert on new sheets.",
  "results.office.noTablesToInsert": "The service found no tables or key/value pairs in this document, so there is nothing to insert.",
  "results.office.noTables": "The service found no tables or key/value pairs in this document.",
  "results.office.noKeyValues": "The service found no key/value pairs in this document.",
  "results.office.emptyTranscript": "The transcript is empty, so there is nothing to insert.",
  "results.office.emptyTranscriptShort": "The transcript is empty.",
  "results.office.emptyTranscripts": "The transcripts are empty, so there is nothing to insert.",
  "results.office.noRecords": "The extractor returned no records for this document, so there is nothing to insert.",
  "results.office.noRows": "There are no rows to append from this document.",
  "results.office.tableGone": "The table {table} is no longer in this workbook. Choose a table again.",
  "results.office.belowNotEmpty":
    "Nothing was appended: the rows below the table {table} on the sheet {sheet} are not empty, and the table would grow over them. Move what is below the table, then append again.",
  "results.office.tableChanged":
    "The columns of the table {table} changed since the mapping was shown. Check the mapping, then append again.",
  "results.office.noWorkbookInsert": "This Excel cannot insert workbooks.",
  "results.office.noFileInsert": "This Word cannot insert files.",
  "results.office.docxTooLarge":
    "The service's .docx is larger than the 4 MB Word accepts from an add-in; the result is inserted from its text instead.",
  "results.office.noPictures": "This Excel cannot read pictures.",
  "results.office.noSelectedPicture":
    "This version of Excel cannot tell an add-in which picture is selected: choose the picture from the list instead.",
  "results.office.selectExcelPicture":
    "Select a picture in the workbook first (click it so that its handles show), or choose one from the list.",
  "results.office.selectWordPicture":
    'Select a picture in the document first (click it so that it is framed). Pictures that float over the text cannot be read: set the picture\'s layout to "In line with text", or save it as a file and choose the file.',
  "results.office.pictureNotHanded":
    "Office did not hand over this picture (Word on iPad does not, for example). Save the picture as a file and choose the file instead.",
  "results.office.pictureFormat":
    "This picture is in a format the service cannot read (only PNG, JPG, GIF, TIFF and HEIC pictures can be sent). Save it as PNG or JPG and choose the file instead.",
  "results.office.needWordTables":
    "This version of Word cannot insert tables or built-in heading styles from an add-in (it lacks WordApi 1.3): tables are inserted as tab-separated lines and headings by style name.",
  "results.office.needWordFile":
    "This version of Word cannot insert the service's .docx file (Word on Windows, Mac or the web can); the result is inserted from its text instead.",
  "results.office.needExcelFile":
    "This version of Excel cannot insert the service's .xlsx file as sheets (it needs ExcelApi 1.13 on Windows, Mac or the web); the result is written cell by cell instead.",
  "results.office.needExcelPictures":
    "This version of Excel cannot give an add-in the pictures in a workbook (it lacks ExcelApi 1.9). Save the picture as a file and choose the file instead.",
} as const;
