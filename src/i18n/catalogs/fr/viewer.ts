import type { viewer as english } from "../en/viewer";
import type { Translation } from "../../translation";

export const viewer: Translation<typeof english> = {
  "pageViewer.region": "Page de {fileName}",
  "pageViewer.caption": "Page {page}",
  "pageViewer.alt": "Page {page} de {fileName}",
  "pageViewer.frame": "Page {page} de {fileName}. Plus et moins zooment, les touches fléchées déplacent la page.",
  "pageViewer.zoomIn": "Zoom avant",
  "pageViewer.zoomOut": "Zoom arrière",
  "pageViewer.fitWidth": "Ajuster à la largeur",
  "pageViewer.fitPage": "Page entière",
  "pageViewer.zoomLevel": "Zoom {level}",
  "pageViewer.loading": "Chargement de la page {page}…",
  "pageViewer.failed":
    "Impossible de charger la page {page} : le document a peut-être été supprimé, ou la connexion est perdue. Réessayez dans un instant.",
  "pageViewer.noPicture": "Le service n’a pas d’image de la page {page}.",
  "pageViewer.retry": "Réessayer",
  "pageViewer.hide": "Masquer la page",
  "pageViewer.show": "Afficher la page",
  "pageViewer.resize": "Hauteur de la page",
};
