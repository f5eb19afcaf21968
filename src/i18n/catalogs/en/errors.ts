// English messages of the errors area (the source every other language translates). ICU MessageFormat.
// Every message the service client (src/api) can put in front of a user: part of the core catalog, since
// sign-in and the first screen can show them before the views' messages load. `detail`, `why` and
// `declineCode` are the service's own words (data, never translated); `hasDetail` is "yes" or "no".
export const errors = {
  "errors.response.unauthorized": "Your sign-in has expired or your API token is no longer valid. Sign in again to continue.",
  "errors.response.insufficientScope":
    "This sign-in does not allow the add-in to do that. Sign out, sign in again and allow access to your documents.",
  "errors.response.unsupportedFormat":
    "{hasDetail, select, yes {This result is not available in that format ({detail}). Choose another format.} other {This result is not available in that format. Choose another format.}}",
  "errors.response.actionNotSubmitted":
    "{hasDetail, select, yes {This document was not processed for that action ({detail}).} other {This document was not processed for that action.}}",
  "errors.response.resultUnavailable":
    "{hasDetail, select, yes {This result is not available: the format does not fit the document’s action, or the document was not processed for that action (a translation exists only when one was asked for at upload) ({detail}).} other {This result is not available: the format does not fit the document’s action, or the document was not processed for that action (a translation exists only when one was asked for at upload).}}",
  "errors.response.uploadIncomplete":
    "{hasDetail, select, yes {The upload was missing required information. {detail} Choose an action and a file, then try again.} other {The upload was missing required information. Choose an action and a file, then try again.}}",
  "errors.response.badRequest":
    "{hasDetail, select, yes {The service could not accept this request. {detail}} other {The service could not accept this request.}}",
  "errors.response.insufficientCredits":
    "This file has {pages, plural, one {# page} other {# pages}} but your balance is {balance, plural, one {# credit} other {# credits}}. Buy credits, then upload it again.",
  "errors.response.insufficientCreditsUnknown":
    "Your account does not have enough page credits for this file. Buy credits, then upload it again.",
  "errors.response.deleteForbidden":
    "This document belongs to another account, so it cannot be deleted from here. Sign in with the account that uploaded it.",
  "errors.response.readForbidden": "This document belongs to another account. Sign in with the account that uploaded it to open it.",
  "errors.response.forbidden": "Your account is not allowed to do this. Check that you are signed in with the right account.",
  "errors.response.thumbnailNotFound": "This page image is not available. Open the document again to see its current pages.",
  "errors.response.notFound":
    "The document no longer exists on the service: it was deleted, or removed automatically after its retention time.",
  "errors.response.unsupportedMedia": "The service does not accept this type of file. Use a PDF, JPG, PNG, TIFF, HEIC or GIF file.",
  "errors.response.invalidParameters":
    "{hasDetail, select, yes {The service did not accept some of the choices. {detail} Correct them and try again.} other {The service did not accept some of the choices. Correct them and try again.}}",
  "errors.response.rateLimited":
    "{unit, select, second {The service is busy with this account’s requests. Try again in {count, plural, one {# second} other {# seconds}}.} minute {The service is busy with this account’s requests. Try again in {count, plural, one {# minute} other {# minutes}}.} other {The service is busy with this account’s requests. Try again in a moment.}}",
  "errors.response.uploadServerError":
    "The service failed while receiving the upload, so it may or may not have been accepted. Check your documents before sending it again, so you are not charged twice.",
  "errors.response.topUpServerError":
    "The service failed during the purchase, so the add-in cannot tell whether you were charged. Check your balance before buying again.",
  "errors.response.documentFailed":
    "Processing of this document failed, so there is no result file. Upload the file again or try another file.",
  "errors.response.downloadServerError": "The service could not prepare the result file. Try again in a few minutes.",
  "errors.response.deleteServerError": "The service could not delete the document. Try again in a few minutes.",
  "errors.response.serverError": "The transcription service had a problem. Try again in a few minutes.",
  "errors.response.unexpectedStatus":
    "{hasDetail, select, yes {The service answered with an unexpected status {status} ({detail}). Try again; if it keeps happening, the add-in may need an update.} other {The service answered with an unexpected status {status}. Try again; if it keeps happening, the add-in may need an update.}}",

  "errors.topUp.paymentAuthentication":
    "Your bank needs you to confirm this payment. Open the confirmation page, complete it, then buy the credits again.",
  "errors.topUp.noSubscription":
    "Buying credits needs an active subscription. Subscribe to a plan in your account dashboard on the service’s website, then try again.",
  "errors.topUp.amountNotMultiple": "Choose a number of credits that is a multiple of 100, or exactly your plan’s minimum purchase.",
  "errors.topUp.belowMinimum":
    "Your plan’s smallest purchase is {min, plural, one {# credit} other {# credits}}. Choose at least that many.",
  "errors.topUp.belowMinimumUnknown": "This is less than your plan’s smallest purchase. Choose more credits.",
  "errors.topUp.noPaymentMethod":
    "There is no saved payment method. Add a card in your account dashboard on the service’s website, then try again.",
  "errors.topUp.paymentFailed":
    "{reason, select, none {The payment did not go through: the bank gave no reason.} insufficient_funds {The payment did not go through: not enough funds on the card.} card_declined {The payment did not go through: the bank declined the card.} expired_card {The payment did not go through: the card has expired.} other {The payment did not go through: {declineCode}.}} Use another card in your account dashboard, or contact your bank.",
  "errors.topUp.tooSoon":
    "{unit, select, second {Only one purchase is allowed every 5 minutes. You can buy credits again in {count, plural, one {# second} other {# seconds}}.} minute {Only one purchase is allowed every 5 minutes. You can buy credits again in {count, plural, one {# minute} other {# minutes}}.} other {Only one purchase is allowed every 5 minutes. Try again in a few minutes.}}",

  "errors.http.network": "Cannot reach the transcription service. Check your internet connection and try again.",
  "errors.http.uploadOutcomeUnknown":
    "{why, select, lost {The connection was lost during the upload, so the add-in cannot tell whether it went through.} cancelled {The upload was cancelled while it was being sent, so it may have gone through.} other {The service accepted the upload, but its answer could not be read.}} Check your documents before sending the file again, so you are not charged twice.",
  "errors.http.purchaseOutcomeUnknown":
    "{why, select, lost {The connection was lost during the purchase, so the add-in cannot tell whether it went through.} cancelled {The purchase was cancelled while it was being sent, so it may have gone through.} other {The service accepted the purchase, but its answer could not be read.}} Check your balance before buying again, so you are not charged twice.",
  "errors.http.notSignedIn": "You are not signed in. Sign in or paste an API token to continue.",
  "errors.http.foreignAddress": "The service pointed to an address on another site. The add-in does not send your sign-in there.",
  "errors.http.signInUnchecked": "Your sign-in could not be checked. Sign in again to continue.",
  "errors.http.unreadable": "The service sent a response the add-in could not read. Try again in a moment.",
  "errors.http.aborted": "The request was cancelled.",
  "errors.http.renewFailed": "Your sign-in could not be renewed just now. Try again, or sign in again.",

  "errors.download.notReady": "The result is not ready yet: the document is still being processed. Try again in a moment.",
  "errors.download.notAFormat": "“{format}” is not a result format. Choose txt, docx, xlsx, csv or json.",
  "errors.download.wrongFormat":
    "{action, select, translate {A translation is available as {formats}. Choose one of those.} tables {A tables result is available as {formats}. Choose one of those.} extractor {An extractor result is available as {formats}. Choose one of those.} other {A transcript is available as {formats}. Choose one of those.}}",
  "errors.download.translationFileName": "{name} (translation)",

  "errors.documents.chooseExtractor": "Choose an extractor for this upload.",
  "errors.documents.deleteAfterRange": "The automatic deletion time must be between 5 minutes and 14 days.",
  "errors.documents.emptyFile": "The file is empty.",
  "errors.documents.notSent":
    "{problem, select, extractor {Choose an extractor for this upload. Nothing was sent.} deleteAfter {The automatic deletion time must be between 5 minutes and 14 days. Nothing was sent.} other {The file is empty. Nothing was sent.}}",
  "errors.documents.unexpectedStatus": "The service answered with an unexpected status {status}. Try again in a moment.",

  "errors.account.amountNotWhole": "Choose a whole number of credits (a multiple of 100, or your plan’s minimum). Nothing was bought.",
  "errors.account.amountField": "A whole number of credits, more than 0.",

  "errors.parse.badResponse":
    "{what, select, account {The service sent account details the add-in could not read.} extractors {The service sent a list of extractors the add-in could not read.} languages {The service sent a list of languages the add-in could not read.} topUp {The service sent a purchase receipt the add-in could not read.} document {The service sent a document the add-in could not read.} documentDetail {The service sent document details the add-in could not read.} documentWithoutId {The service sent a document without an ID.} translation {The service sent a translation the add-in could not read.} list {The service sent a document list the add-in could not read.} listWithoutDocuments {The service sent a document list without documents.} upload {The service sent an upload receipt the add-in could not read.} uploadWithoutId {The service accepted the upload but sent no document ID.} other {The service sent a response the add-in could not read.}} Try again; if it keeps happening, the service may be changing.",
  "errors.parse.unreadableResult":
    "{reason, select, rows {The service sent a result this add-in cannot read: a table of {count, number} rows, more than a worksheet holds.} declaredColumns {The service sent a result this add-in cannot read: a table said to have {count, number} columns, more than a worksheet holds.} columns {The service sent a result this add-in cannot read: a table of {count, number} columns, more than a worksheet holds.} cells {The service sent a result this add-in cannot read: tables of more than {count, number} cells, more than a task pane can hold.} other {The service sent a result this add-in cannot read: it is too large or malformed.}} Download it in another format from the service’s website, or ask support to check the document.",
} as const;
