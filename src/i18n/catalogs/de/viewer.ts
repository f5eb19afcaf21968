import type { viewer as english } from "../en/viewer";
import type { Translation } from "../../translation";

export const viewer: Translation<typeof english> = {
  "pageViewer.region": "Seite von {fileName}",
  "pageViewer.caption": "Seite {page}",
  "pageViewer.alt": "Seite {page} von {fileName}",
  "pageViewer.frame": "Seite {page} von {fileName}. Plus und Minus zoomen, die Pfeiltasten verschieben die Seite.",
  "pageViewer.zoomIn": "Vergrößern",
  "pageViewer.zoomOut": "Verkleinern",
  "pageViewer.fitWidth": "An Breite anpassen",
  "pageViewer.fitPage": "Ganze Seite",
  "pageViewer.zoomLevel": "Zoom {level}",
  "pageViewer.loading": "Seite {page} wird geladen…",
  "pageViewer.failed":
    "Seite {page} konnte nicht geladen werden: Das Dokument wurde vielleicht gelöscht, oder die Verbindung ist unterbrochen. Versuchen Sie es gleich noch einmal.",
  "pageViewer.noPicture": "Der Dienst hat kein Bild von Seite {page}.",
  "pageViewer.retry": "Erneut versuchen",
  "pageViewer.hide": "Seite ausblenden",
  "pageViewer.show": "Seite anzeigen",
  "pageViewer.resize": "Höhe der Seite",
};
