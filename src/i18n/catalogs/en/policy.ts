// English messages of the policy area (the organisation's policy.json: what it fixes, in the views and in
// Settings; the source every other language translates). ICU MessageFormat.
export const policy = {
  // At a control the policy fixes or limits.
  "policy.hint.actions": "Set by your organisation: only the kinds of work shown as available are allowed.",
  "policy.hint.translationOff": "Set by your organisation: translation is not allowed.",
  "policy.hint.translationOn": "Set by your organisation: transcripts are always translated.",
  "policy.hint.deleteAfter": "Set by your organisation: the service deletes each file and its result at this time.",
  "policy.hint.deleteAfterMax":
    "The service deletes each file and its result at this time. Your organisation allows at most {unit, select, days {{count, plural, one {# day} other {# days}}} hours {{count, plural, one {# hour} other {# hours}}} other {{count, plural, one {# minute} other {# minutes}}}}.",
  "policy.hint.asTheyFinishOff": "Set by your organisation: results are not inserted by themselves.",
  "policy.hint.asTheyFinishOn": "Set by your organisation: each result is inserted as soon as it is ready.",
  "policy.hint.keepTextOn": "Set by your organisation: every value is kept as text.",
  "policy.hint.keepTextOff": "Set by your organisation: numbers and dates become Excel values.",
  "policy.microsoft365NotAllowed":
    "Your organisation does not allow files from Microsoft 365 in this add-in. Choose the file from your computer.",

  // Settings: "Set by your organisation".
  "policy.view.heading": "Set by your organisation",
  "policy.view.intro":
    "Your organisation's policy sets some of this add-in's settings. The transcription service still decides what your account may do.",
  "policy.view.loading": "Reading your organisation's policy…",
  "policy.view.fromFile": "Read from {address} at {time}.",
  "policy.view.lastGoodUnreachable": "The policy could not be fetched just now, so the copy read at {time} applies.",
  "policy.view.lastGoodUnreadable": "The policy file is not valid JSON, so the copy read at {time} applies. Tell your administrator.",
  "policy.view.restrictiveUnreadable":
    "The policy file is not valid JSON, so every setting it can fix is at its most restrictive. Tell your administrator.",
  "policy.view.restrictiveUnreachable":
    "The policy could not be fetched and there is no earlier copy, so signing in, buying credits and Microsoft 365 files are at their most restrictive; everything else works as usual. Tell your administrator.",
  "policy.view.restrictiveUnchecked":
    "The policy could not be checked because part of the add-in did not load, so every setting it can fix is at its most restrictive. Close the add-in and open it again.",
  "policy.view.listLabel": "Settings from your organisation",
  "policy.view.locked": "Set by your organisation",
  "policy.view.default": "Default: you can change it",
  "policy.view.rejectedHeading": "Rejected settings",
  "policy.view.rejectedIntro":
    "These settings in the policy are not valid, so the add-in applies what is said for each. Tell your administrator.",
  "policy.view.ignored":
    "{count, plural, one {This key in the policy is not a setting this add-in knows, so it was ignored: {keys}.} other {These keys in the policy are not settings this add-in knows, so they were ignored: {keys}.}}",
  "policy.view.helpIntro": "Help from your organisation:",

  // The settings' names and values.
  "policy.name.signInMethods": "Signing in",
  "policy.name.actions": "Kinds of work",
  "policy.name.translation": "Translation",
  "policy.name.translationLanguages": "Translation languages",
  "policy.name.deleteAfter": "Delete from the service",
  "policy.name.deleteAfterMax": "Longest deletion time",
  "policy.name.topUp": "Buying credits",
  "policy.name.creditsMessage": "About credits",
  "policy.name.microsoft365Sources": "Files from Microsoft 365",
  "policy.name.spendingQuestionAbove": "Question before spending",
  "policy.name.insertAsTheyFinish": "Insert as they finish",
  "policy.name.keepText": "Keep every value as text",
  "policy.name.help": "Help from your organisation",
  "policy.value.signIn":
    "{methods, select, oauth {With your account only} apiToken {With an API token only} other {With your account or an API token}}",
  "policy.value.onOff": "{on, select, true {On} other {Off}}",
  "policy.value.allowed": "{allowed, select, true {Allowed} other {Not allowed}}",
  "policy.value.languages": "{count, plural, =0 {None} other {{languages}}}",
  "policy.value.askAbove":
    "{count, plural, =0 {Before every batch} one {Before a batch that may cost more than # page credit} other {Before a batch that may cost more than # page credits}}",

  // What was wrong with a rejected setting ({where}: the place in the file, such as deleteAfter.value).
  "policy.problem.type":
    "{where} must be {type, select, boolean {true or false} integer {a whole number} number {a number} array {a list} object {an object} string {a text} null {null} other {of another type}}.",
  "policy.problem.enum": "{where} must be one of: {allowed}.",
  "policy.problem.locked": "{where} must be true: users have no control for this setting.",
  "policy.problem.minimum": "{where} must be at least {limit, number}.",
  "policy.problem.maximum": "{where} must be at most {limit, number}.",
  "policy.problem.empty": "{where} must not be empty.",
  "policy.problem.maxLength": "{where} must not be longer than {limit, number} characters.",
  "policy.problem.unique": "{where} names the same thing twice.",
  "policy.problem.url": "{where} must start with https:// or mailto:.",
  "policy.problem.language": "{where} must be a language code, such as de or pt-BR.",
  "policy.problem.blank": "{where} must not be blank.",
  "policy.problem.required": '{where} lacks "{property}".',
  "policy.problem.extra": '{where} has "{property}", which is not part of this setting.',
  "policy.problem.seconds": "{where} must be a whole number of seconds from 300 to 1,209,600, or null.",
  "policy.problem.text": "{where} must be a text, or texts by language code.",
  "policy.problem.aboveMax": "{where} is longer than deleteAfterMax allows.",
  "policy.problem.other": "{where} is not valid.",

  // What applies instead of a rejected setting.
  "policy.fallback.signInMethods": "Applied instead: signing in with your account only.",
  "policy.fallback.actions": "Applied instead: transcribing the text only.",
  "policy.fallback.translation": "Applied instead: no translation.",
  "policy.fallback.translationLanguages": "Applied instead: no translation language.",
  "policy.fallback.deleteAfter": "Applied instead: deleted after 5 minutes, set by your organisation.",
  "policy.fallback.deleteAfterMax": "Applied instead: deleted after 5 minutes at most.",
  "policy.fallback.topUp": "Applied instead: credits cannot be bought in the add-in.",
  "policy.fallback.creditsMessage": "Applied instead: a general sentence about credits.",
  "policy.fallback.microsoft365Sources": "Applied instead: no files from Microsoft 365.",
  "policy.fallback.spendingQuestionAbove": "Applied instead: a question before every batch.",
  "policy.fallback.insertAsTheyFinish": "Applied instead: results are not inserted by themselves.",
  "policy.fallback.keepText": "Applied instead: every value kept as text, set by your organisation.",
  "policy.fallback.help": "Applied instead: no help from your organisation is shown.",
  "policy.fallback.capped": "Applied instead: the longest time deleteAfterMax allows.",
} as const;
