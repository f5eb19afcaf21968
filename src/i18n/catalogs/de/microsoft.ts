import type { microsoft as english } from "../en/microsoft";
import type { Translation } from "../../translation";

export const microsoft: Translation<typeof english> = {
  "microsoft.graph.noLicence":
    "Ihr Microsoft 365-Konto hat dafür kein OneDrive und kein Postfach: Bitten Sie Ihren Administrator um eine Lizenz, die es enthält, oder wählen Sie die Datei auf Ihrem Computer aus.",
  "microsoft.graph.signInExpired": "Ihre Microsoft 365-Anmeldung ist abgelaufen. Melden Sie sich erneut bei Microsoft 365 an.",
  "microsoft.graph.consentRefused":
    "Ihre Organisation hat diesem Add-In nicht erlaubt, diese Dateien oder Nachrichten zu lesen. Bitten Sie Ihren Administrator um die Zustimmung, oder wählen Sie die Datei auf Ihrem Computer aus.",
  "microsoft.graph.forbidden":
    "Sie haben in Microsoft 365 keinen Zugriff auf dieses Element. Bitten Sie den Besitzer, es für Sie freizugeben.",
  "microsoft.graph.notFound":
    "Dieses Element ist in Microsoft 365 nicht mehr vorhanden: Es wurde inzwischen gelöscht oder verschoben. Wählen Sie es an seinem jetzigen Ort erneut aus.",
  "microsoft.graph.throttledWait":
    "Microsoft 365 ist ausgelastet und bittet, {seconds, plural, one {# Sekunde} other {# Sekunden}} zu warten. Versuchen Sie es gleich noch einmal.",
  "microsoft.graph.throttled": "Microsoft 365 ist gerade ausgelastet. Versuchen Sie es gleich noch einmal.",
  "microsoft.graph.server": "Microsoft 365 konnte nicht antworten (Fehler {status}). Versuchen Sie es gleich noch einmal.",
  "microsoft.graph.unreadable":
    "Microsoft 365 hat eine Antwort gesendet, die nicht gelesen werden konnte. Versuchen Sie es gleich noch einmal.",
  "microsoft.graph.unreadableList":
    "Microsoft 365 hat eine Liste gesendet, die nicht gelesen werden konnte. Versuchen Sie es gleich noch einmal.",
  "microsoft.graph.downloadFailed":
    "Die Datei konnte nicht aus Microsoft 365 heruntergeladen werden. Prüfen Sie Ihre Verbindung, und versuchen Sie es erneut.",
  "microsoft.graph.foreignLink": "Microsoft 365 hat einen Link zu einer anderen Adresse gesendet; ihm wurde nicht gefolgt.",
  "microsoft.graph.unreachable": "Microsoft 365 ist nicht erreichbar. Prüfen Sie Ihre Verbindung, und versuchen Sie es erneut.",
  "microsoft.graph.aborted": "Die Anfrage wurde abgebrochen.",

  "microsoft.signIn.needed": "Melden Sie sich bei Microsoft 365 an, um diese Dateien zu verwenden.",
  "microsoft.signIn.declined":
    "Sie haben dem Add-In nicht erlaubt, diese Dateien oder Nachrichten zu lesen. Melden Sie sich erneut bei Microsoft 365 an, und stimmen Sie zu, um sie zu verwenden.",
  "microsoft.signIn.cancelled":
    "Die Anmeldung bei Microsoft 365 wurde abgebrochen. Melden Sie sich erneut an, um diese Dateien zu verwenden.",
  "microsoft.signIn.blocked":
    "Das Anmeldefenster von Microsoft 365 wurde blockiert. Lassen Sie Pop-ups für dieses Add-In zu, und melden Sie sich dann erneut an.",
  "microsoft.signIn.failed":
    "Die Anmeldung bei Microsoft 365 hat nicht funktioniert. Versuchen Sie es erneut, oder wählen Sie die Datei auf Ihrem Computer aus.",
  "microsoft.signIn.notConfigured":
    "Microsoft 365 ist für dieses Add-In nicht eingerichtet. Bitten Sie Ihren Administrator, es einzurichten.",

  "microsoft.sources.notSupportedType": "Keine PDF-, JPG-, PNG-, TIFF-, HEIC- oder GIF-Datei.",
  "microsoft.sources.tooLarge":
    "{kind, select, picture {{size}: Der Dienst nimmt Bilder bis {limit} an. Verringern Sie zuerst die Auflösung.} other {{size}: Eine PDF- oder TIFF-Datei kann hier bis {limit} groß sein, um die zu sendenden Seiten auszuwählen (der Dienst nimmt bis {sendLimit} auf einmal an). Teilen Sie sie zuerst in kleinere Dateien auf.}}",
  "microsoft.sources.empty": "Die Datei ist leer.",
  "microsoft.sources.refused": "{name}: {reason}",
  "microsoft.sources.downloadFailed": "Sie konnte nicht heruntergeladen werden.",
  "microsoft.sources.noSubject": "(kein Betreff)",
  "microsoft.sources.unknownSender": "unbekannter Absender",
  "microsoft.sources.messageLabel": "{subject}, {sender}",
  "microsoft.origin.onedrive": "Aus OneDrive: {label}",
  "microsoft.origin.sharepoint": "Aus SharePoint: {label}",
  "microsoft.origin.mail": "Aus E-Mail: {label}",

  "microsoft.picker.failed": "Bei Microsoft 365 ist ein Fehler aufgetreten. Versuchen Sie es erneut.",
  "microsoft.picker.loading": "Wird aus Microsoft 365 geladen…",
  "microsoft.picker.search": "Suchen",
  "microsoft.sourcesPanel.region": "Microsoft 365, für OneDrive und E-Mails",
  "microsoft.sourcesPanel.signedInAs": "Angemeldet als {name} ({username}).",
  "microsoft.sourcesPanel.signOut": "Von Microsoft 365 abmelden",
  "microsoft.sourcesPanel.files": "OneDrive und SharePoint",
  "microsoft.sourcesPanel.mail": "E-Mail-Anlagen",
  "microsoft.sourcesPanel.signIn": "Bei Microsoft 365 anmelden",
  "microsoft.sourcesPanel.checking": "Ihre Microsoft 365-Anmeldung wird geprüft…",
  "microsoft.sourcesPanel.explain": "Dateien aus OneDrive, SharePoint und E-Mails verwenden.",

  "microsoft.driveBrowser.region": "OneDrive und SharePoint",
  "microsoft.driveBrowser.recent": "Zuletzt verwendet",
  "microsoft.driveBrowser.recentTitle": "Zuletzt verwendete Dateien",
  "microsoft.driveBrowser.myFiles": "Meine Dateien",
  "microsoft.driveBrowser.shared": "Für mich freigegeben",
  "microsoft.driveBrowser.sites": "SharePoint-Websites",
  "microsoft.driveBrowser.searchTitle": "Suche: {text}",
  "microsoft.driveBrowser.searchLabel": "OneDrive durchsuchen",
  "microsoft.driveBrowser.back": "Zurück",
  "microsoft.driveBrowser.openFolder": "Ordner {name} öffnen",
  "microsoft.driveBrowser.openSite": "Website {name} öffnen",
  "microsoft.driveBrowser.openLibrary": "Bibliothek {name} öffnen",
  "microsoft.driveBrowser.folders": "Ordner",
  "microsoft.driveBrowser.files": "Dateien",
  "microsoft.driveBrowser.empty": "An diesem Ort gibt es keine Dateien.",
  "microsoft.driveBrowser.add":
    "{count, plural, =0 {Ausgewählte Dateien hinzufügen} one {# Datei hinzufügen} other {# Dateien hinzufügen}}",

  "microsoft.mailPicker.region": "E-Mail-Anlagen",
  "microsoft.mailPicker.searchLabel": "E-Mails nach Absender oder Betreff durchsuchen",
  "microsoft.mailPicker.back": "Zurück zu den Nachrichten",
  "microsoft.mailPicker.attachments": "Anlagen",
  "microsoft.mailPicker.messages": "Nachrichten mit Anlagen",
  "microsoft.mailPicker.add": "{count, plural, =0 {Ausgewählte Anlagen hinzufügen} one {# Anlage hinzufügen} other {# Anlagen hinzufügen}}",
};
