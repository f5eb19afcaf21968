import type { outlook as english } from "../en/outlook";
import type { Translation } from "../../translation";

export const outlook: Translation<typeof english> = {
  "outlook.attachments.region": "Anlagen der geöffneten Nachricht",
  "outlook.attachments.heading": "{mode, select, compose {Anlagen dieses Entwurfs} other {Anlagen dieser Nachricht}}",
  "outlook.attachments.noItem": "Wählen Sie in Outlook eine Nachricht aus, um ihre Anlagen hier zu sehen.",
  "outlook.attachments.none": "{mode, select, compose {Dieser Entwurf hat keine Anlagen.} other {Diese Nachricht hat keine Anlagen.}}",
  "outlook.attachments.loading": "Die Anlagen werden gelesen …",
  "outlook.attachments.listLabel": "Zu sendende Anlagen",
  "outlook.attachments.describeFile": "{type, select, none {Datei, {size}} other {{type}-Datei, {size}}}",
  "outlook.attachments.describeCloud": "Link auf eine Datei in OneDrive oder SharePoint",
  "outlook.attachments.describeInline": "Bild im Text der Nachricht, {size}",
  "outlook.attachments.describeItem": "Angehängte Nachricht",
  "outlook.attachments.itemReason":
    "Eine angehängte Nachricht, keine Datei: Öffnen Sie sie in Outlook, um an ihre eigenen Anlagen zu gelangen.",
  "outlook.attachments.inlineReason":
    "Wird im Text der Nachricht angezeigt (etwa ein Logo oder eine Signatur) und daher nicht angeboten. Um es zu senden, speichern Sie es und wählen Sie es mit „Dateien auswählen“ aus.",
  "outlook.attachments.typeReason":
    "{type, select, none {Der Dienst liest nur PDF-, JPG-, PNG-, TIFF-, HEIC- und GIF-Dateien.} other {Der Dienst liest PDF-, JPG-, PNG-, TIFF-, HEIC- und GIF-Dateien, aber nicht {type}.}}",
  "outlook.attachments.cloudNoGraph":
    "Ein Link auf eine Datei in OneDrive oder SharePoint, die dieses Add-In hier nicht öffnen kann. Öffnen Sie sie dort, speichern Sie eine Kopie und wählen Sie diese mit „Dateien auswählen“ aus.",
  "outlook.attachments.cloudNotAllowed":
    "Ein Link auf eine Datei in OneDrive oder SharePoint, die dieses Add-In laut Ihrer Organisation nicht lesen darf. Öffnen Sie sie dort, speichern Sie eine Kopie und wählen Sie diese mit „Dateien auswählen“ aus.",
  "outlook.attachments.noRoute": "Diese Outlook-Version kann sie nicht an das Add-In übergeben (siehe oben).",
  "outlook.attachments.needsNewerNoGraph":
    "Diese Outlook-Version kann Anlagen nicht an Add-Ins übergeben (das können Outlook im Web und aktuelle Versionen von Outlook für Windows und Mac). Speichern Sie die Anlagen und wählen Sie sie mit „Dateien auswählen“ aus, oder bitten Sie Ihre Administration, die Microsoft 365-Anmeldung für dieses Add-In einzurichten.",
  "outlook.attachments.needsNewerNotAllowed":
    "Diese Outlook-Version kann Anlagen nicht an Add-Ins übergeben, und Ihre Organisation erlaubt diesem Add-In nicht, E-Mails über Microsoft 365 zu lesen. Speichern Sie die Anlagen und wählen Sie sie mit „Dateien auswählen“ aus.",
  "outlook.attachments.needsNewerNoIds":
    "Diese Outlook-Version kann Anlagen weder an Add-Ins übergeben noch die Nachricht für Microsoft 365 benennen. Speichern Sie die Anlagen und wählen Sie sie mit „Dateien auswählen“ aus.",
  "outlook.attachments.composeNeedsNewer":
    "Diese Outlook-Version kann die Anlagen eines Entwurfs nicht an Add-Ins übergeben. Wählen Sie die Dateien selbst mit „Dateien auswählen“ aus.",
  "outlook.attachments.viaGraph":
    "Diese Outlook-Version kann Anlagen nicht an Add-Ins übergeben; sie werden daher über Ihre Microsoft 365-Anmeldung gelesen.",
  "outlook.attachments.draftLabel": "Entwurf: {subject}",
  "outlook.attachments.chooseAll": "{count, plural, one {Die Anlage auswählen} other {Alle # Anlagen auswählen}}",
  "outlook.attachments.lookAgain": "Erneut nachsehen",
  "outlook.attachments.fetching": "{name} wird abgerufen …",
  "outlook.attachments.fetchFailed": "{name} konnte nicht abgerufen werden. {problem}",
  "outlook.attachments.refused": "{name} kann nicht gesendet werden: {problem}",
  "outlook.attachments.notInGraph": "Microsoft 365 führt „{name}“ in dieser Nachricht nicht mehr.",
  "outlook.attachments.readFailed":
    "Outlook konnte die Anlagen dieser Nachricht nicht auflisten. Wählen Sie die Nachricht erneut aus, oder schließen Sie den Bereich und öffnen Sie ihn wieder.",
  "outlook.attachments.officeFailed":
    "Outlook hat die Anlage nicht übergeben. Versuchen Sie es erneut; wenn es weiterhin nicht klappt, speichern Sie sie und wählen Sie sie mit „Dateien auswählen“ aus.",
  "outlook.attachments.notAFile": "Outlook hat ein Element übergeben, keine Datei.",

  "outlook.refetch.notOpen":
    "Wählen Sie in Outlook bei geöffnetem Bereich die Nachricht „{label}“ aus, um die Anlage erneut zu senden, oder wählen Sie die Datei mit „Dateien auswählen“ aus.",

  "outlook.result.region": "Antworten oder einfügen",
  "outlook.result.reply": "Mit der Transkription antworten",
  "outlook.result.insertAtCursor": "An der Cursorposition einfügen",
  "outlook.result.target": "{mode, select, compose {Wird in „{label}“ an der Cursorposition eingefügt.} other {Antwortet auf „{label}“.}}",
  "outlook.result.noItem":
    "Wählen Sie eine Nachricht aus, um mit der Transkription zu antworten, oder öffnen Sie die Nachricht, die Sie gerade schreiben, um sie dort einzufügen.",
  "outlook.result.copy": "Text kopieren",
  "outlook.result.copied": "Die Transkription ist in der Zwischenablage.",
  "outlook.result.copyFailed": "Das Add-In darf hier nicht kopieren. Markieren Sie den Text in der Prüfung oben und drücken Sie Strg+C.",
  "outlook.result.download": "Herunterladen ({format})",
  "outlook.result.downloaded": "Gespeichert als {fileName}.",
  "outlook.result.downloadCorrected":
    "Heruntergeladen wird die Datei des Dienstes ohne Ihre Korrekturen: Kopieren Sie den Text, um sie zu behalten.",
  "outlook.result.excelLater":
    "Öffnen Sie Excel und suchen Sie das Dokument im Verlauf: Tabellen und extrahierte Felder gehören in eine Arbeitsmappe, nicht in eine E-Mail. Der Verlauf in Excel führt dieses Dokument für dasselbe Konto, bereit zum Einfügen.",
  "outlook.result.replyOpened": "Eine Antwort mit der Transkription ist geöffnet: Prüfen Sie sie und senden Sie sie dann.",
  "outlook.result.insertedAtCursor":
    "{lines, plural, one {Die Transkription (# Zeile) steht an der Cursorposition in Ihrer Nachricht.} other {Die Transkription (# Zeilen) steht an der Cursorposition in Ihrer Nachricht.}}",
  "outlook.result.replyCut":
    "Die Antwort enthält die ersten {lines, number} von {total, number} Zeilen: Ein Antwortformular nimmt höchstens 32 KB Text auf. Kopieren Sie den Rest mit „Text kopieren“.",
  "outlook.result.againReplyTitle": "Noch eine Antwort mit dieser Transkription öffnen?",
  "outlook.result.againReply":
    "Eine Antwort mit dieser Transkription wurde bereits geöffnet. Eine weitere öffnet sich als eigener Entwurf.",
  "outlook.result.againReplyConfirm": "Weitere Antwort öffnen",
  "outlook.result.againInsertTitle": "Die Transkription noch einmal einfügen?",
  "outlook.result.againInsert":
    "Diese Transkription steht bereits in der Nachricht. Erneutes Einfügen fügt an der Cursorposition eine zweite Kopie ein.",
  "outlook.result.againInsertConfirm": "Erneut einfügen",
  "outlook.result.againCancel": "Abbrechen",
  "outlook.result.replyFailed":
    "Outlook hat die Antwort nicht geöffnet. Wählen Sie die Nachricht erneut aus und versuchen Sie es noch einmal.",
  "outlook.result.insertFailed":
    "Outlook hat den Text nicht eingefügt. Klicken Sie in Ihrer Nachricht an die gewünschte Stelle und versuchen Sie es erneut.",
};
