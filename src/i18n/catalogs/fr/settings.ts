import type { settings as english } from "../en/settings";
import type { Translation } from "../../translation";

export const settings: Translation<typeof english> = {
  "settings.view.defaultsHeading": "Valeurs par défaut",
  "settings.view.remembered":
    "{host, select, word {Vos derniers choix (la tâche, l’extracteur, la langue de traduction, le délai de suppression et les options d’insertion) sont mémorisés pour ce compte dans Word et oubliés lorsque vous vous déconnectez.} excel {Vos derniers choix (la tâche, l’extracteur, la langue de traduction, le délai de suppression et les options d’insertion) sont mémorisés pour ce compte dans Excel et oubliés lorsque vous vous déconnectez.} outlook {Vos derniers choix (la tâche, l’extracteur, la langue de traduction, le délai de suppression et les options de réponse) sont mémorisés pour ce compte dans Outlook et oubliés lorsque vous vous déconnectez.} other {Vos derniers choix (la tâche, l’extracteur, la langue de traduction, le délai de suppression et les options d’insertion) sont mémorisés pour ce compte sur cette page et oubliés lorsque vous vous déconnectez.}}",
  "settings.view.forget": "Oublier mes choix mémorisés",
  "settings.view.forgotten": "Vos choix mémorisés ont été rétablis aux valeurs par défaut.",
  "settings.view.helpHeading": "Aide et informations",
  "settings.view.whatItDoes":
    "{product} envoie des numérisations et des photos (PDF, JPG, PNG, TIFF, HEIC ou GIF) au service de transcription, qui les transforme en texte, en tableaux ou en champs extraits que vous vérifiez puis insérez dans Word ou Excel. Chaque page lue coûte un crédit.",
  "settings.view.privacyHeading": "Confidentialité",
  "settings.view.privacySent":
    "Les fichiers que vous choisissez sont envoyés uniquement au service de transcription ({service}) ; les résultats en reviennent et ne vont dans votre document que lorsque vous les insérez.",
  "settings.view.privacyDeleted":
    "Le service supprime automatiquement chaque fichier et son résultat au délai de suppression que vous choisissez (ou selon le paramètre de votre compte), ou lorsque vous l’annulez.",
  "settings.view.privacyKept":
    "Sur cet ordinateur, le complément conserve la liste du travail en cours (noms et états des fichiers, jamais les fichiers ni les résultats) et vos choix mémorisés. Un jeton de connexion ou d’API n’est conservé que si vous demandez à rester connecté. La déconnexion efface tout cela.",
  "settings.view.helpLink": "Aide et support",
  "settings.view.version": "{product}, version {version}.",
  "settings.deleteAfter.label": "Supprimer du service",
  "settings.deleteAfter.hint": "Le service supprime chaque fichier et son résultat à ce moment-là.",
  "settings.deleteAfter.account": "Selon le paramètre de votre compte",
  "settings.deleteAfter.days": "{count, plural, one {Après # jour} other {Après # jours}}",
  "settings.deleteAfter.hours": "{count, plural, one {Après # heure} other {Après # heures}}",
  "settings.deleteAfter.minutes": "{count, plural, one {Après # minute} other {Après # minutes}}",
  "settings.deleteAfter.deletedOn": "Suppression automatique le {time}.",
  "settings.fallback.extractor": "L’extracteur utilisé la dernière fois (« {name} ») n’est plus dans votre compte. Choisissez-en un autre.",
  "settings.fallback.language":
    "La langue de traduction utilisée la dernière fois ({language}) n’est plus proposée. Choisissez une autre langue.",
};
