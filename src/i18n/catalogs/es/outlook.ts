import type { outlook as english } from "../en/outlook";
import type { Translation } from "../../translation";

export const outlook: Translation<typeof english> = {
  "outlook.attachments.region": "Adjuntos del mensaje abierto",
  "outlook.attachments.heading": "{mode, select, compose {Adjuntos de este borrador} other {Adjuntos de este mensaje}}",
  "outlook.attachments.noItem": "Selecciona un mensaje en Outlook para ver aquí sus adjuntos.",
  "outlook.attachments.none": "{mode, select, compose {Este borrador no tiene adjuntos.} other {Este mensaje no tiene adjuntos.}}",
  "outlook.attachments.loading": "Leyendo los adjuntos…",
  "outlook.attachments.listLabel": "Adjuntos que enviar",
  "outlook.attachments.describeFile": "{type, select, none {Archivo, {size}} other {Archivo {type}, {size}}}",
  "outlook.attachments.describeCloud": "Vínculo a un archivo de OneDrive o SharePoint",
  "outlook.attachments.describeInline": "Imagen en el texto del mensaje, {size}",
  "outlook.attachments.describeItem": "Mensaje adjunto",
  "outlook.attachments.itemReason": "Un mensaje adjunto, no un archivo: ábrelo en Outlook para llegar a sus propios adjuntos.",
  "outlook.attachments.inlineReason":
    "Se muestra en el texto del mensaje (como un logotipo o una firma), así que no se ofrece. Para enviarla, guárdala y elígela con Elegir archivos.",
  "outlook.attachments.typeReason":
    "{type, select, none {El servicio solo lee archivos PDF, JPG, PNG, TIFF, HEIC y GIF.} other {El servicio lee archivos PDF, JPG, PNG, TIFF, HEIC y GIF, no {type}.}}",
  "outlook.attachments.cloudNoGraph":
    "Un vínculo a un archivo de OneDrive o SharePoint que este complemento no puede abrir aquí. Ábrelo allí, guarda una copia y elígela con Elegir archivos.",
  "outlook.attachments.cloudNotAllowed":
    "Un vínculo a un archivo de OneDrive o SharePoint que tu organización no permite leer a este complemento. Ábrelo allí, guarda una copia y elígela con Elegir archivos.",
  "outlook.attachments.noRoute": "Esta versión de Outlook no puede pasárselo al complemento (consulta arriba).",
  "outlook.attachments.needsNewerNoGraph":
    "Esta versión de Outlook no puede pasar adjuntos a los complementos (pueden hacerlo Outlook en la Web y las versiones actuales de Outlook para Windows y Mac). Guarda los adjuntos y elígelos con Elegir archivos, o pide a tu administrador que configure el inicio de sesión de Microsoft 365 para este complemento.",
  "outlook.attachments.needsNewerNotAllowed":
    "Esta versión de Outlook no puede pasar adjuntos a los complementos, y tu organización no permite que este complemento lea el correo a través de Microsoft 365. Guarda los adjuntos y elígelos con Elegir archivos.",
  "outlook.attachments.needsNewerNoIds":
    "Esta versión de Outlook no puede pasar adjuntos a los complementos ni identificar el mensaje para Microsoft 365. Guarda los adjuntos y elígelos con Elegir archivos.",
  "outlook.attachments.composeNeedsNewer":
    "Esta versión de Outlook no puede pasar los adjuntos de un borrador a los complementos. Elige los propios archivos con Elegir archivos.",
  "outlook.attachments.viaGraph":
    "Esta versión de Outlook no puede pasar adjuntos a los complementos, así que se leen mediante tu inicio de sesión de Microsoft 365.",
  "outlook.attachments.draftLabel": "Borrador: {subject}",
  "outlook.attachments.chooseAll": "{count, plural, one {Elegir el adjunto} other {Elegir los # adjuntos}}",
  "outlook.attachments.lookAgain": "Volver a mirar",
  "outlook.attachments.fetching": "Obteniendo {name}…",
  "outlook.attachments.fetchFailed": "No se pudo obtener {name}. {problem}",
  "outlook.attachments.refused": "{name} no se puede enviar: {problem}",
  "outlook.attachments.notInGraph": "Microsoft 365 ya no muestra «{name}» en este mensaje.",
  "outlook.attachments.readFailed":
    "Outlook no pudo enumerar los adjuntos de este mensaje. Vuelve a seleccionar el mensaje, o cierra el panel y ábrelo de nuevo.",
  "outlook.attachments.officeFailed":
    "Outlook no entregó el adjunto. Inténtalo de nuevo; si sigue fallando, guárdalo y elígelo con Elegir archivos.",
  "outlook.attachments.notAFile": "Outlook entregó un elemento, no un archivo.",

  "outlook.refetch.notOpen":
    "Selecciona el mensaje «{label}» en Outlook con este panel abierto para volver a enviar el adjunto, o elige el archivo con Elegir archivos.",

  "outlook.result.region": "Responder o insertar",
  "outlook.result.reply": "Responder con la transcripción",
  "outlook.result.insertAtCursor": "Insertar en el cursor",
  "outlook.result.target": "{mode, select, compose {Va a «{label}», en el cursor.} other {Responde a «{label}».}}",
  "outlook.result.noItem":
    "Selecciona un mensaje para responder con la transcripción, o abre el mensaje que estás escribiendo para insertarla allí.",
  "outlook.result.copy": "Copiar el texto",
  "outlook.result.copied": "La transcripción está en el portapapeles.",
  "outlook.result.copyFailed": "El complemento no puede copiar aquí. Selecciona el texto en la revisión de arriba y pulsa Ctrl+C.",
  "outlook.result.download": "Descargar ({format})",
  "outlook.result.downloaded": "Guardado como {fileName}.",
  "outlook.result.downloadCorrected": "La descarga es el archivo del servicio, sin tus correcciones: copia el texto para conservarlas.",
  "outlook.result.excelLater":
    "Abre Excel y búscalo en el historial: las tablas y los campos extraídos van a un libro, no a un correo. El historial de Excel muestra este documento para la misma cuenta, listo para insertarlo.",
  "outlook.result.replyOpened": "Hay una respuesta abierta con la transcripción: revísala y envíala.",
  "outlook.result.insertedAtCursor":
    "{lines, plural, one {La transcripción (# línea) está en tu mensaje, en el cursor.} other {La transcripción (# líneas) está en tu mensaje, en el cursor.}}",
  "outlook.result.replyCut":
    "La respuesta contiene las primeras {lines, number} de {total, number} líneas: un formulario de respuesta admite como máximo 32 KB de texto. Copia el resto con Copiar el texto.",
  "outlook.result.againReplyTitle": "¿Abrir otra respuesta con esta transcripción?",
  "outlook.result.againReply": "Ya se abrió una respuesta con esta transcripción. Otra se abre como un borrador aparte.",
  "outlook.result.againReplyConfirm": "Abrir otra respuesta",
  "outlook.result.againInsertTitle": "¿Insertar la transcripción de nuevo?",
  "outlook.result.againInsert": "Esta transcripción ya está en el mensaje. Insertarla de nuevo añade una segunda copia en el cursor.",
  "outlook.result.againInsertConfirm": "Insertar de nuevo",
  "outlook.result.againCancel": "Cancelar",
  "outlook.result.replyFailed": "Outlook no abrió la respuesta. Vuelve a seleccionar el mensaje e inténtalo otra vez.",
  "outlook.result.insertFailed": "Outlook no insertó el texto. Haz clic en tu mensaje donde debe ir e inténtalo de nuevo.",
};
