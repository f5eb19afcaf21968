import type { viewer as english } from "../en/viewer";
import type { Translation } from "../../translation";

export const viewer: Translation<typeof english> = {
  "pageViewer.region": "Página de {fileName}",
  "pageViewer.caption": "Página {page}",
  "pageViewer.alt": "Página {page} de {fileName}",
  "pageViewer.frame": "Página {page} de {fileName}. Más y menos acercan y alejan, las teclas de flecha mueven la página.",
  "pageViewer.zoomIn": "Acercar",
  "pageViewer.zoomOut": "Alejar",
  "pageViewer.fitWidth": "Ajustar al ancho",
  "pageViewer.fitPage": "Página completa",
  "pageViewer.zoomLevel": "Zoom {level}",
  "pageViewer.loading": "Cargando la página {page}…",
  "pageViewer.failed":
    "No se pudo cargar la página {page}: puede que el documento se haya eliminado o que se haya perdido la conexión. Vuelva a intentarlo en un momento.",
  "pageViewer.noPicture": "El servicio no tiene imagen de la página {page}.",
  "pageViewer.retry": "Reintentar",
  "pageViewer.hide": "Ocultar la página",
  "pageViewer.show": "Mostrar la página",
  "pageViewer.resize": "Altura de la página",
};
