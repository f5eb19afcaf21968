import type { credits as english } from "../en/credits";
import type { Translation } from "../../translation";

export const credits: Translation<typeof english> = {
  "credits.view.accountHeading": "Tu cuenta",
  "credits.view.name": "Nombre",
  "credits.view.email": "Correo electrónico",
  "credits.view.plan": "Plan",
  "credits.view.balance": "Saldo",
  "credits.view.notGiven": "No indicado",
  "credits.view.balanceValue": "{count, plural, one {# crédito de página} other {# créditos de página}}",
  "credits.view.stale": "Puede que el saldo mostrado no esté actualizado: no se pudo leer ahora mismo. {reason}",
  "credits.view.readAgain": "Volver a leer",
  "credits.view.reading": "Leyendo tu saldo…",
  "credits.view.buyHeading": "Comprar créditos",
  "credits.view.explain": "Cada página que lee el servicio cuesta un crédito. Los créditos se cargan a la tarjeta guardada en tu cuenta.",
  "credits.view.amountLabel": "Créditos que quieres comprar",
  "credits.view.buy": "Comprar créditos",
  "credits.view.buying": "Comprando créditos…",
  "credits.view.confirmWithBank": "Confirmar con tu banco",
  "credits.view.filesWaited":
    "{count, plural, one {# archivo esperaba créditos. ¿Enviarlo ahora?} other {# archivos esperaban créditos. ¿Enviarlos ahora?}}",
  "credits.view.uploadsWaited": "Había cargas esperando créditos. ¿Enviar el resto ahora?",
  "credits.view.continueUploads": "Continuar las cargas",

  "credits.view.pricePerCredit": "Al precio de tu última compra, un crédito cuesta {perCredit}. El servicio cobra su precio actual.",
  "credits.view.priceAfter": "El servicio no indica su precio de antemano: el importe cobrado se muestra después de la compra.",
  "credits.view.finishInBank": "Termina en la ventana de tu banco. La compra se completa aquí cuando la cierres.",
  "credits.confirm.title":
    "{count, plural, one {¿Comprar # crédito con tu tarjeta guardada?} other {¿Comprar # créditos con tu tarjeta guardada?}}",
  "credits.confirm.priceKnown":
    "{count, plural, one {Al precio de tu última compra ({perCredit} por crédito), # crédito cuesta unos {total}.} other {Al precio de tu última compra ({perCredit} por crédito), # créditos cuestan unos {total}.}} El servicio cobra su precio actual.",
  "credits.confirm.priceUnknown": "El servicio no indica su precio de antemano: el importe cobrado se muestra después de la compra.",
  "credits.confirm.minimum":
    "{minimum, plural, one {La compra más pequeña de tu plan es de # crédito.} other {La compra más pequeña de tu plan es de # créditos.}}",
  "credits.confirm.buy": "{count, plural, one {Comprar # crédito} other {Comprar # créditos}}",
  "credits.confirm.cancel": "Cancelar",

  "credits.rule.minimumUnknown": "Compra créditos en múltiplos de 100 (100, 200, 500…) o exactamente la compra mínima de tu plan.",
  "credits.rule.minimumRound":
    "{minimum, plural, one {Compra créditos en múltiplos de 100. La compra mínima de tu plan es de # crédito.} other {Compra créditos en múltiplos de 100. La compra mínima de tu plan es de # créditos.}}",
  "credits.rule.minimumOdd":
    "{minimum, plural, one {Compra exactamente # crédito (el mínimo de tu plan) o cualquier múltiplo de 100 a partir de {from, number}.} other {Compra exactamente # créditos (el mínimo de tu plan) o cualquier múltiplo de 100 a partir de {from, number}.}}",

  "credits.check.empty": "Escribe cuántos créditos quieres comprar.",
  "credits.check.notWhole": "Escribe un número entero de créditos, solo con dígitos.",
  "credits.check.notPositive": "Escribe un número de créditos mayor que 0.",
  "credits.check.belowMinimum":
    "{minimum, plural, one {La compra mínima de tu plan es de # crédito.} other {La compra mínima de tu plan es de # créditos.}}",
  "credits.check.maybeMinimum":
    "{amount, number} no es múltiplo de 100. El servicio solo lo acepta si es exactamente la compra mínima de tu plan. Selecciona Comprar créditos otra vez para pedir {amount, number} de todos modos, o escribe un múltiplo de 100.",
  "credits.check.notMultiple":
    "{minimum, plural, one {Escribe un múltiplo de 100 o exactamente # crédito.} other {Escribe un múltiplo de 100 o exactamente # créditos.}}",

  "credits.topup.bought":
    "{credits, plural, one {Compraste # crédito por {amount}.} other {Compraste # créditos por {amount}.}} {balance, plural, one {Tu saldo ahora es de # crédito de página.} other {Tu saldo ahora es de # créditos de página.}}",
  "credits.topup.boughtAfterConfirming":
    "Tu banco confirmó el pago. {credits, plural, one {Compraste # crédito por {amount}.} other {Compraste # créditos por {amount}.}} {balance, plural, one {Tu saldo ahora es de # crédito de página.} other {Tu saldo ahora es de # créditos de página.}}",
  "credits.topup.noSubscription":
    "Para comprar créditos se necesita una suscripción, y esta cuenta no tiene ninguna. Elige un plan en el panel de tu cuenta en el sitio web del servicio y luego compra créditos aquí. No se cobró nada.",
  "credits.topup.notMultiple":
    "El servicio acepta múltiplos de 100 créditos o exactamente el mínimo de tu plan. Cambia la cantidad y vuelve a intentarlo. No se cobró nada.",
  "credits.topup.belowMinimum": "Es menos que la compra mínima de tu plan. Elige una cantidad mayor. No se cobró nada.",
  "credits.topup.belowMinimumOf":
    "{minimum, plural, one {La compra mínima de tu plan es de # crédito. Compra al menos esa cantidad. No se cobró nada.} other {La compra mínima de tu plan es de # créditos. Compra al menos esa cantidad. No se cobró nada.}}",
  "credits.topup.noPaymentMethod":
    "Esta cuenta no tiene ninguna tarjeta guardada. Agrega un método de pago en el panel de tu cuenta en el sitio web del servicio y vuelve a intentarlo. No se cobró nada.",
  "credits.topup.declined":
    "El pago no se completó: la tarjeta fue rechazada. Usa otra tarjeta en el panel de tu cuenta o ponte en contacto con tu banco. No se cobró nada.",
  "credits.topup.declinedFunds":
    "El pago no se completó: la tarjeta no tiene fondos suficientes. Usa otra tarjeta en el panel de tu cuenta o ponte en contacto con tu banco. No se cobró nada.",
  "credits.topup.declinedExpired":
    "El pago no se completó: la tarjeta caducó. Usa otra tarjeta en el panel de tu cuenta o ponte en contacto con tu banco. No se cobró nada.",
  "credits.topup.declinedCvc":
    "El pago no se completó: el código de seguridad de la tarjeta era incorrecto. Usa otra tarjeta en el panel de tu cuenta o ponte en contacto con tu banco. No se cobró nada.",
  "credits.topup.declinedProcessing":
    "El pago no se completó: el emisor de la tarjeta tuvo un error de procesamiento. Usa otra tarjeta en el panel de tu cuenta o ponte en contacto con tu banco. No se cobró nada.",
  "credits.topup.declinedOther":
    "El pago no se completó: el emisor de la tarjeta respondió «{code}». Usa otra tarjeta en el panel de tu cuenta o ponte en contacto con tu banco. No se cobró nada.",
  "credits.topup.tooSoon":
    "Compraste créditos hace unos minutos; se permite una compra cada 5 minutos. Vuelve a intentarlo en unos minutos.",
  "credits.topup.tooSoonUntil":
    "Compraste créditos hace unos minutos; se permite una compra cada 5 minutos. Puedes volver a comprar a las {time}.",
  "credits.topup.confirmNeeded":
    "Tu banco te pide que confirmes este pago. Selecciona Confirmar con tu banco: su página se abre en una ventana nueva. Confirma allí y ciérrala, y la compra se completará aquí. No se cobra nada hasta entonces.",
  "credits.topup.stillUnconfirmed":
    "Tu banco sigue pidiendo que confirmes el pago, así que no se compró nada. Selecciona Comprar créditos para confirmarlo de nuevo.",
  "credits.topup.noConfirmationPage":
    "Tu banco pide que confirmes este pago, pero el servicio no indicó ninguna página para hacerlo. No se compró nada; vuelve a intentarlo más tarde.",
  "credits.topup.windowFailed": "{reason} No se compró nada.",
  "credits.topup.lostWentThrough":
    "{balance, plural, one {Se perdió la conexión durante la compra, así que no se sabe si se completó. No se volvió a enviar. Tu saldo ahora es de # crédito de página: la compra se completó.} other {Se perdió la conexión durante la compra, así que no se sabe si se completó. No se volvió a enviar. Tu saldo ahora es de # créditos de página: la compra se completó.}}",
  "credits.topup.lostCheck":
    "{balance, plural, one {Se perdió la conexión durante la compra, así que no se sabe si se completó. No se volvió a enviar. Tu saldo ahora es de # crédito de página. Si es menos de lo que esperas, revisa el panel de tu cuenta antes de volver a comprar.} other {Se perdió la conexión durante la compra, así que no se sabe si se completó. No se volvió a enviar. Tu saldo ahora es de # créditos de página. Si es menos de lo que esperas, revisa el panel de tu cuenta antes de volver a comprar.}}",
  "credits.topup.lostUnread":
    "Se perdió la conexión durante la compra, así que no se sabe si se completó. No se volvió a enviar. Tampoco se pudo leer tu saldo. Revisa el panel de tu cuenta antes de volver a comprar.",

  "credits.paymentWindow.notLoaded":
    "No se pudo cargar la página de confirmación del pago. Comprueba tu conexión a Internet y vuelve a intentarlo.",
  "credits.paymentWindow.refused":
    "Office no permitió abrir la página de confirmación del pago. Confirma el pago en el panel de tu cuenta.",
  "credits.paymentWindow.alreadyOpen": "Ya hay abierta otra ventana de un complemento. Ciérrala y vuelve a seleccionar Comprar créditos.",
  "credits.paymentWindow.blockedByOffice":
    "Se bloqueó la ventana de confirmación del pago. Permítela cuando Office lo pregunte y vuelve a seleccionar Comprar créditos.",
  "credits.paymentWindow.failed":
    "Error en la ventana de confirmación del pago (error de Office {code}). Selecciona Comprar créditos para volver a intentarlo.",
  "credits.paymentWindow.untrusted":
    "El servicio pidió confirmar el pago en una página que no es suya, así que no se abrió. Confirma el pago en el panel de tu cuenta.",
  "credits.paymentWindow.blockedByBrowser":
    "Tu explorador bloqueó la ventana de confirmación del pago. Permite las ventanas emergentes para este sitio y vuelve a seleccionar Comprar créditos.",
  "credits.unavailable.heading": "Más créditos",
  "credits.unavailable.organisation":
    "Tu organización compra los créditos para todos, así que no se pueden comprar en este complemento. Pide más a tu administrador.",
  "credits.unavailable.platform": "Aquí no se pueden comprar créditos en el complemento. Tu saldo se actualiza aquí solo cuando cambia.",
};
