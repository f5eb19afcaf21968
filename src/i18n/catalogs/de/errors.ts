import type { errors as english } from "../en/errors";
import type { Translation } from "../../translation";

export const errors: Translation<typeof english> = {
  "errors.response.unauthorized":
    "Ihre Anmeldung ist abgelaufen, oder Ihr API-Token ist nicht mehr gültig. Melden Sie sich erneut an, um fortzufahren.",
  "errors.response.insufficientScope":
    "Diese Anmeldung erlaubt dem Add-In diesen Vorgang nicht. Melden Sie sich ab, wieder an, und erlauben Sie den Zugriff auf Ihre Dokumente.",
  "errors.response.unsupportedFormat":
    "{hasDetail, select, yes {Dieses Ergebnis ist in diesem Format nicht verfügbar ({detail}). Wählen Sie ein anderes Format.} other {Dieses Ergebnis ist in diesem Format nicht verfügbar. Wählen Sie ein anderes Format.}}",
  "errors.response.actionNotSubmitted":
    "{hasDetail, select, yes {Dieses Dokument wurde nicht für diese Aktion verarbeitet ({detail}).} other {Dieses Dokument wurde nicht für diese Aktion verarbeitet.}}",
  "errors.response.resultUnavailable":
    "{hasDetail, select, yes {Dieses Ergebnis ist nicht verfügbar: Das Format passt nicht zur Aktion des Dokuments, oder das Dokument wurde nicht für diese Aktion verarbeitet (eine Übersetzung gibt es nur, wenn sie beim Hochladen angefordert wurde) ({detail}).} other {Dieses Ergebnis ist nicht verfügbar: Das Format passt nicht zur Aktion des Dokuments, oder das Dokument wurde nicht für diese Aktion verarbeitet (eine Übersetzung gibt es nur, wenn sie beim Hochladen angefordert wurde).}}",
  "errors.response.uploadIncomplete":
    "{hasDetail, select, yes {Beim Hochladen fehlten erforderliche Angaben. {detail} Wählen Sie eine Aktion und eine Datei, und versuchen Sie es dann erneut.} other {Beim Hochladen fehlten erforderliche Angaben. Wählen Sie eine Aktion und eine Datei, und versuchen Sie es dann erneut.}}",
  "errors.response.badRequest":
    "{hasDetail, select, yes {Der Dienst konnte diese Anfrage nicht annehmen. {detail}} other {Der Dienst konnte diese Anfrage nicht annehmen.}}",
  "errors.response.insufficientCredits":
    "Diese Datei hat {pages, plural, one {# Seite} other {# Seiten}}, Ihr Guthaben beträgt aber {balance, plural, one {# Seitenguthaben} other {# Seitenguthaben}}. Kaufen Sie Guthaben, und laden Sie die Datei dann erneut hoch.",
  "errors.response.insufficientCreditsUnknown":
    "Ihr Konto hat nicht genug Seitenguthaben für diese Datei. Kaufen Sie Guthaben, und laden Sie die Datei dann erneut hoch.",
  "errors.response.deleteForbidden":
    "Dieses Dokument gehört zu einem anderen Konto und kann daher hier nicht gelöscht werden. Melden Sie sich mit dem Konto an, das es hochgeladen hat.",
  "errors.response.readForbidden":
    "Dieses Dokument gehört zu einem anderen Konto. Melden Sie sich mit dem Konto an, das es hochgeladen hat, um es zu öffnen.",
  "errors.response.forbidden": "Ihr Konto darf diesen Vorgang nicht ausführen. Prüfen Sie, ob Sie mit dem richtigen Konto angemeldet sind.",
  "errors.response.thumbnailNotFound":
    "Dieses Seitenbild ist nicht verfügbar. Öffnen Sie das Dokument erneut, um seine aktuellen Seiten zu sehen.",
  "errors.response.notFound":
    "Das Dokument ist im Dienst nicht mehr vorhanden: Es wurde gelöscht oder nach Ablauf seiner Aufbewahrungszeit automatisch entfernt.",
  "errors.response.unsupportedMedia":
    "Der Dienst akzeptiert diesen Dateityp nicht. Verwenden Sie eine PDF-, JPG-, PNG-, TIFF-, HEIC- oder GIF-Datei.",
  "errors.response.invalidParameters":
    "{hasDetail, select, yes {Der Dienst hat einige Auswahlen nicht akzeptiert. {detail} Korrigieren Sie sie, und versuchen Sie es erneut.} other {Der Dienst hat einige Auswahlen nicht akzeptiert. Korrigieren Sie sie, und versuchen Sie es erneut.}}",
  "errors.response.rateLimited":
    "{unit, select, second {Der Dienst ist mit den Anfragen dieses Kontos ausgelastet. Versuchen Sie es in {count, plural, one {# Sekunde} other {# Sekunden}} erneut.} minute {Der Dienst ist mit den Anfragen dieses Kontos ausgelastet. Versuchen Sie es in {count, plural, one {# Minute} other {# Minuten}} erneut.} other {Der Dienst ist mit den Anfragen dieses Kontos ausgelastet. Versuchen Sie es gleich noch einmal.}}",
  "errors.response.uploadServerError":
    "Beim Empfang der Datei ist im Dienst ein Fehler aufgetreten, daher wurde sie vielleicht angenommen, vielleicht auch nicht. Prüfen Sie Ihre Dokumente, bevor Sie sie erneut senden, damit Ihnen nichts doppelt berechnet wird.",
  "errors.response.topUpServerError":
    "Beim Kauf ist im Dienst ein Fehler aufgetreten, daher kann das Add-In nicht feststellen, ob Ihnen etwas berechnet wurde. Prüfen Sie Ihr Guthaben, bevor Sie erneut kaufen.",
  "errors.response.documentFailed":
    "Die Verarbeitung dieses Dokuments ist fehlgeschlagen, daher gibt es keine Ergebnisdatei. Laden Sie die Datei erneut hoch, oder versuchen Sie es mit einer anderen Datei.",
  "errors.response.downloadServerError":
    "Der Dienst konnte die Ergebnisdatei nicht vorbereiten. Versuchen Sie es in ein paar Minuten erneut.",
  "errors.response.deleteServerError": "Der Dienst konnte das Dokument nicht löschen. Versuchen Sie es in ein paar Minuten erneut.",
  "errors.response.serverError": "Beim Transkriptionsdienst ist ein Problem aufgetreten. Versuchen Sie es in ein paar Minuten erneut.",
  "errors.response.unexpectedStatus":
    "{hasDetail, select, yes {Der Dienst hat mit dem unerwarteten Status {status} geantwortet ({detail}). Versuchen Sie es erneut. Wenn der Fehler bleibt, muss das Add-In eventuell aktualisiert werden.} other {Der Dienst hat mit dem unerwarteten Status {status} geantwortet. Versuchen Sie es erneut. Wenn der Fehler bleibt, muss das Add-In eventuell aktualisiert werden.}}",

  "errors.topUp.paymentAuthentication":
    "Ihre Bank möchte, dass Sie diese Zahlung bestätigen. Öffnen Sie die Bestätigungsseite, schließen Sie sie ab, und kaufen Sie das Guthaben dann erneut.",
  "errors.topUp.noSubscription":
    "Zum Kauf von Guthaben ist ein aktives Abonnement erforderlich. Schließen Sie im Konto-Dashboard auf der Website des Dienstes einen Plan ab, und versuchen Sie es dann erneut.",
  "errors.topUp.amountNotMultiple":
    "Wählen Sie eine Guthabenmenge, die ein Vielfaches von 100 ist oder genau dem Mindestkauf Ihres Plans entspricht.",
  "errors.topUp.belowMinimum":
    "Der kleinste Kauf in Ihrem Plan umfasst {min, plural, one {# Seitenguthaben} other {# Seitenguthaben}}. Wählen Sie mindestens diese Menge.",
  "errors.topUp.belowMinimumUnknown": "Das ist weniger als der kleinste Kauf in Ihrem Plan. Wählen Sie mehr Guthaben.",
  "errors.topUp.noPaymentMethod":
    "Es ist keine Zahlungsmethode gespeichert. Fügen Sie im Konto-Dashboard auf der Website des Dienstes eine Karte hinzu, und versuchen Sie es dann erneut.",
  "errors.topUp.paymentFailed":
    "{reason, select, none {Die Zahlung ist nicht durchgegangen: Die Bank hat keinen Grund angegeben.} insufficient_funds {Die Zahlung ist nicht durchgegangen: Die Karte ist nicht ausreichend gedeckt.} card_declined {Die Zahlung ist nicht durchgegangen: Die Bank hat die Karte abgelehnt.} expired_card {Die Zahlung ist nicht durchgegangen: Die Karte ist abgelaufen.} other {Die Zahlung ist nicht durchgegangen: {declineCode}.}} Verwenden Sie im Konto-Dashboard eine andere Karte, oder wenden Sie sich an Ihre Bank.",
  "errors.topUp.tooSoon":
    "{unit, select, second {Es ist nur ein Kauf alle 5 Minuten möglich. Sie können in {count, plural, one {# Sekunde} other {# Sekunden}} wieder Guthaben kaufen.} minute {Es ist nur ein Kauf alle 5 Minuten möglich. Sie können in {count, plural, one {# Minute} other {# Minuten}} wieder Guthaben kaufen.} other {Es ist nur ein Kauf alle 5 Minuten möglich. Versuchen Sie es in ein paar Minuten erneut.}}",

  "errors.http.network": "Der Transkriptionsdienst ist nicht erreichbar. Prüfen Sie Ihre Internetverbindung, und versuchen Sie es erneut.",
  "errors.http.uploadOutcomeUnknown":
    "{why, select, lost {Die Verbindung ist beim Hochladen abgebrochen, daher kann das Add-In nicht feststellen, ob es geklappt hat.} cancelled {Das Hochladen wurde während des Sendens abgebrochen, die Datei ist also vielleicht angekommen.} other {Der Dienst hat die Datei angenommen, aber seine Antwort konnte nicht gelesen werden.}} Prüfen Sie Ihre Dokumente, bevor Sie die Datei erneut senden, damit Ihnen nichts doppelt berechnet wird.",
  "errors.http.purchaseOutcomeUnknown":
    "{why, select, lost {Die Verbindung ist während des Kaufs abgebrochen, daher kann das Add-In nicht feststellen, ob er geklappt hat.} cancelled {Der Kauf wurde während des Sendens abgebrochen, er ist also vielleicht durchgegangen.} other {Der Dienst hat den Kauf angenommen, aber seine Antwort konnte nicht gelesen werden.}} Prüfen Sie Ihr Guthaben, bevor Sie erneut kaufen, damit Ihnen nichts doppelt berechnet wird.",
  "errors.http.notSignedIn": "Sie sind nicht angemeldet. Melden Sie sich an, oder fügen Sie ein API-Token ein, um fortzufahren.",
  "errors.http.foreignAddress":
    "Der Dienst hat auf eine Adresse einer anderen Website verwiesen. Das Add-In sendet Ihre Anmeldung nicht dorthin.",
  "errors.http.signInUnchecked": "Ihre Anmeldung konnte nicht geprüft werden. Melden Sie sich erneut an, um fortzufahren.",
  "errors.http.unreadable": "Der Dienst hat eine Antwort gesendet, die das Add-In nicht lesen kann. Versuchen Sie es gleich noch einmal.",
  "errors.http.aborted": "Die Anfrage wurde abgebrochen.",
  "errors.http.renewFailed": "Ihre Anmeldung konnte gerade nicht erneuert werden. Versuchen Sie es erneut, oder melden Sie sich neu an.",

  "errors.download.notReady":
    "Das Ergebnis ist noch nicht fertig: Das Dokument wird noch verarbeitet. Versuchen Sie es gleich noch einmal.",
  "errors.download.notAFormat": "„{format}“ ist kein Ergebnisformat. Wählen Sie txt, docx, xlsx, csv oder json.",
  "errors.download.wrongFormat":
    "{action, select, translate {Eine Übersetzung ist als {formats} verfügbar. Wählen Sie eines dieser Formate.} tables {Ein Tabellenergebnis ist als {formats} verfügbar. Wählen Sie eines dieser Formate.} extractor {Ein Extraktorergebnis ist als {formats} verfügbar. Wählen Sie eines dieser Formate.} other {Ein Transkript ist als {formats} verfügbar. Wählen Sie eines dieser Formate.}}",
  "errors.download.translationFileName": "{name} (Übersetzung)",

  "errors.documents.chooseExtractor": "Wählen Sie einen Extraktor für diesen Upload.",
  "errors.documents.deleteAfterRange": "Die Zeit bis zum automatischen Löschen muss zwischen 5 Minuten und 14 Tagen liegen.",
  "errors.documents.emptyFile": "Die Datei ist leer.",
  "errors.documents.notSent":
    "{problem, select, extractor {Wählen Sie einen Extraktor für diesen Upload. Es wurde nichts gesendet.} deleteAfter {Die Zeit bis zum automatischen Löschen muss zwischen 5 Minuten und 14 Tagen liegen. Es wurde nichts gesendet.} other {Die Datei ist leer. Es wurde nichts gesendet.}}",
  "errors.documents.unexpectedStatus":
    "Der Dienst hat mit dem unerwarteten Status {status} geantwortet. Versuchen Sie es gleich noch einmal.",

  "errors.account.amountNotWhole":
    "Wählen Sie eine ganze Zahl an Guthaben (ein Vielfaches von 100 oder den Mindestkauf Ihres Plans). Es wurde nichts gekauft.",
  "errors.account.amountField": "Eine ganze Zahl an Guthaben, größer als 0.",

  "errors.parse.badResponse":
    "{what, select, account {Der Dienst hat Kontodaten gesendet, die das Add-In nicht lesen kann.} extractors {Der Dienst hat eine Extraktorliste gesendet, die das Add-In nicht lesen kann.} languages {Der Dienst hat eine Sprachliste gesendet, die das Add-In nicht lesen kann.} topUp {Der Dienst hat einen Kaufbeleg gesendet, den das Add-In nicht lesen kann.} document {Der Dienst hat ein Dokument gesendet, das das Add-In nicht lesen kann.} documentDetail {Der Dienst hat Dokumentdetails gesendet, die das Add-In nicht lesen kann.} documentWithoutId {Der Dienst hat ein Dokument ohne ID gesendet.} translation {Der Dienst hat eine Übersetzung gesendet, die das Add-In nicht lesen kann.} list {Der Dienst hat eine Dokumentliste gesendet, die das Add-In nicht lesen kann.} listWithoutDocuments {Der Dienst hat eine Dokumentliste ohne Dokumente gesendet.} upload {Der Dienst hat eine Uploadbestätigung gesendet, die das Add-In nicht lesen kann.} uploadWithoutId {Der Dienst hat den Upload angenommen, aber keine Dokument-ID gesendet.} other {Der Dienst hat eine Antwort gesendet, die das Add-In nicht lesen kann.}} Versuchen Sie es erneut. Wenn der Fehler bleibt, ändert sich der Dienst möglicherweise gerade.",
  "errors.parse.unreadableResult":
    "{reason, select, rows {Der Dienst hat eine Tabelle mit {count, number} Zeilen gesendet, mehr als ein Arbeitsblatt fasst.} declaredColumns {Der Dienst hat eine Tabelle mit angeblich {count, number} Spalten gesendet, mehr als ein Arbeitsblatt fasst.} columns {Der Dienst hat eine Tabelle mit {count, number} Spalten gesendet, mehr als ein Arbeitsblatt fasst.} cells {Der Dienst hat Tabellen mit mehr als {count, number} Zellen gesendet, mehr als ein Aufgabenbereich fassen kann.} other {Der Dienst hat ein Ergebnis gesendet, das zu groß oder fehlerhaft ist.}} Laden Sie es auf der Website des Dienstes in einem anderen Format herunter, oder bitten Sie den Support, das Dokument zu prüfen.",
};
