import type { history as english } from "../en/history";
import type { Translation } from "../../translation";

export const history: Translation<typeof english> = {
  "history.view.heading": "Tus documentos en el servicio",
  "history.view.refresh": "Actualizar",
  "history.view.deleteSelected": "Eliminar selección",
  "history.view.deleteSelectedCount": "Eliminar selección ({count, number})",
  "history.view.listFailed": "No se pudieron mostrar tus documentos: {reason}",
  "history.view.tryAgain": "Reintentar",
  "history.view.loading": "Cargando tus documentos…",
  "history.view.noneMatch": "Ningún documento coincide.",
  "history.view.showing":
    "{total, plural, one {Se muestra {shown, number} de # documento.} other {Se muestran {shown, number} de # documentos.}}",
  "history.view.listLabel": "Documentos",
  "history.view.loadingMore": "Cargando…",
  "history.view.loadMore": "Cargar más",
  "history.view.saved": "Se guardó «{fileName}» en tus descargas.",
  "history.view.queueNotOpen": "Tus archivos aún no están abiertos. Vuelve a intentarlo en un momento.",

  "history.filters.status": "Estado",
  "history.filters.work": "Tarea",
  "history.filters.anyStatus": "Cualquier estado",
  "history.filters.anyWork": "Cualquier tarea",
  "history.filters.transcribe": "Transcribir",
  "history.filters.tables": "Tablas",
  "history.filters.extractor": "Extractor",

  "history.status.new": "Nuevo",
  "history.status.queued": "En cola",
  "history.status.processing": "Procesando",
  "history.status.processed": "Procesado",
  "history.status.failed": "Error",
  "history.status.unknown": "Desconocido ({status})",

  "history.row.select": "Seleccionar {fileName}",
  "history.row.sentAt": "Enviado el {time}",
  "history.row.shownBelow": "Se muestra abajo.",
  "history.row.open": "Abrir",
  "history.row.openFile": "Abrir {fileName}",
  "history.row.download": "Descargar",
  "history.row.downloadFile": "Descargar {fileName}",
  "history.row.delete": "Eliminar",
  "history.row.deleteFile": "Eliminar {fileName}",
  "history.row.pages": "{count, plural, one {# página} other {# páginas}}",
  "history.row.transcribeTranslated": "Transcribir con traducción",
  "history.row.unknownWork": "Tarea desconocida ({action})",
  "history.row.deletionDue": "La eliminación automática es inminente.",
  "history.row.deletionAt": "Se eliminará automáticamente {when}.",

  "history.deletion.titleOne": "¿Eliminar «{fileName}» del servicio?",
  "history.deletion.titleMany": "{count, plural, one {¿Eliminar # documento del servicio?} other {¿Eliminar # documentos del servicio?}}",
  "history.deletion.message":
    "Esta acción no se puede deshacer. Lo que ya se haya insertado en un documento o libro se queda allí; solo se eliminan la copia del servicio y sus archivos de resultado.",
  "history.deletion.confirm": "Eliminar",
  "history.deletion.cancel": "Conservar",
  "history.deletion.stillWorking":
    "{count, plural, one {# archivo todavía se está procesando; eliminarlo detiene ese trabajo:} other {# archivos todavía se están procesando; eliminarlos detiene ese trabajo:}}",
  "history.deletion.workingHere": "{fileName}: se está procesando para este panel.",
  "history.deletion.workingElsewhere": "{fileName}: se está procesando para tu otra ventana de Office.",
  "history.deletion.workingService": "{fileName}: se está procesando en el servicio.",
  "history.deletion.deleted": "{deleted, plural, one {Se eliminó # documento.} other {Se eliminaron # documentos.}}",
  "history.deletion.failed":
    "{failed, plural, one {No se pudo eliminar # documento; vuelve a intentarlo.} other {No se pudieron eliminar # documentos; vuelve a intentarlo.}}",
  "history.deletion.deletedAndFailed":
    "{deleted, plural, one {Se eliminó # documento.} other {Se eliminaron # documentos.}} {failed, plural, one {No se pudo eliminar # documento; vuelve a intentarlo.} other {No se pudieron eliminar # documentos; vuelve a intentarlo.}}",
  "history.deletion.gone": "«{fileName}» ya no está en el servicio (se eliminó o caducó), así que se quitó de la lista.",

  "history.download.txt": "Texto (.txt)",
  "history.download.docx": "Word (.docx)",
  "history.download.xlsx": "Excel (.xlsx)",
  "history.download.csv": "CSV (.csv)",
  "history.download.json": "JSON (.json)",
  "history.download.translationTxt": "Traducción como texto (.txt)",
  "history.download.translationDocx": "Traducción en Word (.docx)",
  "history.download.translationXlsx": "Traducción en Excel (.xlsx)",
  "history.download.translationCsv": "Traducción como CSV (.csv)",
  "history.download.translationJson": "Traducción como JSON (.json)",

  "history.save.mac":
    "Word y Excel para Mac no permiten que los complementos guarden archivos. Abre el documento e inserta su resultado, o descárgalo desde Office en la Web o en Windows.",
  "history.save.tablet":
    "Word y Excel en iPad y otras tabletas no permiten que los complementos guarden archivos. Abre el documento e inserta su resultado, o descárgalo desde Office en la Web o en Windows.",
  "history.save.legacy":
    "Esta versión de Office muestra los complementos en un explorador antiguo que no puede guardar archivos. Abre el documento e inserta su resultado, o descárgalo desde Office en la Web.",

  "history.open.stillProcessing": "«{fileName}» aún se está procesando. Ábrelo cuando termine.",

  "history.search.label": "Buscar por nombre de archivo",
  "history.search.clear": "Borrar la búsqueda",
  "history.search.searching": "Buscando en documentos más antiguos…",
  "history.search.further": "Buscar más atrás",
  "history.search.matchesAll": "{count, plural, one {# documento coincide con «{query}».} other {# documentos coinciden con «{query}».}}",
  "history.search.matchesPartial":
    "{count, plural, one {# documento coincide con «{query}»} other {# documentos coinciden con «{query}»}} entre los {searched, number} más recientes de {total, number}. Elija Buscar más atrás para revisar los anteriores.",
  "history.search.noneAll":
    "Ningún nombre de archivo contiene «{query}». Revise la ortografía, pruebe con parte del nombre o borre la búsqueda.",
  "history.search.nonePartial":
    "Ningún nombre de archivo entre los {searched, number} documentos más recientes de {total, number} contiene «{query}». Elija Buscar más atrás para revisar los anteriores, o borre la búsqueda.",
};
