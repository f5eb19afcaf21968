import type { policy as english } from "../en/policy";
import type { Translation } from "../../translation";

export const policy: Translation<typeof english> = {
  "policy.hint.actions": "Establecido por tu organización: solo se permiten los tipos de trabajo que se muestran como disponibles.",
  "policy.hint.translationOff": "Establecido por tu organización: la traducción no está permitida.",
  "policy.hint.translationOn": "Establecido por tu organización: las transcripciones se traducen siempre.",
  "policy.hint.deleteAfter": "Establecido por tu organización: el servicio elimina cada archivo y su resultado en este momento.",
  "policy.hint.deleteAfterMax":
    "El servicio elimina cada archivo y su resultado en este momento. Tu organización permite como máximo {unit, select, days {{count, plural, one {# día} other {# días}}} hours {{count, plural, one {# hora} other {# horas}}} other {{count, plural, one {# minuto} other {# minutos}}}}.",
  "policy.hint.asTheyFinishOff": "Establecido por tu organización: los resultados no se insertan solos.",
  "policy.hint.asTheyFinishOn": "Establecido por tu organización: cada resultado se inserta en cuanto está listo.",
  "policy.hint.keepTextOn": "Establecido por tu organización: todos los valores se conservan como texto.",
  "policy.hint.keepTextOff": "Establecido por tu organización: los números y las fechas se convierten en valores de Excel.",
  "policy.microsoft365NotAllowed":
    "Tu organización no permite archivos de Microsoft 365 en este complemento. Elige el archivo desde tu equipo.",

  "policy.view.heading": "Establecido por tu organización",
  "policy.view.intro":
    "La directiva de tu organización establece algunas opciones de este complemento. Lo que tu cuenta puede hacer lo sigue decidiendo el servicio de transcripción.",
  "policy.view.loading": "Leyendo la directiva de tu organización…",
  "policy.view.fromFile": "Leída de {address} el {time}.",
  "policy.view.lastGoodUnreachable": "No se pudo obtener la directiva ahora mismo, así que se aplica la copia leída el {time}.",
  "policy.view.lastGoodUnreadable":
    "El archivo de directiva no es JSON válido, así que se aplica la copia leída el {time}. Avisa a tu administrador.",
  "policy.view.restrictiveUnreadable":
    "El archivo de directiva no es JSON válido, así que cada opción que puede fijar toma su valor más restrictivo. Avisa a tu administrador.",
  "policy.view.restrictiveUnreachable":
    "No se pudo obtener la directiva y no hay ninguna copia anterior, así que el inicio de sesión, la compra de créditos y los archivos de Microsoft 365 están en su opción más restrictiva; todo lo demás funciona como siempre. Avisa a tu administrador.",
  "policy.view.restrictiveUnchecked":
    "No se pudo comprobar la directiva porque una parte del complemento no se cargó, así que cada opción que puede fijar toma su valor más restrictivo. Cierra el complemento y vuelve a abrirlo.",
  "policy.view.listLabel": "Opciones de tu organización",
  "policy.view.locked": "Establecido por tu organización",
  "policy.view.default": "Predeterminado: puedes cambiarlo",
  "policy.view.rejectedHeading": "Opciones rechazadas",
  "policy.view.rejectedIntro":
    "Estas opciones de la directiva no son válidas, así que el complemento aplica lo que se indica para cada una. Avisa a tu administrador.",
  "policy.view.ignored":
    "{count, plural, one {Esta clave de la directiva no es una opción que este complemento conozca, así que se ha ignorado: {keys}.} other {Estas claves de la directiva no son opciones que este complemento conozca, así que se han ignorado: {keys}.}}",
  "policy.view.helpIntro": "Ayuda de tu organización:",

  "policy.name.signInMethods": "Inicio de sesión",
  "policy.name.actions": "Tipos de trabajo",
  "policy.name.translation": "Traducción",
  "policy.name.translationLanguages": "Idiomas de traducción",
  "policy.name.deleteAfter": "Eliminar del servicio",
  "policy.name.deleteAfterMax": "Plazo de eliminación máximo",
  "policy.name.topUp": "Compra de créditos",
  "policy.name.creditsMessage": "Sobre los créditos",
  "policy.name.microsoft365Sources": "Archivos de Microsoft 365",
  "policy.name.spendingQuestionAbove": "Pregunta antes de gastar",
  "policy.name.insertAsTheyFinish": "Insertar a medida que terminan",
  "policy.name.keepText": "Conservar todos los valores como texto",
  "policy.name.help": "Ayuda de tu organización",
  "policy.value.signIn":
    "{methods, select, oauth {Solo con tu cuenta} apiToken {Solo con un token de API} other {Con tu cuenta o con un token de API}}",
  "policy.value.onOff": "{on, select, true {Activado} other {Desactivado}}",
  "policy.value.allowed": "{allowed, select, true {Permitido} other {No permitido}}",
  "policy.value.languages": "{count, plural, =0 {Ninguno} other {{languages}}}",
  "policy.value.askAbove":
    "{count, plural, =0 {Antes de cada lote} one {Antes de un lote que pueda costar más de # crédito de página} other {Antes de un lote que pueda costar más de # créditos de página}}",

  "policy.problem.type":
    "{where} debe ser {type, select, boolean {true o false} integer {un número entero} number {un número} array {una lista} object {un objeto} string {un texto} null {null} other {de otro tipo}}.",
  "policy.problem.enum": "{where} debe ser uno de estos valores: {allowed}.",
  "policy.problem.locked": "{where} debe ser true: los usuarios no tienen ningún control para esta opción.",
  "policy.problem.minimum": "{where} debe ser como mínimo {limit, number}.",
  "policy.problem.maximum": "{where} debe ser como máximo {limit, number}.",
  "policy.problem.empty": "{where} no debe estar vacío.",
  "policy.problem.maxLength": "{where} no debe tener más de {limit, number} caracteres.",
  "policy.problem.unique": "{where} nombra lo mismo dos veces.",
  "policy.problem.url": "{where} debe empezar por https:// o mailto:.",
  "policy.problem.language": "{where} debe ser un código de idioma, como de o pt-BR.",
  "policy.problem.blank": "{where} no debe estar vacío ni tener solo espacios.",
  "policy.problem.required": "A {where} le falta «{property}».",
  "policy.problem.extra": "{where} tiene «{property}», que no forma parte de esta opción.",
  "policy.problem.seconds": "{where} debe ser un número entero de segundos entre 300 y 1.209.600, o null.",
  "policy.problem.text": "{where} debe ser un texto, o textos por código de idioma.",
  "policy.problem.aboveMax": "{where} es más largo de lo que permite deleteAfterMax.",
  "policy.problem.other": "{where} no es válido.",

  "policy.fallback.signInMethods": "Se aplica en su lugar: inicio de sesión solo con tu cuenta.",
  "policy.fallback.actions": "Se aplica en su lugar: solo transcribir el texto.",
  "policy.fallback.translation": "Se aplica en su lugar: sin traducción.",
  "policy.fallback.translationLanguages": "Se aplica en su lugar: ningún idioma de traducción.",
  "policy.fallback.deleteAfter": "Se aplica en su lugar: eliminación después de 5 minutos, establecida por tu organización.",
  "policy.fallback.deleteAfterMax": "Se aplica en su lugar: eliminación después de 5 minutos como máximo.",
  "policy.fallback.topUp": "Se aplica en su lugar: no se pueden comprar créditos en el complemento.",
  "policy.fallback.creditsMessage": "Se aplica en su lugar: una frase general sobre los créditos.",
  "policy.fallback.microsoft365Sources": "Se aplica en su lugar: ningún archivo de Microsoft 365.",
  "policy.fallback.spendingQuestionAbove": "Se aplica en su lugar: una pregunta antes de cada lote.",
  "policy.fallback.insertAsTheyFinish": "Se aplica en su lugar: los resultados no se insertan solos.",
  "policy.fallback.keepText": "Se aplica en su lugar: todos los valores se conservan como texto, establecido por tu organización.",
  "policy.fallback.help": "Se aplica en su lugar: no se muestra ninguna ayuda de tu organización.",
  "policy.fallback.capped": "Se aplica en su lugar: el plazo más largo que permite deleteAfterMax.",
};
