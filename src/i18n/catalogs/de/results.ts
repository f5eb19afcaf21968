import type { results as english } from "../en/results";
import type { Translation } from "../../translation";

export const results: Translation<typeof english> = {
  "results.area.opening": "{fileName} wird geöffnet…",
  "results.area.preparing": "Die Vorschau wird vorbereitet…",
  "results.section.close": "Schließen",
  "results.section.closeLabel": "Ergebnis von {fileName} schließen",
  "results.section.noHost": "Öffnen Sie dieses Add-In in Word oder Excel, um das Ergebnis einzufügen.",

  "results.summary.transcript":
    "{pages, plural, one {# Seite} other {# Seiten}} transkribiert. Prüfen Sie den Text, und fügen Sie ihn dann ein.",
  "results.summary.tables":
    "{tables, plural, one {# Tabelle} other {# Tabellen}} und {pairs, plural, one {# Schlüssel-Wert-Paar} other {# Schlüssel-Wert-Paare}} gefunden. Prüfen Sie sie, und fügen Sie sie dann ein.",
  "results.summary.records":
    "{records, plural, one {# Datensatz} other {# Datensätze}} extrahiert. Prüfen Sie die Felder, und fügen Sie sie dann ein.",

  "results.preview.transcriptLabel": "Vorschau des Transkripts",
  "results.preview.tablesLabel": "Vorschau der Tabellen",
  "results.preview.recordsLabel": "Vorschau der extrahierten Felder",
  "results.preview.page": "Seite {page}",
  "results.preview.translation": "Übersetzung ({language})",
  "results.preview.noTables": "Der Dienst hat keine Tabellen und keine Schlüssel-Wert-Paare gefunden.",
  "results.preview.noRecords": "Der Extraktor hat in diesem Dokument nichts gefunden.",

  "results.insertPanel.label": "Einfügeoptionen",
  "results.insertPanel.wordWhere": "Wo im Dokument",
  "results.insertPanel.atCursor": "An der Cursorposition",
  "results.insertPanel.replaceSelection": "Anstelle der Auswahl",
  "results.insertPanel.atEnd": "Am Ende des Dokuments",
  "results.insertPanel.excelWhere": "Wo in der Arbeitsmappe",
  "results.insertPanel.newSheet": "Auf einem neuen Arbeitsblatt",
  "results.insertPanel.newSheetEach": "Jede Tabelle auf einem neuen Arbeitsblatt",
  "results.insertPanel.fromSelection": "Ab der ausgewählten Zelle",
  "results.insertPanel.recordsNewSheet": "Zur Tabelle {table} hinzufügen oder sie auf einem neuen Blatt beginnen",
  "results.insertPanel.recordsFromSelection": "Zur Tabelle {table} hinzufügen oder sie ab der ausgewählten Zelle beginnen",
  "results.insertPanel.whatToInsert": "Was eingefügt wird",
  "results.insertPanel.tablesAll": "Tabellen und Schlüssel-Wert-Paare",
  "results.insertPanel.tablesOnly": "Nur die Tabellen",
  "results.insertPanel.keyValuesOnly": "Nur die Schlüssel-Wert-Paare",
  "results.insertPanel.pageHeadings": "Eine Überschrift für jede Seite",
  "results.insertPanel.pageRows": "Eine Zeile mit der Seitenzahl vor jeder Seite",
  "results.insertPanel.pageBreaks": "Ein Seitenumbruch zwischen den Seiten",
  "results.insertPanel.translation": "Übersetzung",
  "results.insertPanel.translationAfter": "Nach dem Original",
  "results.insertPanel.translationInstead": "Anstelle des Originals",
  "results.insertPanel.translationNone": "Weglassen",
  "results.insertPanel.serviceDocx": "Stattdessen die DOCX-Datei des Dienstes einfügen",
  "results.insertPanel.serviceXlsx": "Stattdessen die XLSX-Datei des Dienstes als neue Arbeitsblätter einfügen",
  "results.insertPanel.keepText": "Alle Werte als Text beibehalten (keine Zahlen oder Datumsangaben)",
  "results.insertPanel.readAs": "Zahlen lesen als",
  "results.insertPanel.readAsFirst": "Wählen Sie zuerst oben über der Tabelle, wie Zahlen gelesen werden.",
  "results.insertPanel.readAsHint":
    "{document, select, comma {Das Dokument schreibt Zahlen als 1.234,56, diese Arbeitsmappe als 1,234.56.} other {Das Dokument schreibt Zahlen als 1,234.56, diese Arbeitsmappe als 1.234,56.}}",
  "results.insertPanel.readAsAmbiguousHint":
    "{count, plural, one {# Zahl, {example}, lässt sich als Tausender oder als Dezimalzahl lesen. Diese Arbeitsmappe liest sie als Dezimalzahl ({decimal}): Ihr Dezimaltrennzeichen ist ein {mark, select, comma {Komma} other {Punkt}}.} other {# Zahlen, etwa {example}, lassen sich als Tausender oder als Dezimalzahlen lesen. Diese Arbeitsmappe liest sie als Dezimalzahlen ({decimal}): Ihr Dezimaltrennzeichen ist ein {mark, select, comma {Komma} other {Punkt}}.}}",
  "results.insertPanel.readAsPoint": "1,234.56 (Dezimalpunkt)",
  "results.insertPanel.readAsComma": "1.234,56 (Dezimalkomma)",
  "results.insertPanel.readAsText": "Als Text belassen",
  "results.insertPanel.insertWord": "In Dokument einfügen",
  "results.insertPanel.insertExcel": "In Arbeitsmappe einfügen",

  "results.insert.docxOriginalOnly":
    "Die DOCX-Datei des Dienstes enthält nur den Originaltext, die Übersetzung fehlt darin. Um beides einzufügen, deaktivieren Sie „Stattdessen die DOCX-Datei des Dienstes einfügen“, und fügen Sie erneut ein.",
  "results.insert.docxUnavailable":
    "Die DOCX-Datei des Dienstes kann hier nicht abgerufen werden; das Ergebnis wird aus seinem Text eingefügt.",
  "results.insert.xlsxUnavailable":
    "Die XLSX-Datei des Dienstes kann hier nicht abgerufen werden; das Ergebnis wird Zelle für Zelle geschrieben.",
  "results.insert.wordDocx":
    "Die DOCX-Datei des Dienstes wurde {where, select, cursor {an der Cursorposition} replace {anstelle der Auswahl} earlier {an der Stelle der früheren Kopie} afterInsertion {direkt nach der früheren Einfügung} other {am Ende des Dokuments}} eingefügt.",
  "results.insert.wordParagraphs":
    "{paragraphs, plural, one {# Absatz} other {# Absätze}} {where, select, cursor {an der Cursorposition} replace {anstelle der Auswahl} earlier {an der Stelle der früheren Kopie} afterInsertion {direkt nach der früheren Einfügung} other {am Ende des Dokuments}} eingefügt.",
  "results.insert.wordTables":
    "{tables, plural, one {# Tabelle} other {# Tabellen}} {where, select, cursor {an der Cursorposition} replace {anstelle der Auswahl} earlier {an der Stelle der früheren Kopie} afterInsertion {direkt nach der früheren Einfügung} other {am Ende des Dokuments}} eingefügt.",
  "results.insert.wordBoth":
    "{paragraphs, plural, one {# Absatz} other {# Absätze}} und {tables, plural, one {# Tabelle} other {# Tabellen}} {where, select, cursor {an der Cursorposition} replace {anstelle der Auswahl} earlier {an der Stelle der früheren Kopie} afterInsertion {direkt nach der früheren Einfügung} other {am Ende des Dokuments}} eingefügt.",
  "results.insert.wordNothing":
    "{where, select, cursor {An der Cursorposition} replace {Anstelle der Auswahl} earlier {an der Stelle der früheren Kopie} afterInsertion {direkt nach der früheren Einfügung} other {Am Ende des Dokuments}} wurde nichts eingefügt.",
  "results.reinsert.title": "Dieses Ergebnis ist schon im Dokument",
  "results.reinsert.message":
    "{count, plural, one {Dieses Dokument enthält das Ergebnis von „{fileName}“ bereits. Durch das aktuelle Ergebnis ersetzen oder eine weitere Kopie einfügen?} other {Dieses Dokument enthält das Ergebnis von „{fileName}“ bereits # Mal. Durch eine Kopie des aktuellen Ergebnisses ersetzen oder eine weitere Kopie einfügen?}}",
  "results.reinsert.replace": "Ersetzen",
  "results.reinsert.another": "Weitere Kopie einfügen",
  "results.reinsert.cancel": "Abbrechen",
  "results.insert.sheetName": "„{name}“",
  "results.insert.excelTablesNew":
    "{tables, plural, one {# Tabelle} other {# Tabellen}} {sheetCount, plural, one {auf das neue Arbeitsblatt {names}} other {auf die neuen Arbeitsblätter {names}}} geschrieben.",
  "results.insert.excelTablesSelection":
    "{tables, plural, one {# Tabelle} other {# Tabellen}} ab der ausgewählten Zelle auf „{sheet}“ geschrieben.",
  "results.insert.excelLinesNew":
    "{lines, plural, one {# Zeile} other {# Zeilen}} {sheetCount, plural, one {auf das neue Arbeitsblatt {names}} other {auf die neuen Arbeitsblätter {names}}} geschrieben, eine pro Zeile.",
  "results.insert.excelLinesSelection":
    "{lines, plural, one {# Zeile} other {# Zeilen}} ab der ausgewählten Zelle auf „{sheet}“ geschrieben, eine pro Zeile.",
  "results.insert.appended":
    "{rows, plural, one {# Zeile} other {# Zeilen}} zur Tabelle {table} auf dem Arbeitsblatt „{sheet}“ hinzugefügt.",
  "results.insert.newColumns": "{count, plural, one {Neue Spalte: {names}.} other {Neue Spalten: {names}.}}",
  "results.insert.misfits":
    "{count, plural, one {# Wert passte nicht zu seiner Spalte und wurde als Text eingefügt.} other {# Werte passten nicht zu ihren Spalten und wurden als Text eingefügt.}}",
  "results.insert.keptAsAnswered":
    "{count, plural, one {# Wert wurde wie bei der Prüfung beantwortet als Text eingefügt, in eine Spalte mit Zahlen oder Datumswerten ({names}): Excel lässt ihn in Summen aus und sortiert ihn als Text.} other {# Werte wurden wie bei der Prüfung beantwortet als Text eingefügt, in Spalten mit Zahlen oder Datumswerten ({names}): Excel lässt sie in Summen aus und sortiert sie als Text.}}",
  "results.insert.keptBySetting":
    "{by, select, policy {{count, plural, one {# Wert wurde als Text in eine Spalte mit Zahlen oder Datumswerten ({names}) eingefügt, weil Ihre Organisation alle Werte als Text beibehält: Excel lässt ihn in Summen aus und sortiert ihn als Text.} other {# Werte wurden als Text in Spalten mit Zahlen oder Datumswerten ({names}) eingefügt, weil Ihre Organisation alle Werte als Text beibehält: Excel lässt sie in Summen aus und sortiert sie als Text.}}} other {{count, plural, one {# Wert wurde als Text in eine Spalte mit Zahlen oder Datumswerten ({names}) eingefügt, weil „Alle Werte als Text beibehalten“ eingeschaltet ist: Excel lässt ihn in Summen aus und sortiert ihn als Text.} other {# Werte wurden als Text in Spalten mit Zahlen oder Datumswerten ({names}) eingefügt, weil „Alle Werte als Text beibehalten“ eingeschaltet ist: Excel lässt sie in Summen aus und sortiert sie als Text.}}}}",
  "results.tableAppend.choice": "An eine Tabelle dieser Arbeitsmappe anfügen",
  "results.tableAppend.table": "Tabelle",
  "results.tableAppend.tableOption": "{table} (Blatt {sheet})",
  "results.tableAppend.noTables":
    "Diese Arbeitsmappe hat noch keine Tabellen. Erstellen Sie eine (Einfügen > Tabelle), oder wählen Sie einen anderen Ort.",
  "results.tableAppend.noSource": "Dieses Ergebnis hat keine Tabelle mit Überschriften zum Anfügen. Wählen Sie einen anderen Ort.",
  "results.tableAppend.loading": "Die Tabelle wird gelesen…",
  "results.tableAppend.columns": "Spalten von {table}",
  "results.tableAppend.sourceFor": "Quelle für die Spalte {column}",
  "results.tableAppend.textFor": "Text für die Spalte {column}",
  "results.tableAppend.empty": "Leer lassen",
  "results.tableAppend.fileName": "Dateiname",
  "results.tableAppend.page": "Seite",
  "results.tableAppend.dateInserted": "Einfügedatum",
  "results.tableAppend.text": "Eigener Text",
  "results.tableAppend.saved": "Zugeordnet wie in dieser Arbeitsmappe für diese Tabelle gespeichert.",
  "results.tableAppend.unmatched":
    "{count, plural, one {Zur Spalte {names} passt nichts: Sie bleibt leer, wenn Sie keine Quelle wählen.} other {Zu den Spalten {names} passt nichts: Sie bleiben leer, wenn Sie keine Quelle wählen.}}",
  "results.tableAppend.extra": "Spalten ohne Platz in der Tabelle",
  "results.tableAppend.addColumn": "{name} als neue Spalte hinzufügen",
  "results.tableAppend.misfits":
    "{count, plural, one {# Wert passt nicht zu seiner Spalte: Prüfen Sie ihn in der Überprüfung, sonst wird er als Text eingefügt.} other {# Werte passen nicht zu ihren Spalten: Prüfen Sie sie in der Überprüfung, sonst werden sie als Text eingefügt.}}",
  "results.tableAppend.append": "An die Tabelle anfügen",
  "results.tableAppend.againTitle": "Bereits in dieser Tabelle",
  "results.tableAppend.again": "{fileName} wurde bereits an die Tabelle {table} angefügt. Erneut anfügen?",
  "results.tableAppend.againMany":
    "{count, plural, one {# Dokument dieses Stapels wurde bereits an die Tabelle {table} angefügt: {names}. Erneut anfügen?} other {# Dokumente dieses Stapels wurden bereits an die Tabelle {table} angefügt: {names}. Erneut anfügen?}}",
  "results.tableAppend.againConfirm": "Erneut anfügen",
  "results.tableAppend.skip": "Überspringen",
  "results.tableAppend.needMatching":
    "{count, plural, one {Bei # Ergebnis müssen die Spalten zugeordnet werden: Öffnen Sie es und fügen Sie es einmal an, dann folgen die anderen seiner Art.} other {Bei # Ergebnissen müssen die Spalten zugeordnet werden: Öffnen Sie eines jeder Art und fügen Sie es einmal an.}}",
  "results.tableAppend.skippedAgain":
    "{count, plural, one {# Dokument war bereits in der Tabelle und wurde übersprungen.} other {# Dokumente waren bereits in der Tabelle und wurden übersprungen.}}",
  "results.insert.xlsx":
    "Die XLSX-Datei des Dienstes wurde als {count, plural, one {# neues Arbeitsblatt} other {# neue Arbeitsblätter}} eingefügt: {names}.",
  "results.insert.doubtNote": "Zu prüfen: {reason}",
  "results.insert.doubtsMarked":
    "{mark, select, note {{count, plural, one {# zu prüfende Zelle ist mit einer Notiz markiert.} other {# zu prüfende Zellen sind mit Notizen markiert.}}} comment {{count, plural, one {# zu prüfende Zelle ist mit einem Kommentar markiert.} other {# zu prüfende Zellen sind mit Kommentaren markiert.}}} other {{count, plural, one {# zu prüfende Zelle ist hervorgehoben (diese Excel-Version kann keine Notizen hinzufügen).} other {# zu prüfende Zellen sind hervorgehoben (diese Excel-Version kann keine Notizen hinzufügen).}}}}",
  "results.insert.wordDoubts":
    "{mark, select, comment {{count, plural, one {# zu prüfender Wert ist in einem Kommentar zur Einfügung aufgeführt.} other {# zu prüfende Werte sind in einem Kommentar zur Einfügung aufgeführt.}}} other {{count, plural, one {# Wert ist noch zu prüfen; diese Word-Version kann keine Kommentare hinzufügen, daher ist er im Dokument nicht markiert.} other {# Werte sind noch zu prüfen; diese Word-Version kann keine Kommentare hinzufügen, daher sind sie im Dokument nicht markiert.}}}}",
  "results.source.heading": "Herkunft",
  "results.source.from": "Aus {fileName}, Seite {page}, eingefügt am {date, date, medium}.",
  "results.source.fromTable": "Aus {fileName}, Seite {page} (Tabelle {table}), eingefügt am {date, date, medium}.",
  "results.source.fromPages": "Aus {fileName}, Seiten {first}–{last}, eingefügt am {date, date, medium}.",
  "results.source.deleted": "Die Quelle wurde am {date, date, medium} gelöscht; ihr Text ist das, was eingefügt wurde.",
  "results.source.deletedUndated": "Die Quelle wurde gelöscht; ihr Text ist das, was eingefügt wurde.",
  "results.source.elsewhere": "Die Quelle liegt im Konto der Person, die sie eingefügt hat: Sie kann sie in ihrem Verlauf öffnen.",
  "results.source.openHistory": "Im Verlauf öffnen",
  "results.source.toCheck": "Diese Zelle wurde mit einem offenen Hinweis eingefügt: Ihre Notiz sagt, was zu prüfen ist.",
  "results.source.markChecked": "Als geprüft markieren",
  "results.source.cellsToCheck":
    "{count, plural, one {In dieser Arbeitsmappe: # Zelle zu prüfen} other {In dieser Arbeitsmappe: # Zellen zu prüfen}}",
  "results.source.nextToCheck": "Nächste zu prüfende Zelle",
  "results.source.pagePicture": "Seite {page} von {fileName}",
  "results.insert.cutCells":
    "{count, plural, one {# Zelle enthielt mehr als die {limit, number} Zeichen, die Excel zulässt, und wurde gekürzt; die Zelle gibt an, wie viel fehlt. Der vollständige Text steht in der Vorschau und in der Datei des Dienstes.} other {# Zellen enthielten mehr als die {limit, number} Zeichen, die Excel zulässt, und wurden gekürzt; jede gibt an, wie viel fehlt. Der vollständige Text steht in der Vorschau und in der Datei des Dienstes.}}",
  "results.insert.keptText":
    "{count, plural, one {# Zelle in „{column}“ auf „{sheet}“ als Text belassen: {cells} lässt sich nicht als {kind, select, date {Datum} other {Zahl}} lesen.} other {# Zellen in „{column}“ auf „{sheet}“ als Text belassen: {cells} lassen sich nicht als {kind, select, date {Datumsangaben} other {Zahlen}} lesen.}}",
  "results.insert.keptCell": "{address} („{text}“)",
  "results.insert.keptMore": "{count, plural, one {# weitere} other {# weitere}}",
  "results.insert.totalsRow":
    "{count, plural, one {Die letzte Zeile der Tabelle {names} summiert die Zeilen darüber: Sie ist die Ergebniszeile der Tabelle, mit den Zahlen des Dokuments, keine Datenzeile.} other {Die letzten Zeilen der Tabellen {names} summieren die Zeilen darüber: Jede ist die Ergebniszeile ihrer Tabelle, mit den Zahlen des Dokuments, keine Datenzeile.}}",
  "results.insert.totalsBelow":
    "{count, plural, one {Die letzte Zeile der Tabelle {names} summiert die Zeilen darüber: Sie steht direkt unter der Tabelle, mit den Zahlen des Dokuments, nicht als Datenzeile.} other {Die letzten Zeilen der Tabellen {names} summieren die Zeilen darüber: Jede steht direkt unter ihrer Tabelle, mit den Zahlen des Dokuments, nicht als Datenzeile.}}",
  // Columns read otherwise than the workbook reads numbers, and the values that decided it (review and outcome)
  "results.numbers.columnName": "„{name}“",
  "results.numbers.evidence":
    "In {columns} wird {sep} als Tausendertrennzeichen gelesen: {from, select, column {{beside, select, none {Die Spalte schreibt {example}.} other {Die Spalte schreibt {beside} ohne Trennzeichen neben {example}.}}} other {{beside, select, none {Das Dokument schreibt {example}.} other {Das Dokument schreibt {beside} ohne Trennzeichen neben {example} in einer Spalte.}}}}",
  "results.insert.readAsDecimals":
    "{count, plural, one {# Zahl, {example}, wurde als Dezimalzahl gelesen ({decimal}), so wie diese Arbeitsmappe sie liest. Um sie als Tausender zu lesen, wählen Sie unter „{field}“ die Option „{choice}“ und fügen Sie erneut ein.} other {# Zahlen wie {example} wurden als Dezimalzahlen gelesen ({decimal}), so wie diese Arbeitsmappe sie liest. Um sie als Tausender zu lesen, wählen Sie unter „{field}“ die Option „{choice}“ und fügen Sie erneut ein.}}",

  "results.insertAll.label": "Den Stapel einfügen",
  "results.insertAll.button": "{count, plural, =0 {Alle einfügen} one {Alle einfügen (# Ergebnis)} other {Alle einfügen (# Ergebnisse)}}",
  "results.insertAll.asTheyFinish": "Einfügen, sobald fertig",
  "results.insertAll.atSelection": "Ab der ausgewählten Zelle untereinander (nicht auf neuen Arbeitsblättern)",
  "results.insertAll.keepText": "Alle Werte als Text beibehalten",
  "results.insertAll.fileHeadings": "Eine Überschrift mit dem Namen jeder Datei",
  "results.insertAll.inserted": "{count, plural, one {# Ergebnis eingefügt.} other {# Ergebnisse eingefügt.}}",
  "results.insertAll.nothingNew": "Es gab nichts Neues zum Einfügen.",
  "results.insertAll.notInserted": "„{fileName}“ wurde nicht eingefügt. {reason}",
  "results.insertAll.failed": "Etwas ist schiefgegangen; versuchen Sie erneut, es einzufügen.",
  "results.insertAll.nothingToInsert": "Der Dienst hat in diesem Dokument nichts zum Einfügen gefunden.",
  "results.insertAll.readAsAnswered":
    "{reading, select, text {Die Zahlen von „{fileName}“ wurden als Text belassen, wie bei seiner Prüfung beantwortet.} other {Die Zahlen von „{fileName}“ wurden als {choice} gelesen, wie bei seiner Prüfung beantwortet.}}",
  "results.insertAll.cutCells":
    "{count, plural, one {Eine Zelle von „{fileName}“ enthielt mehr als die {limit, number} Zeichen, die Excel zulässt, und wurde gekürzt; die Zelle gibt an, wie viel fehlt.} other {# Zellen von „{fileName}“ enthielten mehr als die {limit, number} Zeichen, die Excel zulässt, und wurden gekürzt; jede gibt an, wie viel fehlt.}}",

  "results.open.translationFailed": "Das Transkript ist fertig, aber seine Übersetzung konnte nicht abgerufen werden ({reason}).",
  "results.open.translationFailedPlain": "Das Transkript ist fertig, aber seine Übersetzung konnte nicht abgerufen werden.",
  "results.open.notProcessed": "„{fileName}“ ist noch nicht verarbeitet.",
  "results.open.notLoaded": "Das Ergebnis von „{fileName}“ konnte nicht geladen werden. Versuchen Sie erneut, es zu öffnen.",

  "results.document.page": "Seite {page}",
  "results.document.translation": "Übersetzung",
  "results.document.translationIn": "Übersetzung ({language})",
  "results.document.translationPage": "Übersetzung, Seite {page}",
  "results.document.translationInPage": "Übersetzung ({language}), Seite {page}",
  "results.document.tableCaption": "Tabelle {index} (Seite {page})",
  "results.document.keyValuePairs": "Schlüssel-Wert-Paare",
  "results.document.recordCaption": "Datensatz {number} (Seite {page})",
  "results.document.extractedFieldsCaption": "Extrahierte Felder (Seite {page})",
  "results.document.extractedFields": "Extrahierte Felder",
  "results.document.key": "Schlüssel",
  "results.document.value": "Wert",
  "results.document.field": "Feld",
  "results.document.file": "Datei",
  "results.document.pageColumn": "Seite",
  "results.document.text": "Text",
  "results.document.column": "Spalte {number}",
  "results.document.tableSheet": "T{index}",
  "results.document.keyValueSheet": "Schlüssel-Wert",
  "results.document.textSheet": "Text",
  "results.document.transcriptsSheet": "Transkripte",
  "results.document.resultSheet": "Ergebnis",
  "results.document.title":
    "{kind, select, transcript {Transkript: {fileName}} tables {Tabellen: {fileName}} other {Extrahierte Felder: {fileName}}}",
  "results.document.cutMark": "[…{rest, number} weitere Zeichen nicht angezeigt: Excel fasst {limit, number} pro Zelle]",

  "results.office.selectCell":
    "Wählen Sie zuerst eine Zelle in einem Arbeitsblatt aus: Das Ergebnis wird ab der ausgewählten Zelle nach unten und rechts geschrieben.",
  "results.office.doesNotFit":
    "Das Ergebnis passt nicht unter und rechts neben die ausgewählte Zelle. Wählen Sie eine Zelle weiter oben links aus, oder fügen Sie auf neuen Arbeitsblättern ein.",
  "results.office.notEmpty":
    "Die Zellen von {from} bis {to} sind nicht alle leer, und das Add-In überschreibt niemals Ihre Daten. Wählen Sie einen leeren Bereich aus, oder fügen Sie auf neuen Arbeitsblättern ein.",
  "results.office.noTablesToInsert":
    "Der Dienst hat in diesem Dokument keine Tabellen oder Schlüssel-Wert-Paare gefunden, daher gibt es nichts einzufügen.",
  "results.office.noTables": "Der Dienst hat in diesem Dokument keine Tabellen oder Schlüssel-Wert-Paare gefunden.",
  "results.office.noKeyValues": "Der Dienst hat in diesem Dokument keine Schlüssel-Wert-Paare gefunden.",
  "results.office.emptyTranscript": "Das Transkript ist leer, daher gibt es nichts einzufügen.",
  "results.office.emptyTranscriptShort": "Das Transkript ist leer.",
  "results.office.emptyTranscripts": "Die Transkripte sind leer, daher gibt es nichts einzufügen.",
  "results.office.noRecords": "Der Extraktor hat für dieses Dokument keine Datensätze geliefert, daher gibt es nichts einzufügen.",
  "results.office.noRows": "Aus diesem Dokument gibt es keine Zeilen zum Anfügen.",
  "results.office.tableGone": "Die Tabelle {table} ist nicht mehr in dieser Arbeitsmappe. Wählen Sie erneut eine Tabelle.",
  "results.office.belowNotEmpty":
    "Es wurde nichts angefügt: Die Zeilen unter der Tabelle {table} auf dem Blatt {sheet} sind nicht leer, und die Tabelle würde über sie wachsen. Verschieben Sie, was unter der Tabelle steht, und fügen Sie dann erneut an.",
  "results.office.tableChanged":
    "Die Spalten der Tabelle {table} haben sich geändert, seit die Zuordnung angezeigt wurde. Prüfen Sie die Zuordnung und fügen Sie dann erneut an.",
  "results.office.noWorkbookInsert": "Diese Excel-Version kann keine Arbeitsmappen einfügen.",
  "results.office.noFileInsert": "Diese Word-Version kann keine Dateien einfügen.",
  "results.office.docxTooLarge":
    "Die DOCX-Datei des Dienstes ist größer als die 4 MB, die Word von einem Add-In annimmt; das Ergebnis wird stattdessen aus seinem Text eingefügt.",
  "results.office.noPictures": "Diese Excel-Version kann keine Bilder lesen.",
  "results.office.noSelectedPicture":
    "Diese Excel-Version kann einem Add-In nicht mitteilen, welches Bild ausgewählt ist: Wählen Sie das Bild stattdessen aus der Liste aus.",
  "results.office.selectExcelPicture":
    "Wählen Sie zuerst ein Bild in der Arbeitsmappe aus (klicken Sie darauf, bis seine Ziehpunkte erscheinen), oder wählen Sie eines aus der Liste aus.",
  "results.office.selectWordPicture":
    "Wählen Sie zuerst ein Bild im Dokument aus (klicken Sie darauf, bis es umrahmt ist). Bilder, die über dem Text schweben, können nicht gelesen werden: Stellen Sie den Textumbruch des Bilds auf „Mit Text in Zeile“, oder speichern Sie es als Datei, und wählen Sie die Datei aus.",
  "results.office.pictureNotHanded":
    "Office hat dieses Bild nicht übergeben (Word auf dem iPad tut das zum Beispiel nicht). Speichern Sie das Bild als Datei, und wählen Sie stattdessen die Datei aus.",
  "results.office.pictureFormat":
    "Dieses Bild hat ein Format, das der Dienst nicht lesen kann (nur PNG-, JPG-, GIF-, TIFF- und HEIC-Bilder können gesendet werden). Speichern Sie es als PNG oder JPG, und wählen Sie stattdessen die Datei aus.",
  "results.office.needWordTables":
    "Diese Word-Version kann aus einem Add-In keine Tabellen oder integrierten Überschriftenformatvorlagen einfügen (WordApi 1.3 fehlt): Tabellen werden als tabulatorgetrennte Zeilen eingefügt und Überschriften über den Formatvorlagennamen.",
  "results.office.needWordFile":
    "Diese Word-Version kann die DOCX-Datei des Dienstes nicht einfügen (Word für Windows, Mac oder das Web kann es); das Ergebnis wird stattdessen aus seinem Text eingefügt.",
  "results.office.needExcelFile":
    "Diese Excel-Version kann die XLSX-Datei des Dienstes nicht als Arbeitsblätter einfügen (dazu ist ExcelApi 1.13 unter Windows, Mac oder im Web nötig); das Ergebnis wird stattdessen Zelle für Zelle geschrieben.",
  "results.office.needExcelPictures":
    "Diese Excel-Version kann einem Add-In die Bilder einer Arbeitsmappe nicht übergeben (ExcelApi 1.9 fehlt). Speichern Sie das Bild als Datei, und wählen Sie stattdessen die Datei aus.",
};
