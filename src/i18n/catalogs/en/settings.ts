// English messages of the settings area (the source every other language translates). ICU MessageFormat.
export const settings = {
  "settings.view.defaultsHeading": "Defaults",
  "settings.view.remembered":
    "{host, select, word {Your last choices (the work, the extractor, the translation language, the deletion time and the insert options) are remembered for this account in Word, and forgotten when you sign out.} excel {Your last choices (the work, the extractor, the translation language, the deletion time and the insert options) are remembered for this account in Excel, and forgotten when you sign out.} outlook {Your last choices (the work, the extractor, the translation language, the deletion time and the reply options) are remembered for this account in Outlook, and forgotten when you sign out.} other {Your last choices (the work, the extractor, the translation language, the deletion time and the insert options) are remembered for this account on this page, and forgotten when you sign out.}}",
  "settings.view.forget": "Forget my remembered choices",
  "settings.view.forgotten": "Your remembered choices were reset to the defaults.",
  "settings.view.helpHeading": "Help and about",
  "settings.view.whatItDoes":
    "{product} sends scans and photos (PDF, JPG, PNG, TIFF, HEIC or GIF) to the transcription service, which turns them into text, tables or extracted fields that you check and insert into Word or Excel. Each page read costs one credit.",
  "settings.view.privacyHeading": "Privacy",
  "settings.view.privacySent":
    "The files you choose are sent only to the transcription service ({service}); results come back from it and go into your document only when you insert them.",
  "settings.view.privacyDeleted":
    "The service deletes each file and its result automatically at the deletion time you choose (or your account's setting), or when you cancel it.",
  "settings.view.privacyKept":
    "On this computer the add-in keeps the list of work in progress (file names and states, never the files or results) and your remembered choices. A sign-in or API token is kept only if you ask to stay signed in. Signing out forgets all of it.",
  "settings.view.helpLink": "Help and support",
  "settings.view.version": "{product}, version {version}.",

  "settings.deleteAfter.label": "Delete from the service",
  "settings.deleteAfter.hint": "The service deletes each file and its result at this time.",
  "settings.deleteAfter.account": "As set in your account",
  "settings.deleteAfter.days": "{count, plural, one {After # day} other {After # days}}",
  "settings.deleteAfter.hours": "{count, plural, one {After # hour} other {After # hours}}",
  "settings.deleteAfter.minutes": "{count, plural, one {After # minute} other {After # minutes}}",
  "settings.deleteAfter.deletedOn": "Deleted automatically on {time}.",

  "settings.fallback.extractor": 'The extractor you used last time ("{name}") is no longer in your account. Choose another one.',
  "settings.fallback.language": "The language you translated into last time ({language}) is no longer offered. Choose another language.",
} as const;
