import type { history as english } from "../en/history";
import type { Translation } from "../../translation";

export const history: Translation<typeof english> = {
  "history.view.heading": "Ihre Dokumente im Dienst",
  "history.view.refresh": "Aktualisieren",
  "history.view.deleteSelected": "Auswahl löschen",
  "history.view.deleteSelectedCount": "Auswahl löschen ({count, number})",
  "history.view.listFailed": "Ihre Dokumente konnten nicht aufgelistet werden: {reason}",
  "history.view.tryAgain": "Erneut versuchen",
  "history.view.loading": "Ihre Dokumente werden geladen…",
  "history.view.noneMatch": "Keine passenden Dokumente.",
  "history.view.showing":
    "{total, plural, one {{shown, number} von # Dokument wird angezeigt.} other {{shown, number} von # Dokumenten werden angezeigt.}}",
  "history.view.listLabel": "Dokumente",
  "history.view.loadingMore": "Wird geladen…",
  "history.view.loadMore": "Weitere laden",
  "history.view.saved": "„{fileName}“ wurde in Ihren Downloads gespeichert.",
  "history.view.queueNotOpen": "Ihre Dateien sind noch nicht geöffnet. Versuchen Sie es gleich noch einmal.",

  "history.filters.status": "Status",
  "history.filters.work": "Aufgabe",
  "history.filters.anyStatus": "Jeder Status",
  "history.filters.anyWork": "Jede Aufgabe",
  "history.filters.transcribe": "Transkribieren",
  "history.filters.tables": "Tabellen",
  "history.filters.extractor": "Extraktor",

  "history.status.new": "Neu",
  "history.status.queued": "In der Warteschlange",
  "history.status.processing": "Wird verarbeitet",
  "history.status.processed": "Verarbeitet",
  "history.status.failed": "Fehlgeschlagen",
  "history.status.unknown": "Unbekannt ({status})",

  "history.row.select": "{fileName} auswählen",
  "history.row.sentAt": "Gesendet am {time}",
  "history.row.shownBelow": "Unten angezeigt.",
  "history.row.open": "Öffnen",
  "history.row.openFile": "{fileName} öffnen",
  "history.row.download": "Herunterladen",
  "history.row.downloadFile": "{fileName} herunterladen",
  "history.row.delete": "Löschen",
  "history.row.deleteFile": "{fileName} löschen",
  "history.row.pages": "{count, plural, one {# Seite} other {# Seiten}}",
  "history.row.transcribeTranslated": "Transkribieren mit Übersetzung",
  "history.row.unknownWork": "Unbekannte Aufgabe ({action})",
  "history.row.deletionDue": "Die automatische Löschung steht jetzt an.",
  "history.row.deletionAt": "Wird {when} automatisch gelöscht.",

  "history.deletion.titleOne": "„{fileName}“ aus dem Dienst löschen?",
  "history.deletion.titleMany": "{count, plural, one {# Dokument aus dem Dienst löschen?} other {# Dokumente aus dem Dienst löschen?}}",
  "history.deletion.message":
    "Dies kann nicht rückgängig gemacht werden. Was bereits in ein Dokument oder eine Arbeitsmappe eingefügt wurde, bleibt dort; nur die Kopie im Dienst und ihre Ergebnisdateien werden gelöscht.",
  "history.deletion.confirm": "Löschen",
  "history.deletion.cancel": "Behalten",
  "history.deletion.stillWorking":
    "{count, plural, one {# Datei wird noch verarbeitet; das Löschen beendet diese Arbeit:} other {# Dateien werden noch verarbeitet; das Löschen beendet diese Arbeit:}}",
  "history.deletion.workingHere": "{fileName}: wird für diesen Bereich verarbeitet.",
  "history.deletion.workingElsewhere": "{fileName}: wird für Ihr anderes Office-Fenster verarbeitet.",
  "history.deletion.workingService": "{fileName}: wird beim Dienst verarbeitet.",
  "history.deletion.deleted": "{deleted, plural, one {# Dokument gelöscht.} other {# Dokumente gelöscht.}}",
  "history.deletion.failed":
    "{failed, plural, one {# Dokument konnte nicht gelöscht werden. Versuchen Sie es erneut.} other {# Dokumente konnten nicht gelöscht werden. Versuchen Sie es erneut.}}",
  "history.deletion.deletedAndFailed":
    "{deleted, plural, one {# Dokument gelöscht.} other {# Dokumente gelöscht.}} {failed, plural, one {# Dokument konnte nicht gelöscht werden. Versuchen Sie es erneut.} other {# Dokumente konnten nicht gelöscht werden. Versuchen Sie es erneut.}}",
  "history.deletion.gone":
    "„{fileName}“ ist nicht mehr im Dienst vorhanden (es wurde gelöscht oder ist abgelaufen) und wurde daher aus der Liste entfernt.",

  "history.download.txt": "Text (.txt)",
  "history.download.docx": "Word (.docx)",
  "history.download.xlsx": "Excel (.xlsx)",
  "history.download.csv": "CSV (.csv)",
  "history.download.json": "JSON (.json)",
  "history.download.translationTxt": "Übersetzung als Text (.txt)",
  "history.download.translationDocx": "Übersetzung in Word (.docx)",
  "history.download.translationXlsx": "Übersetzung in Excel (.xlsx)",
  "history.download.translationCsv": "Übersetzung als CSV (.csv)",
  "history.download.translationJson": "Übersetzung als JSON (.json)",

  "history.save.mac":
    "Word und Excel für Mac erlauben Add-Ins nicht, Dateien zu speichern. Öffnen Sie stattdessen das Dokument und fügen Sie sein Ergebnis ein, oder laden Sie es in Office im Web oder unter Windows herunter.",
  "history.save.tablet":
    "Word und Excel auf iPad und anderen Tablets erlauben Add-Ins nicht, Dateien zu speichern. Öffnen Sie stattdessen das Dokument und fügen Sie sein Ergebnis ein, oder laden Sie es in Office im Web oder unter Windows herunter.",
  "history.save.legacy":
    "Diese Office-Version zeigt Add-Ins in einem älteren Browser an, der keine Dateien speichern kann. Öffnen Sie stattdessen das Dokument und fügen Sie sein Ergebnis ein, oder laden Sie es in Office im Web herunter.",

  "history.open.stillProcessing": "„{fileName}“ wird noch verarbeitet. Öffnen Sie es, sobald es fertig ist.",

  "history.search.label": "Nach Dateiname suchen",
  "history.search.clear": "Suche löschen",
  "history.search.searching": "Ältere Dokumente werden durchsucht…",
  "history.search.further": "Weiter suchen",
  "history.search.matchesAll": "{count, plural, one {# Dokument passt zu „{query}“.} other {# Dokumente passen zu „{query}“.}}",
  "history.search.matchesPartial":
    "{count, plural, one {# Dokument passt zu „{query}“} other {# Dokumente passen zu „{query}“}}, unter den neuesten {searched, number} von {total, number}. Wählen Sie „Weiter suchen“, um auch ältere zu durchsuchen.",
  "history.search.noneAll":
    "Kein Dateiname enthält „{query}“. Prüfen Sie die Schreibweise, suchen Sie nach einem Teil des Namens oder löschen Sie die Suche.",
  "history.search.nonePartial":
    "Kein Dateiname unter den neuesten {searched, number} von {total, number} Dokumenten enthält „{query}“. Wählen Sie „Weiter suchen“, um auch ältere zu durchsuchen, oder löschen Sie die Suche.",
};
