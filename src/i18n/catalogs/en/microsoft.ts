// English messages of the microsoft area (the source every other language translates). ICU MessageFormat.
// The Microsoft 365 sources: Graph and sign-in errors, file checks, where a file came from, and the pickers.
// Names, subjects, senders and paths are data, never translated.
export const microsoft = {
  "microsoft.graph.noLicence":
    "Your Microsoft 365 account has no OneDrive or mailbox for this: ask your administrator for a licence that includes it, or choose the file from your computer.",
  "microsoft.graph.signInExpired": "Your Microsoft 365 sign-in has expired. Sign in to Microsoft 365 again.",
  "microsoft.graph.consentRefused":
    "Your organisation has not allowed this add-in to read these files or messages. Ask your administrator to grant consent, or choose the file from your computer.",
  "microsoft.graph.forbidden": "You do not have access to this item in Microsoft 365. Ask its owner to share it with you.",
  "microsoft.graph.notFound":
    "This item no longer exists in Microsoft 365: it was deleted or moved meanwhile. Choose it again where it is now.",
  "microsoft.graph.throttledWait":
    "Microsoft 365 is busy and asked to wait {seconds, plural, one {# second} other {# seconds}}. Try again in a moment.",
  "microsoft.graph.throttled": "Microsoft 365 is busy right now. Try again in a moment.",
  "microsoft.graph.server": "Microsoft 365 could not answer (error {status}). Try again in a moment.",
  "microsoft.graph.unreadable": "Microsoft 365 sent an answer that could not be read. Try again in a moment.",
  "microsoft.graph.unreadableList": "Microsoft 365 sent a list that could not be read. Try again in a moment.",
  "microsoft.graph.downloadFailed": "The file could not be downloaded from Microsoft 365. Check your connection and try again.",
  "microsoft.graph.foreignLink": "Microsoft 365 sent a link to another address; it was not followed.",
  "microsoft.graph.unreachable": "Microsoft 365 could not be reached. Check your connection and try again.",
  "microsoft.graph.aborted": "The request was cancelled.",

  "microsoft.signIn.needed": "Sign in to Microsoft 365 to use these files.",
  "microsoft.signIn.declined":
    "You did not allow the add-in to read these files or messages. Sign in to Microsoft 365 again and accept to use them.",
  "microsoft.signIn.cancelled": "Signing in to Microsoft 365 was cancelled. Sign in again to use these files.",
  "microsoft.signIn.blocked": "The Microsoft 365 sign-in window was blocked. Allow pop-ups for this add-in, then sign in again.",
  "microsoft.signIn.failed": "Signing in to Microsoft 365 did not work. Try again, or choose the file from your computer.",
  "microsoft.signIn.notConfigured": "Microsoft 365 is not set up for this add-in. Ask your administrator to set it up.",

  "microsoft.sources.notSupportedType": "Not a PDF, JPG, PNG, TIFF, HEIC or GIF file.",
  "microsoft.sources.tooLarge":
    "{kind, select, picture {{size}: the service takes pictures up to {limit}. Reduce its resolution first.} other {{size}: a PDF or TIFF can be up to {limit} here, to choose the pages to send (the service takes up to {sendLimit} at a time). Split it into smaller files first.}}",
  "microsoft.sources.empty": "The file is empty.",
  "microsoft.sources.refused": "{name}: {reason}",
  "microsoft.sources.downloadFailed": "It could not be downloaded.",
  "microsoft.sources.noSubject": "(no subject)",
  "microsoft.sources.unknownSender": "unknown sender",
  "microsoft.sources.messageLabel": "{subject}, {sender}",
  "microsoft.origin.onedrive": "From OneDrive: {label}",
  "microsoft.origin.sharepoint": "From SharePoint: {label}",
  "microsoft.origin.mail": "From mail: {label}",

  "microsoft.picker.failed": "Something went wrong with Microsoft 365. Try again.",
  "microsoft.picker.loading": "Loading from Microsoft 365…",
  "microsoft.picker.search": "Search",
  "microsoft.sourcesPanel.region": "Microsoft 365, for OneDrive and mail files",
  "microsoft.sourcesPanel.signedInAs": "Signed in as {name} ({username}).",
  "microsoft.sourcesPanel.signOut": "Sign out of Microsoft 365",
  "microsoft.sourcesPanel.files": "OneDrive and SharePoint",
  "microsoft.sourcesPanel.mail": "Mail attachments",
  "microsoft.sourcesPanel.signIn": "Sign in to Microsoft 365",
  "microsoft.sourcesPanel.checking": "Checking your Microsoft 365 sign-in…",
  "microsoft.sourcesPanel.explain": "Use files from OneDrive, SharePoint and mail.",

  "microsoft.driveBrowser.region": "OneDrive and SharePoint",
  "microsoft.driveBrowser.recent": "Recent",
  "microsoft.driveBrowser.recentTitle": "Recent files",
  "microsoft.driveBrowser.myFiles": "My files",
  "microsoft.driveBrowser.shared": "Shared with me",
  "microsoft.driveBrowser.sites": "SharePoint sites",
  "microsoft.driveBrowser.searchTitle": "Search: {text}",
  "microsoft.driveBrowser.searchLabel": "Search OneDrive",
  "microsoft.driveBrowser.back": "Back",
  "microsoft.driveBrowser.openFolder": "Open folder {name}",
  "microsoft.driveBrowser.openSite": "Open site {name}",
  "microsoft.driveBrowser.openLibrary": "Open library {name}",
  "microsoft.driveBrowser.folders": "Folders",
  "microsoft.driveBrowser.files": "Files",
  "microsoft.driveBrowser.empty": "This place has no files.",
  "microsoft.driveBrowser.add": "{count, plural, =0 {Add the ticked files} one {Add # file} other {Add # files}}",

  "microsoft.mailPicker.region": "Mail attachments",
  "microsoft.mailPicker.searchLabel": "Search mail by sender or subject",
  "microsoft.mailPicker.back": "Back to messages",
  "microsoft.mailPicker.attachments": "Attachments",
  "microsoft.mailPicker.messages": "Messages with attachments",
  "microsoft.mailPicker.add": "{count, plural, =0 {Add the ticked attachments} one {Add # attachment} other {Add # attachments}}",
} as const;
