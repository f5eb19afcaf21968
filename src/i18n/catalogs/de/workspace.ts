import type { workspace as english } from "../en/workspace";
import type { Translation } from "../../translation";

export const workspace: Translation<typeof english> = {
  "workspace.panel.label": "Dokumente transkribieren",
  "workspace.panel.run": "{action, select, tables {Tabellen suchen} extractor {Felder extrahieren} other {Transkribieren}}",
  "workspace.panel.countingPages": "Seiten werden gezählt…",
  "workspace.panel.cannotFollow": "Der Fortschritt Ihrer Dateien kann nicht verfolgt werden: {problem}",
  "workspace.panel.loadingList": "Liste wird geladen…",
  "workspace.panel.notOpenYet": "Ihre Dateien sind noch nicht geöffnet. Versuchen Sie es gleich noch einmal.",
  "workspace.panel.wrongFile": "Wählen Sie genau „{expected}“ aus (dies ist „{chosen}“).",
  "workspace.panel.fileRefused": "{name}: {problem}",
  "workspace.panel.hintNoFile": "Wählen Sie zuerst mindestens eine Datei aus.",
  "workspace.panel.hintNoExtractor": "Wählen Sie zuerst einen Extraktor aus.",
  "workspace.panel.hintNoLanguage": "Wählen Sie zuerst die Sprache aus, in die übersetzt werden soll.",

  "workspace.sourcePicker.heading": "Scans oder Fotos",
  "workspace.sourcePicker.hint":
    "PDF, JPG, PNG, TIFF, HEIC oder GIF: Bilder jeweils bis {limit}, PDF- oder TIFF-Dateien bis {cutLimit} (Sie wählen die zu sendenden Seiten aus). Wählen Sie mehrere Dateien auf einmal aus, oder legen Sie sie hier ab.",
  "workspace.sourcePicker.chooseFiles": "Dateien auswählen",
  "workspace.sourcePicker.inputLabel":
    "Scans oder Fotos (PDF, JPG, PNG, TIFF, HEIC oder GIF; Bilder bis {limit}, PDF- oder TIFF-Dateien bis {cutLimit})",
  "workspace.sourcePicker.useSelectedPicture": "Ausgewähltes Bild verwenden",
  "workspace.sourcePicker.usingPicture": "Das Bild aus dem Dokument wird verwendet ({name}).",
  "workspace.sourcePicker.readyToSend": "{count, plural, one {Bereit zum Senden:} other {# Dateien bereit zum Senden:}}",
  "workspace.sourcePicker.readyList": "Dateien, die bereit zum Senden sind",
  "workspace.sourcePicker.remove": "Entfernen",
  "workspace.sourcePicker.removeFile": "{name} entfernen",
  "workspace.sourcePicker.refused": "{name}: {problem} Diese Datei wird nicht gesendet.",
  "workspace.sourcePicker.alreadyChosen":
    "{count, plural, one {{names} steht schon in der Liste und bleibt dort nur einmal.} other {{names} stehen schon in der Liste und bleiben dort jeweils nur einmal.}}",
  "workspace.sourcePicker.pictureUnreadable":
    "Das Bild konnte nicht aus dem Dokument gelesen werden. Speichern Sie es als Datei, und wählen Sie stattdessen die Datei aus.",
  "workspace.picturePicker.unreadable": "Die Bilder dieses Arbeitsblatts konnten nicht gelesen werden.",
  "workspace.picturePicker.looking": "Bilder auf diesem Arbeitsblatt werden gesucht…",
  "workspace.picturePicker.none": "Auf diesem Arbeitsblatt gibt es kein Bild. Wählen Sie stattdessen eine Datei aus.",
  "workspace.picturePicker.noneSelected":
    "Es ist kein Bild ausgewählt, und auf diesem Arbeitsblatt gibt es kein Bild. Fügen Sie ein Bild ein und wählen Sie es aus, oder wählen Sie stattdessen eine Datei aus.",
  "workspace.picturePicker.label": "Bilder auf diesem Arbeitsblatt",
  "workspace.picturePicker.intro": "Oder wählen Sie ein Bild auf diesem Arbeitsblatt aus:",
  "workspace.picturePicker.use": "„{name}“ verwenden",

  "workspace.fileCheck.empty": "Die Datei ist leer.",
  "workspace.fileCheck.tooLarge":
    "{kind, select, picture {Das Bild ist {size} groß; der Dienst nimmt Bilder bis {limit} an. Verringern Sie die Auflösung, und fügen Sie es erneut hinzu.} pages {Die Datei ist {size} groß; eine PDF- oder TIFF-Datei kann hier bis {limit} groß sein, um die zu sendenden Seiten auszuwählen (der Dienst nimmt bis {sendLimit} auf einmal an). Teilen Sie sie in kleinere Dateien auf, und fügen Sie diese hinzu.} other {Die Datei ist {size} groß; der Dienst nimmt Dateien bis {limit} an. Teilen Sie sie auf, oder verringern Sie die Auflösung.}}",
  "workspace.fileCheck.wrongType": "Dies ist keine PDF-, JPG-, PNG-, TIFF-, HEIC- oder GIF-Datei (geprüft am Inhalt, nicht am Namen).",

  "workspace.actionPicker.question": "Was soll der Dienst tun?",
  "workspace.actionPicker.transcribe": "Text transkribieren",
  "workspace.actionPicker.tables": "Tabellen und Schlüssel-Wert-Paare finden",
  "workspace.actionPicker.extractor": "Felder mit einem Extraktor extrahieren",
  "workspace.actionPicker.loadingExtractors": "Ihre Extraktoren werden geladen…",
  "workspace.actionPicker.extractorLabel": "Extraktor",
  "workspace.actionPicker.chooseExtractor": "Extraktor auswählen",
  "workspace.actionPicker.extractorId": "Extraktor-ID",
  "workspace.actionPicker.extractorsFailed":
    "Ihre Extraktoren konnten nicht aufgelistet werden. Geben Sie die 10-stellige ID aus Ihrem Dashboard ein.",
  "workspace.actionPicker.noExtractors": "Sie haben noch keine Extraktoren. Geben Sie eine ID aus Ihrem Dashboard ein.",
  "workspace.actionPicker.extractorIdInvalid": "Eine Extraktor-ID besteht aus 10 Buchstaben und Ziffern.",
  "workspace.actionPicker.alsoTranslate": "Text auch übersetzen",
  "workspace.actionPicker.translateTo": "Übersetzen in",
  "workspace.actionPicker.chooseLanguage": "Sprache auswählen",
  "workspace.actionPicker.languagesFailed": "Die Sprachen konnten nicht geladen werden. Versuchen Sie es später erneut.",
  "workspace.actionPicker.unavailable": "Nicht verfügbar",
  "workspace.actionPicker.loadingLanguages": "Sprachen werden geladen…",

  "workspace.batchList.heading": "Dateien",
  "workspace.batchList.progress": "Fortschritt der Dateien",
  "workspace.batchList.creditsRanOut": "Ihr Seitenguthaben ist aufgebraucht",
  "workspace.batchList.sendingPaused": "Das Senden ist angehalten",
  "workspace.batchList.creditsHold":
    "Bereits gesendete Dateien werden weiter verarbeitet. Die übrigen warten hier: Kaufen Sie Guthaben, und wählen Sie dann „Uploads fortsetzen“, um sie zu senden.",
  "workspace.batchList.signInHold":
    "{problem} Bereits gesendete Dateien werden weiter verarbeitet. Die übrigen warten hier: Melden Sie sich erneut an, und wählen Sie dann „Uploads fortsetzen“.",
  "workspace.batchList.buyCredits": "Guthaben kaufen",
  "workspace.batchList.continueUploads": "Uploads fortsetzen",
  "workspace.batchList.trackingTitle": "Der Fortschritt ist nicht aktuell",
  "workspace.batchList.trackingBody": "{problem} Das Add-In versucht es weiter.",
  "workspace.batchList.storageTitle": "Diese Liste wird nicht gespeichert",
  "workspace.batchList.storageBody": "{problem} Lassen Sie den Aufgabenbereich geöffnet, bis die Dateien verarbeitet sind.",
  "workspace.row.shownBelow": "Unten angezeigt.",
  "workspace.row.open": "Öffnen",
  "workspace.row.openFile": "{name} öffnen",
  "workspace.row.addAgain": "Datei erneut hinzufügen",
  "workspace.row.addAgainFile": "Datei erneut hinzufügen: {name}",
  "workspace.row.sendAgain": "Erneut senden",
  "workspace.row.sendAgainChoose": "Erneut senden: {name} auswählen",
  "workspace.row.sendAgainFile": "{name} erneut senden",
  "workspace.row.cancel": "Abbrechen",
  "workspace.row.cancelFile": "{name} abbrechen",
  "workspace.row.dismiss": "Ausblenden",
  "workspace.row.dismissFile": "{name} ausblenden",

  "workspace.state.label":
    "{state, select, waiting {Wartet} needsFile {Datei fehlt} uploading {Wird gesendet} queued {In der Warteschlange} processing {Wird verarbeitet} processed {Verarbeitet} failed {Fehlgeschlagen} unknown {Ergebnis unbekannt} other {Abgebrochen}}",
  "workspace.state.mayChargeTwice":
    "Wenn Sie die Datei erneut senden, wird sie Ihnen möglicherweise doppelt berechnet, falls der erste Upload doch angekommen ist.",
  "workspace.state.cancelling": "Wird abgebrochen…",
  "workspace.cancel.title": "„{name}“ abbrechen?",
  "workspace.cancel.onService":
    "Der Dienst hat diese Datei bereits: Beim Abbrechen wird sie dort mit ihrem Ergebnis gelöscht. Dies kann nicht rückgängig gemacht werden.",
  "workspace.cancel.sending":
    "Die Datei wird gerade gesendet. Wenn sie ankommt, wird sie beim Dienst gelöscht. Dies kann nicht rückgängig gemacht werden.",
  "workspace.cancel.spent": "Das Seitenguthaben, das sie gekostet hat, ist verbraucht: Beim Abbrechen wird es nicht erstattet.",
  "workspace.cancel.spentCounted":
    "{count, plural, one {Das Seitenguthaben von # Seite, das sie gekostet hat, ist verbraucht: Beim Abbrechen wird es nicht erstattet.} other {Das Seitenguthaben von # Seiten, das sie gekostet hat, ist verbraucht: Beim Abbrechen wird es nicht erstattet.}}",
  "workspace.cancel.mayBeSpent":
    "Ist sie angekommen, ist das Seitenguthaben, das sie gekostet hat, verbraucht: Beim Abbrechen wird es nicht erstattet.",
  "workspace.cancel.confirm": "Löschen",
  "workspace.cancel.keep": "Behalten",
  // Asked before signing out while files of this pane are not sent yet (issue 21).
  "workspace.signOut.title":
    "{count, plural, one {Abmelden, obwohl # Datei nicht gesendet ist?} other {Abmelden, obwohl # Dateien nicht gesendet sind?}}",
  "workspace.signOut.message":
    "{count, plural, one {Diese Datei wurde noch nicht gesendet. Wenn Sie sich jetzt abmelden, wird sie nicht gesendet und verschwindet aus dieser Liste.} other {Diese # Dateien wurden noch nicht gesendet. Wenn Sie sich jetzt abmelden, werden sie nicht gesendet und verschwinden aus dieser Liste.}}",
  "workspace.signOut.chosen":
    "{count, plural, one {Eine ausgewählte Datei wurde noch nicht gesendet: Beim Abmelden verschwindet sie aus der Liste, und Sie müssten sie nach der Anmeldung erneut auswählen.} other {# ausgewählte Dateien wurden noch nicht gesendet: Beim Abmelden verschwinden sie aus der Liste, und Sie müssten sie nach der Anmeldung erneut auswählen.}}",
  "workspace.signOut.sentStay": "Bereits gesendete Dateien sind nicht betroffen: Sie finden sie mit ihren Ergebnissen im Verlauf.",
  "workspace.signOut.sending":
    "{count, plural, one {# Datei wird gerade gesendet: Kommt sie an, steht sie im Verlauf.} other {# Dateien werden gerade gesendet: Die ankommenden stehen im Verlauf.}}",
  "workspace.signOut.unsureTitle":
    "{count, plural, one {Mit # Datei abmelden, die vielleicht nicht angekommen ist?} other {Mit # Dateien abmelden, die vielleicht nicht angekommen sind?}}",
  "workspace.signOut.unsure":
    "{count, plural, one {Es ist nicht bekannt, ob diese Datei beim Dienst angekommen ist, und beim Abmelden verschwindet ihre Zeile. Ist sie angekommen, steht sie im Verlauf; sonst wählen Sie sie nach der Anmeldung erneut.} other {Es ist nicht bekannt, ob diese # Dateien beim Dienst angekommen sind, und beim Abmelden verschwinden ihre Zeilen. Angekommene stehen im Verlauf; die übrigen wählen Sie nach der Anmeldung erneut.}}",
  "workspace.signOut.more": "{count, plural, one {und # weitere Datei} other {und # weitere Dateien}}",
  "workspace.signOut.confirm": "Abmelden",
  "workspace.signOut.cancel": "Angemeldet bleiben",
  "workspace.resend.title": "„{name}“ erneut senden?",
  "workspace.resend.message":
    "Es ist nicht bekannt, ob der erste Upload angekommen ist. Wenn Sie die Datei erneut senden, wird sie Ihnen möglicherweise doppelt berechnet, falls der erste Upload doch angekommen ist.",
  "workspace.resend.confirm": "Erneut senden",
  "workspace.resend.cancel": "Nicht senden",
  "workspace.announce.added": "{count, plural, one {# Datei wurde der Liste hinzugefügt.} other {# Dateien wurden der Liste hinzugefügt.}}",
  "workspace.announce.stateCount":
    "{state, select, waiting {Wartet} uploading {Wird gesendet} queued {In der Warteschlange} processing {Wird verarbeitet} processed {Verarbeitet} failed {Fehlgeschlagen} unknown {Ergebnis unbekannt} other {Abgebrochen}}: {count, plural, one {# Datei} other {# Dateien}}",
  "workspace.announce.counts": "{list}.",
  "workspace.announce.changed":
    "{name}: {state, select, waiting {wartet} uploading {wird gesendet} queued {in der Warteschlange} processing {wird verarbeitet} processed {verarbeitet} failed {fehlgeschlagen} unknown {Ergebnis unbekannt} other {abgebrochen}}.",
  "workspace.announce.changedWhy": "{name}: {state, select, failed {fehlgeschlagen} other {Ergebnis unbekannt}}. {reason}",
  "workspace.announce.aFile": "Eine Datei",
  "workspace.progress.finished": "{finished, number} von {total, plural, one {# Datei} other {# Dateien}} abgeschlossen.",
  "workspace.progress.finishedSome":
    "{finished, number} von {total, plural, one {# Datei} other {# Dateien}} abgeschlossen ({processed, number} verarbeitet, {notProcessed, number} nicht).",
  "workspace.work.label":
    "{action, select, translated {Transkription mit Übersetzung} tables {Tabellen} extractor {Extraktor} other {Transkription}}",
  "workspace.elsewhere.sending": "Wird aus Ihrem anderen Office-Fenster gesendet.",
  "workspace.elsewhere.handled": "Wird in Ihrem anderen Office-Fenster bearbeitet.",
  "workspace.inserted.cursor": "An der Cursorposition eingefügt",
  "workspace.inserted.replace": "Anstelle der Auswahl eingefügt",
  "workspace.inserted.end": "Am Ende des Dokuments eingefügt",
  "workspace.inserted.document": "In das Dokument eingefügt",
  "workspace.inserted.workbook": "In die Arbeitsmappe eingefügt",
  "workspace.inserted.reply": "In eine Antwort übernommen",
  "workspace.inserted.draft": "In die Nachricht im Entwurf eingefügt",
  "workspace.inserted.sheet": "In das Arbeitsblatt „{sheet}“ eingefügt",
  "workspace.inserted.sheets": "In {count, plural, one {# Arbeitsblatt} other {# Arbeitsblätter}} eingefügt: {sheets}",
  "workspace.inserted.sheetName": "„{sheet}“",

  "workspace.spending.filePages": "{name}: {pages, plural, one {# Seite} other {# Seiten}}",
  "workspace.spending.filePagesUnknown": "{name}: Seitenzahl erst bekannt, wenn der Dienst sie zählt",
  "workspace.spending.moreFiles": "{count, plural, one {und # weitere Datei} other {und # weitere Dateien}}",
  "workspace.spending.summary":
    "{files, plural, one {# Datei} other {# Dateien}}: mindestens {pages, plural, one {# Seite} other {# Seiten}}. Ihr Guthaben: {balance, plural, one {# Seite} other {# Seiten}}.",
  "workspace.spending.summaryUnknown":
    "{files, plural, one {# Datei} other {# Dateien}}: mindestens {pages, plural, one {# Seite} other {# Seiten}}. {unknown, plural, one {Die Länge von # Datei ist noch nicht bekannt: Sie wird als eine Seite gezählt und kann mehr kosten.} other {Die Länge von # Dateien ist noch nicht bekannt: Jede wird als eine Seite gezählt und kann mehr kosten.}} Ihr Guthaben: {balance, plural, one {# Seite} other {# Seiten}}.",
  "workspace.spending.notEnoughTitle": "Nicht genügend Seitenguthaben",
  "workspace.spending.notEnough":
    "{summary} Etwa {shortfall, plural, one {# weitere Seite} other {# weitere Seiten}} Guthaben wären nötig: Das Senden stoppt, wenn das Guthaben aufgebraucht ist, und der Rest wartet, bis Sie Guthaben aufladen.",
  "workspace.spending.mayNotFitTitle": "Ihr Guthaben reicht möglicherweise nicht",
  "workspace.spending.mayNotFit": "{summary} Wenn die Dateien mehr Seiten haben, stoppt das Senden, sobald das Guthaben aufgebraucht ist.",
  "workspace.spending.largeTitle": "{count, plural, one {# Datei senden?} other {# Dateien senden?}}",
  "workspace.spending.large": "{summary} Jede Seite kostet eine Seite Guthaben.",
  "workspace.spending.sendAnyway": "Trotzdem senden",
  "workspace.spending.send": "Senden",
  "workspace.spending.buyCredits": "Guthaben kaufen",
  "workspace.spending.dontSend": "Nicht senden",

  "workspace.queue.waitingTurn": "Wartet darauf, gesendet zu werden.",
  "workspace.queue.waitingHold": "Wartet: {problem}",
  "workspace.queue.sending": "Die Datei wird gesendet.",
  "workspace.queue.accepted": "Vom Dienst angenommen; wartet auf die Verarbeitung.",
  "workspace.queue.notSent": "Nicht gesendet: {problem}",
  "workspace.queue.waitingForCredits":
    "Noch nicht gesendet: Ihr Seitenguthaben ist aufgebraucht. Die Datei wird gesendet, wenn Sie „Uploads fortsetzen“ auswählen.",
  "workspace.queue.serverProblemUnknown":
    "Beim Dienst ist beim Empfangen der Datei ein Problem aufgetreten, daher ist nicht bekannt, ob die Datei angekommen ist. Sie wird zuerst in Ihren Dokumenten gesucht (sie wird nie automatisch zweimal gesendet).",
  "workspace.queue.connectionLost":
    "Die Verbindung wurde beim Senden unterbrochen, daher ist nicht bekannt, ob die Datei angekommen ist. Sie wird zuerst in Ihren Dokumenten gesucht (sie wird nie automatisch zweimal gesendet).",
  "workspace.queue.queued": "Wartet beim Dienst auf die Verarbeitung.",
  "workspace.queue.reading": "Der Dienst liest die Datei.",
  "workspace.queue.fetching": "Fast fertig: Das Ergebnis wird vom Dienst abgerufen.",
  "workspace.queue.processed": "Verarbeitet: Das Ergebnis ist bereit.",
  "workspace.queue.gone":
    "Der Dienst hat dieses Dokument nicht mehr (es wurde gelöscht, oder der Dienst hat es verloren). Senden Sie die Datei erneut, wenn Sie sie noch benötigen.",
  "workspace.queue.notProcessed":
    "Der Dienst konnte diese Datei nicht verarbeiten. Prüfen Sie, ob es ein lesbarer, unbeschädigter Scan ist, und versuchen Sie es dann erneut oder mit einer anderen Datei.",
  "workspace.queue.resultFailed": "Das Ergebnis konnte nicht abgerufen werden. Das Add-In versucht es weiter.",
  "workspace.queue.trackingFailed": "Beim Prüfen der Dateien ist ein Fehler aufgetreten. Das Add-In versucht es weiter.",
  "workspace.queue.notSaved":
    "Die Liste der laufenden Dateien konnte in diesem Browser nicht gespeichert werden und ginge beim Schließen des Aufgabenbereichs verloren. Lassen Sie den Bereich geöffnet, bis die Dateien verarbeitet sind.",
  "workspace.queue.cancelledDeleted": "Abgebrochen: beim Dienst gelöscht.",
  "workspace.queue.cancelledGone": "Abgebrochen (der Dienst hatte die Datei nicht mehr).",
  "workspace.queue.deletedFromHistory": "Im Verlauf gelöscht.",
  "workspace.queue.lookingBeforeResend":
    "Der Dienst hat um einen Moment Geduld gebeten. Es wird geprüft, dass die Datei nicht angekommen ist, bevor sie erneut gesendet wird (sie wird nie doppelt gesendet).",
  "workspace.queue.cancelFailed":
    "„{name}“ ist beim Dienst angekommen, bevor es abgebrochen werden konnte, und ist noch dort, weil das Löschen fehlgeschlagen ist. Wählen Sie erneut „Abbrechen“, um es zu löschen.",
  "workspace.queue.deleteFailed": "Das Dokument konnte nicht gelöscht werden. Versuchen Sie es gleich noch einmal.",
  "workspace.queue.cancelledBeforeSending": "Abgebrochen, bevor die Datei gesendet wurde.",
  "workspace.queue.cancelledNotFound": "Abgebrochen. Der Upload wurde in Ihren Dokumenten nicht gefunden, daher gibt es nichts zu löschen.",
  "workspace.queue.cancelledNotArrived": "Abgebrochen. Der Upload ist beim Dienst nicht angekommen, daher gibt es nichts zu löschen.",
  "workspace.queue.probablyNotArrived":
    "Der Upload wurde unterbrochen, und die Datei ist nicht in Ihren Dokumenten, sie ist also wahrscheinlich nicht angekommen. Senden Sie sie erneut, wenn Sie möchten; falls sie doch angekommen ist, würde sie doppelt berechnet.",
  "workspace.queue.arrivedAfterAll":
    "Der Upload ist doch angekommen: Er wurde in Ihren Dokumenten gefunden und daher nicht erneut gesendet.",
  "workspace.queue.addAgainContents": "Fügen Sie „{name}“ erneut hinzu: Der Inhalt ist nicht mehr im Speicher.",
  "workspace.queue.sentAgain": "Auf Ihren Wunsch erneut gesendet.",
  "workspace.queue.refetching": "Die Datei wird erneut aus Microsoft 365 abgerufen.",
  "workspace.queue.refetchFailed": "Sie konnte nicht erneut abgerufen werden.",
  "workspace.queue.addAgainAfter": "{problem} Fügen Sie die Datei erneut hinzu, um sie zu senden.",
  "workspace.queue.otherPane":
    "Diese Datei wird in Ihrem anderen Aufgabenbereich (Word oder Excel) bearbeitet. Verwenden Sie dafür diesen Bereich.",
  "workspace.queue.notInList": "Diese Datei ist nicht mehr in der Liste.",
  "workspace.queue.closedBeforeSending":
    "Der Aufgabenbereich wurde geschlossen, bevor diese Datei gesendet wurde. Fügen Sie die Datei erneut hinzu, um sie zu senden.",
  "workspace.queue.closedWhileSending":
    "Der Aufgabenbereich wurde geschlossen, während diese Datei gesendet wurde, daher ist nicht bekannt, ob sie angekommen ist. Sie wird in Ihren Dokumenten gesucht (sie wird nie automatisch zweimal gesendet).",
  "workspace.batchList.getCredits": "So erhalten Sie Guthaben",
  "workspace.batchList.creditsHoldPlatform":
    "Bereits gesendete Dateien werden weiter verarbeitet. Die anderen warten hier: Wählen Sie später „Uploads fortsetzen“, um sie zu senden, oder brechen Sie die ab, die Sie nicht brauchen.",
  "workspace.batchList.creditsHoldUnread":
    "Bereits gesendete Dateien werden weiter verarbeitet. Die anderen warten hier: Besorgen Sie mehr Guthaben und wählen Sie dann „Uploads fortsetzen“, um sie zu senden.",
  "workspace.batchList.creditsHoldOrganisation":
    "Bereits gesendete Dateien werden weiter verarbeitet. Die anderen warten hier: Besorgen Sie mehr Guthaben, wie Ihre Organisation es vorsieht, und wählen Sie dann „Uploads fortsetzen“, um sie zu senden.",
  "workspace.spending.policyTitle": "{count, plural, one {Diese Datei senden?} other {Diese # Dateien senden?}}",
  "workspace.spending.policy":
    "{summary} Ihre Organisation bittet Sie, Stapel zu bestätigen, die mehr als {limit, plural, one {# Seitenguthaben} other {# Seitenguthaben}} kosten können.",
};
