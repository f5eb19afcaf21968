import type { pages as english } from "../en/pages";
import type { Translation } from "../../translation";

export const pages: Translation<typeof english> = {
  "pages.range.empty": "Geben Sie die zu sendenden Seiten ein, zum Beispiel 1-3, 7, 12-14.",
  "pages.range.notANumber": "„{part}“ ist keine Seitenzahl. Geben Sie Seitenzahlen und Bereiche ein, zum Beispiel 1-3, 7, 12-14.",
  "pages.range.missingComma": "„{part}“: Setzen Sie ein Komma zwischen die Seiten, zum Beispiel 1, 3.",
  "pages.range.openRange": "„{part}“ braucht auf beiden Seiten des Bindestrichs eine Seite, zum Beispiel 12-14.",
  "pages.range.tooManyHyphens":
    "„{part}“ enthält mehr als einen Bindestrich: Ein Bereich besteht aus zwei Seiten, verbunden durch einen Bindestrich, zum Beispiel 12-14.",
  "pages.range.zero": "Die Seiten werden ab 1 gezählt: Eine Seite 0 gibt es nicht.",
  "pages.range.beyondEnd": "Diese Datei hat {count, plural, one {# Seite} other {# Seiten}}: Eine Seite {page} gibt es nicht.",
  "pages.range.backwards": "„{part}“ läuft rückwärts: Schreiben Sie {from}-{to}.",

  "pages.cut.fileName": "{name} ({count, plural, one {Seite} other {Seiten}} {range}){extension}",
  "pages.cut.protected":
    "„{name}“ ist geschützt (verschlüsselt), daher können keine Seiten daraus herausgelöst werden. Senden Sie die Datei vollständig, oder heben Sie den Schutz auf und wählen Sie sie erneut aus.",
  "pages.cut.unsafe":
    "Die Seiten von „{name}“ können hier nicht sicher gelesen und daher nicht herausgelöst werden. Senden Sie die Datei vollständig.",
  "pages.cut.damaged":
    "Die Seiten von „{name}“ können nicht herausgelöst werden: Die Datei scheint beschädigt zu sein. Senden Sie sie vollständig, oder wählen Sie eine reparierte Kopie aus.",
  "pages.cut.tooLarge":
    "Die gewählten Seiten ergeben eine Datei von {size}; der Dienst nimmt Dateien bis {limit} an. Wählen Sie weniger Seiten.",
  "pages.cut.changed":
    "„{name}“ hat jetzt {count, plural, one {# Seite} other {# Seiten}} statt {of}: Die zuvor gewählten Seiten ({range}) sind möglicherweise nicht mehr die gemeinten. Schließen Sie diese Zeile, und wählen Sie die Datei und ihre Seiten erneut aus.",

  "pages.control.estimateAll": "{count, plural, one {# Seite: # Seite Guthaben} other {Alle # Seiten: # Seiten Guthaben}}",
  "pages.control.estimateChosen":
    "{chosen, number} von {count, plural, one {# Seite} other {# Seiten}}: {chosen, plural, one {# Seite Guthaben} other {# Seiten Guthaben}}",
  "pages.control.open": "Seiten",
  "pages.control.openLabel": "Zu sendende Seiten von {name} auswählen",
  "pages.control.protected": "Geschützt (verschlüsselt): Seiten können nicht ausgewählt werden, daher wird die Datei vollständig gesendet.",
  "pages.control.damaged": "Die Seiten können nicht gelesen und daher nicht ausgewählt werden: Die Datei wird vollständig gesendet.",
  "pages.control.unsafe": "Die Seiten können hier nicht gelesen werden; die Datei wird vollständig gesendet.",
  "pages.control.overLimit": "Größer als {limit}: zu groß, um sie vollständig zu senden. Wählen Sie die zu sendenden Seiten aus.",
  "pages.control.noneChosen": "Keine Seite ausgewählt: Wählen Sie mindestens eine Seite aus, um diese Datei zu senden.",
  "pages.control.sendWhole": "Alle Seiten senden",
  "pages.control.sendWholeLabel": "Alle Seiten von {name} senden",
  "pages.control.cutting": "Die gewählten Seiten werden herausgelöst…",
  "pages.control.notCut": "{name}: {problem}",

  "pages.picker.label": "Seiten von {name}",
  "pages.picker.rangeLabel": "Zu sendende Seiten",
  "pages.picker.rangeHint":
    "Zum Beispiel 1-3, 7, 12-14. Oder wählen Sie die Bilder aus; mit der Umschalttaste wählen Sie eine Folge von Seiten.",
  "pages.picker.tiffAsPdf": "Die gewählten Seiten einer TIFF-Datei werden als eine PDF-Datei gesendet, das Bild jeder Seite unverändert.",
  "pages.picker.selectAll": "Alle auswählen",
  "pages.picker.selectNone": "Keine auswählen",
  "pages.picker.page": "Seite {page}",
  "pages.picker.chosen": "{chosen, number} von {count, plural, one {# Seite} other {# Seiten}} ausgewählt.",
  "pages.picker.loading": "Die Seiten werden geladen…",
  "pages.picker.protected":
    "Diese PDF-Datei ist durch ein Kennwort geschützt, daher können ihre Seiten nicht angezeigt werden. Geben Sie die zu sendenden Seiten ein, oder senden Sie die Datei vollständig.",
  "pages.picker.damaged":
    "Die Seiten dieser Datei können nicht angezeigt werden. Geben Sie die zu sendenden Seiten ein, oder senden Sie die Datei vollständig.",
  "pages.picker.pictureFailed": "Seite {page} kann nicht angezeigt werden.",

  "pages.row.sent": "{count, plural, one {Seite} other {Seiten}} {range} von {of} gesendet.",
  "pages.row.closedBeforeSending":
    "Der Aufgabenbereich wurde geschlossen, bevor diese Datei gesendet wurde. Fügen Sie {name} erneut hinzu: Die Seiten {range} werden wieder daraus herausgelöst.",
  "pages.history.sent": "{count, plural, one {# Seite} other {# Seiten}} gesendet: {range} von {of}",
  "pages.spending.fileChosen": "{name}: {pages, number} von {of, plural, one {# Seite} other {# Seiten}}",
};
