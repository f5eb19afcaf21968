import type { outlook as english } from "../en/outlook";
import type { Translation } from "../../translation";

export const outlook: Translation<typeof english> = {
  "outlook.attachments.region": "Pièces jointes du message ouvert",
  "outlook.attachments.heading": "{mode, select, compose {Pièces jointes de ce brouillon} other {Pièces jointes de ce message}}",
  "outlook.attachments.noItem": "Sélectionnez un message dans Outlook pour voir ses pièces jointes ici.",
  "outlook.attachments.none": "{mode, select, compose {Ce brouillon n’a pas de pièce jointe.} other {Ce message n’a pas de pièce jointe.}}",
  "outlook.attachments.loading": "Lecture des pièces jointes…",
  "outlook.attachments.listLabel": "Pièces jointes à envoyer",
  "outlook.attachments.describeFile": "{type, select, none {Fichier, {size}} other {Fichier {type}, {size}}}",
  "outlook.attachments.describeCloud": "Lien vers un fichier dans OneDrive ou SharePoint",
  "outlook.attachments.describeInline": "Image dans le texte du message, {size}",
  "outlook.attachments.describeItem": "Message joint",
  "outlook.attachments.itemReason": "Un message joint, pas un fichier : ouvrez-le dans Outlook pour atteindre ses propres pièces jointes.",
  "outlook.attachments.inlineReason":
    "Affichée dans le texte du message (un logo ou une signature, par exemple), elle n’est donc pas proposée. Pour l’envoyer, enregistrez-la puis choisissez-la avec Choisir des fichiers.",
  "outlook.attachments.typeReason":
    "{type, select, none {Le service ne lit que les fichiers PDF, JPG, PNG, TIFF, HEIC et GIF.} other {Le service lit les fichiers PDF, JPG, PNG, TIFF, HEIC et GIF, pas {type}.}}",
  "outlook.attachments.cloudNoGraph":
    "Un lien vers un fichier dans OneDrive ou SharePoint, que ce complément ne peut pas ouvrir ici. Ouvrez-le là-bas, enregistrez-en une copie, puis choisissez-la avec Choisir des fichiers.",
  "outlook.attachments.cloudNotAllowed":
    "Un lien vers un fichier dans OneDrive ou SharePoint, que votre organisation ne permet pas à ce complément de lire. Ouvrez-le là-bas, enregistrez-en une copie, puis choisissez-la avec Choisir des fichiers.",
  "outlook.attachments.noRoute": "Cette version d’Outlook ne peut pas la transmettre au complément (voir ci-dessus).",
  "outlook.attachments.needsNewerNoGraph":
    "Cette version d’Outlook ne peut pas transmettre les pièces jointes aux compléments (Outlook sur le web et les versions récentes d’Outlook pour Windows et Mac le peuvent). Enregistrez les pièces jointes puis choisissez-les avec Choisir des fichiers, ou demandez à votre administrateur de configurer la connexion Microsoft 365 pour ce complément.",
  "outlook.attachments.needsNewerNotAllowed":
    "Cette version d’Outlook ne peut pas transmettre les pièces jointes aux compléments, et votre organisation ne permet pas à ce complément de lire le courrier via Microsoft 365. Enregistrez les pièces jointes puis choisissez-les avec Choisir des fichiers.",
  "outlook.attachments.needsNewerNoIds":
    "Cette version d’Outlook ne peut ni transmettre les pièces jointes aux compléments ni désigner le message pour Microsoft 365. Enregistrez les pièces jointes puis choisissez-les avec Choisir des fichiers.",
  "outlook.attachments.composeNeedsNewer":
    "Cette version d’Outlook ne peut pas transmettre les pièces jointes d’un brouillon aux compléments. Choisissez les fichiers eux-mêmes avec Choisir des fichiers.",
  "outlook.attachments.viaGraph":
    "Cette version d’Outlook ne peut pas transmettre les pièces jointes aux compléments : elles sont donc lues via votre connexion Microsoft 365.",
  "outlook.attachments.draftLabel": "Brouillon : {subject}",
  "outlook.attachments.chooseAll": "{count, plural, one {Choisir la pièce jointe} other {Choisir les # pièces jointes}}",
  "outlook.attachments.lookAgain": "Vérifier à nouveau",
  "outlook.attachments.fetching": "Récupération de {name}…",
  "outlook.attachments.fetchFailed": "Impossible de récupérer {name}. {problem}",
  "outlook.attachments.refused": "{name} ne peut pas être envoyé : {problem}",
  "outlook.attachments.notInGraph": "Microsoft 365 ne répertorie plus « {name} » dans ce message.",
  "outlook.attachments.readFailed":
    "Outlook n’a pas pu répertorier les pièces jointes de ce message. Sélectionnez à nouveau le message, ou fermez le volet et rouvrez-le.",
  "outlook.attachments.officeFailed":
    "Outlook n’a pas transmis la pièce jointe. Réessayez ; si l’échec persiste, enregistrez-la puis choisissez-la avec Choisir des fichiers.",
  "outlook.attachments.notAFile": "Outlook a transmis un élément, pas un fichier.",

  "outlook.refetch.notOpen":
    "Sélectionnez le message « {label} » dans Outlook, ce volet ouvert, pour envoyer à nouveau la pièce jointe, ou choisissez le fichier avec Choisir des fichiers.",

  "outlook.result.region": "Répondre ou insérer",
  "outlook.result.reply": "Répondre avec la transcription",
  "outlook.result.insertAtCursor": "Insérer au curseur",
  "outlook.result.target": "{mode, select, compose {Va dans « {label} », au curseur.} other {Répond à « {label} ».}}",
  "outlook.result.noItem":
    "Sélectionnez un message pour y répondre avec la transcription, ou ouvrez le message que vous rédigez pour l’y insérer.",
  "outlook.result.copy": "Copier le texte",
  "outlook.result.copied": "La transcription est dans le presse-papiers.",
  "outlook.result.copyFailed":
    "Le complément ne peut pas copier ici. Sélectionnez le texte dans la relecture ci-dessus et appuyez sur Ctrl+C.",
  "outlook.result.download": "Télécharger ({format})",
  "outlook.result.downloaded": "Enregistré sous {fileName}.",
  "outlook.result.downloadCorrected":
    "Le téléchargement est le fichier du service, sans vos corrections : copiez le texte pour les conserver.",
  "outlook.result.excelLater":
    "Ouvrez Excel et retrouvez-le dans l’historique : les tableaux et les champs extraits vont dans un classeur, pas dans un courrier. L’historique d’Excel répertorie ce document pour le même compte, prêt à être inséré.",
  "outlook.result.replyOpened": "Une réponse contenant la transcription est ouverte : vérifiez-la, puis envoyez-la.",
  "outlook.result.insertedAtCursor":
    "{lines, plural, one {La transcription (# ligne) est dans votre message, au curseur.} other {La transcription (# lignes) est dans votre message, au curseur.}}",
  "outlook.result.replyCut":
    "La réponse contient les {lines, number} premières lignes sur {total, number} : un formulaire de réponse accepte au plus 32 Ko de texte. Copiez le reste avec Copier le texte.",
  "outlook.result.againReplyTitle": "Ouvrir une autre réponse avec cette transcription ?",
  "outlook.result.againReply": "Une réponse avec cette transcription est déjà ouverte. Une autre s’ouvre comme un brouillon distinct.",
  "outlook.result.againReplyConfirm": "Ouvrir une autre réponse",
  "outlook.result.againInsertTitle": "Insérer de nouveau la transcription ?",
  "outlook.result.againInsert": "Cette transcription est déjà dans le message. L’insérer de nouveau ajoute une seconde copie au curseur.",
  "outlook.result.againInsertConfirm": "Insérer de nouveau",
  "outlook.result.againCancel": "Annuler",
  "outlook.result.replyFailed": "Outlook n’a pas ouvert la réponse. Sélectionnez à nouveau le message, puis réessayez.",
  "outlook.result.insertFailed": "Outlook n’a pas inséré le texte. Cliquez dans votre message à l’endroit voulu, puis réessayez.",
};
