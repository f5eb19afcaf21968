import type { session as english } from "../en/session";
import type { Translation } from "../../translation";

export const session: Translation<typeof english> = {
  "session.app.productName": "Transcrire des documents",
  "session.app.loading": "Chargement…",
  "session.shell.viewFailed":
    "Cette partie du volet n'a pas pu être chargée. Vérifiez votre connexion Internet, puis rechargez le volet : les fichiers déjà envoyés continuent et réapparaissent.",
  "session.shell.reload": "Recharger le volet",
  "session.app.signInAgain": "Se reconnecter",
  "session.shell.views": "Vues",
  "session.shell.tab.workspace": "Fichiers",
  "session.shell.tab.history": "Historique",
  "session.shell.tab.credits": "Crédits",
  "session.shell.tab.settings": "Paramètres",
  "session.shell.more": "Plus",
  "session.shell.moreViews": "{count, plural, one {Plus : # autre vue} other {Plus : # autres vues}}",
  "session.signInScreen.restoring": "Connexion en cours…",
  "session.signInScreen.label": "Se connecter",
  "session.signInScreen.heading": "Se connecter",
  "session.signInScreen.intro":
    "Connectez-vous avec votre compte du service de transcription pour transformer des numérisations et des photos en texte, tableaux et champs.",
  "session.signInScreen.signIn": "Se connecter",
  "session.signInScreen.signingIn": "Connexion…",
  "session.signInScreen.remember": "Rester connecté sur cet ordinateur",
  "session.signInScreen.showTokenForm": "Utiliser plutôt un jeton d’API",
  "session.signInScreen.tokenForm": "Se connecter avec un jeton d’API",
  "session.signInScreen.tokenLabel": "Jeton d’API",
  "session.signInScreen.tokenHint": "Disponible dans le tableau de bord de votre compte, sur le site web du service.",
  "session.signInScreen.useToken": "Utiliser ce jeton",
  "session.signInScreen.checking": "Vérification…",
  "session.accountBar.label": "Compte de transcription",
  "session.accountBar.balance": "{count, plural, one {# crédit de page} other {# crédits de pages}}",
  "session.accountBar.stale": "Peut-être pas à jour. {reason}",
  "session.accountBar.buyCredits": "Acheter des crédits",
  "session.accountBar.signOut": "Se déconnecter",
  "session.error.office": "Office n’a pas pu effectuer la modification : {detail}",
  "session.error.unexpected": "Un problème est survenu. Réessayez ; si le problème persiste, rechargez le complément.",
  "session.apiToken.empty":
    "Collez d’abord votre jeton d’API. Vous le trouverez dans le tableau de bord de votre compte, sur le site web du service.",
  "session.apiToken.badCharacters":
    "Ce jeton d’API contient des caractères qu’un jeton ne peut pas contenir, comme un saut de ligne, une espace ou un guillemet typographique. Copiez-le de nouveau depuis le tableau de bord de votre compte et collez-le en texte brut.",
  "session.apiToken.refused":
    "Le service n’a pas accepté ce jeton d’API. Copiez-le de nouveau depuis le tableau de bord de votre compte ; il a peut-être été remplacé par un jeton plus récent.",
  "session.signIn.pageNotLoaded":
    "La fenêtre de connexion n’a pas pu charger sa page. Vérifiez votre connexion Internet et réessayez ; si le problème persiste, signalez à votre administrateur que l’adresse du complément est peut-être incorrecte.",
  "session.signIn.insecureAddress":
    "La fenêtre de connexion a été refusée, car son adresse n’utilise pas HTTPS. Prévenez votre administrateur : le complément doit être hébergé en HTTPS.",
  "session.signIn.untrustedAddress":
    "La fenêtre de connexion a été refusée, car le complément ne fait pas confiance à son adresse. Demandez à votre administrateur de vérifier l’adresse de connexion (AUTH_URL) dans le manifeste du complément.",
  "session.signIn.cancelled":
    "La connexion a été annulée : la fenêtre a été fermée avant la fin. Sélectionnez Se connecter pour réessayer.",
  "session.signIn.alreadyOpen":
    "Une fenêtre de connexion est déjà ouverte. Terminez la connexion dans cette fenêtre, ou fermez-la et réessayez.",
  "session.signIn.notAllowed":
    "La fenêtre de connexion n’a pas été autorisée à s’ouvrir. Sélectionnez de nouveau Se connecter et choisissez Autoriser lorsque Office le demande.",
  "session.signIn.blockedByBrowser":
    "Votre navigateur a bloqué la fenêtre de connexion. Autorisez les fenêtres contextuelles pour ce site Office dans les paramètres de votre navigateur, puis sélectionnez de nouveau Se connecter.",
  "session.signIn.popupBlocked":
    "Votre navigateur a bloqué la fenêtre de connexion. Autorisez les fenêtres contextuelles pour ce site, puis sélectionnez de nouveau Se connecter.",
  "session.signIn.windowProblem": "La fenêtre de connexion a signalé un problème (code {code}). Fermez-la et réessayez.",
  "session.signIn.unreachable": "Le serveur de connexion est inaccessible. Vérifiez votre connexion Internet et réessayez.",
  "session.signIn.accessDenied":
    "Vous avez refusé l’accès : le complément ne peut donc pas utiliser votre compte. Sélectionnez Se connecter et choisissez Autoriser pour continuer.",
  "session.signIn.serverRefused":
    "Le serveur de connexion a refusé la demande ({error}). Réessayez ; si le problème persiste, prévenez votre administrateur.",
  "session.signIn.protocol":
    "Le serveur de connexion a répondu d’une manière que ce complément n’accepte pas (par exemple, il indique un autre émetteur). Prévenez votre administrateur : les paramètres de connexion du complément (AUTH_URL, OAUTH_ISSUER) ne correspondent peut-être pas au serveur.",
  "session.signIn.stateMismatch":
    "La réponse de connexion ne correspondait pas à cette tentative : elle a été ignorée pour votre sécurité. Sélectionnez Se connecter pour réessayer.",
  "session.signIn.codeRefused":
    "La connexion n’a pas pu aboutir : le serveur de connexion n’a pas accepté le code. Sélectionnez Se connecter pour réessayer.",
  "session.signIn.expired": "Votre connexion a expiré. Reconnectez-vous pour continuer ; le travail en cours est conservé.",
  "session.accountBar.credits": "Crédits",
  "session.policy.oauthOnly": "Votre organisation autorise la connexion avec votre compte uniquement.",
  "session.policy.tokenOnly": "Votre organisation autorise la connexion avec un jeton d’API uniquement.",
  "session.policy.signInNotAllowed":
    "Votre organisation n’autorise pas ce mode de connexion. Demandez à votre administrateur comment vous connecter.",
  "session.policy.oauthOnlyUnread":
    "La stratégie de votre organisation n’a pas pu être lue : seul le mode de connexion le plus sûr est donc proposé. Demandez à votre administrateur de vérifier la stratégie.",
  "session.policy.unread.setting":
    "La stratégie de votre organisation n’a pas pu être lue : ce complément applique donc ici son réglage le plus sûr.",
  "session.policy.unread.deletion":
    "La stratégie de votre organisation n’a pas pu être lue : le service supprime donc chaque fichier et son résultat 5 minutes après leur traitement. Enregistrez ou insérez dès maintenant ce dont vous avez besoin.",
  "session.policy.unread.askAdmin": "Demandez à votre administrateur de vérifier la stratégie.",
  "session.policy.helpText": "Aide de votre organisation : {text}",
  "session.policy.helpLink": "Aide de votre organisation : {link}",
  "session.policy.helpTextAndLink": "Aide de votre organisation : {text} ({link})",
};
