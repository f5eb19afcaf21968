import type { session as english } from "../en/session";
import type { Translation } from "../../translation";

export const session: Translation<typeof english> = {
  "session.app.productName": "Transcribir documentos",
  "session.app.loading": "Cargando…",
  "session.shell.viewFailed":
    "No se pudo cargar esta parte del panel. Compruebe su conexión a Internet y vuelva a cargar el panel: los archivos ya enviados continúan y vuelven a aparecer.",
  "session.shell.reload": "Volver a cargar el panel",
  "session.app.signInAgain": "Volver a iniciar sesión",
  "session.shell.views": "Vistas",
  "session.shell.tab.workspace": "Archivos",
  "session.shell.tab.history": "Historial",
  "session.shell.tab.credits": "Créditos",
  "session.shell.tab.settings": "Configuración",
  "session.shell.more": "Más",
  "session.shell.moreViews": "{count, plural, one {Más: # vista más} other {Más: # vistas más}}",
  "session.signInScreen.restoring": "Iniciando tu sesión…",
  "session.signInScreen.label": "Iniciar sesión",
  "session.signInScreen.heading": "Iniciar sesión",
  "session.signInScreen.intro":
    "Inicia sesión con tu cuenta del servicio de transcripción para convertir escaneos y fotos en texto, tablas y campos.",
  "session.signInScreen.signIn": "Iniciar sesión",
  "session.signInScreen.signingIn": "Iniciando sesión…",
  "session.signInScreen.remember": "Mantener la sesión iniciada en este equipo",
  "session.signInScreen.showTokenForm": "Usar un token de API en su lugar",
  "session.signInScreen.tokenForm": "Iniciar sesión con un token de API",
  "session.signInScreen.tokenLabel": "Token de API",
  "session.signInScreen.tokenHint": "Lo encontrarás en el panel de tu cuenta, en el sitio web del servicio.",
  "session.signInScreen.useToken": "Usar este token",
  "session.signInScreen.checking": "Comprobando…",
  "session.accountBar.label": "Cuenta de transcripción",
  "session.accountBar.balance": "{count, plural, one {# crédito de página} other {# créditos de página}}",
  "session.accountBar.stale": "Puede que no esté actualizado. {reason}",
  "session.accountBar.buyCredits": "Comprar créditos",
  "session.accountBar.signOut": "Cerrar sesión",
  "session.error.office": "Office no pudo completar el cambio: {detail}",
  "session.error.unexpected": "Algo salió mal. Vuelve a intentarlo; si sigue ocurriendo, vuelve a cargar el complemento.",
  "session.apiToken.empty": "Primero pega tu token de API. Lo encontrarás en el panel de tu cuenta, en el sitio web del servicio.",
  "session.apiToken.badCharacters":
    "Este token de API contiene caracteres que un token no puede tener, como un salto de línea, un espacio o una comilla tipográfica. Vuelve a copiarlo desde el panel de tu cuenta y pégalo como texto sin formato.",
  "session.apiToken.refused":
    "El servicio no aceptó este token de API. Vuelve a copiarlo desde el panel de tu cuenta; puede que se haya reemplazado por uno más reciente.",
  "session.signIn.pageNotLoaded":
    "La ventana de inicio de sesión no pudo cargar su página. Comprueba tu conexión a Internet y vuelve a intentarlo; si sigue ocurriendo, avisa a tu administrador de que la dirección del complemento puede ser incorrecta.",
  "session.signIn.insecureAddress":
    "Se rechazó la ventana de inicio de sesión porque su dirección no usa HTTPS. Avisa a tu administrador: el complemento debe hospedarse con HTTPS.",
  "session.signIn.untrustedAddress":
    "Se rechazó la ventana de inicio de sesión porque el complemento no confía en su dirección. Pide a tu administrador que compruebe la dirección de inicio de sesión (AUTH_URL) en el manifiesto del complemento.",
  "session.signIn.cancelled":
    "Se canceló el inicio de sesión: la ventana se cerró antes de que terminaras. Selecciona Iniciar sesión para volver a intentarlo.",
  "session.signIn.alreadyOpen":
    "Ya hay una ventana de inicio de sesión abierta. Termina de iniciar sesión allí, o ciérrala y vuelve a intentarlo.",
  "session.signIn.notAllowed":
    "No se permitió abrir la ventana de inicio de sesión. Vuelve a seleccionar Iniciar sesión y elige Permitir cuando Office lo pregunte.",
  "session.signIn.blockedByBrowser":
    "Tu explorador bloqueó la ventana de inicio de sesión. Permite las ventanas emergentes para este sitio de Office en la configuración del explorador y vuelve a seleccionar Iniciar sesión.",
  "session.signIn.popupBlocked":
    "Tu explorador bloqueó la ventana de inicio de sesión. Permite las ventanas emergentes para este sitio y vuelve a seleccionar Iniciar sesión.",
  "session.signIn.windowProblem": "La ventana de inicio de sesión notificó un problema (código {code}). Ciérrala y vuelve a intentarlo.",
  "session.signIn.unreachable":
    "No se puede acceder al servidor de inicio de sesión. Comprueba tu conexión a Internet y vuelve a intentarlo.",
  "session.signIn.accessDenied":
    "Rechazaste el acceso, así que el complemento no puede usar tu cuenta. Selecciona Iniciar sesión y elige Permitir para continuar.",
  "session.signIn.serverRefused":
    "El servidor de inicio de sesión rechazó la solicitud ({error}). Vuelve a intentarlo; si sigue ocurriendo, avisa a tu administrador.",
  "session.signIn.protocol":
    "El servidor de inicio de sesión respondió de una forma que este complemento no acepta (por ejemplo, indica otro emisor). Avisa a tu administrador: puede que la configuración de inicio de sesión del complemento (AUTH_URL, OAUTH_ISSUER) no coincida con el servidor.",
  "session.signIn.stateMismatch":
    "La respuesta de inicio de sesión no correspondía a este intento, así que se ignoró por tu seguridad. Selecciona Iniciar sesión para volver a intentarlo.",
  "session.signIn.codeRefused":
    "No se pudo completar el inicio de sesión: el servidor de inicio de sesión no aceptó el código. Selecciona Iniciar sesión para volver a intentarlo.",
  "session.signIn.expired": "Tu sesión ha expirado. Vuelve a iniciar sesión para continuar; el trabajo en curso se conserva.",
  "session.accountBar.credits": "Créditos",
  "session.policy.oauthOnly": "Tu organización solo permite iniciar sesión con tu cuenta.",
  "session.policy.tokenOnly": "Tu organización solo permite iniciar sesión con un token de API.",
  "session.policy.signInNotAllowed":
    "Tu organización no permite iniciar sesión de esta forma. Pregunta a tu administrador cómo iniciar sesión.",
  "session.policy.oauthOnlyUnread":
    "No se pudo leer la directiva de tu organización, así que solo se ofrece la forma más segura de iniciar sesión. Pide a tu administrador que revise la directiva.",
  "session.policy.unread.setting":
    "No se pudo leer la directiva de tu organización, así que este complemento aplica aquí su ajuste más seguro.",
  "session.policy.unread.deletion":
    "No se pudo leer la directiva de tu organización, así que el servicio elimina cada archivo y su resultado 5 minutos después de procesarlo: guarda o inserta ahora lo que necesites.",
  "session.policy.unread.askAdmin": "Pide a tu administrador que revise la directiva.",
  "session.policy.helpText": "Ayuda de tu organización: {text}",
  "session.policy.helpLink": "Ayuda de tu organización: {link}",
  "session.policy.helpTextAndLink": "Ayuda de tu organización: {text} ({link})",
};
