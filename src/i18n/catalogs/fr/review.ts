import type { review as english } from "../en/review";
import type { Translation } from "../../translation";

export const review: Translation<typeof english> = {
  "review.toolbar.label": "Vérifier",
  "review.toolbar.toCheck": "{count, plural, one {# cellule à vérifier} other {# cellules à vérifier}}",
  "review.toolbar.checking": "Recherche des valeurs mal lues…",
  "review.toolbar.nothingToCheck": "Rien ne semble mal lu.",
  "review.toolbar.next": "Cellule suivante à vérifier",
  "review.toolbar.undo": "Annuler",
  "review.toolbar.discard": "Abandonner les modifications",
  "review.toolbar.larger": "Ouvrir dans une fenêtre plus grande",
  "review.table.choose": "Insérer {caption}",
  "review.table.joinedCaption": "Tableau {index} (pages {first} à {last})",
  "review.table.looksContinued": "Ce tableau semble continuer le tableau {previous} : mêmes colonnes, à la page suivante.",
  "review.table.join": "Joindre au tableau {previous}",
  "review.table.joined": "Le tableau {index} (page {page}) est joint à ce tableau.",
  "review.table.split": "Séparer le tableau {index}",
  "review.table.headerRow": "La première ligne est l'en-tête",
  "review.table.deleteRow": "Supprimer la ligne {row}",
  "review.table.restoreRow": "Rétablir la ligne {row}",
  "review.table.deleteColumn": "Supprimer la colonne « {column} »",
  "review.table.restoreColumn": "Rétablir la colonne « {column} »",
  "review.grid.editLabel": "Modifier {column}, ligne {row}",
  "review.grid.toCheck": "À vérifier : {reason}",
  "review.grid.leftOut": "Laissé de côté",
  "review.pairs.choose": "Insérer « {key} »",
  "review.pairs.key": "Clé",
  "review.pairs.value": "Valeur de « {key} »",
  "review.records.skip": "Ignorer cet enregistrement",
  "review.pages.choose": "Insérer la page {page}",
  "review.pages.text": "Texte de la page {page}",
  "review.flag.notNumber": "Pas un nombre, dans une colonne de nombres.",
  "review.flag.total": "Les lignes totalisent {sum}, le total indique {total}.",
  "review.flag.totalFixed":
    "{others, plural, =0 {Les lignes totalisent {sum} en lisant {text} comme {value}, le total indique {total}.} one {Les lignes totalisent {sum} en lisant {text} comme {value} avec # autre correction suggérée, le total indique {total}.} other {Les lignes totalisent {sum} en lisant {text} comme {value} avec # autres corrections suggérées, le total indique {total}.}}",
  "review.flag.totalUnchecked":
    "{reason, select, continued {Ce tableau continue peut-être le précédent\u00a0: joignez-les pour vérifier son total.} other {Les lignes au-dessus contiennent {text}, qui ne se lit pas comme un nombre\u00a0: le total ne peut pas être vérifié.}}",
  "review.flag.date": "Pas une date valide.",
  "review.flag.decimalMark": "Écrit avec « {mark} » comme séparateur décimal, contrairement au reste de sa colonne.",
  "review.flag.fieldType":
    "{type, select, date {Ne se lit pas comme une date.} number {Ne se lit pas comme un nombre.} currency {Ne se lit pas comme un montant.} other {Ne se lit pas comme le type de champ {type}.}}",
  "review.flag.targetType":
    "{expected, select, date {Ne se lit pas comme une date, ce qu'attend la colonne {column} de votre tableau.} other {Ne se lit pas comme un nombre, ce qu'attend la colonne {column} de votre tableau.}}",
  "review.flag.ambiguous": "Ce classeur le lit comme un nombre décimal ; il peut s'agir de milliers.",
  "review.flag.emptyField": "Vide ici, mais rempli dans les autres enregistrements.",
  "review.flag.suggestion": "Suggestion : {value}.",
  "review.flag.apply": "Utiliser {value}",
  "review.leave.title": "Abandonner vos corrections de {fileName} ?",
  "review.leave.message":
    "Vous avez modifié ce résultat sans l'insérer. Les corrections ne sont conservées que tant que le résultat est ouvert.",
  "review.leave.discard": "Abandonner les corrections",
  "review.leave.keep": "Continuer la vérification",
  "review.insert.corrected":
    "{count, plural, one {# cellule corrigée lors de la vérification.} other {# cellules corrigées lors de la vérification.}}",
  "review.insert.pagesEdited":
    "{count, plural, one {# page modifiée lors de la vérification.} other {# pages modifiées lors de la vérification.}}",
  "review.insert.serviceFileNotReviewed":
    "Le fichier propre au service ne contient pas vos corrections : le résultat vérifié est inséré à la place.",
  "review.window.title": "Vérifier",
  "review.window.loading": "Ouverture de la vérification…",
  "review.window.done": "Terminé",
  "review.window.notFromPane":
    "Cette fenêtre affiche une vérification ouverte depuis le volet Transcribe Documents. Fermez-la et choisissez Ouvrir dans une fenêtre plus grande dans le volet.",
  "review.window.openElsewhere":
    "La vérification est ouverte dans une fenêtre plus grande. Vos modifications y arrivent ici au fur et à mesure.",
  "review.window.bringBack": "Fermer la fenêtre plus grande",
  "review.window.alreadyOpen": "Une autre fenêtre de ce complément est déjà ouverte. Fermez-la, puis réessayez.",
  "review.window.blocked":
    "La fenêtre plus grande a été bloquée. Vérifiez ici dans le volet, ou autorisez les fenêtres du complément et réessayez.",
  "review.window.failed": "La fenêtre plus grande n'a pas pu s'ouvrir (erreur Office {code}). Vérifiez ici dans le volet.",
  "review.gate.held": "{count, plural, one {# résultat a des cellules à vérifier.} other {# résultats ont des cellules à vérifier.}}",
  "review.gate.heldOne": "{fileName} a {count, plural, one {# cellule} other {# cellules}} à vérifier.",
  "review.gate.review": "Vérifier",
  "review.gate.insertAnyway": "Insérer quand même",
  "review.gate.reviewRow": "Vérifier ({count} à vérifier)",
  "review.gate.reviewFile": "Vérifier {name} : {count, plural, one {# cellule} other {# cellules}} à vérifier",
};
