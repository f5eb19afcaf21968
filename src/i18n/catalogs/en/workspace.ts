// English messages of the workspace area (the source every other language translates). ICU MessageFormat.
export const workspace = {
  // The panel (src/taskpane/workspace/TranscribePanel.tsx)
  "workspace.panel.label": "Transcribe documents",
  "workspace.panel.run": "{action, select, tables {Find tables} extractor {Extract fields} other {Transcribe}}",
  "workspace.panel.countingPages": "Counting pages…",
  "workspace.panel.cannotFollow": "Your files cannot be followed: {problem}",
  "workspace.panel.loadingList": "Loading the list…",
  "workspace.panel.notOpenYet": "Your files are not open yet. Try again in a moment.",
  "workspace.panel.wrongFile": 'Choose "{expected}" itself (this is "{chosen}").',
  "workspace.panel.fileRefused": "{name}: {problem}",
  "workspace.panel.hintNoFile": "Choose at least one file first.",
  "workspace.panel.hintNoExtractor": "Choose an extractor first.",
  "workspace.panel.hintNoLanguage": "Choose the language to translate into first.",

  // Choosing files (SourcePicker.tsx, PicturePicker.tsx)
  "workspace.sourcePicker.heading": "Scan or photo files",
  "workspace.sourcePicker.hint":
    "PDF, JPG, PNG, TIFF, HEIC or GIF: pictures up to {limit} each, a PDF or TIFF up to {cutLimit} (you choose the pages to send). Choose several at once, or drop them here.",
  "workspace.sourcePicker.chooseFiles": "Choose files",
  "workspace.sourcePicker.inputLabel":
    "Scan or photo files (PDF, JPG, PNG, TIFF, HEIC or GIF; pictures up to {limit}, a PDF or TIFF up to {cutLimit})",
  "workspace.sourcePicker.useSelectedPicture": "Use the selected picture",
  "workspace.sourcePicker.usingPicture": "Using the picture from the document ({name}).",
  "workspace.sourcePicker.readyToSend": "{count, plural, one {Ready to send:} other {# files ready to send:}}",
  "workspace.sourcePicker.readyList": "Files ready to send",
  "workspace.sourcePicker.remove": "Remove",
  "workspace.sourcePicker.removeFile": "Remove {name}",
  "workspace.sourcePicker.refused": "{name}: {problem} It will not be sent.",
  "workspace.sourcePicker.alreadyChosen":
    "{count, plural, one {{names} is already in the list: it stays there once.} other {{names} are already in the list: each stays there once.}}",
  "workspace.sourcePicker.pictureUnreadable":
    "The picture could not be read from the document. Save it as a file and choose the file instead.",
  "workspace.picturePicker.unreadable": "The pictures of this sheet could not be read.",
  "workspace.picturePicker.looking": "Looking for pictures on this sheet…",
  "workspace.picturePicker.none": "There is no picture on this sheet. Choose a file instead.",
  "workspace.picturePicker.noneSelected":
    "No picture is selected, and there is no picture on this sheet. Insert a picture and select it, or choose a file instead.",
  "workspace.picturePicker.label": "Pictures on this sheet",
  "workspace.picturePicker.intro": "Or choose a picture on this sheet:",
  "workspace.picturePicker.use": "Use “{name}”",

  // The file check (src/input/fileCheck.ts)
  "workspace.fileCheck.empty": "The file is empty.",
  "workspace.fileCheck.tooLarge":
    "{kind, select, picture {The picture is {size}; the service takes pictures up to {limit}. Reduce its resolution, then add it again.} pages {The file is {size}; a PDF or TIFF can be up to {limit} here, to choose the pages to send (the service takes up to {sendLimit} at a time). Split it into smaller files, then add them.} other {The file is {size}; the service takes files up to {limit}. Split it or reduce its resolution.}}",
  "workspace.fileCheck.wrongType": "This is not a PDF, JPG, PNG, TIFF, HEIC or GIF file (checked by its content, not its name).",

  // The work to ask for (ActionPicker.tsx)
  "workspace.actionPicker.question": "What should the service do?",
  "workspace.actionPicker.transcribe": "Transcribe the text",
  "workspace.actionPicker.tables": "Find tables and key/value pairs",
  "workspace.actionPicker.extractor": "Extract fields with an extractor",
  "workspace.actionPicker.loadingExtractors": "Loading your extractors…",
  "workspace.actionPicker.extractorLabel": "Extractor",
  "workspace.actionPicker.chooseExtractor": "Choose an extractor",
  "workspace.actionPicker.extractorId": "Extractor id",
  "workspace.actionPicker.extractorsFailed": "Your extractors could not be listed; type the 10-character id from your dashboard.",
  "workspace.actionPicker.noExtractors": "You have no extractors yet; type an id from your dashboard.",
  "workspace.actionPicker.extractorIdInvalid": "An extractor id is 10 letters and digits.",
  "workspace.actionPicker.alsoTranslate": "Also translate the text",
  "workspace.actionPicker.translateTo": "Translate to",
  "workspace.actionPicker.chooseLanguage": "Choose a language",
  "workspace.actionPicker.languagesFailed": "The languages could not be loaded. Try again later.",
  "workspace.actionPicker.unavailable": "Unavailable",
  "workspace.actionPicker.loadingLanguages": "Loading languages…",

  // The list (BatchList.tsx, BatchItemRow.tsx)
  "workspace.batchList.heading": "Files",
  "workspace.batchList.progress": "Progress of the files",
  "workspace.batchList.creditsRanOut": "Your page credits ran out",
  "workspace.batchList.sendingPaused": "Sending is paused",
  "workspace.batchList.creditsHold":
    "Files already sent are still processed. The others wait here: buy credits, then select Continue uploads to send them.",
  "workspace.batchList.signInHold":
    "{problem} Files already sent are still processed. The others wait here: sign in again, then select Continue uploads.",
  "workspace.batchList.buyCredits": "Buy credits",
  "workspace.batchList.continueUploads": "Continue uploads",
  "workspace.batchList.trackingTitle": "Progress is not up to date",
  "workspace.batchList.trackingBody": "{problem} The add-in keeps trying.",
  "workspace.batchList.storageTitle": "This list is not saved",
  "workspace.batchList.storageBody": "{problem} Keep the task pane open until the files are processed.",
  "workspace.row.shownBelow": "Shown below.",
  "workspace.row.open": "Open",
  "workspace.row.openFile": "Open {name}",
  "workspace.row.addAgain": "Add the file again",
  "workspace.row.addAgainFile": "Add the file again: {name}",
  "workspace.row.sendAgain": "Send again",
  "workspace.row.sendAgainChoose": "Send again: choose {name}",
  "workspace.row.sendAgainFile": "Send again {name}",
  "workspace.row.cancel": "Cancel",
  "workspace.row.cancelFile": "Cancel {name}",
  "workspace.row.dismiss": "Dismiss",
  "workspace.row.dismissFile": "Dismiss {name}",

  // How the list presents the queue (src/work/batchView.ts, itemLabels.ts)
  "workspace.state.label":
    "{state, select, waiting {Waiting} needsFile {File needed} uploading {Sending} queued {Queued} processing {Processing} processed {Processed} failed {Failed} unknown {Outcome unknown} other {Cancelled}}",
  "workspace.state.mayChargeTwice": "Sending it again may charge you twice, if the first upload did arrive.",
  "workspace.state.cancelling": "Cancelling…",
  "workspace.cancel.title": 'Cancel "{name}"?',
  "workspace.cancel.onService": "The service already has this file: cancelling deletes it there, with its result. This cannot be undone.",
  "workspace.cancel.sending": "The file is being sent. If it arrives, it will be deleted on the service; this cannot be undone.",
  "workspace.cancel.spent": "The page credits it cost are spent: cancelling does not give them back.",
  "workspace.cancel.spentCounted":
    "{count, plural, one {The # page credit it cost is spent: cancelling does not give it back.} other {The # page credits it cost are spent: cancelling does not give them back.}}",
  "workspace.cancel.mayBeSpent": "If it has arrived, the page credits it cost are spent: cancelling does not give them back.",
  "workspace.cancel.confirm": "Delete it",
  "workspace.cancel.keep": "Keep it",
  // Asked before signing out while files of this pane are not sent yet (issue 21).
  "workspace.signOut.title": "{count, plural, one {Sign out with # file not sent?} other {Sign out with # files not sent?}}",
  "workspace.signOut.message":
    "{count, plural, one {This file has not been sent yet. If you sign out now, it will not be sent and leaves this list.} other {These # files have not been sent yet. If you sign out now, they will not be sent and leave this list.}}",
  "workspace.signOut.chosen":
    "{count, plural, one {A file you chose has not been sent: signing out takes it off the list, and you would choose it again after signing in.} other {# files you chose have not been sent: signing out takes them off the list, and you would choose them again after signing in.}}",
  "workspace.signOut.sentStay": "Files already sent are not affected: find them and their results in History.",
  "workspace.signOut.sending":
    "{count, plural, one {# file is being sent: if it arrives, it will be in History.} other {# files are being sent: those that arrive will be in History.}}",
  "workspace.signOut.unsureTitle":
    "{count, plural, one {Sign out with # file that may not have arrived?} other {Sign out with # files that may not have arrived?}}",
  "workspace.signOut.unsure":
    "{count, plural, one {It is not known whether this file reached the service, and signing out takes its row away. If it arrived, it is in History; if not, choose it again after signing in.} other {It is not known whether these # files reached the service, and signing out takes their rows away. Those that arrived are in History; choose the others again after signing in.}}",
  "workspace.signOut.more": "{count, plural, one {and # more file} other {and # more files}}",
  "workspace.signOut.confirm": "Sign out",
  "workspace.signOut.cancel": "Stay signed in",
  "workspace.resend.title": 'Send "{name}" again?',
  "workspace.resend.message":
    "It is not known whether the first upload arrived. Sending it again may charge you twice, if the first upload did arrive.",
  "workspace.resend.confirm": "Send again",
  "workspace.resend.cancel": "Don't send",
  "workspace.announce.added": "{count, plural, one {# file added to the list.} other {# files added to the list.}}",
  "workspace.announce.stateCount":
    "{state, select, waiting {Waiting} uploading {Sending} queued {Queued} processing {Processing} processed {Processed} failed {Failed} unknown {Outcome unknown} other {Cancelled}}: {count, plural, one {# file} other {# files}}",
  "workspace.announce.counts": "{list}.",
  "workspace.announce.changed":
    "{name}: {state, select, waiting {waiting} uploading {sending} queued {queued} processing {processing} processed {processed} failed {failed} unknown {outcome unknown} other {cancelled}}.",
  "workspace.announce.changedWhy": "{name}: {state, select, failed {failed} other {outcome unknown}}. {reason}",
  "workspace.announce.aFile": "A file",
  "workspace.progress.finished": "{finished, number} of {total, plural, one {# file} other {# files}} finished.",
  "workspace.progress.finishedSome":
    "{finished, number} of {total, plural, one {# file} other {# files}} finished ({processed, number} processed, {notProcessed, number} not).",
  "workspace.work.label":
    "{action, select, translated {Transcribe with translation} tables {Tables} extractor {Extractor} other {Transcribe}}",
  "workspace.elsewhere.sending": "Being sent from your other Office window.",
  "workspace.elsewhere.handled": "Handled in your other Office window.",
  "workspace.inserted.cursor": "Inserted at the cursor",
  "workspace.inserted.replace": "Inserted in place of the selection",
  "workspace.inserted.end": "Inserted at the end of the document",
  "workspace.inserted.document": "Inserted into the document",
  "workspace.inserted.workbook": "Inserted into the workbook",
  "workspace.inserted.reply": "Put into a reply",
  "workspace.inserted.draft": "Inserted into the message being written",
  "workspace.inserted.sheet": "Inserted into Sheet ''{sheet}''",
  "workspace.inserted.sheets": "Inserted into {count, plural, one {# sheet} other {# sheets}}: {sheets}",
  "workspace.inserted.sheetName": "''{sheet}''",

  // Before spending credits (src/work/spending.ts)
  "workspace.spending.filePages": "{name}: {pages, plural, one {# page} other {# pages}}",
  "workspace.spending.filePagesUnknown": "{name}: pages not known until the service counts them",
  "workspace.spending.moreFiles": "{count, plural, one {and # more file} other {and # more files}}",
  "workspace.spending.summary":
    "{files, plural, one {# file} other {# files}}: at least {pages, plural, one {# page} other {# pages}}. Your balance: {balance, plural, one {# page credit} other {# page credits}}.",
  "workspace.spending.summaryUnknown":
    "{files, plural, one {# file} other {# files}}: at least {pages, plural, one {# page} other {# pages}}. {unknown, plural, one {The length of # file is not known yet: it is counted as one page and may cost more.} other {The length of # files is not known yet: each is counted as one page and may cost more.}} Your balance: {balance, plural, one {# page credit} other {# page credits}}.",
  "workspace.spending.notEnoughTitle": "Not enough page credits",
  "workspace.spending.notEnough":
    "{summary} About {shortfall, plural, one {# more credit} other {# more credits}} would be needed: sending stops when the credits run out, and the rest waits until you top up.",
  "workspace.spending.mayNotFitTitle": "Your credits may not be enough",
  "workspace.spending.mayNotFit": "{summary} If the files have more pages than that, sending stops when the credits run out.",
  "workspace.spending.largeTitle": "{count, plural, one {Send # file?} other {Send # files?}}",
  "workspace.spending.large": "{summary} Each page costs one credit.",
  "workspace.spending.sendAnyway": "Send anyway",
  "workspace.spending.send": "Send",
  "workspace.spending.buyCredits": "Buy credits",
  "workspace.spending.dontSend": "Don't send",

  // What the queue says on a row (src/work/batch)
  "workspace.queue.waitingTurn": "Waiting for its turn to be sent.",
  "workspace.queue.waitingHold": "Waiting: {problem}",
  "workspace.queue.sending": "Sending the file.",
  "workspace.queue.accepted": "Accepted by the service; waiting for its turn.",
  "workspace.queue.notSent": "Not sent: {problem}",
  "workspace.queue.waitingForCredits": "Not sent yet: your page credits ran out. It is sent when you select Continue uploads.",
  "workspace.queue.serverProblemUnknown":
    "The service had a problem while receiving the file, so it is not known whether the file arrived. Looking for it in your documents before doing anything else (it is never sent twice automatically).",
  "workspace.queue.connectionLost":
    "The connection was lost while sending, so it is not known whether the file arrived. Looking for it in your documents before doing anything else (it is never sent twice automatically).",
  "workspace.queue.queued": "Waiting for its turn at the service.",
  "workspace.queue.reading": "The service is reading the file.",
  "workspace.queue.fetching": "Nearly done: the result is being fetched from the service.",
  "workspace.queue.processed": "Processed: the result is ready.",
  "workspace.queue.gone":
    "The service no longer has this document (it was deleted, or the service lost it). Send the file again if you still need it.",
  "workspace.queue.notProcessed":
    "The service could not process this file. Check that it is a legible, undamaged scan, then try it again or try another file.",
  "workspace.queue.resultFailed": "The result could not be fetched. The add-in keeps trying.",
  "workspace.queue.trackingFailed": "Something went wrong while checking on the files. The add-in keeps trying.",
  "workspace.queue.notSaved":
    "The list of files in progress could not be saved in this browser, so it would not survive closing the task pane. Keep the pane open until the files are processed.",
  "workspace.queue.cancelledDeleted": "Cancelled: deleted on the service.",
  "workspace.queue.cancelledGone": "Cancelled (the service no longer had it).",
  "workspace.queue.deletedFromHistory": "Deleted from History.",
  "workspace.queue.lookingBeforeResend":
    "The service asked to wait a moment. Checking that the file did not arrive before sending it again (it is never sent twice).",
  "workspace.queue.cancelFailed":
    '"{name}" arrived at the service before it could be cancelled and is still there, because deleting it failed. Select Cancel again to delete it.',
  "workspace.queue.deleteFailed": "The document could not be deleted. Try again in a moment.",
  "workspace.queue.cancelledBeforeSending": "Cancelled before it was sent.",
  "workspace.queue.cancelledNotFound": "Cancelled. The upload was not found in your documents, so there is nothing to delete.",
  "workspace.queue.cancelledNotArrived": "Cancelled. The upload had not arrived at the service, so there is nothing to delete.",
  "workspace.queue.probablyNotArrived":
    "The upload was interrupted and the file is not in your documents, so it probably did not arrive. Send it again if you want; if it did arrive after all, it would be charged twice.",
  "workspace.queue.arrivedAfterAll": "The upload had arrived after all: found in your documents, so it was not sent again.",
  "workspace.queue.addAgainContents": 'Add "{name}" again: its contents are no longer in memory.',
  "workspace.queue.sentAgain": "Sent again at your request.",
  "workspace.queue.refetching": "Fetching the file again from Microsoft 365.",
  "workspace.queue.refetchFailed": "It could not be fetched again.",
  "workspace.queue.addAgainAfter": "{problem} Add the file again to send it.",
  "workspace.queue.otherPane": "This file is being handled in your other task pane (Word or Excel). Use that pane for it.",
  "workspace.queue.notInList": "This file is no longer in the list.",
  "workspace.queue.closedBeforeSending": "The task pane was closed before this file was sent. Add the file again to send it.",
  "workspace.queue.closedWhileSending":
    "The task pane was closed while this file was being sent, so it is not known whether it arrived. Looking for it in your documents (it is never sent twice automatically).",
  // The organisation's policy.
  "workspace.batchList.getCredits": "How to get credits",
  "workspace.batchList.creditsHoldPlatform":
    "Files already sent are still processed. The others wait here: select Continue uploads later to send them, or cancel the ones you do not need.",
  "workspace.batchList.creditsHoldUnread":
    "Files already sent are still processed. The others wait here: get more credits, then select Continue uploads to send them.",
  "workspace.batchList.creditsHoldOrganisation":
    "Files already sent are still processed. The others wait here: get more credits as your organisation asks, then select Continue uploads to send them.",
  "workspace.spending.policyTitle": "{count, plural, one {Send this file?} other {Send these # files?}}",
  "workspace.spending.policy":
    "{summary} Your organisation asks you to confirm batches that may cost more than {limit, plural, one {# page credit} other {# page credits}}.",
} as const;
