import type { session as english } from "../en/session";
import type { Translation } from "../../translation";

export const session: Translation<typeof english> = {
  "session.app.productName": "Dokumente transkribieren",
  "session.app.loading": "Wird geladen…",
  "session.shell.viewFailed":
    "Dieser Teil des Aufgabenbereichs konnte nicht geladen werden. Prüfen Sie Ihre Internetverbindung und laden Sie den Aufgabenbereich dann neu: bereits gesendete Dateien laufen weiter und erscheinen wieder.",
  "session.shell.reload": "Aufgabenbereich neu laden",
  "session.app.signInAgain": "Erneut anmelden",
  "session.shell.views": "Ansichten",
  "session.shell.tab.workspace": "Dateien",
  "session.shell.tab.history": "Verlauf",
  "session.shell.tab.credits": "Guthaben",
  "session.shell.tab.settings": "Einstellungen",
  "session.shell.more": "Mehr",
  "session.shell.moreViews": "{count, plural, one {Mehr: # weitere Ansicht} other {Mehr: # weitere Ansichten}}",
  "session.signInScreen.restoring": "Sie werden angemeldet…",
  "session.signInScreen.label": "Anmelden",
  "session.signInScreen.heading": "Anmelden",
  "session.signInScreen.intro":
    "Melden Sie sich mit Ihrem Konto beim Transkriptionsdienst an, um Scans und Fotos in Text, Tabellen und Felder umzuwandeln.",
  "session.signInScreen.signIn": "Anmelden",
  "session.signInScreen.signingIn": "Anmeldung läuft…",
  "session.signInScreen.remember": "Auf diesem Computer angemeldet bleiben",
  "session.signInScreen.showTokenForm": "Stattdessen ein API-Token verwenden",
  "session.signInScreen.tokenForm": "Mit einem API-Token anmelden",
  "session.signInScreen.tokenLabel": "API-Token",
  "session.signInScreen.tokenHint": "Aus Ihrem Konto-Dashboard auf der Website des Dienstes.",
  "session.signInScreen.useToken": "Dieses Token verwenden",
  "session.signInScreen.checking": "Wird geprüft…",
  "session.accountBar.label": "Transkriptionskonto",
  "session.accountBar.balance": "{count, plural, one {Seitenguthaben: # Seite} other {Seitenguthaben: # Seiten}}",
  "session.accountBar.stale": "Möglicherweise nicht aktuell. {reason}",
  "session.accountBar.buyCredits": "Guthaben kaufen",
  "session.accountBar.signOut": "Abmelden",
  "session.error.office": "Office konnte die Änderung nicht abschließen: {detail}",
  "session.error.unexpected":
    "Ein Fehler ist aufgetreten. Versuchen Sie es erneut. Wenn das Problem weiterhin besteht, laden Sie das Add-In neu.",
  "session.apiToken.empty": "Fügen Sie zuerst Ihr API-Token ein. Sie finden es in Ihrem Konto-Dashboard auf der Website des Dienstes.",
  "session.apiToken.badCharacters":
    "Dieses API-Token enthält Zeichen, die ein Token nicht haben kann, z. B. einen Zeilenumbruch, ein Leerzeichen oder ein typografisches Anführungszeichen. Kopieren Sie es erneut aus Ihrem Konto-Dashboard, und fügen Sie es als Nur-Text ein.",
  "session.apiToken.refused":
    "Der Dienst hat dieses API-Token nicht akzeptiert. Kopieren Sie es erneut aus Ihrem Konto-Dashboard; möglicherweise wurde es durch ein neueres ersetzt.",
  "session.signIn.pageNotLoaded":
    "Das Anmeldefenster konnte seine Seite nicht laden. Überprüfen Sie Ihre Internetverbindung, und versuchen Sie es erneut. Wenn das Problem weiterhin besteht, teilen Sie Ihrem Administrator mit, dass die Adresse des Add-Ins möglicherweise falsch ist.",
  "session.signIn.insecureAddress":
    "Das Anmeldefenster wurde abgelehnt, weil seine Adresse kein HTTPS verwendet. Wenden Sie sich an Ihren Administrator: Das Add-In muss über HTTPS bereitgestellt werden.",
  "session.signIn.untrustedAddress":
    "Das Anmeldefenster wurde abgelehnt, weil das Add-In seiner Adresse nicht vertraut. Bitten Sie Ihren Administrator, die Anmeldeadresse (AUTH_URL) im Manifest des Add-Ins zu überprüfen.",
  "session.signIn.cancelled":
    "Die Anmeldung wurde abgebrochen: Das Fenster wurde geschlossen, bevor Sie fertig waren. Wählen Sie „Anmelden“ aus, um es erneut zu versuchen.",
  "session.signIn.alreadyOpen":
    "Ein Anmeldefenster ist bereits geöffnet. Schließen Sie die Anmeldung dort ab, oder schließen Sie das Fenster, und versuchen Sie es erneut.",
  "session.signIn.notAllowed":
    "Das Anmeldefenster durfte nicht geöffnet werden. Wählen Sie erneut „Anmelden“ aus, und wählen Sie „Zulassen“, wenn Office nachfragt.",
  "session.signIn.blockedByBrowser":
    "Ihr Browser hat das Anmeldefenster blockiert. Lassen Sie in den Browsereinstellungen Pop-ups für diese Office-Website zu, und wählen Sie dann erneut „Anmelden“ aus.",
  "session.signIn.popupBlocked":
    "Ihr Browser hat das Anmeldefenster blockiert. Lassen Sie Pop-ups für diese Website zu, und wählen Sie dann erneut „Anmelden“ aus.",
  "session.signIn.windowProblem":
    "Das Anmeldefenster hat ein Problem gemeldet (Code {code}). Schließen Sie es, und versuchen Sie es erneut.",
  "session.signIn.unreachable":
    "Der Anmeldeserver ist nicht erreichbar. Überprüfen Sie Ihre Internetverbindung, und versuchen Sie es erneut.",
  "session.signIn.accessDenied":
    "Sie haben den Zugriff abgelehnt, daher kann das Add-In Ihr Konto nicht verwenden. Wählen Sie „Anmelden“ und dann „Zulassen“ aus, um fortzufahren.",
  "session.signIn.serverRefused":
    "Der Anmeldeserver hat die Anfrage abgelehnt ({error}). Versuchen Sie es erneut. Wenn das Problem weiterhin besteht, wenden Sie sich an Ihren Administrator.",
  "session.signIn.protocol":
    "Der Anmeldeserver hat auf eine Weise geantwortet, die dieses Add-In nicht akzeptiert (z. B. nennt er einen anderen Aussteller). Wenden Sie sich an Ihren Administrator: Die Anmeldeeinstellungen des Add-Ins (AUTH_URL, OAUTH_ISSUER) passen möglicherweise nicht zum Server.",
  "session.signIn.stateMismatch":
    "Die Antwort der Anmeldung passte nicht zu diesem Anmeldeversuch und wurde zu Ihrer Sicherheit ignoriert. Wählen Sie „Anmelden“ aus, um es erneut zu versuchen.",
  "session.signIn.codeRefused":
    "Die Anmeldung konnte nicht abgeschlossen werden: Der Anmeldeserver hat den Code nicht akzeptiert. Wählen Sie „Anmelden“ aus, um es erneut zu versuchen.",
  "session.signIn.expired": "Ihre Anmeldung ist abgelaufen. Melden Sie sich erneut an, um fortzufahren; laufende Arbeit bleibt erhalten.",
  "session.accountBar.credits": "Guthaben",
  "session.policy.oauthOnly": "Ihre Organisation erlaubt die Anmeldung nur mit Ihrem Konto.",
  "session.policy.tokenOnly": "Ihre Organisation erlaubt die Anmeldung nur mit einem API-Token.",
  "session.policy.signInNotAllowed":
    "Ihre Organisation erlaubt diese Art der Anmeldung nicht. Fragen Sie Ihre Administratorin oder Ihren Administrator, wie Sie sich anmelden.",
  "session.policy.oauthOnlyUnread":
    "Die Richtlinie Ihrer Organisation konnte nicht gelesen werden, daher wird nur die sicherste Art der Anmeldung angeboten. Bitten Sie Ihren Administrator, die Richtlinie zu prüfen.",
  "session.policy.unread.setting":
    "Die Richtlinie Ihrer Organisation konnte nicht gelesen werden, daher gilt hier die sicherste Einstellung dieses Add-ins.",
  "session.policy.unread.deletion":
    "Die Richtlinie Ihrer Organisation konnte nicht gelesen werden, daher löscht der Dienst jede Datei und ihr Ergebnis 5 Minuten nach der Verarbeitung: Speichern oder fügen Sie jetzt ein, was Sie brauchen.",
  "session.policy.unread.askAdmin": "Bitten Sie Ihren Administrator, die Richtlinie zu prüfen.",
  "session.policy.helpText": "Hilfe Ihrer Organisation: {text}",
  "session.policy.helpLink": "Hilfe Ihrer Organisation: {link}",
  "session.policy.helpTextAndLink": "Hilfe Ihrer Organisation: {text} ({link})",
};
