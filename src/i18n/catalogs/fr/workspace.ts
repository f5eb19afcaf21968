import type { workspace as english } from "../en/workspace";
import type { Translation } from "../../translation";

export const workspace: Translation<typeof english> = {
  "workspace.panel.label": "Transcrire des documents",
  "workspace.panel.run": "{action, select, tables {Trouver les tableaux} extractor {Extraire les champs} other {Transcrire}}",
  "workspace.panel.countingPages": "Comptage des pages…",
  "workspace.panel.cannotFollow": "Impossible de suivre vos fichiers : {problem}",
  "workspace.panel.loadingList": "Chargement de la liste…",
  "workspace.panel.notOpenYet": "Vos fichiers ne sont pas encore ouverts. Réessayez dans un instant.",
  "workspace.panel.wrongFile": "Choisissez « {expected} » lui-même (celui-ci est « {chosen} »).",
  "workspace.panel.fileRefused": "{name} : {problem}",
  "workspace.panel.hintNoFile": "Choisissez d’abord au moins un fichier.",
  "workspace.panel.hintNoExtractor": "Choisissez d’abord un extracteur.",
  "workspace.panel.hintNoLanguage": "Choisissez d’abord la langue de traduction.",

  "workspace.sourcePicker.heading": "Numérisations ou photos",
  "workspace.sourcePicker.hint":
    "PDF, JPG, PNG, TIFF, HEIC ou GIF : images jusqu’à {limit} chacune, PDF ou TIFF jusqu’à {cutLimit} (vous choisissez les pages à envoyer). Choisissez-en plusieurs à la fois ou déposez-les ici.",
  "workspace.sourcePicker.chooseFiles": "Choisir des fichiers",
  "workspace.sourcePicker.inputLabel":
    "Numérisations ou photos (PDF, JPG, PNG, TIFF, HEIC ou GIF ; images jusqu’à {limit}, PDF ou TIFF jusqu’à {cutLimit})",
  "workspace.sourcePicker.useSelectedPicture": "Utiliser l’image sélectionnée",
  "workspace.sourcePicker.usingPicture": "L’image du document est utilisée ({name}).",
  "workspace.sourcePicker.readyToSend": "{count, plural, one {Prêt à envoyer :} other {# fichiers prêts à envoyer :}}",
  "workspace.sourcePicker.readyList": "Fichiers prêts à envoyer",
  "workspace.sourcePicker.remove": "Supprimer",
  "workspace.sourcePicker.removeFile": "Supprimer {name}",
  "workspace.sourcePicker.refused": "{name} : {problem} Ce fichier ne sera pas envoyé.",
  "workspace.sourcePicker.alreadyChosen":
    "{count, plural, one {{names} est déjà dans la liste : il n’y figure qu’une fois.} other {{names} sont déjà dans la liste : chacun n’y figure qu’une fois.}}",
  "workspace.sourcePicker.pictureUnreadable":
    "Impossible de lire l’image dans le document. Enregistrez-la dans un fichier et choisissez plutôt ce fichier.",
  "workspace.picturePicker.unreadable": "Impossible de lire les images de cette feuille.",
  "workspace.picturePicker.looking": "Recherche d’images sur cette feuille…",
  "workspace.picturePicker.none": "Cette feuille ne contient aucune image. Choisissez plutôt un fichier.",
  "workspace.picturePicker.noneSelected":
    "Aucune image n’est sélectionnée et cette feuille n’en contient aucune. Insérez une image et sélectionnez-la, ou choisissez plutôt un fichier.",
  "workspace.picturePicker.label": "Images de cette feuille",
  "workspace.picturePicker.intro": "Ou choisissez une image de cette feuille :",
  "workspace.picturePicker.use": "Utiliser « {name} »",

  "workspace.fileCheck.empty": "Le fichier est vide.",
  "workspace.fileCheck.tooLarge":
    "{kind, select, picture {L’image fait {size} ; le service accepte les images jusqu’à {limit}. Réduisez sa résolution, puis ajoutez-la de nouveau.} pages {Le fichier fait {size} ; un PDF ou un TIFF peut faire jusqu’à {limit} ici, pour choisir les pages à envoyer (le service accepte jusqu’à {sendLimit} à la fois). Scindez-le en fichiers plus petits, puis ajoutez-les.} other {Le fichier fait {size} ; le service accepte les fichiers jusqu’à {limit}. Scindez-le ou réduisez sa résolution.}}",
  "workspace.fileCheck.wrongType": "Ce n’est pas un fichier PDF, JPG, PNG, TIFF, HEIC ou GIF (vérifié d’après son contenu, pas son nom).",

  "workspace.actionPicker.question": "Que doit faire le service ?",
  "workspace.actionPicker.transcribe": "Transcrire le texte",
  "workspace.actionPicker.tables": "Trouver les tableaux et les paires clé-valeur",
  "workspace.actionPicker.extractor": "Extraire des champs avec un extracteur",
  "workspace.actionPicker.loadingExtractors": "Chargement de vos extracteurs…",
  "workspace.actionPicker.extractorLabel": "Extracteur",
  "workspace.actionPicker.chooseExtractor": "Choisir un extracteur",
  "workspace.actionPicker.extractorId": "ID de l’extracteur",
  "workspace.actionPicker.extractorsFailed":
    "Impossible de lister vos extracteurs ; saisissez l’ID à 10 caractères indiqué dans votre tableau de bord.",
  "workspace.actionPicker.noExtractors": "Vous n’avez pas encore d’extracteur ; saisissez un ID de votre tableau de bord.",
  "workspace.actionPicker.extractorIdInvalid": "Un ID d’extracteur compte 10 lettres et chiffres.",
  "workspace.actionPicker.alsoTranslate": "Traduire aussi le texte",
  "workspace.actionPicker.translateTo": "Traduire en",
  "workspace.actionPicker.chooseLanguage": "Choisir une langue",
  "workspace.actionPicker.languagesFailed": "Impossible de charger les langues. Réessayez plus tard.",
  "workspace.actionPicker.unavailable": "Indisponible",
  "workspace.actionPicker.loadingLanguages": "Chargement des langues…",

  "workspace.batchList.heading": "Fichiers",
  "workspace.batchList.progress": "Progression des fichiers",
  "workspace.batchList.creditsRanOut": "Vos crédits de pages sont épuisés",
  "workspace.batchList.sendingPaused": "L’envoi est en pause",
  "workspace.batchList.creditsHold":
    "Les fichiers déjà envoyés sont toujours traités. Les autres attendent ici : achetez des crédits, puis sélectionnez Reprendre les envois pour les envoyer.",
  "workspace.batchList.signInHold":
    "{problem} Les fichiers déjà envoyés sont toujours traités. Les autres attendent ici : reconnectez-vous, puis sélectionnez Reprendre les envois.",
  "workspace.batchList.buyCredits": "Acheter des crédits",
  "workspace.batchList.continueUploads": "Reprendre les envois",
  "workspace.batchList.trackingTitle": "La progression n’est pas à jour",
  "workspace.batchList.trackingBody": "{problem} Le complément continue d’essayer.",
  "workspace.batchList.storageTitle": "Cette liste n’est pas enregistrée",
  "workspace.batchList.storageBody": "{problem} Laissez le volet Office ouvert jusqu’à ce que les fichiers soient traités.",
  "workspace.row.shownBelow": "Affiché ci-dessous.",
  "workspace.row.open": "Ouvrir",
  "workspace.row.openFile": "Ouvrir {name}",
  "workspace.row.addAgain": "Ajouter à nouveau le fichier",
  "workspace.row.addAgainFile": "Ajouter à nouveau le fichier : {name}",
  "workspace.row.sendAgain": "Renvoyer",
  "workspace.row.sendAgainChoose": "Renvoyer : choisir {name}",
  "workspace.row.sendAgainFile": "Renvoyer {name}",
  "workspace.row.cancel": "Annuler",
  "workspace.row.cancelFile": "Annuler {name}",
  "workspace.row.dismiss": "Masquer",
  "workspace.row.dismissFile": "Masquer {name}",

  "workspace.state.label":
    "{state, select, waiting {En attente} needsFile {Fichier requis} uploading {Envoi} queued {En file d’attente} processing {Traitement} processed {Traité} failed {Échec} unknown {Résultat inconnu} other {Annulé}}",
  "workspace.state.mayChargeTwice":
    "Si vous le renvoyez, il pourrait vous être facturé deux fois, au cas où le premier envoi serait arrivé.",
  "workspace.state.cancelling": "Annulation…",
  "workspace.cancel.title": "Annuler « {name} » ?",
  "workspace.cancel.onService":
    "Le service a déjà ce fichier : l’annulation le supprime du service, avec son résultat. Cette action est irréversible.",
  "workspace.cancel.sending": "Le fichier est en cours d’envoi. S’il arrive, il sera supprimé du service ; cette action est irréversible.",
  "workspace.cancel.spent": "Les crédits de pages qu’il a coûtés sont dépensés : l’annulation ne les rend pas.",
  "workspace.cancel.spentCounted":
    "{count, plural, one {Le # crédit de page qu’il a coûté est dépensé : l’annulation ne le rend pas.} other {Les # crédits de pages qu’il a coûtés sont dépensés : l’annulation ne les rend pas.}}",
  "workspace.cancel.mayBeSpent": "S’il est arrivé, les crédits de pages qu’il a coûtés sont dépensés : l’annulation ne les rend pas.",
  "workspace.cancel.confirm": "Le supprimer",
  "workspace.cancel.keep": "Le conserver",
  // Asked before signing out while files of this pane are not sent yet (issue 21).
  "workspace.signOut.title":
    "{count, plural, one {Se déconnecter avec # fichier non envoyé ?} other {Se déconnecter avec # fichiers non envoyés ?}}",
  "workspace.signOut.message":
    "{count, plural, one {Ce fichier n’a pas encore été envoyé. Si vous vous déconnectez maintenant, il ne sera pas envoyé et disparaîtra de cette liste.} other {Ces # fichiers n’ont pas encore été envoyés. Si vous vous déconnectez maintenant, ils ne seront pas envoyés et disparaîtront de cette liste.}}",
  "workspace.signOut.chosen":
    "{count, plural, one {Un fichier choisi n’a pas été envoyé : la déconnexion le retire de la liste, et il faudra le choisir de nouveau après vous être reconnecté.} other {# fichiers choisis n’ont pas été envoyés : la déconnexion les retire de la liste, et il faudra les choisir de nouveau après vous être reconnecté.}}",
  "workspace.signOut.sentStay": "Les fichiers déjà envoyés ne sont pas concernés : retrouvez-les avec leurs résultats dans l’Historique.",
  "workspace.signOut.sending":
    "{count, plural, one {# fichier est en cours d’envoi : s’il arrive, il sera dans l’Historique.} other {# fichiers sont en cours d’envoi : ceux qui arrivent seront dans l’Historique.}}",
  "workspace.signOut.unsureTitle":
    "{count, plural, one {Se déconnecter avec # fichier qui n’est peut-être pas arrivé ?} other {Se déconnecter avec # fichiers qui ne sont peut-être pas arrivés ?}}",
  "workspace.signOut.unsure":
    "{count, plural, one {On ne sait pas si ce fichier est parvenu au service, et la déconnexion retire sa ligne. S’il est arrivé, il est dans l’Historique ; sinon, choisissez-le de nouveau après vous être connecté.} other {On ne sait pas si ces # fichiers sont parvenus au service, et la déconnexion retire leurs lignes. Ceux qui sont arrivés sont dans l’Historique ; choisissez les autres de nouveau après vous être connecté.}}",
  "workspace.signOut.more": "{count, plural, one {et # autre fichier} other {et # autres fichiers}}",
  "workspace.signOut.confirm": "Se déconnecter",
  "workspace.signOut.cancel": "Rester connecté",
  "workspace.resend.title": "Renvoyer « {name} » ?",
  "workspace.resend.message":
    "On ne sait pas si le premier envoi est arrivé. Si vous le renvoyez, il pourrait vous être facturé deux fois, au cas où le premier envoi serait arrivé.",
  "workspace.resend.confirm": "Renvoyer",
  "workspace.resend.cancel": "Ne pas envoyer",
  "workspace.announce.added": "{count, plural, one {# fichier ajouté à la liste.} other {# fichiers ajoutés à la liste.}}",
  "workspace.announce.stateCount":
    "{state, select, waiting {En attente} uploading {Envoi} queued {En file d’attente} processing {Traitement} processed {Traité} failed {Échec} unknown {Résultat inconnu} other {Annulé}} : {count, plural, one {# fichier} other {# fichiers}}",
  "workspace.announce.counts": "{list}.",
  "workspace.announce.changed":
    "{name} : {state, select, waiting {en attente} uploading {envoi en cours} queued {en file d’attente} processing {traitement en cours} processed {traité} failed {échec} unknown {résultat inconnu} other {annulé}}.",
  "workspace.announce.changedWhy": "{name} : {state, select, failed {échec} other {résultat inconnu}}. {reason}",
  "workspace.announce.aFile": "Un fichier",
  "workspace.progress.finished": "{finished, number} sur {total, plural, one {# fichier} other {# fichiers}} terminé(s).",
  "workspace.progress.finishedSome":
    "{finished, number} sur {total, plural, one {# fichier} other {# fichiers}} terminé(s) ({processed, number} traité(s), {notProcessed, number} non).",
  "workspace.work.label":
    "{action, select, translated {Transcription avec traduction} tables {Tableaux} extractor {Extracteur} other {Transcription}}",
  "workspace.elsewhere.sending": "En cours d’envoi depuis votre autre fenêtre Office.",
  "workspace.elsewhere.handled": "Pris en charge dans votre autre fenêtre Office.",
  "workspace.inserted.cursor": "Inséré à l’emplacement du curseur",
  "workspace.inserted.replace": "Inséré à la place de la sélection",
  "workspace.inserted.end": "Inséré à la fin du document",
  "workspace.inserted.document": "Inséré dans le document",
  "workspace.inserted.workbook": "Inséré dans le classeur",
  "workspace.inserted.reply": "Placé dans une réponse",
  "workspace.inserted.draft": "Inséré dans le message en cours de rédaction",
  "workspace.inserted.sheet": "Inséré dans la feuille « {sheet} »",
  "workspace.inserted.sheets": "Inséré dans {count, plural, one {# feuille} other {# feuilles}} : {sheets}",
  "workspace.inserted.sheetName": "« {sheet} »",

  "workspace.spending.filePages": "{name} : {pages, plural, one {# page} other {# pages}}",
  "workspace.spending.filePagesUnknown": "{name} : nombre de pages inconnu jusqu’à ce que le service les compte",
  "workspace.spending.moreFiles": "{count, plural, one {et # autre fichier} other {et # autres fichiers}}",
  "workspace.spending.summary":
    "{files, plural, one {# fichier} other {# fichiers}} : au moins {pages, plural, one {# page} other {# pages}}. Votre solde : {balance, plural, one {# crédit de page} other {# crédits de pages}}.",
  "workspace.spending.summaryUnknown":
    "{files, plural, one {# fichier} other {# fichiers}} : au moins {pages, plural, one {# page} other {# pages}}. {unknown, plural, one {La longueur de # fichier n’est pas encore connue : il est compté pour une page et peut coûter davantage.} other {La longueur de # fichiers n’est pas encore connue : chacun est compté pour une page et peut coûter davantage.}} Votre solde : {balance, plural, one {# crédit de page} other {# crédits de pages}}.",
  "workspace.spending.notEnoughTitle": "Crédits de pages insuffisants",
  "workspace.spending.notEnough":
    "{summary} Il faudrait environ {shortfall, plural, one {# crédit de plus} other {# crédits de plus}} : l’envoi s’arrête quand les crédits sont épuisés, et le reste attend que vous rechargiez votre solde.",
  "workspace.spending.mayNotFitTitle": "Vos crédits risquent de ne pas suffire",
  "workspace.spending.mayNotFit": "{summary} Si les fichiers ont plus de pages, l’envoi s’arrête quand les crédits sont épuisés.",
  "workspace.spending.largeTitle": "{count, plural, one {Envoyer # fichier ?} other {Envoyer # fichiers ?}}",
  "workspace.spending.large": "{summary} Chaque page coûte un crédit.",
  "workspace.spending.sendAnyway": "Envoyer quand même",
  "workspace.spending.send": "Envoyer",
  "workspace.spending.buyCredits": "Acheter des crédits",
  "workspace.spending.dontSend": "Ne pas envoyer",

  "workspace.queue.waitingTurn": "En attente d’envoi.",
  "workspace.queue.waitingHold": "En attente : {problem}",
  "workspace.queue.sending": "Envoi du fichier.",
  "workspace.queue.accepted": "Accepté par le service ; en attente de traitement.",
  "workspace.queue.notSent": "Non envoyé : {problem}",
  "workspace.queue.waitingForCredits":
    "Pas encore envoyé : vos crédits de pages sont épuisés. Le fichier part quand vous sélectionnez « Reprendre les envois ».",
  "workspace.queue.serverProblemUnknown":
    "Le service a rencontré un problème en recevant le fichier : on ne sait pas si le fichier est arrivé. Recherche dans vos documents avant toute autre action (il n’est jamais envoyé deux fois automatiquement).",
  "workspace.queue.connectionLost":
    "La connexion a été perdue pendant l’envoi : on ne sait pas si le fichier est arrivé. Recherche dans vos documents avant toute autre action (il n’est jamais envoyé deux fois automatiquement).",
  "workspace.queue.queued": "En attente de traitement par le service.",
  "workspace.queue.reading": "Le service lit le fichier.",
  "workspace.queue.fetching": "Presque terminé : récupération du résultat auprès du service.",
  "workspace.queue.processed": "Traité : le résultat est prêt.",
  "workspace.queue.gone":
    "Le service n’a plus ce document (il a été supprimé ou le service l’a perdu). Renvoyez le fichier si vous en avez encore besoin.",
  "workspace.queue.notProcessed":
    "Le service n’a pas pu traiter ce fichier. Vérifiez qu’il s’agit d’une numérisation lisible et intacte, puis réessayez ou essayez un autre fichier.",
  "workspace.queue.resultFailed": "Impossible de récupérer le résultat. Le complément continue d’essayer.",
  "workspace.queue.trackingFailed": "Un problème est survenu lors du suivi des fichiers. Le complément continue d’essayer.",
  "workspace.queue.notSaved":
    "La liste des fichiers en cours n’a pas pu être enregistrée dans ce navigateur : elle serait perdue à la fermeture du volet Office. Laissez le volet ouvert jusqu’à ce que les fichiers soient traités.",
  "workspace.queue.cancelledDeleted": "Annulé : supprimé du service.",
  "workspace.queue.cancelledGone": "Annulé (le service ne l’avait plus).",
  "workspace.queue.deletedFromHistory": "Supprimé depuis l’Historique.",
  "workspace.queue.lookingBeforeResend":
    "Le service a demandé de patienter un instant. Vérification que le fichier n’est pas arrivé avant de l’envoyer à nouveau (il n’est jamais envoyé deux fois).",
  "workspace.queue.cancelFailed":
    "« {name} » est arrivé au service avant de pouvoir être annulé et s’y trouve encore, car la suppression a échoué. Sélectionnez à nouveau Annuler pour le supprimer.",
  "workspace.queue.deleteFailed": "Impossible de supprimer le document. Réessayez dans un instant.",
  "workspace.queue.cancelledBeforeSending": "Annulé avant l’envoi.",
  "workspace.queue.cancelledNotFound": "Annulé. L’envoi est introuvable dans vos documents : il n’y a rien à supprimer.",
  "workspace.queue.cancelledNotArrived": "Annulé. L’envoi n’était pas arrivé au service : il n’y a rien à supprimer.",
  "workspace.queue.probablyNotArrived":
    "L’envoi a été interrompu et le fichier n’est pas dans vos documents : il n’est probablement pas arrivé. Renvoyez-le si vous le souhaitez ; s’il était arrivé malgré tout, il serait facturé deux fois.",
  "workspace.queue.arrivedAfterAll": "L’envoi était bien arrivé : trouvé dans vos documents, il n’a donc pas été renvoyé.",
  "workspace.queue.addAgainContents": "Ajoutez à nouveau « {name} » : son contenu n’est plus en mémoire.",
  "workspace.queue.sentAgain": "Renvoyé à votre demande.",
  "workspace.queue.refetching": "Nouvelle récupération du fichier depuis Microsoft 365.",
  "workspace.queue.refetchFailed": "Impossible de le récupérer à nouveau.",
  "workspace.queue.addAgainAfter": "{problem} Ajoutez à nouveau le fichier pour l’envoyer.",
  "workspace.queue.otherPane":
    "Ce fichier est pris en charge dans votre autre volet Office (Word ou Excel). Utilisez ce volet pour ce fichier.",
  "workspace.queue.notInList": "Ce fichier n’est plus dans la liste.",
  "workspace.queue.closedBeforeSending":
    "Le volet Office a été fermé avant l’envoi de ce fichier. Ajoutez à nouveau le fichier pour l’envoyer.",
  "workspace.queue.closedWhileSending":
    "Le volet Office a été fermé pendant l’envoi de ce fichier : on ne sait pas s’il est arrivé. Recherche dans vos documents (il n’est jamais envoyé deux fois automatiquement).",
  "workspace.batchList.getCredits": "Obtenir des crédits",
  "workspace.batchList.creditsHoldPlatform":
    "Les fichiers déjà envoyés sont toujours traités. Les autres attendent ici : sélectionnez plus tard Reprendre les envois pour les envoyer, ou annulez ceux dont vous n’avez pas besoin.",
  "workspace.batchList.creditsHoldUnread":
    "Les fichiers déjà envoyés sont toujours traités. Les autres attendent ici : obtenez d’autres crédits, puis sélectionnez Reprendre les envois pour les envoyer.",
  "workspace.batchList.creditsHoldOrganisation":
    "Les fichiers déjà envoyés sont toujours traités. Les autres attendent ici : obtenez des crédits comme votre organisation le demande, puis sélectionnez Reprendre les envois pour les envoyer.",
  "workspace.spending.policyTitle": "{count, plural, one {Envoyer ce fichier ?} other {Envoyer ces # fichiers ?}}",
  "workspace.spending.policy":
    "{summary} Votre organisation vous demande de confirmer les lots qui peuvent coûter plus de {limit, plural, one {# crédit de page} other {# crédits de page}}.",
};
