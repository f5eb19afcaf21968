import type { dialogs as english } from "../en/dialogs";
import type { Translation } from "../../translation";

export const dialogs: Translation<typeof english> = {
  "dialogs.signin.title": "Anmeldung",
  "dialogs.signin.opening": "Die Anmeldeseite wird geöffnet…",
  "dialogs.signin.notStarted":
    "Dieses Fenster gehört zur Anmeldung bei „Dokumente transkribieren“. Schließen Sie es, und wählen Sie im Add-In „Anmelden“ aus.",
  "dialogs.signin.finishing": "Die Anmeldung wird abgeschlossen…",
  "dialogs.signin.signedInPopup": "Sie sind angemeldet. Sie können dieses Fenster schließen.",
  "dialogs.signin.signedInDialog": "Sie sind angemeldet. Dieses Fenster wird automatisch geschlossen.",
  "dialogs.payment.title": "Zahlung bestätigen",
  "dialogs.payment.opening": "Die Seite zur Zahlungsbestätigung wird geöffnet…",
  "dialogs.payment.noTarget":
    "Dieses Fenster gehört zum Kauf von Guthaben in „Dokumente transkribieren“, hat aber keine Seite des Dienstes zum Anzeigen. Schließen Sie es, und wählen Sie erneut „Guthaben kaufen“ aus.",
  "dialogs.microsoft.title": "Anmeldung bei Microsoft 365",
  "dialogs.microsoft.working": "Anmeldung bei Microsoft 365…",
  "dialogs.microsoft.notSetUp": "Die Anmeldung bei Microsoft 365 ist für dieses Add-In nicht eingerichtet.",
  "dialogs.microsoft.signedIn": "Sie sind bei Microsoft 365 angemeldet. Sie können dieses Fenster schließen.",
  "dialogs.microsoft.failed":
    "Die Anmeldung bei Microsoft 365 hat nicht funktioniert. Schließen Sie dieses Fenster, und versuchen Sie es erneut.",
  "dialogs.payment.policyUnread":
    "Die Richtlinie Ihrer Organisation konnte nicht gelesen werden, daher ist der Kauf von Guthaben hier vorerst nicht erlaubt. Schließen Sie dieses Fenster und bitten Sie Ihren Administrator, die Richtlinie zu prüfen.",
  "dialogs.microsoft.policyUnread":
    "Die Richtlinie Ihrer Organisation konnte nicht gelesen werden, daher sind Dateien aus Microsoft 365 hier vorerst nicht erlaubt. Schließen Sie dieses Fenster und bitten Sie Ihren Administrator, die Richtlinie zu prüfen.",
  "dialogs.signin.policyRefused": "Ihre Organisation erlaubt hier keine Anmeldung mit Ihrem Konto. Schließen Sie dieses Fenster.",
  "dialogs.payment.policyRefused": "Ihre Organisation erlaubt in diesem Add-In keinen Kauf von Guthaben. Schließen Sie dieses Fenster.",
  "dialogs.microsoft.policyRefused":
    "Ihre Organisation erlaubt in diesem Add-In keine Dateien aus Microsoft 365. Schließen Sie dieses Fenster.",
};
