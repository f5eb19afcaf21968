import type { settings as english } from "../en/settings";
import type { Translation } from "../../translation";

export const settings: Translation<typeof english> = {
  "settings.view.defaultsHeading": "Standardwerte",
  "settings.view.remembered":
    "{host, select, word {Ihre letzten Auswahlen (Aufgabe, Extraktor, Zielsprache der Übersetzung, Löschzeitpunkt und Einfügeoptionen) werden für dieses Konto in Word gespeichert und beim Abmelden vergessen.} excel {Ihre letzten Auswahlen (Aufgabe, Extraktor, Zielsprache der Übersetzung, Löschzeitpunkt und Einfügeoptionen) werden für dieses Konto in Excel gespeichert und beim Abmelden vergessen.} outlook {Ihre letzten Auswahlen (Aufgabe, Extraktor, Zielsprache der Übersetzung, Löschzeitpunkt und Antwortoptionen) werden für dieses Konto in Outlook gespeichert und beim Abmelden vergessen.} other {Ihre letzten Auswahlen (Aufgabe, Extraktor, Zielsprache der Übersetzung, Löschzeitpunkt und Einfügeoptionen) werden für dieses Konto auf dieser Seite gespeichert und beim Abmelden vergessen.}}",
  "settings.view.forget": "Gespeicherte Auswahlen vergessen",
  "settings.view.forgotten": "Ihre gespeicherten Auswahlen wurden auf die Standardwerte zurückgesetzt.",
  "settings.view.helpHeading": "Hilfe und Info",
  "settings.view.whatItDoes":
    "{product} sendet Scans und Fotos (PDF, JPG, PNG, TIFF, HEIC oder GIF) an den Transkriptionsdienst, der daraus Text, Tabellen oder extrahierte Felder macht, die Sie prüfen und in Word oder Excel einfügen. Jede gelesene Seite kostet ein Guthaben.",
  "settings.view.privacyHeading": "Datenschutz",
  "settings.view.privacySent":
    "Die Dateien, die Sie auswählen, werden nur an den Transkriptionsdienst ({service}) gesendet; die Ergebnisse kommen von dort zurück und gelangen erst in Ihr Dokument, wenn Sie sie einfügen.",
  "settings.view.privacyDeleted":
    "Der Dienst löscht jede Datei und ihr Ergebnis automatisch zum von Ihnen gewählten Löschzeitpunkt (oder gemäß der Einstellung Ihres Kontos) oder wenn Sie sie abbrechen.",
  "settings.view.privacyKept":
    "Auf diesem Computer speichert das Add-In die Liste der laufenden Arbeit (Dateinamen und Status, nie die Dateien oder Ergebnisse) und Ihre gespeicherten Auswahlen. Ein Anmelde- oder API-Token wird nur gespeichert, wenn Sie angemeldet bleiben möchten. Beim Abmelden wird all dies vergessen.",
  "settings.view.helpLink": "Hilfe und Support",
  "settings.view.version": "{product}, Version {version}.",
  "settings.deleteAfter.label": "Aus dem Dienst löschen",
  "settings.deleteAfter.hint": "Der Dienst löscht jede Datei und ihr Ergebnis zu diesem Zeitpunkt.",
  "settings.deleteAfter.account": "Wie in Ihrem Konto festgelegt",
  "settings.deleteAfter.days": "{count, plural, one {Nach # Tag} other {Nach # Tagen}}",
  "settings.deleteAfter.hours": "{count, plural, one {Nach # Stunde} other {Nach # Stunden}}",
  "settings.deleteAfter.minutes": "{count, plural, one {Nach # Minute} other {Nach # Minuten}}",
  "settings.deleteAfter.deletedOn": "Wird am {time} automatisch gelöscht.",
  "settings.fallback.extractor": "Der zuletzt verwendete Extraktor („{name}“) ist nicht mehr in Ihrem Konto. Wählen Sie einen anderen aus.",
  "settings.fallback.language":
    "Die zuletzt verwendete Zielsprache ({language}) wird nicht mehr angeboten. Wählen Sie eine andere Sprache aus.",
};
