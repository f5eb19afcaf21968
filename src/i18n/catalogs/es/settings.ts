import type { settings as english } from "../en/settings";
import type { Translation } from "../../translation";

export const settings: Translation<typeof english> = {
  "settings.view.defaultsHeading": "Valores predeterminados",
  "settings.view.remembered":
    "{host, select, word {Tus últimas elecciones (la tarea, el extractor, el idioma de traducción, el plazo de eliminación y las opciones de inserción) se recuerdan para esta cuenta en Word y se olvidan al cerrar sesión.} excel {Tus últimas elecciones (la tarea, el extractor, el idioma de traducción, el plazo de eliminación y las opciones de inserción) se recuerdan para esta cuenta en Excel y se olvidan al cerrar sesión.} outlook {Tus últimas elecciones (la tarea, el extractor, el idioma de traducción, el plazo de eliminación y las opciones de respuesta) se recuerdan para esta cuenta en Outlook y se olvidan al cerrar sesión.} other {Tus últimas elecciones (la tarea, el extractor, el idioma de traducción, el plazo de eliminación y las opciones de inserción) se recuerdan para esta cuenta en esta página y se olvidan al cerrar sesión.}}",
  "settings.view.forget": "Olvidar mis elecciones guardadas",
  "settings.view.forgotten": "Tus elecciones guardadas se restablecieron a los valores predeterminados.",
  "settings.view.helpHeading": "Ayuda e información",
  "settings.view.whatItDoes":
    "{product} envía escaneos y fotos (PDF, JPG, PNG, TIFF, HEIC o GIF) al servicio de transcripción, que los convierte en texto, tablas o campos extraídos que revisas e insertas en Word o Excel. Cada página leída cuesta un crédito.",
  "settings.view.privacyHeading": "Privacidad",
  "settings.view.privacySent":
    "Los archivos que eliges se envían solo al servicio de transcripción ({service}); los resultados vuelven de allí y solo entran en tu documento cuando los insertas.",
  "settings.view.privacyDeleted":
    "El servicio elimina automáticamente cada archivo y su resultado en el plazo de eliminación que elijas (o según la configuración de tu cuenta), o cuando lo cancelas.",
  "settings.view.privacyKept":
    "En este equipo, el complemento guarda la lista del trabajo en curso (nombres y estados de los archivos, nunca los archivos ni los resultados) y tus elecciones guardadas. Un token de inicio de sesión o de API solo se guarda si pides mantener la sesión iniciada. Al cerrar sesión se olvida todo.",
  "settings.view.helpLink": "Ayuda y soporte técnico",
  "settings.view.version": "{product}, versión {version}.",
  "settings.deleteAfter.label": "Eliminar del servicio",
  "settings.deleteAfter.hint": "El servicio elimina cada archivo y su resultado en este momento.",
  "settings.deleteAfter.account": "Según la configuración de tu cuenta",
  "settings.deleteAfter.days": "{count, plural, one {Después de # día} other {Después de # días}}",
  "settings.deleteAfter.hours": "{count, plural, one {Después de # hora} other {Después de # horas}}",
  "settings.deleteAfter.minutes": "{count, plural, one {Después de # minuto} other {Después de # minutos}}",
  "settings.deleteAfter.deletedOn": "Se eliminará automáticamente el {time}.",
  "settings.fallback.extractor": "El extractor que usaste la última vez («{name}») ya no está en tu cuenta. Elige otro.",
  "settings.fallback.language": "El idioma al que tradujiste la última vez ({language}) ya no está disponible. Elige otro idioma.",
};
