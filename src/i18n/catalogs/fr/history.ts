import type { history as english } from "../en/history";
import type { Translation } from "../../translation";

export const history: Translation<typeof english> = {
  "history.view.heading": "Vos documents sur le service",
  "history.view.refresh": "Actualiser",
  "history.view.deleteSelected": "Supprimer la sélection",
  "history.view.deleteSelectedCount": "Supprimer la sélection ({count, number})",
  "history.view.listFailed": "Impossible de lister vos documents : {reason}",
  "history.view.tryAgain": "Réessayer",
  "history.view.loading": "Chargement de vos documents…",
  "history.view.noneMatch": "Aucun document ne correspond.",
  "history.view.showing":
    "{total, plural, one {{shown, number} document affiché sur #.} other {{shown, number} documents affichés sur #.}}",
  "history.view.listLabel": "Documents",
  "history.view.loadingMore": "Chargement…",
  "history.view.loadMore": "Afficher plus",
  "history.view.saved": "« {fileName} » a été enregistré dans vos téléchargements.",
  "history.view.queueNotOpen": "Vos fichiers ne sont pas encore ouverts. Réessayez dans un instant.",

  "history.filters.status": "État",
  "history.filters.work": "Tâche",
  "history.filters.anyStatus": "Tous les états",
  "history.filters.anyWork": "Toutes les tâches",
  "history.filters.transcribe": "Transcription",
  "history.filters.tables": "Tableaux",
  "history.filters.extractor": "Extracteur",

  "history.status.new": "Nouveau",
  "history.status.queued": "En file d’attente",
  "history.status.processing": "En cours de traitement",
  "history.status.processed": "Traité",
  "history.status.failed": "Échec",
  "history.status.unknown": "Inconnu ({status})",

  "history.row.select": "Sélectionner {fileName}",
  "history.row.sentAt": "Envoyé le {time}",
  "history.row.shownBelow": "Affiché ci-dessous.",
  "history.row.open": "Ouvrir",
  "history.row.openFile": "Ouvrir {fileName}",
  "history.row.download": "Télécharger",
  "history.row.downloadFile": "Télécharger {fileName}",
  "history.row.delete": "Supprimer",
  "history.row.deleteFile": "Supprimer {fileName}",
  "history.row.pages": "{count, plural, one {# page} other {# pages}}",
  "history.row.transcribeTranslated": "Transcription avec traduction",
  "history.row.unknownWork": "Tâche inconnue ({action})",
  "history.row.deletionDue": "Suppression automatique imminente.",
  "history.row.deletionAt": "Suppression automatique {when}.",

  "history.deletion.titleOne": "Supprimer « {fileName} » du service ?",
  "history.deletion.titleMany": "{count, plural, one {Supprimer # document du service ?} other {Supprimer # documents du service ?}}",
  "history.deletion.message":
    "Cette action est irréversible. Ce qui a déjà été inséré dans un document ou un classeur y reste ; seuls la copie du service et ses fichiers de résultat sont supprimés.",
  "history.deletion.confirm": "Supprimer",
  "history.deletion.cancel": "Conserver",
  "history.deletion.stillWorking":
    "{count, plural, one {# fichier est encore en cours de traitement ; le supprimer arrête ce travail :} other {# fichiers sont encore en cours de traitement ; les supprimer arrête ce travail :}}",
  "history.deletion.workingHere": "{fileName} : en cours de traitement pour ce volet.",
  "history.deletion.workingElsewhere": "{fileName} : en cours de traitement pour votre autre fenêtre Office.",
  "history.deletion.workingService": "{fileName} : en cours de traitement sur le service.",
  "history.deletion.deleted": "{deleted, plural, one {# document supprimé.} other {# documents supprimés.}}",
  "history.deletion.failed":
    "{failed, plural, one {# document n’a pas pu être supprimé ; réessayez.} other {# documents n’ont pas pu être supprimés ; réessayez.}}",
  "history.deletion.deletedAndFailed":
    "{deleted, plural, one {# document supprimé.} other {# documents supprimés.}} {failed, plural, one {# document n’a pas pu être supprimé ; réessayez.} other {# documents n’ont pas pu être supprimés ; réessayez.}}",
  "history.deletion.gone": "« {fileName} » n’est plus sur le service (il a été supprimé ou a expiré) ; il a donc été retiré de la liste.",

  "history.download.txt": "Texte (.txt)",
  "history.download.docx": "Word (.docx)",
  "history.download.xlsx": "Excel (.xlsx)",
  "history.download.csv": "CSV (.csv)",
  "history.download.json": "JSON (.json)",
  "history.download.translationTxt": "Traduction en texte (.txt)",
  "history.download.translationDocx": "Traduction dans Word (.docx)",
  "history.download.translationXlsx": "Traduction dans Excel (.xlsx)",
  "history.download.translationCsv": "Traduction en CSV (.csv)",
  "history.download.translationJson": "Traduction en JSON (.json)",

  "history.save.mac":
    "Word et Excel sur Mac ne permettent pas aux compléments d’enregistrer des fichiers. Ouvrez plutôt le document et insérez son résultat, ou téléchargez-le depuis Office sur le web ou sous Windows.",
  "history.save.tablet":
    "Word et Excel sur iPad et autres tablettes ne permettent pas aux compléments d’enregistrer des fichiers. Ouvrez plutôt le document et insérez son résultat, ou téléchargez-le depuis Office sur le web ou sous Windows.",
  "history.save.legacy":
    "Cette version d’Office affiche les compléments dans un ancien navigateur qui ne peut pas enregistrer de fichiers. Ouvrez plutôt le document et insérez son résultat, ou téléchargez-le depuis Office sur le web.",

  "history.open.stillProcessing": "« {fileName} » est encore en cours de traitement. Ouvrez-le une fois le traitement terminé.",

  "history.search.label": "Rechercher par nom de fichier",
  "history.search.clear": "Effacer la recherche",
  "history.search.searching": "Recherche dans les documents plus anciens…",
  "history.search.further": "Chercher plus loin",
  "history.search.matchesAll":
    "{count, plural, one {# document correspond à « {query} ».} other {# documents correspondent à « {query} ».}}",
  "history.search.matchesPartial":
    "{count, plural, one {# document correspond à « {query} »} other {# documents correspondent à « {query} »}} parmi les {searched, number} plus récents sur {total, number}. Choisissez Chercher plus loin pour parcourir les plus anciens.",
  "history.search.noneAll":
    "Aucun nom de fichier ne contient « {query} ». Vérifiez l’orthographe, essayez une partie du nom ou effacez la recherche.",
  "history.search.nonePartial":
    "Aucun nom de fichier parmi les {searched, number} documents les plus récents sur {total, number} ne contient « {query} ». Choisissez Chercher plus loin pour parcourir les plus anciens, ou effacez la recherche.",
};
