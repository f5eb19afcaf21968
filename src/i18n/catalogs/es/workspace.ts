import type { workspace as english } from "../en/workspace";
import type { Translation } from "../../translation";

export const workspace: Translation<typeof english> = {
  "workspace.panel.label": "Transcribir documentos",
  "workspace.panel.run": "{action, select, tables {Buscar tablas} extractor {Extraer campos} other {Transcribir}}",
  "workspace.panel.countingPages": "Contando páginas…",
  "workspace.panel.cannotFollow": "No se puede seguir el progreso de tus archivos: {problem}",
  "workspace.panel.loadingList": "Cargando la lista…",
  "workspace.panel.notOpenYet": "Tus archivos aún no están abiertos. Vuelve a intentarlo en un momento.",
  "workspace.panel.wrongFile": "Elige exactamente «{expected}» (este es «{chosen}»).",
  "workspace.panel.fileRefused": "{name}: {problem}",
  "workspace.panel.hintNoFile": "Primero elige al menos un archivo.",
  "workspace.panel.hintNoExtractor": "Primero elige un extractor.",
  "workspace.panel.hintNoLanguage": "Primero elige el idioma al que traducir.",

  "workspace.sourcePicker.heading": "Escaneos o fotos",
  "workspace.sourcePicker.hint":
    "PDF, JPG, PNG, TIFF, HEIC o GIF: imágenes de hasta {limit} cada una, PDF o TIFF de hasta {cutLimit} (eliges las páginas que quieres enviar). Elige varios a la vez o suéltalos aquí.",
  "workspace.sourcePicker.chooseFiles": "Elegir archivos",
  "workspace.sourcePicker.inputLabel":
    "Escaneos o fotos (PDF, JPG, PNG, TIFF, HEIC o GIF; imágenes de hasta {limit}, PDF o TIFF de hasta {cutLimit})",
  "workspace.sourcePicker.useSelectedPicture": "Usar la imagen seleccionada",
  "workspace.sourcePicker.usingPicture": "Se usa la imagen del documento ({name}).",
  "workspace.sourcePicker.readyToSend": "{count, plural, one {Listo para enviar:} other {# archivos listos para enviar:}}",
  "workspace.sourcePicker.readyList": "Archivos listos para enviar",
  "workspace.sourcePicker.remove": "Quitar",
  "workspace.sourcePicker.removeFile": "Quitar {name}",
  "workspace.sourcePicker.refused": "{name}: {problem} No se enviará.",
  "workspace.sourcePicker.alreadyChosen":
    "{count, plural, one {{names} ya está en la lista: solo figura una vez.} other {{names} ya están en la lista: cada uno figura solo una vez.}}",
  "workspace.sourcePicker.pictureUnreadable":
    "No se pudo leer la imagen del documento. Guárdala como archivo y elige ese archivo en su lugar.",
  "workspace.picturePicker.unreadable": "No se pudieron leer las imágenes de esta hoja.",
  "workspace.picturePicker.looking": "Buscando imágenes en esta hoja…",
  "workspace.picturePicker.none": "No hay ninguna imagen en esta hoja. Elige un archivo en su lugar.",
  "workspace.picturePicker.noneSelected":
    "No hay ninguna imagen seleccionada y esta hoja no contiene ninguna. Inserta una imagen y selecciónala, o elige un archivo en su lugar.",
  "workspace.picturePicker.label": "Imágenes de esta hoja",
  "workspace.picturePicker.intro": "O elige una imagen de esta hoja:",
  "workspace.picturePicker.use": "Usar «{name}»",

  "workspace.fileCheck.empty": "El archivo está vacío.",
  "workspace.fileCheck.tooLarge":
    "{kind, select, picture {La imagen ocupa {size}; el servicio acepta imágenes de hasta {limit}. Reduce su resolución y vuelve a añadirla.} pages {El archivo ocupa {size}; aquí un PDF o TIFF puede ocupar hasta {limit}, para elegir las páginas que quieres enviar (el servicio acepta hasta {sendLimit} cada vez). Divídelo en archivos más pequeños y añádelos.} other {El archivo ocupa {size}; el servicio acepta archivos de hasta {limit}. Divídelo o reduce su resolución.}}",
  "workspace.fileCheck.wrongType": "No es un archivo PDF, JPG, PNG, TIFF, HEIC ni GIF (comprobado por su contenido, no por su nombre).",

  "workspace.actionPicker.question": "¿Qué debe hacer el servicio?",
  "workspace.actionPicker.transcribe": "Transcribir el texto",
  "workspace.actionPicker.tables": "Buscar tablas y pares clave-valor",
  "workspace.actionPicker.extractor": "Extraer campos con un extractor",
  "workspace.actionPicker.loadingExtractors": "Cargando tus extractores…",
  "workspace.actionPicker.extractorLabel": "Extractor",
  "workspace.actionPicker.chooseExtractor": "Elige un extractor",
  "workspace.actionPicker.extractorId": "Id. del extractor",
  "workspace.actionPicker.extractorsFailed": "No se pudieron enumerar tus extractores; escribe el id. de 10 caracteres de tu panel.",
  "workspace.actionPicker.noExtractors": "Aún no tienes extractores; escribe un id. de tu panel.",
  "workspace.actionPicker.extractorIdInvalid": "Un id. de extractor tiene 10 letras y dígitos.",
  "workspace.actionPicker.alsoTranslate": "Traducir también el texto",
  "workspace.actionPicker.translateTo": "Traducir a",
  "workspace.actionPicker.chooseLanguage": "Elige un idioma",
  "workspace.actionPicker.languagesFailed": "No se pudieron cargar los idiomas. Vuelve a intentarlo más tarde.",
  "workspace.actionPicker.unavailable": "No disponible",
  "workspace.actionPicker.loadingLanguages": "Cargando idiomas…",

  "workspace.batchList.heading": "Archivos",
  "workspace.batchList.progress": "Progreso de los archivos",
  "workspace.batchList.creditsRanOut": "Se agotaron tus créditos de página",
  "workspace.batchList.sendingPaused": "El envío está en pausa",
  "workspace.batchList.creditsHold":
    "Los archivos ya enviados se siguen procesando. Los demás esperan aquí: compra créditos y selecciona Continuar cargas para enviarlos.",
  "workspace.batchList.signInHold":
    "{problem} Los archivos ya enviados se siguen procesando. Los demás esperan aquí: vuelve a iniciar sesión y selecciona Continuar cargas.",
  "workspace.batchList.buyCredits": "Comprar créditos",
  "workspace.batchList.continueUploads": "Continuar cargas",
  "workspace.batchList.trackingTitle": "El progreso no está actualizado",
  "workspace.batchList.trackingBody": "{problem} El complemento lo sigue intentando.",
  "workspace.batchList.storageTitle": "Esta lista no se guarda",
  "workspace.batchList.storageBody": "{problem} Mantén abierto el panel de tareas hasta que se procesen los archivos.",
  "workspace.row.shownBelow": "Se muestra abajo.",
  "workspace.row.open": "Abrir",
  "workspace.row.openFile": "Abrir {name}",
  "workspace.row.addAgain": "Volver a agregar el archivo",
  "workspace.row.addAgainFile": "Volver a agregar el archivo: {name}",
  "workspace.row.sendAgain": "Volver a enviar",
  "workspace.row.sendAgainChoose": "Volver a enviar: elige {name}",
  "workspace.row.sendAgainFile": "Volver a enviar {name}",
  "workspace.row.cancel": "Cancelar",
  "workspace.row.cancelFile": "Cancelar {name}",
  "workspace.row.dismiss": "Descartar",
  "workspace.row.dismissFile": "Descartar {name}",

  "workspace.state.label":
    "{state, select, waiting {En espera} needsFile {Falta el archivo} uploading {Enviando} queued {En cola} processing {Procesando} processed {Procesado} failed {Error} unknown {Resultado desconocido} other {Cancelado}}",
  "workspace.state.mayChargeTwice": "Si lo vuelves a enviar, podría cobrarse dos veces, en caso de que la primera carga sí llegara.",
  "workspace.state.cancelling": "Cancelando…",
  "workspace.cancel.title": "¿Cancelar «{name}»?",
  "workspace.cancel.onService":
    "El servicio ya tiene este archivo: al cancelar se elimina allí, junto con su resultado. Esta acción no se puede deshacer.",
  "workspace.cancel.sending": "El archivo se está enviando. Si llega, se eliminará en el servicio; esta acción no se puede deshacer.",
  "workspace.cancel.spent": "Los créditos de página que costó ya se han gastado: cancelar no los devuelve.",
  "workspace.cancel.spentCounted":
    "{count, plural, one {El # crédito de página que costó ya se ha gastado: cancelar no lo devuelve.} other {Los # créditos de página que costó ya se han gastado: cancelar no los devuelve.}}",
  "workspace.cancel.mayBeSpent": "Si ha llegado, los créditos de página que costó ya se han gastado: cancelar no los devuelve.",
  "workspace.cancel.confirm": "Eliminarlo",
  "workspace.cancel.keep": "Conservarlo",
  // Asked before signing out while files of this pane are not sent yet (issue 21).
  "workspace.signOut.title":
    "{count, plural, one {¿Cerrar sesión con # archivo sin enviar?} other {¿Cerrar sesión con # archivos sin enviar?}}",
  "workspace.signOut.message":
    "{count, plural, one {Este archivo aún no se ha enviado. Si cierra sesión ahora, no se enviará y desaparecerá de esta lista.} other {Estos # archivos aún no se han enviado. Si cierra sesión ahora, no se enviarán y desaparecerán de esta lista.}}",
  "workspace.signOut.chosen":
    "{count, plural, one {Un archivo elegido no se ha enviado: al cerrar sesión sale de la lista y tendrá que elegirlo de nuevo después de iniciar sesión.} other {# archivos elegidos no se han enviado: al cerrar sesión salen de la lista y tendrá que elegirlos de nuevo después de iniciar sesión.}}",
  "workspace.signOut.sentStay": "Los archivos ya enviados no se ven afectados: encuéntrelos con sus resultados en el Historial.",
  "workspace.signOut.sending":
    "{count, plural, one {Se está enviando # archivo: si llega, estará en el Historial.} other {Se están enviando # archivos: los que lleguen estarán en el Historial.}}",
  "workspace.signOut.unsureTitle":
    "{count, plural, one {¿Cerrar sesión con # archivo que quizá no haya llegado?} other {¿Cerrar sesión con # archivos que quizá no hayan llegado?}}",
  "workspace.signOut.unsure":
    "{count, plural, one {No se sabe si este archivo llegó al servicio, y al cerrar sesión su fila desaparece. Si llegó, está en el Historial; si no, vuelva a elegirlo después de iniciar sesión.} other {No se sabe si estos # archivos llegaron al servicio, y al cerrar sesión sus filas desaparecen. Los que llegaron están en el Historial; vuelva a elegir los demás después de iniciar sesión.}}",
  "workspace.signOut.more": "{count, plural, one {y # archivo más} other {y # archivos más}}",
  "workspace.signOut.confirm": "Cerrar sesión",
  "workspace.signOut.cancel": "Mantener la sesión",
  "workspace.resend.title": "¿Volver a enviar «{name}»?",
  "workspace.resend.message":
    "No se sabe si la primera carga llegó. Si lo vuelves a enviar, podría cobrarse dos veces, en caso de que la primera carga sí llegara.",
  "workspace.resend.confirm": "Volver a enviar",
  "workspace.resend.cancel": "No enviar",
  "workspace.announce.added": "{count, plural, one {Se agregó # archivo a la lista.} other {Se agregaron # archivos a la lista.}}",
  "workspace.announce.stateCount":
    "{state, select, waiting {En espera} uploading {Enviando} queued {En cola} processing {Procesando} processed {Procesado} failed {Error} unknown {Resultado desconocido} other {Cancelado}}: {count, plural, one {# archivo} other {# archivos}}",
  "workspace.announce.counts": "{list}.",
  "workspace.announce.changed":
    "{name}: {state, select, waiting {en espera} uploading {enviando} queued {en cola} processing {procesando} processed {procesado} failed {error} unknown {resultado desconocido} other {cancelado}}.",
  "workspace.announce.changedWhy": "{name}: {state, select, failed {error} other {resultado desconocido}}. {reason}",
  "workspace.announce.aFile": "Un archivo",
  "workspace.progress.finished": "{finished, number} de {total, plural, one {# archivo} other {# archivos}} terminados.",
  "workspace.progress.finishedSome":
    "{finished, number} de {total, plural, one {# archivo} other {# archivos}} terminados ({processed, number} procesados, {notProcessed, number} no).",
  "workspace.work.label":
    "{action, select, translated {Transcripción con traducción} tables {Tablas} extractor {Extractor} other {Transcripción}}",
  "workspace.elsewhere.sending": "Se está enviando desde tu otra ventana de Office.",
  "workspace.elsewhere.handled": "Se gestiona en tu otra ventana de Office.",
  "workspace.inserted.cursor": "Insertado en el cursor",
  "workspace.inserted.replace": "Insertado en lugar de la selección",
  "workspace.inserted.end": "Insertado al final del documento",
  "workspace.inserted.document": "Insertado en el documento",
  "workspace.inserted.workbook": "Insertado en el libro",
  "workspace.inserted.reply": "Puesto en una respuesta",
  "workspace.inserted.draft": "Insertado en el mensaje que se está escribiendo",
  "workspace.inserted.sheet": "Insertado en la hoja «{sheet}»",
  "workspace.inserted.sheets": "Insertado en {count, plural, one {# hoja} other {# hojas}}: {sheets}",
  "workspace.inserted.sheetName": "«{sheet}»",

  "workspace.spending.filePages": "{name}: {pages, plural, one {# página} other {# páginas}}",
  "workspace.spending.filePagesUnknown": "{name}: páginas desconocidas hasta que el servicio las cuente",
  "workspace.spending.moreFiles": "{count, plural, one {y # archivo más} other {y # archivos más}}",
  "workspace.spending.summary":
    "{files, plural, one {# archivo} other {# archivos}}: al menos {pages, plural, one {# página} other {# páginas}}. Tu saldo: {balance, plural, one {# crédito de página} other {# créditos de página}}.",
  "workspace.spending.summaryUnknown":
    "{files, plural, one {# archivo} other {# archivos}}: al menos {pages, plural, one {# página} other {# páginas}}. {unknown, plural, one {Aún no se conoce la longitud de # archivo: se cuenta como una página y puede costar más.} other {Aún no se conoce la longitud de # archivos: cada uno se cuenta como una página y puede costar más.}} Tu saldo: {balance, plural, one {# crédito de página} other {# créditos de página}}.",
  "workspace.spending.notEnoughTitle": "No hay suficientes créditos de página",
  "workspace.spending.notEnough":
    "{summary} Se necesitarían unos {shortfall, plural, one {# crédito más} other {# créditos más}}: el envío se detiene cuando se agotan los créditos y el resto espera hasta que recargues.",
  "workspace.spending.mayNotFitTitle": "Es posible que tus créditos no alcancen",
  "workspace.spending.mayNotFit": "{summary} Si los archivos tienen más páginas, el envío se detiene cuando se agotan los créditos.",
  "workspace.spending.largeTitle": "{count, plural, one {¿Enviar # archivo?} other {¿Enviar # archivos?}}",
  "workspace.spending.large": "{summary} Cada página cuesta un crédito.",
  "workspace.spending.sendAnyway": "Enviar de todos modos",
  "workspace.spending.send": "Enviar",
  "workspace.spending.buyCredits": "Comprar créditos",
  "workspace.spending.dontSend": "No enviar",

  "workspace.queue.waitingTurn": "Esperando su turno para enviarse.",
  "workspace.queue.waitingHold": "En espera: {problem}",
  "workspace.queue.sending": "Enviando el archivo.",
  "workspace.queue.accepted": "Aceptado por el servicio; esperando su turno.",
  "workspace.queue.notSent": "No enviado: {problem}",
  "workspace.queue.waitingForCredits":
    "Aún no enviado: se acabaron tus créditos de página. Se enviará cuando selecciones «Continuar cargas».",
  "workspace.queue.serverProblemUnknown":
    "El servicio tuvo un problema al recibir el archivo, así que no se sabe si el archivo llegó. Se busca en tus documentos antes de hacer nada más (nunca se envía dos veces automáticamente).",
  "workspace.queue.connectionLost":
    "Se perdió la conexión durante el envío, así que no se sabe si el archivo llegó. Se busca en tus documentos antes de hacer nada más (nunca se envía dos veces automáticamente).",
  "workspace.queue.queued": "Esperando su turno en el servicio.",
  "workspace.queue.reading": "El servicio está leyendo el archivo.",
  "workspace.queue.fetching": "Casi listo: se está obteniendo el resultado del servicio.",
  "workspace.queue.processed": "Procesado: el resultado está listo.",
  "workspace.queue.gone":
    "El servicio ya no tiene este documento (se eliminó o el servicio lo perdió). Vuelve a enviar el archivo si todavía lo necesitas.",
  "workspace.queue.notProcessed":
    "El servicio no pudo procesar este archivo. Comprueba que sea un escaneo legible y sin daños; después, vuelve a intentarlo o prueba con otro archivo.",
  "workspace.queue.resultFailed": "No se pudo obtener el resultado. El complemento lo sigue intentando.",
  "workspace.queue.trackingFailed": "Algo salió mal al comprobar los archivos. El complemento lo sigue intentando.",
  "workspace.queue.notSaved":
    "La lista de archivos en curso no se pudo guardar en este explorador, así que no sobreviviría al cierre del panel de tareas. Mantén el panel abierto hasta que se procesen los archivos.",
  "workspace.queue.cancelledDeleted": "Cancelado: eliminado en el servicio.",
  "workspace.queue.cancelledGone": "Cancelado (el servicio ya no lo tenía).",
  "workspace.queue.deletedFromHistory": "Eliminado desde el Historial.",
  "workspace.queue.lookingBeforeResend":
    "El servicio pidió esperar un momento. Se comprueba que el archivo no llegó antes de enviarlo de nuevo (nunca se envía dos veces).",
  "workspace.queue.cancelFailed":
    "«{name}» llegó al servicio antes de poder cancelarse y sigue allí porque no se pudo eliminar. Vuelve a seleccionar Cancelar para eliminarlo.",
  "workspace.queue.deleteFailed": "No se pudo eliminar el documento. Vuelve a intentarlo en un momento.",
  "workspace.queue.cancelledBeforeSending": "Cancelado antes de enviarse.",
  "workspace.queue.cancelledNotFound": "Cancelado. La carga no se encontró en tus documentos, así que no hay nada que eliminar.",
  "workspace.queue.cancelledNotArrived": "Cancelado. La carga no había llegado al servicio, así que no hay nada que eliminar.",
  "workspace.queue.probablyNotArrived":
    "La carga se interrumpió y el archivo no está en tus documentos, así que probablemente no llegó. Vuelve a enviarlo si quieres; si sí hubiera llegado, se cobraría dos veces.",
  "workspace.queue.arrivedAfterAll": "La carga sí había llegado: se encontró en tus documentos, así que no se volvió a enviar.",
  "workspace.queue.addAgainContents": "Vuelve a agregar «{name}»: su contenido ya no está en memoria.",
  "workspace.queue.sentAgain": "Enviado de nuevo a petición tuya.",
  "workspace.queue.refetching": "Obteniendo de nuevo el archivo de Microsoft 365.",
  "workspace.queue.refetchFailed": "No se pudo volver a obtener.",
  "workspace.queue.addAgainAfter": "{problem} Vuelve a agregar el archivo para enviarlo.",
  "workspace.queue.otherPane": "Este archivo se gestiona en tu otro panel de tareas (Word o Excel). Usa ese panel para él.",
  "workspace.queue.notInList": "Este archivo ya no está en la lista.",
  "workspace.queue.closedBeforeSending":
    "El panel de tareas se cerró antes de enviar este archivo. Vuelve a agregar el archivo para enviarlo.",
  "workspace.queue.closedWhileSending":
    "El panel de tareas se cerró mientras se enviaba este archivo, así que no se sabe si llegó. Se busca en tus documentos (nunca se envía dos veces automáticamente).",
  "workspace.batchList.getCredits": "Cómo conseguir créditos",
  "workspace.batchList.creditsHoldPlatform":
    "Los archivos ya enviados se siguen procesando. Los demás esperan aquí: selecciona más tarde Continuar cargas para enviarlos, o cancela los que no necesites.",
  "workspace.batchList.creditsHoldUnread":
    "Los archivos ya enviados se siguen procesando. Los demás esperan aquí: consigue más créditos y luego selecciona Continuar cargas para enviarlos.",
  "workspace.batchList.creditsHoldOrganisation":
    "Los archivos ya enviados se siguen procesando. Los demás esperan aquí: consigue más créditos como indica tu organización y luego selecciona Continuar cargas para enviarlos.",
  "workspace.spending.policyTitle": "{count, plural, one {¿Enviar este archivo?} other {¿Enviar estos # archivos?}}",
  "workspace.spending.policy":
    "{summary} Tu organización te pide que confirmes los lotes que puedan costar más de {limit, plural, one {# crédito de página} other {# créditos de página}}.",
};
