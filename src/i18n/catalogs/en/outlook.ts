// English messages of the outlook area (the source every other language translates). ICU MessageFormat.
// The Outlook pane: the open message's attachments, and what a result does there (a reply, the cursor of a
// message being written, Excel later). Subjects, senders and file names are data, never translated.
export const outlook = {
  "outlook.attachments.region": "Attachments of the open message",
  "outlook.attachments.heading": "{mode, select, compose {Attachments of this draft} other {Attachments of this message}}",
  "outlook.attachments.noItem": "Select a message in Outlook to see its attachments here.",
  "outlook.attachments.none": "{mode, select, compose {This draft has no attachments.} other {This message has no attachments.}}",
  "outlook.attachments.loading": "Reading the attachments…",
  "outlook.attachments.listLabel": "Attachments to send",
  "outlook.attachments.describeFile": "{type, select, none {File, {size}} other {{type} file, {size}}}",
  "outlook.attachments.describeCloud": "Link to a file in OneDrive or SharePoint",
  "outlook.attachments.describeInline": "Picture in the message's text, {size}",
  "outlook.attachments.describeItem": "Attached message",
  "outlook.attachments.itemReason": "An attached message, not a file: open it in Outlook to reach its own attachments.",
  "outlook.attachments.inlineReason":
    "Shown in the message's text (such as a logo or a signature), so it is not offered. To send it, save it and choose it with Choose files.",
  "outlook.attachments.typeReason":
    "{type, select, none {The service reads PDF, JPG, PNG, TIFF, HEIC and GIF files only.} other {The service reads PDF, JPG, PNG, TIFF, HEIC and GIF files, not {type}.}}",
  "outlook.attachments.cloudNoGraph":
    "A link to a file in OneDrive or SharePoint, which this add-in cannot open here. Open it there, save a copy, then choose it with Choose files.",
  "outlook.attachments.cloudNotAllowed":
    "A link to a file in OneDrive or SharePoint, which your organisation does not let this add-in read. Open it there, save a copy, then choose it with Choose files.",
  "outlook.attachments.noRoute": "This Outlook cannot hand it to the add-in (see above).",
  "outlook.attachments.needsNewerNoGraph":
    "This version of Outlook cannot hand attachments to add-ins (that needs Outlook on the web, or a current Outlook for Windows or Mac). Save the attachments, then choose them with Choose files, or ask your administrator to set up the Microsoft 365 sign-in for this add-in.",
  "outlook.attachments.needsNewerNotAllowed":
    "This version of Outlook cannot hand attachments to add-ins, and your organisation does not let this add-in read mail through Microsoft 365. Save the attachments, then choose them with Choose files.",
  "outlook.attachments.needsNewerNoIds":
    "This version of Outlook can neither hand attachments to add-ins nor name the message for Microsoft 365. Save the attachments, then choose them with Choose files.",
  "outlook.attachments.composeNeedsNewer":
    "This version of Outlook cannot hand a draft's attachments to add-ins. Choose the files themselves with Choose files.",
  "outlook.attachments.viaGraph":
    "This version of Outlook cannot hand attachments to add-ins, so they are read through your Microsoft 365 sign-in.",
  "outlook.attachments.draftLabel": "Draft: {subject}",
  "outlook.attachments.chooseAll": "{count, plural, one {Choose the attachment} other {Choose all # attachments}}",
  "outlook.attachments.lookAgain": "Look again",
  "outlook.attachments.fetching": "Fetching {name}…",
  "outlook.attachments.fetchFailed": "{name} could not be fetched. {problem}",
  "outlook.attachments.refused": "{name} cannot be sent: {problem}",
  "outlook.attachments.notInGraph": "Microsoft 365 no longer lists “{name}” in this message.",
  "outlook.attachments.readFailed":
    "Outlook could not list this message's attachments. Select the message again, or close the pane and open it again.",
  "outlook.attachments.officeFailed":
    "Outlook did not hand the attachment over. Try again; if it keeps failing, save it and choose it with Choose files.",
  "outlook.attachments.notAFile": "Outlook handed over an item, not a file.",

  "outlook.refetch.notOpen":
    "Select the message “{label}” in Outlook with this pane open to send the attachment again, or choose the file with Choose files.",

  "outlook.result.region": "Reply or insert",
  "outlook.result.reply": "Reply with the transcript",
  "outlook.result.insertAtCursor": "Insert at the cursor",
  "outlook.result.target": "{mode, select, compose {Goes into “{label}” at the cursor.} other {Replies to “{label}”.}}",
  "outlook.result.noItem": "Select a message to reply with the transcript, or open the message you are writing to insert it there.",
  "outlook.result.copy": "Copy the text",
  "outlook.result.copied": "The transcript is on the clipboard.",
  "outlook.result.copyFailed": "The add-in may not copy here. Select the text in the review above and press Ctrl+C.",
  "outlook.result.download": "Download ({format})",
  "outlook.result.downloaded": "Saved as {fileName}.",
  "outlook.result.downloadCorrected": "The download is the service's file, without your corrections: copy the text to keep them.",
  "outlook.result.excelLater":
    "Open Excel and find it in History: tables and extracted fields go into a workbook, not into a mail. History in Excel lists this document for the same account, ready to insert.",
  "outlook.result.replyOpened": "A reply with the transcript is open: check it, then send it.",
  "outlook.result.insertedAtCursor":
    "{lines, plural, one {The transcript (# line) is in your message at the cursor.} other {The transcript (# lines) is in your message at the cursor.}}",
  "outlook.result.replyCut":
    "The reply holds the first {lines, number} of {total, number} lines: a reply form takes at most 32 KB of text. Copy the rest with Copy the text.",
  "outlook.result.againReplyTitle": "Open another reply with this transcript?",
  "outlook.result.againReply": "A reply with this transcript was opened already. Another one opens as a separate draft.",
  "outlook.result.againReplyConfirm": "Open another reply",
  "outlook.result.againInsertTitle": "Insert the transcript again?",
  "outlook.result.againInsert": "This transcript is in the message already. Inserting again adds a second copy at the cursor.",
  "outlook.result.againInsertConfirm": "Insert again",
  "outlook.result.againCancel": "Cancel",
  "outlook.result.replyFailed": "Outlook did not open the reply. Select the message again, then try once more.",
  "outlook.result.insertFailed": "Outlook did not insert the text. Click into your message where it should go, then try again.",
};
