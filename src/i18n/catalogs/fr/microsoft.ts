import type { microsoft as english } from "../en/microsoft";
import type { Translation } from "../../translation";

export const microsoft: Translation<typeof english> = {
  "microsoft.graph.noLicence":
    "Votre compte Microsoft 365 n’a ni OneDrive ni boîte aux lettres pour cela : demandez à votre administrateur une licence qui les inclut, ou choisissez le fichier sur votre ordinateur.",
  "microsoft.graph.signInExpired": "Votre connexion à Microsoft 365 a expiré. Reconnectez-vous à Microsoft 365.",
  "microsoft.graph.consentRefused":
    "Votre organisation n’a pas autorisé ce complément à lire ces fichiers ou messages. Demandez à votre administrateur de donner son consentement, ou choisissez le fichier sur votre ordinateur.",
  "microsoft.graph.forbidden":
    "Vous n’avez pas accès à cet élément dans Microsoft 365. Demandez à son propriétaire de le partager avec vous.",
  "microsoft.graph.notFound":
    "Cet élément n’existe plus dans Microsoft 365 : il a été supprimé ou déplacé entre-temps. Choisissez-le à nouveau là où il se trouve maintenant.",
  "microsoft.graph.throttledWait":
    "Microsoft 365 est occupé et demande d’attendre {seconds, plural, one {# seconde} other {# secondes}}. Réessayez dans un instant.",
  "microsoft.graph.throttled": "Microsoft 365 est occupé pour le moment. Réessayez dans un instant.",
  "microsoft.graph.server": "Microsoft 365 n’a pas pu répondre (erreur {status}). Réessayez dans un instant.",
  "microsoft.graph.unreadable": "Microsoft 365 a envoyé une réponse illisible. Réessayez dans un instant.",
  "microsoft.graph.unreadableList": "Microsoft 365 a envoyé une liste illisible. Réessayez dans un instant.",
  "microsoft.graph.downloadFailed": "Le fichier n’a pas pu être téléchargé depuis Microsoft 365. Vérifiez votre connexion et réessayez.",
  "microsoft.graph.foreignLink": "Microsoft 365 a envoyé un lien vers une autre adresse ; il n’a pas été suivi.",
  "microsoft.graph.unreachable": "Impossible de joindre Microsoft 365. Vérifiez votre connexion et réessayez.",
  "microsoft.graph.aborted": "La demande a été annulée.",

  "microsoft.signIn.needed": "Connectez-vous à Microsoft 365 pour utiliser ces fichiers.",
  "microsoft.signIn.declined":
    "Vous n’avez pas autorisé le complément à lire ces fichiers ou messages. Reconnectez-vous à Microsoft 365 et acceptez pour les utiliser.",
  "microsoft.signIn.cancelled": "La connexion à Microsoft 365 a été annulée. Reconnectez-vous pour utiliser ces fichiers.",
  "microsoft.signIn.blocked":
    "La fenêtre de connexion à Microsoft 365 a été bloquée. Autorisez les fenêtres contextuelles pour ce complément, puis reconnectez-vous.",
  "microsoft.signIn.failed": "La connexion à Microsoft 365 n’a pas fonctionné. Réessayez, ou choisissez le fichier sur votre ordinateur.",
  "microsoft.signIn.notConfigured":
    "Microsoft 365 n’est pas configuré pour ce complément. Demandez à votre administrateur de le configurer.",

  "microsoft.sources.notSupportedType": "Ce n’est pas un fichier PDF, JPG, PNG, TIFF, HEIC ou GIF.",
  "microsoft.sources.tooLarge":
    "{kind, select, picture {{size} : le service accepte les images jusqu’à {limit}. Réduisez d’abord sa résolution.} other {{size} : un PDF ou un TIFF peut faire jusqu’à {limit} ici, pour choisir les pages à envoyer (le service accepte jusqu’à {sendLimit} à la fois). Scindez-le d’abord en fichiers plus petits.}}",
  "microsoft.sources.empty": "Le fichier est vide.",
  "microsoft.sources.refused": "{name} : {reason}",
  "microsoft.sources.downloadFailed": "Il n’a pas pu être téléchargé.",
  "microsoft.sources.noSubject": "(sans objet)",
  "microsoft.sources.unknownSender": "expéditeur inconnu",
  "microsoft.sources.messageLabel": "{subject}, {sender}",
  "microsoft.origin.onedrive": "Depuis OneDrive : {label}",
  "microsoft.origin.sharepoint": "Depuis SharePoint : {label}",
  "microsoft.origin.mail": "Depuis un e-mail : {label}",

  "microsoft.picker.failed": "Un problème est survenu avec Microsoft 365. Réessayez.",
  "microsoft.picker.loading": "Chargement depuis Microsoft 365…",
  "microsoft.picker.search": "Rechercher",
  "microsoft.sourcesPanel.region": "Microsoft 365, pour OneDrive et les e-mails",
  "microsoft.sourcesPanel.signedInAs": "Connecté en tant que {name} ({username}).",
  "microsoft.sourcesPanel.signOut": "Se déconnecter de Microsoft 365",
  "microsoft.sourcesPanel.files": "OneDrive et SharePoint",
  "microsoft.sourcesPanel.mail": "Pièces jointes",
  "microsoft.sourcesPanel.signIn": "Se connecter à Microsoft 365",
  "microsoft.sourcesPanel.checking": "Vérification de votre connexion à Microsoft 365…",
  "microsoft.sourcesPanel.explain": "Utilisez des fichiers de OneDrive, de SharePoint et de vos e-mails.",

  "microsoft.driveBrowser.region": "OneDrive et SharePoint",
  "microsoft.driveBrowser.recent": "Récents",
  "microsoft.driveBrowser.recentTitle": "Fichiers récents",
  "microsoft.driveBrowser.myFiles": "Mes fichiers",
  "microsoft.driveBrowser.shared": "Partagés avec moi",
  "microsoft.driveBrowser.sites": "Sites SharePoint",
  "microsoft.driveBrowser.searchTitle": "Recherche : {text}",
  "microsoft.driveBrowser.searchLabel": "Rechercher dans OneDrive",
  "microsoft.driveBrowser.back": "Retour",
  "microsoft.driveBrowser.openFolder": "Ouvrir le dossier {name}",
  "microsoft.driveBrowser.openSite": "Ouvrir le site {name}",
  "microsoft.driveBrowser.openLibrary": "Ouvrir la bibliothèque {name}",
  "microsoft.driveBrowser.folders": "Dossiers",
  "microsoft.driveBrowser.files": "Fichiers",
  "microsoft.driveBrowser.empty": "Cet emplacement ne contient aucun fichier.",
  "microsoft.driveBrowser.add": "{count, plural, =0 {Ajouter les fichiers cochés} one {Ajouter # fichier} other {Ajouter # fichiers}}",

  "microsoft.mailPicker.region": "Pièces jointes",
  "microsoft.mailPicker.searchLabel": "Rechercher des e-mails par expéditeur ou objet",
  "microsoft.mailPicker.back": "Retour aux messages",
  "microsoft.mailPicker.attachments": "Pièces jointes",
  "microsoft.mailPicker.messages": "Messages avec pièces jointes",
  "microsoft.mailPicker.add":
    "{count, plural, =0 {Ajouter les pièces jointes cochées} one {Ajouter # pièce jointe} other {Ajouter # pièces jointes}}",
};
