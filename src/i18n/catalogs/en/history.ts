// English messages of the history area (the source every other language translates). ICU MessageFormat.
export const history = {
  "history.view.heading": "Your documents on the service",
  "history.view.refresh": "Refresh",
  "history.view.deleteSelected": "Delete selected",
  "history.view.deleteSelectedCount": "Delete selected ({count, number})",
  "history.view.listFailed": "Your documents could not be listed: {reason}",
  "history.view.tryAgain": "Try again",
  "history.view.loading": "Loading your documents…",
  "history.view.noneMatch": "No documents match.",
  "history.view.showing": "{total, plural, one {Showing {shown, number} of # document.} other {Showing {shown, number} of # documents.}}",
  "history.view.listLabel": "Documents",
  "history.view.loadingMore": "Loading…",
  "history.view.loadMore": "Load more",
  "history.view.saved": 'Saved "{fileName}" to your downloads.',
  "history.view.queueNotOpen": "Your files are not open yet. Try again in a moment.",

  "history.filters.status": "Status",
  "history.filters.work": "Work",
  "history.filters.anyStatus": "Any status",
  "history.filters.anyWork": "Any work",
  "history.filters.transcribe": "Transcribe",
  "history.filters.tables": "Tables",
  "history.filters.extractor": "Extractor",

  "history.status.new": "New",
  "history.status.queued": "Queued",
  "history.status.processing": "Processing",
  "history.status.processed": "Processed",
  "history.status.failed": "Failed",
  "history.status.unknown": "Unknown ({status})",

  "history.row.select": "Select {fileName}",
  "history.row.sentAt": "Sent {time}",
  "history.row.shownBelow": "Shown below.",
  "history.row.open": "Open",
  "history.row.openFile": "Open {fileName}",
  "history.row.download": "Download",
  "history.row.downloadFile": "Download {fileName}",
  "history.row.delete": "Delete",
  "history.row.deleteFile": "Delete {fileName}",
  "history.row.pages": "{count, plural, one {# page} other {# pages}}",
  "history.row.transcribeTranslated": "Transcribe with translation",
  "history.row.unknownWork": "Unknown work ({action})",
  "history.row.deletionDue": "Due for automatic deletion now.",
  "history.row.deletionAt": "Deleted automatically {when}.",

  "history.deletion.titleOne": 'Delete "{fileName}" from the service?',
  "history.deletion.titleMany": "{count, plural, one {Delete # document from the service?} other {Delete # documents from the service?}}",
  "history.deletion.message":
    "This cannot be undone. Anything already inserted into a document or workbook stays there; only the service's copy and its result files go.",
  "history.deletion.confirm": "Delete",
  "history.deletion.cancel": "Keep",
  "history.deletion.stillWorking":
    "{count, plural, one {# file is still being processed; deleting it stops that work:} other {# files are still being processed; deleting them stops that work:}}",
  "history.deletion.workingHere": "{fileName}: being processed for this pane.",
  "history.deletion.workingElsewhere": "{fileName}: being processed for your other Office window.",
  "history.deletion.workingService": "{fileName}: being processed on the service.",
  "history.deletion.deleted": "{deleted, plural, one {Deleted # document.} other {Deleted # documents.}}",
  "history.deletion.failed":
    "{failed, plural, one {# document could not be deleted; try again.} other {# documents could not be deleted; try again.}}",
  "history.deletion.deletedAndFailed":
    "{deleted, plural, one {Deleted # document.} other {Deleted # documents.}} {failed, plural, one {# document could not be deleted; try again.} other {# documents could not be deleted; try again.}}",
  "history.deletion.gone": '"{fileName}" is no longer on the service (it was deleted or has expired), so it was removed from the list.',

  "history.download.txt": "Text (.txt)",
  "history.download.docx": "Word (.docx)",
  "history.download.xlsx": "Excel (.xlsx)",
  "history.download.csv": "CSV (.csv)",
  "history.download.json": "JSON (.json)",
  "history.download.translationTxt": "Translation as text (.txt)",
  "history.download.translationDocx": "Translation in Word (.docx)",
  "history.download.translationXlsx": "Translation in Excel (.xlsx)",
  "history.download.translationCsv": "Translation as CSV (.csv)",
  "history.download.translationJson": "Translation as JSON (.json)",

  "history.save.mac":
    "Word and Excel on Mac do not let add-ins save files. Open the document and insert its result instead, or download it from Office on the web or on Windows.",
  "history.save.tablet":
    "Word and Excel on iPad and other tablets do not let add-ins save files. Open the document and insert its result instead, or download it from Office on the web or on Windows.",
  "history.save.legacy":
    "This version of Office shows add-ins in an older browser that cannot save files. Open the document and insert its result instead, or download it from Office on the web.",

  "history.open.stillProcessing": '"{fileName}" is still being processed. Open it once it is done.',

  "history.search.label": "Search by file name",
  "history.search.clear": "Clear the search",
  "history.search.searching": "Searching older documents…",
  "history.search.further": "Search further",
  "history.search.matchesAll": '{count, plural, one {# document matches "{query}".} other {# documents match "{query}".}}',
  "history.search.matchesPartial":
    '{count, plural, one {# document matches "{query}"} other {# documents match "{query}"}} among the newest {searched, number} of {total, number}. Choose Search further to look at older ones.',
  "history.search.noneAll": 'No file name contains "{query}". Check the spelling, try part of the name, or clear the search.',
  "history.search.nonePartial":
    'No file name among the newest {searched, number} of {total, number} documents contains "{query}". Choose Search further to look at older ones, or clear the search.',
} as const;
