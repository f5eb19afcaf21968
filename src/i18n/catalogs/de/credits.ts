import type { credits as english } from "../en/credits";
import type { Translation } from "../../translation";

export const credits: Translation<typeof english> = {
  "credits.view.accountHeading": "Ihr Konto",
  "credits.view.name": "Name",
  "credits.view.email": "E-Mail",
  "credits.view.plan": "Tarif",
  "credits.view.balance": "Guthaben",
  "credits.view.notGiven": "Nicht angegeben",
  "credits.view.balanceValue": "{count, plural, one {# Seitenguthaben} other {# Seitenguthaben}}",
  "credits.view.stale": "Das angezeigte Guthaben ist möglicherweise veraltet: Es konnte gerade nicht gelesen werden. {reason}",
  "credits.view.readAgain": "Erneut lesen",
  "credits.view.reading": "Ihr Guthaben wird gelesen…",
  "credits.view.buyHeading": "Guthaben kaufen",
  "credits.view.explain":
    "Jede Seite, die der Dienst liest, kostet ein Guthaben. Guthaben wird der in Ihrem Konto gespeicherten Karte belastet.",
  "credits.view.amountLabel": "Zu kaufendes Guthaben",
  "credits.view.buy": "Guthaben kaufen",
  "credits.view.buying": "Guthaben wird gekauft…",
  "credits.view.confirmWithBank": "Bei Ihrer Bank bestätigen",
  "credits.view.filesWaited":
    "{count, plural, one {# Datei hat auf Guthaben gewartet. Jetzt senden?} other {# Dateien haben auf Guthaben gewartet. Jetzt senden?}}",
  "credits.view.uploadsWaited": "Uploads haben auf Guthaben gewartet. Den Rest jetzt senden?",
  "credits.view.continueUploads": "Uploads fortsetzen",

  "credits.view.pricePerCredit":
    "Zum Preis Ihres letzten Kaufs kostet ein Guthaben {perCredit}. Der Dienst berechnet seinen aktuellen Preis.",
  "credits.view.priceAfter": "Der Dienst nennt seinen Preis nicht im Voraus: Der berechnete Betrag wird nach dem Kauf angezeigt.",
  "credits.view.finishInBank":
    "Schließen Sie den Vorgang im Fenster Ihrer Bank ab. Der Kauf wird hier abgeschlossen, sobald Sie es schließen.",
  "credits.confirm.title":
    "{count, plural, one {# Guthaben mit Ihrer gespeicherten Karte kaufen?} other {# Guthaben mit Ihrer gespeicherten Karte kaufen?}}",
  "credits.confirm.priceKnown":
    "{count, plural, one {Zum Preis Ihres letzten Kaufs ({perCredit} je Guthaben) kostet # Guthaben etwa {total}.} other {Zum Preis Ihres letzten Kaufs ({perCredit} je Guthaben) kosten # Guthaben etwa {total}.}} Der Dienst berechnet seinen aktuellen Preis.",
  "credits.confirm.priceUnknown": "Der Dienst nennt seinen Preis nicht im Voraus: Der berechnete Betrag wird nach dem Kauf angezeigt.",
  "credits.confirm.minimum":
    "{minimum, plural, one {Der kleinste Kauf in Ihrem Tarif ist # Guthaben.} other {Der kleinste Kauf in Ihrem Tarif sind # Guthaben.}}",
  "credits.confirm.buy": "{count, plural, one {# Guthaben kaufen} other {# Guthaben kaufen}}",
  "credits.confirm.cancel": "Abbrechen",

  "credits.rule.minimumUnknown": "Kaufen Sie Guthaben in Vielfachen von 100 (100, 200, 500…) oder genau den Mindestkauf Ihres Tarifs.",
  "credits.rule.minimumRound":
    "{minimum, plural, one {Kaufen Sie Guthaben in Vielfachen von 100. Der kleinste Kauf Ihres Tarifs ist # Guthaben.} other {Kaufen Sie Guthaben in Vielfachen von 100. Der kleinste Kauf Ihres Tarifs sind # Guthaben.}}",
  "credits.rule.minimumOdd":
    "{minimum, plural, one {Kaufen Sie genau # Guthaben (das Minimum Ihres Tarifs) oder ein Vielfaches von 100 ab {from, number}.} other {Kaufen Sie genau # Guthaben (das Minimum Ihres Tarifs) oder ein Vielfaches von 100 ab {from, number}.}}",

  "credits.check.empty": "Geben Sie ein, wie viel Guthaben Sie kaufen möchten.",
  "credits.check.notWhole": "Geben Sie eine ganze Zahl ein, nur Ziffern.",
  "credits.check.notPositive": "Geben Sie eine Zahl größer als 0 ein.",
  "credits.check.belowMinimum":
    "{minimum, plural, one {Der kleinste Kauf Ihres Tarifs ist # Guthaben.} other {Der kleinste Kauf Ihres Tarifs sind # Guthaben.}}",
  "credits.check.maybeMinimum":
    "{amount, number} ist kein Vielfaches von 100. Der Dienst nimmt es nur an, wenn es genau der kleinste Kauf Ihres Tarifs ist. Wählen Sie erneut „Guthaben kaufen“, um trotzdem {amount, number} anzufragen, oder geben Sie ein Vielfaches von 100 ein.",
  "credits.check.notMultiple":
    "{minimum, plural, one {Geben Sie ein Vielfaches von 100 oder genau # Guthaben ein.} other {Geben Sie ein Vielfaches von 100 oder genau # Guthaben ein.}}",

  "credits.topup.bought":
    "{credits, plural, one {Sie haben # Guthaben für {amount} gekauft.} other {Sie haben # Guthaben für {amount} gekauft.}} {balance, plural, one {Ihr Guthaben beträgt jetzt # Seite.} other {Ihr Guthaben beträgt jetzt # Seiten.}}",
  "credits.topup.boughtAfterConfirming":
    "Ihre Bank hat die Zahlung bestätigt. {credits, plural, one {Sie haben # Guthaben für {amount} gekauft.} other {Sie haben # Guthaben für {amount} gekauft.}} {balance, plural, one {Ihr Guthaben beträgt jetzt # Seite.} other {Ihr Guthaben beträgt jetzt # Seiten.}}",
  "credits.topup.noSubscription":
    "Für den Kauf von Guthaben ist ein Abonnement erforderlich, und dieses Konto hat keines. Wählen Sie einen Tarif im Konto-Dashboard auf der Website des Dienstes und kaufen Sie dann hier Guthaben. Es wurde nichts belastet.",
  "credits.topup.notMultiple":
    "Der Dienst akzeptiert Vielfache von 100 oder genau das Minimum Ihres Tarifs. Ändern Sie die Menge und versuchen Sie es erneut. Es wurde nichts belastet.",
  "credits.topup.belowMinimum":
    "Das ist weniger als der kleinste Kauf Ihres Tarifs. Wählen Sie eine größere Menge. Es wurde nichts belastet.",
  "credits.topup.belowMinimumOf":
    "{minimum, plural, one {Der kleinste Kauf Ihres Tarifs ist # Guthaben. Kaufen Sie mindestens so viel. Es wurde nichts belastet.} other {Der kleinste Kauf Ihres Tarifs sind # Guthaben. Kaufen Sie mindestens so viel. Es wurde nichts belastet.}}",
  "credits.topup.noPaymentMethod":
    "Für dieses Konto ist keine Karte gespeichert. Fügen Sie im Konto-Dashboard auf der Website des Dienstes eine Zahlungsmethode hinzu und versuchen Sie es erneut. Es wurde nichts belastet.",
  "credits.topup.declined":
    "Die Zahlung ist nicht erfolgt: Die Karte wurde abgelehnt. Verwenden Sie im Konto-Dashboard eine andere Karte, oder wenden Sie sich an Ihre Bank. Es wurde nichts belastet.",
  "credits.topup.declinedFunds":
    "Die Zahlung ist nicht erfolgt: Die Karte ist nicht ausreichend gedeckt. Verwenden Sie im Konto-Dashboard eine andere Karte, oder wenden Sie sich an Ihre Bank. Es wurde nichts belastet.",
  "credits.topup.declinedExpired":
    "Die Zahlung ist nicht erfolgt: Die Karte ist abgelaufen. Verwenden Sie im Konto-Dashboard eine andere Karte, oder wenden Sie sich an Ihre Bank. Es wurde nichts belastet.",
  "credits.topup.declinedCvc":
    "Die Zahlung ist nicht erfolgt: Der Sicherheitscode der Karte war falsch. Verwenden Sie im Konto-Dashboard eine andere Karte, oder wenden Sie sich an Ihre Bank. Es wurde nichts belastet.",
  "credits.topup.declinedProcessing":
    "Die Zahlung ist nicht erfolgt: Beim Kartenaussteller ist ein Verarbeitungsfehler aufgetreten. Verwenden Sie im Konto-Dashboard eine andere Karte, oder wenden Sie sich an Ihre Bank. Es wurde nichts belastet.",
  "credits.topup.declinedOther":
    "Die Zahlung ist nicht erfolgt: Der Kartenaussteller meldete „{code}“. Verwenden Sie im Konto-Dashboard eine andere Karte, oder wenden Sie sich an Ihre Bank. Es wurde nichts belastet.",
  "credits.topup.tooSoon":
    "Sie haben vor wenigen Minuten Guthaben gekauft; ein Kauf ist alle 5 Minuten möglich. Versuchen Sie es in ein paar Minuten erneut.",
  "credits.topup.tooSoonUntil":
    "Sie haben vor wenigen Minuten Guthaben gekauft; ein Kauf ist alle 5 Minuten möglich. Sie können ab {time} wieder kaufen.",
  "credits.topup.confirmNeeded":
    "Ihre Bank möchte, dass Sie diese Zahlung bestätigen. Wählen Sie „Bei Ihrer Bank bestätigen“: Die Seite der Bank öffnet sich in einem neuen Fenster. Bestätigen Sie dort, schließen Sie das Fenster, und der Kauf wird hier abgeschlossen. Bis dahin wird nichts abgebucht.",
  "credits.topup.stillUnconfirmed":
    "Ihre Bank verlangt weiterhin eine Bestätigung der Zahlung, daher wurde nichts gekauft. Wählen Sie „Guthaben kaufen“, um sie erneut zu bestätigen.",
  "credits.topup.noConfirmationPage":
    "Ihre Bank verlangt eine Bestätigung dieser Zahlung, aber der Dienst hat keine Seite dafür angegeben. Es wurde nichts gekauft; versuchen Sie es später erneut.",
  "credits.topup.windowFailed": "{reason} Es wurde nichts gekauft.",
  "credits.topup.lostWentThrough":
    "{balance, plural, one {Die Verbindung wurde beim Kauf unterbrochen, daher ist unklar, ob der Kauf erfolgt ist. Er wurde nicht erneut gesendet. Ihr Guthaben beträgt jetzt # Seite: Der Kauf ist erfolgt.} other {Die Verbindung wurde beim Kauf unterbrochen, daher ist unklar, ob der Kauf erfolgt ist. Er wurde nicht erneut gesendet. Ihr Guthaben beträgt jetzt # Seiten: Der Kauf ist erfolgt.}}",
  "credits.topup.lostCheck":
    "{balance, plural, one {Die Verbindung wurde beim Kauf unterbrochen, daher ist unklar, ob der Kauf erfolgt ist. Er wurde nicht erneut gesendet. Ihr Guthaben beträgt jetzt # Seite. Wenn das weniger ist als erwartet, prüfen Sie Ihr Konto-Dashboard, bevor Sie erneut kaufen.} other {Die Verbindung wurde beim Kauf unterbrochen, daher ist unklar, ob der Kauf erfolgt ist. Er wurde nicht erneut gesendet. Ihr Guthaben beträgt jetzt # Seiten. Wenn das weniger ist als erwartet, prüfen Sie Ihr Konto-Dashboard, bevor Sie erneut kaufen.}}",
  "credits.topup.lostUnread":
    "Die Verbindung wurde beim Kauf unterbrochen, daher ist unklar, ob der Kauf erfolgt ist. Er wurde nicht erneut gesendet. Ihr Guthaben konnte auch nicht gelesen werden. Prüfen Sie Ihr Konto-Dashboard, bevor Sie erneut kaufen.",

  "credits.paymentWindow.notLoaded":
    "Die Seite zur Zahlungsbestätigung konnte nicht geladen werden. Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.",
  "credits.paymentWindow.refused":
    "Office hat das Öffnen der Seite zur Zahlungsbestätigung verweigert. Bestätigen Sie die Zahlung stattdessen in Ihrem Konto-Dashboard.",
  "credits.paymentWindow.alreadyOpen":
    "Ein anderes Add-In-Fenster ist bereits geöffnet. Schließen Sie es, und wählen Sie dann erneut „Guthaben kaufen“.",
  "credits.paymentWindow.blockedByOffice":
    "Das Fenster zur Zahlungsbestätigung wurde blockiert. Lassen Sie es zu, wenn Office fragt, und wählen Sie dann erneut „Guthaben kaufen“.",
  "credits.paymentWindow.failed":
    "Das Fenster zur Zahlungsbestätigung ist fehlgeschlagen (Office-Fehler {code}). Wählen Sie „Guthaben kaufen“, um es erneut zu versuchen.",
  "credits.paymentWindow.untrusted":
    "Der Dienst wollte die Zahlung auf einer fremden Seite bestätigen lassen, daher wurde sie nicht geöffnet. Bestätigen Sie die Zahlung stattdessen in Ihrem Konto-Dashboard.",
  "credits.paymentWindow.blockedByBrowser":
    "Ihr Browser hat das Fenster zur Zahlungsbestätigung blockiert. Lassen Sie Pop-ups für diese Website zu, und wählen Sie dann erneut „Guthaben kaufen“.",
  "credits.unavailable.heading": "Mehr Guthaben",
  "credits.unavailable.organisation":
    "Ihre Organisation kauft das Guthaben für alle, daher kann es in diesem Add-In nicht gekauft werden. Bitten Sie Ihre Administratorin oder Ihren Administrator um mehr.",
  "credits.unavailable.platform":
    "Guthaben kann hier nicht im Add-in gekauft werden. Ihr Guthaben hier wird von selbst aktualisiert, wenn es sich ändert.",
};
