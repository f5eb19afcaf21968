import type { microsoft as english } from "../en/microsoft";
import type { Translation } from "../../translation";

export const microsoft: Translation<typeof english> = {
  "microsoft.graph.noLicence":
    "Tu cuenta de Microsoft 365 no tiene OneDrive ni buzón para esto: pide a tu administrador una licencia que lo incluya, o elige el archivo desde tu equipo.",
  "microsoft.graph.signInExpired": "Tu sesión de Microsoft 365 ha caducado. Vuelve a iniciar sesión en Microsoft 365.",
  "microsoft.graph.consentRefused":
    "Tu organización no ha permitido que este complemento lea estos archivos o mensajes. Pide a tu administrador que conceda el consentimiento, o elige el archivo desde tu equipo.",
  "microsoft.graph.forbidden": "No tienes acceso a este elemento en Microsoft 365. Pide a su propietario que lo comparta contigo.",
  "microsoft.graph.notFound":
    "Este elemento ya no existe en Microsoft 365: se eliminó o se movió mientras tanto. Vuelve a elegirlo donde esté ahora.",
  "microsoft.graph.throttledWait":
    "Microsoft 365 está ocupado y pidió esperar {seconds, plural, one {# segundo} other {# segundos}}. Vuelve a intentarlo en un momento.",
  "microsoft.graph.throttled": "Microsoft 365 está ocupado ahora mismo. Vuelve a intentarlo en un momento.",
  "microsoft.graph.server": "Microsoft 365 no pudo responder (error {status}). Vuelve a intentarlo en un momento.",
  "microsoft.graph.unreadable": "Microsoft 365 envió una respuesta que no se pudo leer. Vuelve a intentarlo en un momento.",
  "microsoft.graph.unreadableList": "Microsoft 365 envió una lista que no se pudo leer. Vuelve a intentarlo en un momento.",
  "microsoft.graph.downloadFailed": "No se pudo descargar el archivo de Microsoft 365. Comprueba tu conexión y vuelve a intentarlo.",
  "microsoft.graph.foreignLink": "Microsoft 365 envió un vínculo a otra dirección; no se siguió.",
  "microsoft.graph.unreachable": "No se puede conectar con Microsoft 365. Comprueba tu conexión y vuelve a intentarlo.",
  "microsoft.graph.aborted": "Se canceló la solicitud.",

  "microsoft.signIn.needed": "Inicia sesión en Microsoft 365 para usar estos archivos.",
  "microsoft.signIn.declined":
    "No permitiste que el complemento lea estos archivos o mensajes. Vuelve a iniciar sesión en Microsoft 365 y acepta para usarlos.",
  "microsoft.signIn.cancelled": "Se canceló el inicio de sesión en Microsoft 365. Vuelve a iniciar sesión para usar estos archivos.",
  "microsoft.signIn.blocked":
    "Se bloqueó la ventana de inicio de sesión de Microsoft 365. Permite las ventanas emergentes para este complemento y vuelve a iniciar sesión.",
  "microsoft.signIn.failed": "No se pudo iniciar sesión en Microsoft 365. Vuelve a intentarlo o elige el archivo desde tu equipo.",
  "microsoft.signIn.notConfigured": "Microsoft 365 no está configurado para este complemento. Pide a tu administrador que lo configure.",

  "microsoft.sources.notSupportedType": "No es un archivo PDF, JPG, PNG, TIFF, HEIC ni GIF.",
  "microsoft.sources.tooLarge":
    "{kind, select, picture {{size}: el servicio acepta imágenes de hasta {limit}. Reduce antes su resolución.} other {{size}: aquí un PDF o TIFF puede ocupar hasta {limit}, para elegir las páginas que quieres enviar (el servicio acepta hasta {sendLimit} cada vez). Divídelo antes en archivos más pequeños.}}",
  "microsoft.sources.empty": "El archivo está vacío.",
  "microsoft.sources.refused": "{name}: {reason}",
  "microsoft.sources.downloadFailed": "No se pudo descargar.",
  "microsoft.sources.noSubject": "(sin asunto)",
  "microsoft.sources.unknownSender": "remitente desconocido",
  "microsoft.sources.messageLabel": "{subject}, {sender}",
  "microsoft.origin.onedrive": "De OneDrive: {label}",
  "microsoft.origin.sharepoint": "De SharePoint: {label}",
  "microsoft.origin.mail": "Del correo: {label}",

  "microsoft.picker.failed": "Algo salió mal con Microsoft 365. Vuelve a intentarlo.",
  "microsoft.picker.loading": "Cargando desde Microsoft 365…",
  "microsoft.picker.search": "Buscar",
  "microsoft.sourcesPanel.region": "Microsoft 365, para OneDrive y el correo",
  "microsoft.sourcesPanel.signedInAs": "Sesión iniciada como {name} ({username}).",
  "microsoft.sourcesPanel.signOut": "Cerrar sesión en Microsoft 365",
  "microsoft.sourcesPanel.files": "OneDrive y SharePoint",
  "microsoft.sourcesPanel.mail": "Datos adjuntos del correo",
  "microsoft.sourcesPanel.signIn": "Iniciar sesión en Microsoft 365",
  "microsoft.sourcesPanel.checking": "Comprobando su inicio de sesión en Microsoft 365…",
  "microsoft.sourcesPanel.explain": "Usa archivos de OneDrive, SharePoint y el correo.",

  "microsoft.driveBrowser.region": "OneDrive y SharePoint",
  "microsoft.driveBrowser.recent": "Recientes",
  "microsoft.driveBrowser.recentTitle": "Archivos recientes",
  "microsoft.driveBrowser.myFiles": "Mis archivos",
  "microsoft.driveBrowser.shared": "Compartido conmigo",
  "microsoft.driveBrowser.sites": "Sitios de SharePoint",
  "microsoft.driveBrowser.searchTitle": "Búsqueda: {text}",
  "microsoft.driveBrowser.searchLabel": "Buscar en OneDrive",
  "microsoft.driveBrowser.back": "Atrás",
  "microsoft.driveBrowser.openFolder": "Abrir la carpeta {name}",
  "microsoft.driveBrowser.openSite": "Abrir el sitio {name}",
  "microsoft.driveBrowser.openLibrary": "Abrir la biblioteca {name}",
  "microsoft.driveBrowser.folders": "Carpetas",
  "microsoft.driveBrowser.files": "Archivos",
  "microsoft.driveBrowser.empty": "Esta ubicación no tiene archivos.",
  "microsoft.driveBrowser.add": "{count, plural, =0 {Agregar los archivos marcados} one {Agregar # archivo} other {Agregar # archivos}}",

  "microsoft.mailPicker.region": "Datos adjuntos del correo",
  "microsoft.mailPicker.searchLabel": "Buscar correo por remitente o asunto",
  "microsoft.mailPicker.back": "Volver a los mensajes",
  "microsoft.mailPicker.attachments": "Datos adjuntos",
  "microsoft.mailPicker.messages": "Mensajes con datos adjuntos",
  "microsoft.mailPicker.add":
    "{count, plural, =0 {Agregar los datos adjuntos marcados} one {Agregar # dato adjunto} other {Agregar # datos adjuntos}}",
};
