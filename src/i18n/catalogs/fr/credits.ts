import type { credits as english } from "../en/credits";
import type { Translation } from "../../translation";

export const credits: Translation<typeof english> = {
  "credits.view.accountHeading": "Votre compte",
  "credits.view.name": "Nom",
  "credits.view.email": "E-mail",
  "credits.view.plan": "Forfait",
  "credits.view.balance": "Solde",
  "credits.view.notGiven": "Non renseigné",
  "credits.view.balanceValue": "{count, plural, one {# crédit de page} other {# crédits de pages}}",
  "credits.view.stale": "Le solde affiché n’est peut-être plus à jour : il n’a pas pu être lu à l’instant. {reason}",
  "credits.view.readAgain": "Relire le solde",
  "credits.view.reading": "Lecture de votre solde…",
  "credits.view.buyHeading": "Acheter des crédits",
  "credits.view.explain":
    "Chaque page lue par le service coûte un crédit. Les crédits sont débités sur la carte enregistrée dans votre compte.",
  "credits.view.amountLabel": "Crédits à acheter",
  "credits.view.buy": "Acheter des crédits",
  "credits.view.buying": "Achat des crédits…",
  "credits.view.confirmWithBank": "Confirmer auprès de votre banque",
  "credits.view.filesWaited":
    "{count, plural, one {# fichier attendait des crédits. L’envoyer maintenant ?} other {# fichiers attendaient des crédits. Les envoyer maintenant ?}}",
  "credits.view.uploadsWaited": "Des chargements attendaient des crédits. Envoyer le reste maintenant ?",
  "credits.view.continueUploads": "Reprendre les chargements",

  "credits.view.pricePerCredit": "Au prix de votre dernier achat, un crédit coûte {perCredit}. Le service facture son prix actuel.",
  "credits.view.priceAfter": "Le service n’indique pas son prix à l’avance : le montant facturé s’affiche après l’achat.",
  "credits.view.finishInBank": "Terminez dans la fenêtre de votre banque. L’achat se termine ici quand vous la fermez.",
  "credits.confirm.title":
    "{count, plural, one {Acheter # crédit avec votre carte enregistrée ?} other {Acheter # crédits avec votre carte enregistrée ?}}",
  "credits.confirm.priceKnown":
    "{count, plural, one {Au prix de votre dernier achat ({perCredit} le crédit), # crédit coûte environ {total}.} other {Au prix de votre dernier achat ({perCredit} le crédit), # crédits coûtent environ {total}.}} Le service facture son prix actuel.",
  "credits.confirm.priceUnknown": "Le service n’indique pas son prix à l’avance : le montant facturé s’affiche après l’achat.",
  "credits.confirm.minimum":
    "{minimum, plural, one {Le plus petit achat de votre forfait est de # crédit.} other {Le plus petit achat de votre forfait est de # crédits.}}",
  "credits.confirm.buy": "{count, plural, one {Acheter # crédit} other {Acheter # crédits}}",
  "credits.confirm.cancel": "Annuler",

  "credits.rule.minimumUnknown":
    "Achetez des crédits par multiples de 100 (100, 200, 500…), ou exactement l’achat minimum de votre forfait.",
  "credits.rule.minimumRound":
    "{minimum, plural, one {Achetez des crédits par multiples de 100. L’achat minimum de votre forfait est de # crédit.} other {Achetez des crédits par multiples de 100. L’achat minimum de votre forfait est de # crédits.}}",
  "credits.rule.minimumOdd":
    "{minimum, plural, one {Achetez exactement # crédit (le minimum de votre forfait), ou un multiple de 100 à partir de {from, number}.} other {Achetez exactement # crédits (le minimum de votre forfait), ou un multiple de 100 à partir de {from, number}.}}",

  "credits.check.empty": "Saisissez le nombre de crédits à acheter.",
  "credits.check.notWhole": "Saisissez un nombre entier de crédits, en chiffres uniquement.",
  "credits.check.notPositive": "Saisissez un nombre de crédits supérieur à 0.",
  "credits.check.belowMinimum":
    "{minimum, plural, one {L’achat minimum de votre forfait est de # crédit.} other {L’achat minimum de votre forfait est de # crédits.}}",
  "credits.check.maybeMinimum":
    "{amount, number} n’est pas un multiple de 100. Le service ne l’accepte que s’il s’agit exactement du plus petit achat de votre forfait. Sélectionnez de nouveau Acheter des crédits pour demander {amount, number} quand même, ou saisissez un multiple de 100.",
  "credits.check.notMultiple":
    "{minimum, plural, one {Saisissez un multiple de 100, ou exactement # crédit.} other {Saisissez un multiple de 100, ou exactement # crédits.}}",

  "credits.topup.bought":
    "{credits, plural, one {Vous avez acheté # crédit pour {amount}.} other {Vous avez acheté # crédits pour {amount}.}} {balance, plural, one {Votre solde est maintenant de # crédit de page.} other {Votre solde est maintenant de # crédits de pages.}}",
  "credits.topup.boughtAfterConfirming":
    "Votre banque a confirmé le paiement. {credits, plural, one {Vous avez acheté # crédit pour {amount}.} other {Vous avez acheté # crédits pour {amount}.}} {balance, plural, one {Votre solde est maintenant de # crédit de page.} other {Votre solde est maintenant de # crédits de pages.}}",
  "credits.topup.noSubscription":
    "L’achat de crédits nécessite un abonnement, et ce compte n’en a pas. Choisissez un forfait dans le tableau de bord de votre compte sur le site du service, puis achetez des crédits ici. Rien n’a été débité.",
  "credits.topup.notMultiple":
    "Le service accepte les multiples de 100 crédits, ou exactement le minimum de votre forfait. Modifiez le montant et réessayez. Rien n’a été débité.",
  "credits.topup.belowMinimum": "C’est moins que l’achat minimum de votre forfait. Choisissez un montant plus élevé. Rien n’a été débité.",
  "credits.topup.belowMinimumOf":
    "{minimum, plural, one {L’achat minimum de votre forfait est de # crédit. Achetez-en au moins autant. Rien n’a été débité.} other {L’achat minimum de votre forfait est de # crédits. Achetez-en au moins autant. Rien n’a été débité.}}",
  "credits.topup.noPaymentMethod":
    "Aucune carte n’est enregistrée sur ce compte. Ajoutez un moyen de paiement dans le tableau de bord de votre compte sur le site du service, puis réessayez. Rien n’a été débité.",
  "credits.topup.declined":
    "Le paiement n’a pas abouti : la carte a été refusée. Utilisez une autre carte dans le tableau de bord de votre compte, ou contactez votre banque. Rien n’a été débité.",
  "credits.topup.declinedFunds":
    "Le paiement n’a pas abouti : le solde de la carte est insuffisant. Utilisez une autre carte dans le tableau de bord de votre compte, ou contactez votre banque. Rien n’a été débité.",
  "credits.topup.declinedExpired":
    "Le paiement n’a pas abouti : la carte a expiré. Utilisez une autre carte dans le tableau de bord de votre compte, ou contactez votre banque. Rien n’a été débité.",
  "credits.topup.declinedCvc":
    "Le paiement n’a pas abouti : le code de sécurité de la carte était erroné. Utilisez une autre carte dans le tableau de bord de votre compte, ou contactez votre banque. Rien n’a été débité.",
  "credits.topup.declinedProcessing":
    "Le paiement n’a pas abouti : l’émetteur de la carte a rencontré une erreur de traitement. Utilisez une autre carte dans le tableau de bord de votre compte, ou contactez votre banque. Rien n’a été débité.",
  "credits.topup.declinedOther":
    "Le paiement n’a pas abouti : l’émetteur de la carte a répondu « {code} ». Utilisez une autre carte dans le tableau de bord de votre compte, ou contactez votre banque. Rien n’a été débité.",
  "credits.topup.tooSoon":
    "Vous avez acheté des crédits il y a quelques minutes ; un achat est possible toutes les 5 minutes. Réessayez dans quelques minutes.",
  "credits.topup.tooSoonUntil":
    "Vous avez acheté des crédits il y a quelques minutes ; un achat est possible toutes les 5 minutes. Vous pourrez acheter à nouveau à {time}.",
  "credits.topup.confirmNeeded":
    "Votre banque vous demande de confirmer ce paiement. Sélectionnez Confirmer auprès de votre banque\u00a0: sa page s’ouvre dans une nouvelle fenêtre. Confirmez-y le paiement puis fermez-la, et l’achat sera finalisé ici. Rien n’est débité d’ici là.",
  "credits.topup.stillUnconfirmed":
    "Votre banque demande toujours de confirmer le paiement ; rien n’a donc été acheté. Sélectionnez Acheter des crédits pour le confirmer à nouveau.",
  "credits.topup.noConfirmationPage":
    "Votre banque demande de confirmer ce paiement, mais le service n’a fourni aucune page pour le faire. Rien n’a été acheté ; réessayez plus tard.",
  "credits.topup.windowFailed": "{reason} Rien n’a été acheté.",
  "credits.topup.lostWentThrough":
    "{balance, plural, one {La connexion a été perdue pendant l’achat : on ne sait pas si l’achat a abouti. Il n’a pas été renvoyé. Votre solde est maintenant de # crédit de page : l’achat a abouti.} other {La connexion a été perdue pendant l’achat : on ne sait pas si l’achat a abouti. Il n’a pas été renvoyé. Votre solde est maintenant de # crédits de pages : l’achat a abouti.}}",
  "credits.topup.lostCheck":
    "{balance, plural, one {La connexion a été perdue pendant l’achat : on ne sait pas si l’achat a abouti. Il n’a pas été renvoyé. Votre solde est maintenant de # crédit de page. Si c’est moins que prévu, vérifiez le tableau de bord de votre compte avant d’acheter à nouveau.} other {La connexion a été perdue pendant l’achat : on ne sait pas si l’achat a abouti. Il n’a pas été renvoyé. Votre solde est maintenant de # crédits de pages. Si c’est moins que prévu, vérifiez le tableau de bord de votre compte avant d’acheter à nouveau.}}",
  "credits.topup.lostUnread":
    "La connexion a été perdue pendant l’achat : on ne sait pas si l’achat a abouti. Il n’a pas été renvoyé. Votre solde n’a pas pu être lu non plus. Vérifiez le tableau de bord de votre compte avant d’acheter à nouveau.",

  "credits.paymentWindow.notLoaded":
    "La page de confirmation du paiement n’a pas pu être chargée. Vérifiez votre connexion Internet et réessayez.",
  "credits.paymentWindow.refused":
    "Office a refusé d’ouvrir la page de confirmation du paiement. Confirmez plutôt le paiement dans le tableau de bord de votre compte.",
  "credits.paymentWindow.alreadyOpen":
    "Une autre fenêtre de complément est déjà ouverte. Fermez-la, puis sélectionnez à nouveau Acheter des crédits.",
  "credits.paymentWindow.blockedByOffice":
    "La fenêtre de confirmation du paiement a été bloquée. Autorisez-la quand Office le demande, puis sélectionnez à nouveau Acheter des crédits.",
  "credits.paymentWindow.failed":
    "La fenêtre de confirmation du paiement a échoué (erreur Office {code}). Sélectionnez Acheter des crédits pour réessayer.",
  "credits.paymentWindow.untrusted":
    "Le service a demandé de confirmer le paiement sur une page qui n’est pas la sienne ; elle n’a donc pas été ouverte. Confirmez plutôt le paiement dans le tableau de bord de votre compte.",
  "credits.paymentWindow.blockedByBrowser":
    "Votre navigateur a bloqué la fenêtre de confirmation du paiement. Autorisez les fenêtres contextuelles pour ce site, puis sélectionnez à nouveau Acheter des crédits.",
  "credits.unavailable.heading": "Plus de crédits",
  "credits.unavailable.organisation":
    "Votre organisation achète les crédits pour tout le monde : ils ne peuvent donc pas être achetés dans ce complément. Demandez-en davantage à votre administrateur.",
  "credits.unavailable.platform":
    "Les crédits ne peuvent pas être achetés ici dans le complément. Votre solde se met à jour ici de lui-même lorsqu’il change.",
};
