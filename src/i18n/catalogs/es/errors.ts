import type { errors as english } from "../en/errors";
import type { Translation } from "../../translation";

export const errors: Translation<typeof english> = {
  "errors.response.unauthorized": "Tu sesión ha caducado o tu token de API ya no es válido. Vuelve a iniciar sesión para continuar.",
  "errors.response.insufficientScope":
    "Esta sesión no permite que el complemento haga eso. Cierra sesión, vuelve a iniciarla y permite el acceso a tus documentos.",
  "errors.response.unsupportedFormat":
    "{hasDetail, select, yes {Este resultado no está disponible en ese formato ({detail}). Elige otro formato.} other {Este resultado no está disponible en ese formato. Elige otro formato.}}",
  "errors.response.actionNotSubmitted":
    "{hasDetail, select, yes {Este documento no se procesó para esa acción ({detail}).} other {Este documento no se procesó para esa acción.}}",
  "errors.response.resultUnavailable":
    "{hasDetail, select, yes {Este resultado no está disponible: el formato no corresponde a la acción del documento, o el documento no se procesó para esa acción (solo hay traducción si se pidió al cargarlo) ({detail}).} other {Este resultado no está disponible: el formato no corresponde a la acción del documento, o el documento no se procesó para esa acción (solo hay traducción si se pidió al cargarlo).}}",
  "errors.response.uploadIncomplete":
    "{hasDetail, select, yes {Faltaba información obligatoria en la carga. {detail} Elige una acción y un archivo, y vuelve a intentarlo.} other {Faltaba información obligatoria en la carga. Elige una acción y un archivo, y vuelve a intentarlo.}}",
  "errors.response.badRequest":
    "{hasDetail, select, yes {El servicio no pudo aceptar esta solicitud. {detail}} other {El servicio no pudo aceptar esta solicitud.}}",
  "errors.response.insufficientCredits":
    "Este archivo tiene {pages, plural, one {# página} other {# páginas}}, pero tu saldo es de {balance, plural, one {# crédito} other {# créditos}}. Compra créditos y vuelve a cargarlo.",
  "errors.response.insufficientCreditsUnknown":
    "Tu cuenta no tiene suficientes créditos de página para este archivo. Compra créditos y vuelve a cargarlo.",
  "errors.response.deleteForbidden":
    "Este documento pertenece a otra cuenta, así que no se puede eliminar desde aquí. Inicia sesión con la cuenta que lo cargó.",
  "errors.response.readForbidden": "Este documento pertenece a otra cuenta. Inicia sesión con la cuenta que lo cargó para abrirlo.",
  "errors.response.forbidden": "Tu cuenta no tiene permiso para hacer esto. Comprueba que has iniciado sesión con la cuenta correcta.",
  "errors.response.thumbnailNotFound":
    "Esta imagen de página no está disponible. Vuelve a abrir el documento para ver sus páginas actuales.",
  "errors.response.notFound":
    "El documento ya no existe en el servicio: se eliminó, o se quitó automáticamente al terminar su tiempo de conservación.",
  "errors.response.unsupportedMedia": "El servicio no acepta este tipo de archivo. Usa un archivo PDF, JPG, PNG, TIFF, HEIC o GIF.",
  "errors.response.invalidParameters":
    "{hasDetail, select, yes {El servicio no aceptó algunas de las opciones. {detail} Corrígelas y vuelve a intentarlo.} other {El servicio no aceptó algunas de las opciones. Corrígelas y vuelve a intentarlo.}}",
  "errors.response.rateLimited":
    "{unit, select, second {El servicio está ocupado con las solicitudes de esta cuenta. Vuelve a intentarlo en {count, plural, one {# segundo} other {# segundos}}.} minute {El servicio está ocupado con las solicitudes de esta cuenta. Vuelve a intentarlo en {count, plural, one {# minuto} other {# minutos}}.} other {El servicio está ocupado con las solicitudes de esta cuenta. Vuelve a intentarlo en un momento.}}",
  "errors.response.uploadServerError":
    "El servicio falló al recibir la carga, así que puede que se haya aceptado o no. Revisa tus documentos antes de volver a enviarlo, para que no te cobren dos veces.",
  "errors.response.topUpServerError":
    "El servicio falló durante la compra, así que el complemento no puede saber si se te cobró. Revisa tu saldo antes de volver a comprar.",
  "errors.response.documentFailed":
    "El procesamiento de este documento falló, así que no hay archivo de resultado. Vuelve a cargar el archivo o prueba con otro.",
  "errors.response.downloadServerError":
    "El servicio no pudo preparar el archivo de resultado. Vuelve a intentarlo dentro de unos minutos.",
  "errors.response.deleteServerError": "El servicio no pudo eliminar el documento. Vuelve a intentarlo dentro de unos minutos.",
  "errors.response.serverError": "El servicio de transcripción tuvo un problema. Vuelve a intentarlo dentro de unos minutos.",
  "errors.response.unexpectedStatus":
    "{hasDetail, select, yes {El servicio respondió con un estado inesperado {status} ({detail}). Vuelve a intentarlo; si sigue pasando, puede que el complemento necesite una actualización.} other {El servicio respondió con un estado inesperado {status}. Vuelve a intentarlo; si sigue pasando, puede que el complemento necesite una actualización.}}",

  "errors.topUp.paymentAuthentication":
    "Tu banco necesita que confirmes este pago. Abre la página de confirmación, complétala y vuelve a comprar los créditos.",
  "errors.topUp.noSubscription":
    "Para comprar créditos necesitas una suscripción activa. Suscríbete a un plan en el panel de tu cuenta en el sitio web del servicio y vuelve a intentarlo.",
  "errors.topUp.amountNotMultiple": "Elige un número de créditos que sea múltiplo de 100, o exactamente la compra mínima de tu plan.",
  "errors.topUp.belowMinimum":
    "La compra mínima de tu plan es de {min, plural, one {# crédito} other {# créditos}}. Elige al menos esa cantidad.",
  "errors.topUp.belowMinimumUnknown": "Esto es menos que la compra mínima de tu plan. Elige más créditos.",
  "errors.topUp.noPaymentMethod":
    "No hay ningún método de pago guardado. Agrega una tarjeta en el panel de tu cuenta en el sitio web del servicio y vuelve a intentarlo.",
  "errors.topUp.paymentFailed":
    "{reason, select, none {El pago no se completó: el banco no indicó el motivo.} insufficient_funds {El pago no se completó: la tarjeta no tiene fondos suficientes.} card_declined {El pago no se completó: el banco rechazó la tarjeta.} expired_card {El pago no se completó: la tarjeta ha caducado.} other {El pago no se completó: {declineCode}.}} Usa otra tarjeta en el panel de tu cuenta o ponte en contacto con tu banco.",
  "errors.topUp.tooSoon":
    "{unit, select, second {Solo se permite una compra cada 5 minutos. Podrás volver a comprar créditos en {count, plural, one {# segundo} other {# segundos}}.} minute {Solo se permite una compra cada 5 minutos. Podrás volver a comprar créditos en {count, plural, one {# minuto} other {# minutos}}.} other {Solo se permite una compra cada 5 minutos. Vuelve a intentarlo dentro de unos minutos.}}",

  "errors.http.network": "No se puede conectar con el servicio de transcripción. Comprueba tu conexión a Internet y vuelve a intentarlo.",
  "errors.http.uploadOutcomeUnknown":
    "{why, select, lost {Se perdió la conexión durante la carga, así que el complemento no puede saber si se completó.} cancelled {La carga se canceló mientras se enviaba, así que puede que se haya completado.} other {El servicio aceptó la carga, pero no se pudo leer su respuesta.}} Revisa tus documentos antes de volver a enviar el archivo, para que no te cobren dos veces.",
  "errors.http.purchaseOutcomeUnknown":
    "{why, select, lost {Se perdió la conexión durante la compra, así que el complemento no puede saber si se completó.} cancelled {La compra se canceló mientras se enviaba, así que puede que se haya completado.} other {El servicio aceptó la compra, pero no se pudo leer su respuesta.}} Revisa tu saldo antes de volver a comprar, para que no te cobren dos veces.",
  "errors.http.notSignedIn": "No has iniciado sesión. Inicia sesión o pega un token de API para continuar.",
  "errors.http.foreignAddress": "El servicio indicó una dirección de otro sitio. El complemento no envía tus credenciales allí.",
  "errors.http.signInUnchecked": "No se pudo comprobar tu sesión. Vuelve a iniciar sesión para continuar.",
  "errors.http.unreadable": "El servicio envió una respuesta que el complemento no puede leer. Vuelve a intentarlo en un momento.",
  "errors.http.aborted": "Se canceló la solicitud.",
  "errors.http.renewFailed": "No se pudo renovar tu sesión en este momento. Vuelve a intentarlo o inicia sesión de nuevo.",

  "errors.download.notReady": "El resultado aún no está listo: el documento todavía se está procesando. Vuelve a intentarlo en un momento.",
  "errors.download.notAFormat": "“{format}” no es un formato de resultado. Elige txt, docx, xlsx, csv o json.",
  "errors.download.wrongFormat":
    "{action, select, translate {Una traducción está disponible como {formats}. Elige uno de esos formatos.} tables {Un resultado de tablas está disponible como {formats}. Elige uno de esos formatos.} extractor {Un resultado de extractor está disponible como {formats}. Elige uno de esos formatos.} other {Una transcripción está disponible como {formats}. Elige uno de esos formatos.}}",
  "errors.download.translationFileName": "{name} (traducción)",

  "errors.documents.chooseExtractor": "Elige un extractor para esta carga.",
  "errors.documents.deleteAfterRange": "El tiempo de eliminación automática debe estar entre 5 minutos y 14 días.",
  "errors.documents.emptyFile": "El archivo está vacío.",
  "errors.documents.notSent":
    "{problem, select, extractor {Elige un extractor para esta carga. No se envió nada.} deleteAfter {El tiempo de eliminación automática debe estar entre 5 minutos y 14 días. No se envió nada.} other {El archivo está vacío. No se envió nada.}}",
  "errors.documents.unexpectedStatus": "El servicio respondió con un estado inesperado {status}. Vuelve a intentarlo en un momento.",

  "errors.account.amountNotWhole": "Elige un número entero de créditos (un múltiplo de 100, o el mínimo de tu plan). No se compró nada.",
  "errors.account.amountField": "Un número entero de créditos, mayor que 0.",

  "errors.parse.badResponse":
    "{what, select, account {El servicio envió datos de la cuenta que el complemento no puede leer.} extractors {El servicio envió una lista de extractores que el complemento no puede leer.} languages {El servicio envió una lista de idiomas que el complemento no puede leer.} topUp {El servicio envió un recibo de compra que el complemento no puede leer.} document {El servicio envió un documento que el complemento no puede leer.} documentDetail {El servicio envió detalles del documento que el complemento no puede leer.} documentWithoutId {El servicio envió un documento sin identificador.} translation {El servicio envió una traducción que el complemento no puede leer.} list {El servicio envió una lista de documentos que el complemento no puede leer.} listWithoutDocuments {El servicio envió una lista de documentos sin documentos.} upload {El servicio envió una confirmación de carga que el complemento no puede leer.} uploadWithoutId {El servicio aceptó la carga, pero no envió ningún identificador de documento.} other {El servicio envió una respuesta que el complemento no puede leer.}} Vuelve a intentarlo; si sigue pasando, puede que el servicio esté cambiando.",
  "errors.parse.unreadableResult":
    "{reason, select, rows {El servicio envió una tabla de {count, number} filas, más de las que caben en una hoja.} declaredColumns {El servicio envió una tabla que dice tener {count, number} columnas, más de las que caben en una hoja.} columns {El servicio envió una tabla de {count, number} columnas, más de las que caben en una hoja.} cells {El servicio envió tablas de más de {count, number} celdas, más de lo que cabe en un panel de tareas.} other {El servicio envió un resultado demasiado grande o con errores.}} Descárgalo en otro formato desde el sitio web del servicio, o pide al soporte que revise el documento.",
};
