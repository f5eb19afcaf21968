import type { dialogs as english } from "../en/dialogs";
import type { Translation } from "../../translation";

export const dialogs: Translation<typeof english> = {
  "dialogs.signin.title": "Connexion",
  "dialogs.signin.opening": "Ouverture de la page de connexion…",
  "dialogs.signin.notStarted":
    "Cette fenêtre sert à se connecter à « Transcrire des documents ». Fermez-la et sélectionnez Se connecter dans le complément.",
  "dialogs.signin.finishing": "Finalisation de la connexion…",
  "dialogs.signin.signedInPopup": "Vous êtes connecté. Vous pouvez fermer cette fenêtre.",
  "dialogs.signin.signedInDialog": "Vous êtes connecté. Cette fenêtre se ferme automatiquement.",
  "dialogs.payment.title": "Confirmation du paiement",
  "dialogs.payment.opening": "Ouverture de la page de confirmation du paiement…",
  "dialogs.payment.noTarget":
    "Cette fenêtre sert à acheter des crédits dans « Transcrire des documents », mais elle n’a aucune page du service à afficher. Fermez-la et sélectionnez de nouveau Acheter des crédits.",
  "dialogs.microsoft.title": "Connexion à Microsoft 365",
  "dialogs.microsoft.working": "Connexion à Microsoft 365…",
  "dialogs.microsoft.notSetUp": "La connexion à Microsoft 365 n’est pas configurée pour ce complément.",
  "dialogs.microsoft.signedIn": "Vous êtes connecté à Microsoft 365. Vous pouvez fermer cette fenêtre.",
  "dialogs.microsoft.failed": "La connexion à Microsoft 365 a échoué. Fermez cette fenêtre et réessayez.",
  "dialogs.payment.policyUnread":
    "La stratégie de votre organisation n’a pas pu être lue : l’achat de crédits n’est donc pas autorisé ici pour le moment. Fermez cette fenêtre et demandez à votre administrateur de vérifier la stratégie.",
  "dialogs.microsoft.policyUnread":
    "La stratégie de votre organisation n’a pas pu être lue : les fichiers Microsoft 365 ne sont donc pas autorisés ici pour le moment. Fermez cette fenêtre et demandez à votre administrateur de vérifier la stratégie.",
  "dialogs.signin.policyRefused": "Votre organisation n’autorise pas la connexion avec votre compte ici. Fermez cette fenêtre.",
  "dialogs.payment.policyRefused": "Votre organisation n’autorise pas l’achat de crédits dans ce complément. Fermez cette fenêtre.",
  "dialogs.microsoft.policyRefused":
    "Votre organisation n’autorise pas les fichiers de Microsoft 365 dans ce complément. Fermez cette fenêtre.",
};
