// English messages of the session area (the source every other language translates). ICU MessageFormat.
export const session = {
  // The pane around the views (App, Shell).
  // The product's name, as the manifest's DisplayName gives it in this language.
  "session.app.productName": "Transcribe Documents",
  "session.app.loading": "Loading…",
  "session.shell.viewFailed":
    "This part of the pane could not be loaded. Check your internet connection, then reload the pane: files already sent carry on and come back.",
  "session.shell.reload": "Reload the pane",
  "session.app.signInAgain": "Sign in again",
  "session.shell.views": "Views",
  "session.shell.tab.workspace": "Files",
  "session.shell.tab.history": "History",
  "session.shell.tab.credits": "Credits",
  "session.shell.tab.settings": "Settings",
  "session.shell.more": "More",
  "session.shell.moreViews": "{count, plural, one {More: # other view} other {More: # other views}}",
  // The sign-in screen.
  "session.signInScreen.restoring": "Signing you in…",
  "session.signInScreen.label": "Sign in",
  "session.signInScreen.heading": "Sign in",
  "session.signInScreen.intro": "Sign in with your transcription service account to turn scans and photos into text, tables and fields.",
  "session.signInScreen.signIn": "Sign in",
  "session.signInScreen.signingIn": "Signing in…",
  "session.signInScreen.remember": "Stay signed in on this computer",
  "session.signInScreen.showTokenForm": "Use an API token instead",
  "session.signInScreen.tokenForm": "Sign in with an API token",
  "session.signInScreen.tokenLabel": "API token",
  "session.signInScreen.tokenHint": "From your account dashboard on the service's website.",
  "session.signInScreen.useToken": "Use this token",
  "session.signInScreen.checking": "Checking…",
  // The account bar.
  "session.accountBar.label": "Transcription account",
  "session.accountBar.balance": "{count, plural, one {# page credit} other {# page credits}}",
  "session.accountBar.stale": "May be out of date. {reason}",
  "session.accountBar.buyCredits": "Buy credits",
  "session.accountBar.signOut": "Sign out",
  // Failures without a sentence of their own.
  "session.error.office": "Office could not complete the change: {detail}",
  "session.error.unexpected": "Something went wrong. Try again; if it keeps happening, reload the add-in.",
  // Signing in with an API token.
  "session.apiToken.empty": "Paste your API token first. You find it in your account dashboard on the service's website.",
  "session.apiToken.badCharacters":
    "This API token contains characters a token cannot have, such as a line break, a space or a typographic quote. Copy it again from your account dashboard and paste it as plain text.",
  "session.apiToken.refused":
    "The service did not accept this API token. Copy it again from your account dashboard; it may have been replaced by a newer one.",
  // Signing in with the service account (the sign-in window, the sign-in server).
  "session.signIn.pageNotLoaded":
    "The sign-in window could not load its page. Check your internet connection and try again; if it keeps happening, tell your administrator that the add-in's address may be wrong.",
  "session.signIn.insecureAddress":
    "The sign-in window was refused because its address does not use HTTPS. Tell your administrator: the add-in must be hosted over HTTPS.",
  "session.signIn.untrustedAddress":
    "The sign-in window was refused because its address is not trusted by the add-in. Tell your administrator to check the sign-in address (AUTH_URL) in the add-in's manifest.",
  "session.signIn.cancelled": "Sign-in was cancelled: the window was closed before you finished. Select Sign in to try again.",
  "session.signIn.alreadyOpen": "A sign-in window is already open. Finish signing in there, or close it and try again.",
  "session.signIn.notAllowed": "The sign-in window was not allowed to open. Select Sign in again and choose Allow when Office asks.",
  "session.signIn.blockedByBrowser":
    "Your browser blocked the sign-in window. Allow pop-ups for this Office site in your browser's settings, then select Sign in again.",
  "session.signIn.popupBlocked": "Your browser blocked the sign-in window. Allow pop-ups for this site, then select Sign in again.",
  "session.signIn.windowProblem": "The sign-in window reported a problem (code {code}). Close it and try again.",
  "session.signIn.unreachable": "The sign-in server cannot be reached. Check your internet connection and try again.",
  "session.signIn.accessDenied": "You declined access, so the add-in cannot use your account. Select Sign in and choose Allow to continue.",
  "session.signIn.serverRefused":
    "The sign-in server refused the request ({error}). Try again; if it keeps happening, tell your administrator.",
  "session.signIn.protocol":
    "The sign-in server answered in a way this add-in does not accept (for example, it names a different issuer). Tell your administrator: the add-in's sign-in settings (AUTH_URL, OAUTH_ISSUER) may not match the server.",
  "session.signIn.stateMismatch":
    "The sign-in answer did not match this sign-in attempt, so it was ignored for your safety. Select Sign in to try again.",
  "session.signIn.codeRefused":
    "Signing in could not be completed: the sign-in server did not accept the code. Select Sign in to try again.",
  "session.signIn.expired": "Your sign-in has expired. Sign in again to continue; work in progress is kept.",
  // The organisation's policy.
  "session.accountBar.credits": "Credits",
  "session.policy.oauthOnly": "Your organisation allows signing in with your account only.",
  "session.policy.tokenOnly": "Your organisation allows signing in with an API token only.",
  "session.policy.signInNotAllowed": "Your organisation does not allow signing in this way. Ask your administrator how to sign in.",
  // Where the safe fallback applies because the policy could not be read (not JSON, a refused key, its server erring).
  "session.policy.oauthOnlyUnread":
    "Your organisation's policy could not be read, so only the safest way of signing in is offered. Ask your administrator to check the policy.",
  "session.policy.unread.setting": "Your organisation's policy could not be read, so this add-in applies its safest setting here.",
  "session.policy.unread.deletion":
    "Your organisation's policy could not be read, so the service deletes each file and its result 5 minutes after it is processed: save or insert what you need now.",
  "session.policy.unread.askAdmin": "Ask your administrator to check the policy.",
  "session.policy.helpText": "Help from your organisation: {text}",
  "session.policy.helpLink": "Help from your organisation: {link}",
  "session.policy.helpTextAndLink": "Help from your organisation: {text} ({link})",
} as const;
