import type { errors as english } from "../en/errors";
import type { Translation } from "../../translation";

export const errors: Translation<typeof english> = {
  "errors.response.unauthorized": "Votre connexion a expiré ou votre jeton d’API n’est plus valide. Reconnectez-vous pour continuer.",
  "errors.response.insufficientScope":
    "Cette connexion ne permet pas au complément de faire cela. Déconnectez-vous, reconnectez-vous et autorisez l’accès à vos documents.",
  "errors.response.unsupportedFormat":
    "{hasDetail, select, yes {Ce résultat n’est pas disponible dans ce format ({detail}). Choisissez un autre format.} other {Ce résultat n’est pas disponible dans ce format. Choisissez un autre format.}}",
  "errors.response.actionNotSubmitted":
    "{hasDetail, select, yes {Ce document n’a pas été traité pour cette action ({detail}).} other {Ce document n’a pas été traité pour cette action.}}",
  "errors.response.resultUnavailable":
    "{hasDetail, select, yes {Ce résultat n’est pas disponible : le format ne correspond pas à l’action du document, ou le document n’a pas été traité pour cette action (une traduction n’existe que si elle a été demandée au chargement) ({detail}).} other {Ce résultat n’est pas disponible : le format ne correspond pas à l’action du document, ou le document n’a pas été traité pour cette action (une traduction n’existe que si elle a été demandée au chargement).}}",
  "errors.response.uploadIncomplete":
    "{hasDetail, select, yes {Des informations obligatoires manquaient au chargement. {detail} Choisissez une action et un fichier, puis réessayez.} other {Des informations obligatoires manquaient au chargement. Choisissez une action et un fichier, puis réessayez.}}",
  "errors.response.badRequest":
    "{hasDetail, select, yes {Le service n’a pas pu accepter cette demande. {detail}} other {Le service n’a pas pu accepter cette demande.}}",
  "errors.response.insufficientCredits":
    "Ce fichier compte {pages, plural, one {# page} other {# pages}}, mais votre solde est de {balance, plural, one {# crédit} other {# crédits}}. Achetez des crédits, puis chargez-le à nouveau.",
  "errors.response.insufficientCreditsUnknown":
    "Votre compte n’a pas assez de crédits de pages pour ce fichier. Achetez des crédits, puis chargez-le à nouveau.",
  "errors.response.deleteForbidden":
    "Ce document appartient à un autre compte et ne peut donc pas être supprimé d’ici. Connectez-vous avec le compte qui l’a chargé.",
  "errors.response.readForbidden": "Ce document appartient à un autre compte. Connectez-vous avec le compte qui l’a chargé pour l’ouvrir.",
  "errors.response.forbidden": "Votre compte n’est pas autorisé à faire cela. Vérifiez que vous êtes connecté avec le bon compte.",
  "errors.response.thumbnailNotFound": "Cette image de page n’est pas disponible. Rouvrez le document pour voir ses pages actuelles.",
  "errors.response.notFound":
    "Le document n’existe plus sur le service : il a été supprimé, ou retiré automatiquement après sa durée de conservation.",
  "errors.response.unsupportedMedia": "Le service n’accepte pas ce type de fichier. Utilisez un fichier PDF, JPG, PNG, TIFF, HEIC ou GIF.",
  "errors.response.invalidParameters":
    "{hasDetail, select, yes {Le service n’a pas accepté certains choix. {detail} Corrigez-les et réessayez.} other {Le service n’a pas accepté certains choix. Corrigez-les et réessayez.}}",
  "errors.response.rateLimited":
    "{unit, select, second {Le service traite déjà de nombreuses demandes de ce compte. Réessayez dans {count, plural, one {# seconde} other {# secondes}}.} minute {Le service traite déjà de nombreuses demandes de ce compte. Réessayez dans {count, plural, one {# minute} other {# minutes}}.} other {Le service traite déjà de nombreuses demandes de ce compte. Réessayez dans un instant.}}",
  "errors.response.uploadServerError":
    "Le service a rencontré une erreur en recevant le fichier : il a peut-être été accepté, peut-être pas. Vérifiez vos documents avant de l’envoyer à nouveau, pour ne pas être facturé deux fois.",
  "errors.response.topUpServerError":
    "Le service a rencontré une erreur pendant l’achat : le complément ne peut pas savoir si vous avez été débité. Vérifiez votre solde avant d’acheter à nouveau.",
  "errors.response.documentFailed":
    "Le traitement de ce document a échoué : il n’y a pas de fichier de résultat. Chargez à nouveau le fichier ou essayez-en un autre.",
  "errors.response.downloadServerError": "Le service n’a pas pu préparer le fichier de résultat. Réessayez dans quelques minutes.",
  "errors.response.deleteServerError": "Le service n’a pas pu supprimer le document. Réessayez dans quelques minutes.",
  "errors.response.serverError": "Le service de transcription a rencontré un problème. Réessayez dans quelques minutes.",
  "errors.response.unexpectedStatus":
    "{hasDetail, select, yes {Le service a répondu avec un statut inattendu {status} ({detail}). Réessayez ; si cela se reproduit, le complément doit peut-être être mis à jour.} other {Le service a répondu avec un statut inattendu {status}. Réessayez ; si cela se reproduit, le complément doit peut-être être mis à jour.}}",

  "errors.topUp.paymentAuthentication":
    "Votre banque vous demande de confirmer ce paiement. Ouvrez la page de confirmation, terminez-la, puis achetez à nouveau les crédits.",
  "errors.topUp.noSubscription":
    "L’achat de crédits nécessite un abonnement actif. Souscrivez un forfait dans le tableau de bord de votre compte sur le site du service, puis réessayez.",
  "errors.topUp.amountNotMultiple": "Choisissez un nombre de crédits multiple de 100, ou exactement l’achat minimum de votre forfait.",
  "errors.topUp.belowMinimum":
    "Le plus petit achat de votre forfait est de {min, plural, one {# crédit} other {# crédits}}. Choisissez au moins cette quantité.",
  "errors.topUp.belowMinimumUnknown": "C’est moins que le plus petit achat de votre forfait. Choisissez plus de crédits.",
  "errors.topUp.noPaymentMethod":
    "Aucun moyen de paiement n’est enregistré. Ajoutez une carte dans le tableau de bord de votre compte sur le site du service, puis réessayez.",
  "errors.topUp.paymentFailed":
    "{reason, select, none {Le paiement n’a pas abouti : la banque n’a donné aucune raison.} insufficient_funds {Le paiement n’a pas abouti : provision insuffisante sur la carte.} card_declined {Le paiement n’a pas abouti : la banque a refusé la carte.} expired_card {Le paiement n’a pas abouti : la carte a expiré.} other {Le paiement n’a pas abouti : {declineCode}.}} Utilisez une autre carte dans le tableau de bord de votre compte, ou contactez votre banque.",
  "errors.topUp.tooSoon":
    "{unit, select, second {Un seul achat est autorisé toutes les 5 minutes. Vous pourrez acheter des crédits dans {count, plural, one {# seconde} other {# secondes}}.} minute {Un seul achat est autorisé toutes les 5 minutes. Vous pourrez acheter des crédits dans {count, plural, one {# minute} other {# minutes}}.} other {Un seul achat est autorisé toutes les 5 minutes. Réessayez dans quelques minutes.}}",

  "errors.http.network": "Impossible de joindre le service de transcription. Vérifiez votre connexion Internet et réessayez.",
  "errors.http.uploadOutcomeUnknown":
    "{why, select, lost {La connexion a été perdue pendant le chargement : le complément ne peut pas savoir s’il a abouti.} cancelled {Le chargement a été annulé pendant l’envoi : il a peut-être abouti.} other {Le service a accepté le chargement, mais sa réponse n’a pas pu être lue.}} Vérifiez vos documents avant d’envoyer à nouveau le fichier, pour ne pas être facturé deux fois.",
  "errors.http.purchaseOutcomeUnknown":
    "{why, select, lost {La connexion a été perdue pendant l’achat : le complément ne peut pas savoir s’il a abouti.} cancelled {L’achat a été annulé pendant l’envoi : il a peut-être abouti.} other {Le service a accepté l’achat, mais sa réponse n’a pas pu être lue.}} Vérifiez votre solde avant d’acheter à nouveau, pour ne pas être facturé deux fois.",
  "errors.http.notSignedIn": "Vous n’êtes pas connecté. Connectez-vous ou collez un jeton d’API pour continuer.",
  "errors.http.foreignAddress": "Le service a indiqué une adresse sur un autre site. Le complément n’y envoie pas votre connexion.",
  "errors.http.signInUnchecked": "Votre connexion n’a pas pu être vérifiée. Reconnectez-vous pour continuer.",
  "errors.http.unreadable": "Le service a envoyé une réponse que le complément ne peut pas lire. Réessayez dans un instant.",
  "errors.http.aborted": "La demande a été annulée.",
  "errors.http.renewFailed": "Votre connexion n’a pas pu être renouvelée pour le moment. Réessayez, ou reconnectez-vous.",

  "errors.download.notReady":
    "Le résultat n’est pas encore prêt : le document est toujours en cours de traitement. Réessayez dans un instant.",
  "errors.download.notAFormat": "« {format} » n’est pas un format de résultat. Choisissez txt, docx, xlsx, csv ou json.",
  "errors.download.wrongFormat":
    "{action, select, translate {Une traduction est disponible en {formats}. Choisissez l’un de ces formats.} tables {Un résultat de tableaux est disponible en {formats}. Choisissez l’un de ces formats.} extractor {Un résultat d’extracteur est disponible en {formats}. Choisissez l’un de ces formats.} other {Une transcription est disponible en {formats}. Choisissez l’un de ces formats.}}",
  "errors.download.translationFileName": "{name} (traduction)",

  "errors.documents.chooseExtractor": "Choisissez un extracteur pour ce chargement.",
  "errors.documents.deleteAfterRange": "Le délai de suppression automatique doit être compris entre 5 minutes et 14 jours.",
  "errors.documents.emptyFile": "Le fichier est vide.",
  "errors.documents.notSent":
    "{problem, select, extractor {Choisissez un extracteur pour ce chargement. Rien n’a été envoyé.} deleteAfter {Le délai de suppression automatique doit être compris entre 5 minutes et 14 jours. Rien n’a été envoyé.} other {Le fichier est vide. Rien n’a été envoyé.}}",
  "errors.documents.unexpectedStatus": "Le service a répondu avec un statut inattendu {status}. Réessayez dans un instant.",

  "errors.account.amountNotWhole":
    "Choisissez un nombre entier de crédits (un multiple de 100, ou le minimum de votre forfait). Rien n’a été acheté.",
  "errors.account.amountField": "Un nombre entier de crédits, supérieur à 0.",

  "errors.parse.badResponse":
    "{what, select, account {Le service a envoyé des informations de compte que le complément ne peut pas lire.} extractors {Le service a envoyé une liste d’extracteurs que le complément ne peut pas lire.} languages {Le service a envoyé une liste de langues que le complément ne peut pas lire.} topUp {Le service a envoyé un reçu d’achat que le complément ne peut pas lire.} document {Le service a envoyé un document que le complément ne peut pas lire.} documentDetail {Le service a envoyé des détails de document que le complément ne peut pas lire.} documentWithoutId {Le service a envoyé un document sans identifiant.} translation {Le service a envoyé une traduction que le complément ne peut pas lire.} list {Le service a envoyé une liste de documents que le complément ne peut pas lire.} listWithoutDocuments {Le service a envoyé une liste de documents sans documents.} upload {Le service a envoyé un accusé de chargement que le complément ne peut pas lire.} uploadWithoutId {Le service a accepté le chargement mais n’a envoyé aucun identifiant de document.} other {Le service a envoyé une réponse que le complément ne peut pas lire.}} Réessayez ; si cela se reproduit, le service est peut-être en train de changer.",
  "errors.parse.unreadableResult":
    "{reason, select, rows {Le service a envoyé un tableau de {count, number} lignes, plus qu’une feuille ne peut contenir.} declaredColumns {Le service a envoyé un tableau annoncé avec {count, number} colonnes, plus qu’une feuille ne peut contenir.} columns {Le service a envoyé un tableau de {count, number} colonnes, plus qu’une feuille ne peut contenir.} cells {Le service a envoyé des tableaux de plus de {count, number} cellules, plus qu’un volet Office ne peut contenir.} other {Le service a envoyé un résultat trop volumineux ou mal formé.}} Téléchargez-le dans un autre format depuis le site du service, ou demandez au support de vérifier le document.",
};
