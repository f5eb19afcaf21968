import type { dialogs as english } from "../en/dialogs";
import type { Translation } from "../../translation";

export const dialogs: Translation<typeof english> = {
  "dialogs.signin.title": "Iniciando sesión",
  "dialogs.signin.opening": "Abriendo la página de inicio de sesión…",
  "dialogs.signin.notStarted":
    "Esta ventana forma parte del inicio de sesión en «Transcribir documentos». Ciérrala y selecciona Iniciar sesión en el complemento.",
  "dialogs.signin.finishing": "Terminando de iniciar sesión…",
  "dialogs.signin.signedInPopup": "Sesión iniciada. Ya puedes cerrar esta ventana.",
  "dialogs.signin.signedInDialog": "Sesión iniciada. Esta ventana se cerrará sola.",
  "dialogs.payment.title": "Confirmando el pago",
  "dialogs.payment.opening": "Abriendo la página de confirmación del pago…",
  "dialogs.payment.noTarget":
    "Esta ventana forma parte de la compra de créditos en «Transcribir documentos», pero no tiene ninguna página del servicio que mostrar. Ciérrala y vuelve a seleccionar Comprar créditos.",
  "dialogs.microsoft.title": "Iniciando sesión en Microsoft 365",
  "dialogs.microsoft.working": "Iniciando sesión en Microsoft 365…",
  "dialogs.microsoft.notSetUp": "El inicio de sesión en Microsoft 365 no está configurado para este complemento.",
  "dialogs.microsoft.signedIn": "Sesión iniciada en Microsoft 365. Ya puedes cerrar esta ventana.",
  "dialogs.microsoft.failed": "No se pudo iniciar sesión en Microsoft 365. Cierra esta ventana y vuelve a intentarlo.",
  "dialogs.payment.policyUnread":
    "No se pudo leer la directiva de tu organización, así que por ahora no se permite comprar créditos aquí. Cierra esta ventana y pide a tu administrador que revise la directiva.",
  "dialogs.microsoft.policyUnread":
    "No se pudo leer la directiva de tu organización, así que por ahora no se permiten archivos de Microsoft 365 aquí. Cierra esta ventana y pide a tu administrador que revise la directiva.",
  "dialogs.signin.policyRefused": "Tu organización no permite iniciar sesión con tu cuenta aquí. Cierra esta ventana.",
  "dialogs.payment.policyRefused": "Tu organización no permite comprar créditos en este complemento. Cierra esta ventana.",
  "dialogs.microsoft.policyRefused": "Tu organización no permite archivos de Microsoft 365 en este complemento. Cierra esta ventana.",
};
