import type { policy as english } from "../en/policy";
import type { Translation } from "../../translation";

export const policy: Translation<typeof english> = {
  "policy.hint.actions": "Von Ihrer Organisation festgelegt: Nur die als verfügbar angezeigten Aufgaben sind erlaubt.",
  "policy.hint.translationOff": "Von Ihrer Organisation festgelegt: Übersetzungen sind nicht erlaubt.",
  "policy.hint.translationOn": "Von Ihrer Organisation festgelegt: Transkripte werden immer übersetzt.",
  "policy.hint.deleteAfter": "Von Ihrer Organisation festgelegt: Der Dienst löscht jede Datei und ihr Ergebnis zu diesem Zeitpunkt.",
  "policy.hint.deleteAfterMax":
    "Der Dienst löscht jede Datei und ihr Ergebnis zu diesem Zeitpunkt. Ihre Organisation erlaubt höchstens {unit, select, days {{count, plural, one {# Tag} other {# Tage}}} hours {{count, plural, one {# Stunde} other {# Stunden}}} other {{count, plural, one {# Minute} other {# Minuten}}}}.",
  "policy.hint.asTheyFinishOff": "Von Ihrer Organisation festgelegt: Ergebnisse werden nicht von selbst eingefügt.",
  "policy.hint.asTheyFinishOn": "Von Ihrer Organisation festgelegt: Jedes Ergebnis wird eingefügt, sobald es fertig ist.",
  "policy.hint.keepTextOn": "Von Ihrer Organisation festgelegt: Alle Werte bleiben Text.",
  "policy.hint.keepTextOff": "Von Ihrer Organisation festgelegt: Zahlen und Datumsangaben werden zu Excel-Werten.",
  "policy.microsoft365NotAllowed":
    "Ihre Organisation erlaubt in diesem Add-In keine Dateien aus Microsoft 365. Wählen Sie die Datei von Ihrem Computer aus.",

  "policy.view.heading": "Von Ihrer Organisation festgelegt",
  "policy.view.intro":
    "Die Richtlinie Ihrer Organisation legt einige Einstellungen dieses Add-Ins fest. Was Ihr Konto darf, entscheidet weiterhin der Transkriptionsdienst.",
  "policy.view.loading": "Die Richtlinie Ihrer Organisation wird gelesen…",
  "policy.view.fromFile": "Gelesen von {address} am {time}.",
  "policy.view.lastGoodUnreachable": "Die Richtlinie konnte gerade nicht abgerufen werden; es gilt die am {time} gelesene Fassung.",
  "policy.view.lastGoodUnreadable":
    "Die Richtliniendatei ist kein gültiges JSON; es gilt die am {time} gelesene Fassung. Wenden Sie sich an Ihre Administratorin oder Ihren Administrator.",
  "policy.view.restrictiveUnreadable":
    "Die Richtliniendatei ist kein gültiges JSON; daher gilt für jede Einstellung, die sie festlegen kann, die strengste Wahl. Wenden Sie sich an Ihre Administratorin oder Ihren Administrator.",
  "policy.view.restrictiveUnreachable":
    "Die Richtlinie konnte nicht abgerufen werden, und es gibt keine frühere Kopie. Daher sind Anmeldung, Kauf von Guthaben und Dateien aus Microsoft 365 auf das Strengste beschränkt; alles andere funktioniert wie gewohnt. Informieren Sie Ihren Administrator.",
  "policy.view.restrictiveUnchecked":
    "Die Richtlinie konnte nicht geprüft werden, weil ein Teil des Add-Ins nicht geladen wurde; daher gilt für jede Einstellung, die sie festlegen kann, die strengste Wahl. Schließen Sie das Add-In und öffnen Sie es erneut.",
  "policy.view.listLabel": "Einstellungen Ihrer Organisation",
  "policy.view.locked": "Von Ihrer Organisation festgelegt",
  "policy.view.default": "Standardwert: Sie können ihn ändern",
  "policy.view.rejectedHeading": "Abgelehnte Einstellungen",
  "policy.view.rejectedIntro":
    "Diese Einstellungen der Richtlinie sind ungültig; das Add-In wendet an, was jeweils angegeben ist. Wenden Sie sich an Ihre Administratorin oder Ihren Administrator.",
  "policy.view.ignored":
    "{count, plural, one {Dieser Schlüssel der Richtlinie ist keine Einstellung, die dieses Add-In kennt, und wurde ignoriert: {keys}.} other {Diese Schlüssel der Richtlinie sind keine Einstellungen, die dieses Add-In kennt, und wurden ignoriert: {keys}.}}",
  "policy.view.helpIntro": "Hilfe Ihrer Organisation:",

  "policy.name.signInMethods": "Anmeldung",
  "policy.name.actions": "Aufgaben",
  "policy.name.translation": "Übersetzung",
  "policy.name.translationLanguages": "Zielsprachen",
  "policy.name.deleteAfter": "Aus dem Dienst löschen",
  "policy.name.deleteAfterMax": "Längster Löschzeitpunkt",
  "policy.name.topUp": "Guthaben kaufen",
  "policy.name.creditsMessage": "Zum Guthaben",
  "policy.name.microsoft365Sources": "Dateien aus Microsoft 365",
  "policy.name.spendingQuestionAbove": "Rückfrage vor Ausgaben",
  "policy.name.insertAsTheyFinish": "Einfügen, sobald fertig",
  "policy.name.keepText": "Alle Werte als Text behalten",
  "policy.name.help": "Hilfe Ihrer Organisation",
  "policy.value.signIn":
    "{methods, select, oauth {Nur mit Ihrem Konto} apiToken {Nur mit einem API-Token} other {Mit Ihrem Konto oder einem API-Token}}",
  "policy.value.onOff": "{on, select, true {Ein} other {Aus}}",
  "policy.value.allowed": "{allowed, select, true {Erlaubt} other {Nicht erlaubt}}",
  "policy.value.languages": "{count, plural, =0 {Keine} other {{languages}}}",
  "policy.value.askAbove":
    "{count, plural, =0 {Vor jedem Stapel} one {Vor einem Stapel, der mehr als # Seitenguthaben kosten kann} other {Vor einem Stapel, der mehr als # Seitenguthaben kosten kann}}",

  "policy.problem.type":
    "{where} muss {type, select, boolean {true oder false} integer {eine ganze Zahl} number {eine Zahl} array {eine Liste} object {ein Objekt} string {ein Text} null {null} other {von einem anderen Typ}} sein.",
  "policy.problem.enum": "{where} muss einer dieser Werte sein: {allowed}.",
  "policy.problem.locked": "{where} muss true sein: Für diese Einstellung gibt es kein Bedienelement.",
  "policy.problem.minimum": "{where} muss mindestens {limit, number} sein.",
  "policy.problem.maximum": "{where} darf höchstens {limit, number} sein.",
  "policy.problem.empty": "{where} darf nicht leer sein.",
  "policy.problem.maxLength": "{where} darf höchstens {limit, number} Zeichen lang sein.",
  "policy.problem.unique": "{where} nennt dasselbe zweimal.",
  "policy.problem.url": "{where} muss mit https:// oder mailto: beginnen.",
  "policy.problem.language": "{where} muss ein Sprachcode sein, etwa de oder pt-BR.",
  "policy.problem.blank": "{where} darf nicht leer sein oder nur aus Leerzeichen bestehen.",
  "policy.problem.required": "In {where} fehlt „{property}“.",
  "policy.problem.extra": "{where} enthält „{property}“, das nicht zu dieser Einstellung gehört.",
  "policy.problem.seconds": "{where} muss eine ganze Zahl von Sekunden zwischen 300 und 1.209.600 sein oder null.",
  "policy.problem.text": "{where} muss ein Text sein oder Texte nach Sprachcode.",
  "policy.problem.aboveMax": "{where} ist länger, als deleteAfterMax erlaubt.",
  "policy.problem.other": "{where} ist ungültig.",

  "policy.fallback.signInMethods": "Stattdessen gilt: Anmeldung nur mit Ihrem Konto.",
  "policy.fallback.actions": "Stattdessen gilt: nur den Text transkribieren.",
  "policy.fallback.translation": "Stattdessen gilt: keine Übersetzung.",
  "policy.fallback.translationLanguages": "Stattdessen gilt: keine Zielsprache.",
  "policy.fallback.deleteAfter": "Stattdessen gilt: Löschen nach 5 Minuten, von Ihrer Organisation festgelegt.",
  "policy.fallback.deleteAfterMax": "Stattdessen gilt: Löschen spätestens nach 5 Minuten.",
  "policy.fallback.topUp": "Stattdessen gilt: Guthaben kann im Add-In nicht gekauft werden.",
  "policy.fallback.creditsMessage": "Stattdessen gilt: ein allgemeiner Satz zum Guthaben.",
  "policy.fallback.microsoft365Sources": "Stattdessen gilt: keine Dateien aus Microsoft 365.",
  "policy.fallback.spendingQuestionAbove": "Stattdessen gilt: eine Rückfrage vor jedem Stapel.",
  "policy.fallback.insertAsTheyFinish": "Stattdessen gilt: Ergebnisse werden nicht von selbst eingefügt.",
  "policy.fallback.keepText": "Stattdessen gilt: Alle Werte bleiben Text, von Ihrer Organisation festgelegt.",
  "policy.fallback.help": "Stattdessen gilt: Es wird keine Hilfe Ihrer Organisation angezeigt.",
  "policy.fallback.capped": "Stattdessen gilt: der längste Zeitpunkt, den deleteAfterMax erlaubt.",
};
