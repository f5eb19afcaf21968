import type { policy as english } from "../en/policy";
import type { Translation } from "../../translation";

export const policy: Translation<typeof english> = {
  "policy.hint.actions": "Défini par votre organisation : seuls les types de travail affichés comme disponibles sont autorisés.",
  "policy.hint.translationOff": "Défini par votre organisation : la traduction n’est pas autorisée.",
  "policy.hint.translationOn": "Défini par votre organisation : les transcriptions sont toujours traduites.",
  "policy.hint.deleteAfter": "Défini par votre organisation : le service supprime chaque fichier et son résultat à ce moment-là.",
  "policy.hint.deleteAfterMax":
    "Le service supprime chaque fichier et son résultat à ce moment-là. Votre organisation autorise au plus {unit, select, days {{count, plural, one {# jour} other {# jours}}} hours {{count, plural, one {# heure} other {# heures}}} other {{count, plural, one {# minute} other {# minutes}}}}.",
  "policy.hint.asTheyFinishOff": "Défini par votre organisation : les résultats ne sont pas insérés d’eux-mêmes.",
  "policy.hint.asTheyFinishOn": "Défini par votre organisation : chaque résultat est inséré dès qu’il est prêt.",
  "policy.hint.keepTextOn": "Défini par votre organisation : toutes les valeurs restent du texte.",
  "policy.hint.keepTextOff": "Défini par votre organisation : les nombres et les dates deviennent des valeurs Excel.",
  "policy.microsoft365NotAllowed":
    "Votre organisation n’autorise pas les fichiers de Microsoft 365 dans ce complément. Choisissez le fichier sur votre ordinateur.",

  "policy.view.heading": "Défini par votre organisation",
  "policy.view.intro":
    "La stratégie de votre organisation fixe certains paramètres de ce complément. C’est toujours le service de transcription qui décide de ce que votre compte peut faire.",
  "policy.view.loading": "Lecture de la stratégie de votre organisation…",
  "policy.view.fromFile": "Lue depuis {address} le {time}.",
  "policy.view.lastGoodUnreachable": "La stratégie n’a pas pu être récupérée à l’instant ; la copie lue le {time} s’applique.",
  "policy.view.lastGoodUnreadable":
    "Le fichier de stratégie n’est pas du JSON valide ; la copie lue le {time} s’applique. Prévenez votre administrateur.",
  "policy.view.restrictiveUnreadable":
    "Le fichier de stratégie n’est pas du JSON valide ; chaque paramètre qu’il peut fixer prend donc son choix le plus restrictif. Prévenez votre administrateur.",
  "policy.view.restrictiveUnreachable":
    "La stratégie n’a pas pu être récupérée et il n’en existe aucune copie antérieure : la connexion, l’achat de crédits et les fichiers Microsoft 365 sont donc au plus restrictif ; tout le reste fonctionne normalement. Prévenez votre administrateur.",
  "policy.view.restrictiveUnchecked":
    "La stratégie n’a pas pu être vérifiée, car une partie du complément ne s’est pas chargée ; chaque paramètre qu’elle peut fixer prend donc son choix le plus restrictif. Fermez le complément et rouvrez-le.",
  "policy.view.listLabel": "Paramètres de votre organisation",
  "policy.view.locked": "Défini par votre organisation",
  "policy.view.default": "Par défaut : vous pouvez le modifier",
  "policy.view.rejectedHeading": "Paramètres refusés",
  "policy.view.rejectedIntro":
    "Ces paramètres de la stratégie ne sont pas valides ; le complément applique ce qui est indiqué pour chacun. Prévenez votre administrateur.",
  "policy.view.ignored":
    "{count, plural, one {Cette clé de la stratégie n’est pas un paramètre que ce complément connaît ; elle a été ignorée : {keys}.} other {Ces clés de la stratégie ne sont pas des paramètres que ce complément connaît ; elles ont été ignorées : {keys}.}}",
  "policy.view.helpIntro": "Aide de votre organisation :",

  "policy.name.signInMethods": "Connexion",
  "policy.name.actions": "Types de travail",
  "policy.name.translation": "Traduction",
  "policy.name.translationLanguages": "Langues de traduction",
  "policy.name.deleteAfter": "Supprimer du service",
  "policy.name.deleteAfterMax": "Délai de suppression maximal",
  "policy.name.topUp": "Achat de crédits",
  "policy.name.creditsMessage": "À propos des crédits",
  "policy.name.microsoft365Sources": "Fichiers de Microsoft 365",
  "policy.name.spendingQuestionAbove": "Question avant de dépenser",
  "policy.name.insertAsTheyFinish": "Insérer au fur et à mesure",
  "policy.name.keepText": "Garder toutes les valeurs en texte",
  "policy.name.help": "Aide de votre organisation",
  "policy.value.signIn":
    "{methods, select, oauth {Avec votre compte uniquement} apiToken {Avec un jeton d’API uniquement} other {Avec votre compte ou un jeton d’API}}",
  "policy.value.onOff": "{on, select, true {Activé} other {Désactivé}}",
  "policy.value.allowed": "{allowed, select, true {Autorisé} other {Non autorisé}}",
  "policy.value.languages": "{count, plural, =0 {Aucune} other {{languages}}}",
  "policy.value.askAbove":
    "{count, plural, =0 {Avant chaque lot} one {Avant un lot qui peut coûter plus de # crédit de page} other {Avant un lot qui peut coûter plus de # crédits de page}}",

  "policy.problem.type":
    "{where} doit être {type, select, boolean {true ou false} integer {un nombre entier} number {un nombre} array {une liste} object {un objet} string {un texte} null {null} other {d’un autre type}}.",
  "policy.problem.enum": "{where} doit être l’une de ces valeurs : {allowed}.",
  "policy.problem.locked": "{where} doit valoir true : les utilisateurs n’ont aucune commande pour ce paramètre.",
  "policy.problem.minimum": "{where} doit valoir au moins {limit, number}.",
  "policy.problem.maximum": "{where} doit valoir au plus {limit, number}.",
  "policy.problem.empty": "{where} ne doit pas être vide.",
  "policy.problem.maxLength": "{where} ne doit pas dépasser {limit, number} caractères.",
  "policy.problem.unique": "{where} cite deux fois la même chose.",
  "policy.problem.url": "{where} doit commencer par https:// ou mailto:.",
  "policy.problem.language": "{where} doit être un code de langue, comme de ou pt-BR.",
  "policy.problem.blank": "{where} ne doit pas être vide ni fait que d’espaces.",
  "policy.problem.required": "Il manque « {property} » dans {where}.",
  "policy.problem.extra": "{where} contient « {property} », qui ne fait pas partie de ce paramètre.",
  "policy.problem.seconds": "{where} doit être un nombre entier de secondes de 300 à 1 209 600, ou null.",
  "policy.problem.text": "{where} doit être un texte, ou des textes par code de langue.",
  "policy.problem.aboveMax": "{where} dépasse ce que deleteAfterMax autorise.",
  "policy.problem.other": "{where} n’est pas valide.",

  "policy.fallback.signInMethods": "Appliqué à la place : connexion avec votre compte uniquement.",
  "policy.fallback.actions": "Appliqué à la place : transcription du texte uniquement.",
  "policy.fallback.translation": "Appliqué à la place : aucune traduction.",
  "policy.fallback.translationLanguages": "Appliqué à la place : aucune langue de traduction.",
  "policy.fallback.deleteAfter": "Appliqué à la place : suppression après 5 minutes, définie par votre organisation.",
  "policy.fallback.deleteAfterMax": "Appliqué à la place : suppression après 5 minutes au plus.",
  "policy.fallback.topUp": "Appliqué à la place : les crédits ne peuvent pas être achetés dans le complément.",
  "policy.fallback.creditsMessage": "Appliqué à la place : une phrase générale sur les crédits.",
  "policy.fallback.microsoft365Sources": "Appliqué à la place : aucun fichier de Microsoft 365.",
  "policy.fallback.spendingQuestionAbove": "Appliqué à la place : une question avant chaque lot.",
  "policy.fallback.insertAsTheyFinish": "Appliqué à la place : les résultats ne sont pas insérés d’eux-mêmes.",
  "policy.fallback.keepText": "Appliqué à la place : toutes les valeurs restent du texte, défini par votre organisation.",
  "policy.fallback.help": "Appliqué à la place : aucune aide de votre organisation n’est affichée.",
  "policy.fallback.capped": "Appliqué à la place : le délai le plus long que deleteAfterMax autorise.",
};
