// English messages of the credits area (the source every other language translates). ICU MessageFormat.
export const credits = {
  "credits.view.accountHeading": "Your account",
  "credits.view.name": "Name",
  "credits.view.email": "E-mail",
  "credits.view.plan": "Plan",
  "credits.view.balance": "Balance",
  "credits.view.notGiven": "Not given",
  "credits.view.balanceValue": "{count, plural, one {# page credit} other {# page credits}}",
  "credits.view.stale": "The balance shown may be out of date: it could not be read just now. {reason}",
  "credits.view.readAgain": "Read it again",
  "credits.view.reading": "Reading your balance…",
  "credits.view.buyHeading": "Buy credits",
  "credits.view.explain": "Each page the service reads costs one credit. Credits are charged to the card saved in your account.",
  "credits.view.amountLabel": "Credits to buy",
  "credits.view.buy": "Buy credits",
  "credits.view.buying": "Buying credits…",
  "credits.view.confirmWithBank": "Confirm with your bank",
  "credits.view.filesWaited":
    "{count, plural, one {# file waited for credits. Send it now?} other {# files waited for credits. Send them now?}}",
  "credits.view.uploadsWaited": "Uploads were waiting for credits. Send the rest now?",
  "credits.view.continueUploads": "Continue uploads",

  "credits.view.pricePerCredit": "At your last purchase's price, one credit costs {perCredit}. The service charges its current price.",
  "credits.view.priceAfter": "The service does not state its price in advance: the amount charged is shown after the purchase.",
  "credits.view.finishInBank": "Finish in your bank's window. The purchase is completed here when you close it.",
  "credits.confirm.title": "{count, plural, one {Buy # credit with your saved card?} other {Buy # credits with your saved card?}}",
  "credits.confirm.priceKnown":
    "{count, plural, one {At your last purchase's price ({perCredit} a credit), # credit costs about {total}.} other {At your last purchase's price ({perCredit} a credit), # credits cost about {total}.}} The service charges its current price.",
  "credits.confirm.priceUnknown": "The service does not state its price in advance: the amount charged is shown after the purchase.",
  "credits.confirm.minimum":
    "{minimum, plural, one {Your plan's smallest purchase is # credit.} other {Your plan's smallest purchase is # credits.}}",
  "credits.confirm.buy": "{count, plural, one {Buy # credit} other {Buy # credits}}",
  "credits.confirm.cancel": "Cancel",

  "credits.rule.minimumUnknown": "Buy credits in multiples of 100 (100, 200, 500…), or exactly your plan's minimum purchase.",
  "credits.rule.minimumRound":
    "{minimum, plural, one {Buy credits in multiples of 100. Your plan's smallest purchase is # credit.} other {Buy credits in multiples of 100. Your plan's smallest purchase is # credits.}}",
  "credits.rule.minimumOdd":
    "{minimum, plural, one {Buy exactly # credit (your plan's minimum), or any multiple of 100 from {from, number}.} other {Buy exactly # credits (your plan's minimum), or any multiple of 100 from {from, number}.}}",

  "credits.check.empty": "Type how many credits to buy.",
  "credits.check.notWhole": "Type a whole number of credits, digits only.",
  "credits.check.notPositive": "Type a number of credits greater than 0.",
  "credits.check.belowMinimum":
    "{minimum, plural, one {Your plan's smallest purchase is # credit.} other {Your plan's smallest purchase is # credits.}}",
  "credits.check.maybeMinimum":
    "{amount, number} is not a multiple of 100. The service accepts it only if it is exactly your plan's smallest purchase. Select Buy credits again to ask for {amount, number} anyway, or type a multiple of 100.",
  "credits.check.notMultiple":
    "{minimum, plural, one {Type a multiple of 100, or exactly # credit.} other {Type a multiple of 100, or exactly # credits.}}",

  "credits.topup.bought":
    "{credits, plural, one {You bought # credit for {amount}.} other {You bought # credits for {amount}.}} {balance, plural, one {Your balance is now # page credit.} other {Your balance is now # page credits.}}",
  "credits.topup.boughtAfterConfirming":
    "Your bank confirmed the payment. {credits, plural, one {You bought # credit for {amount}.} other {You bought # credits for {amount}.}} {balance, plural, one {Your balance is now # page credit.} other {Your balance is now # page credits.}}",
  "credits.topup.noSubscription":
    "Buying credits needs a subscription, and this account has none. Choose a plan in your account dashboard on the service's website, then buy credits here. Nothing was charged.",
  "credits.topup.notMultiple":
    "The service accepts multiples of 100 credits, or exactly your plan's minimum. Change the amount and try again. Nothing was charged.",
  "credits.topup.belowMinimum": "That is less than your plan's smallest purchase. Choose a larger amount. Nothing was charged.",
  "credits.topup.belowMinimumOf":
    "{minimum, plural, one {Your plan's smallest purchase is # credit. Buy at least that many. Nothing was charged.} other {Your plan's smallest purchase is # credits. Buy at least that many. Nothing was charged.}}",
  "credits.topup.noPaymentMethod":
    "There is no saved card on this account. Add a payment method in your account dashboard on the service's website, then try again. Nothing was charged.",
  "credits.topup.declined":
    "The payment did not go through: the card was declined. Use another card in your account dashboard, or contact your bank. Nothing was charged.",
  "credits.topup.declinedFunds":
    "The payment did not go through: the card has insufficient funds. Use another card in your account dashboard, or contact your bank. Nothing was charged.",
  "credits.topup.declinedExpired":
    "The payment did not go through: the card has expired. Use another card in your account dashboard, or contact your bank. Nothing was charged.",
  "credits.topup.declinedCvc":
    "The payment did not go through: the card's security code was wrong. Use another card in your account dashboard, or contact your bank. Nothing was charged.",
  "credits.topup.declinedProcessing":
    "The payment did not go through: the card issuer had a processing error. Use another card in your account dashboard, or contact your bank. Nothing was charged.",
  "credits.topup.declinedOther":
    'The payment did not go through: the card issuer said "{code}". Use another card in your account dashboard, or contact your bank. Nothing was charged.',
  "credits.topup.tooSoon": "You bought credits a few minutes ago; one purchase is allowed every 5 minutes. Try again in a few minutes.",
  "credits.topup.tooSoonUntil":
    "You bought credits a few minutes ago; one purchase is allowed every 5 minutes. You can buy again at {time}.",
  "credits.topup.confirmNeeded":
    "Your bank asks you to confirm this payment. Select Confirm with your bank: its page opens in a new window. Confirm there and close it, and the purchase is completed here. Nothing is charged until then.",
  "credits.topup.stillUnconfirmed":
    "Your bank still asks for the payment to be confirmed, so nothing was bought. Select Buy credits to confirm it again.",
  "credits.topup.noConfirmationPage":
    "Your bank asks you to confirm this payment, but the service gave no page to do it on. Nothing was bought; try again later.",
  "credits.topup.windowFailed": "{reason} Nothing was bought.",
  "credits.topup.lostWentThrough":
    "{balance, plural, one {The connection was lost while buying, so it is not known whether the purchase went through. It was not sent again. Your balance is now # page credit: the purchase went through.} other {The connection was lost while buying, so it is not known whether the purchase went through. It was not sent again. Your balance is now # page credits: the purchase went through.}}",
  "credits.topup.lostCheck":
    "{balance, plural, one {The connection was lost while buying, so it is not known whether the purchase went through. It was not sent again. Your balance is now # page credit. If that is less than you expect, check your account dashboard before buying again.} other {The connection was lost while buying, so it is not known whether the purchase went through. It was not sent again. Your balance is now # page credits. If that is less than you expect, check your account dashboard before buying again.}}",
  "credits.topup.lostUnread":
    "The connection was lost while buying, so it is not known whether the purchase went through. It was not sent again. Your balance could not be read either. Check your account dashboard before buying again.",

  "credits.paymentWindow.notLoaded": "The payment confirmation page could not be loaded. Check your internet connection and try again.",
  "credits.paymentWindow.refused":
    "Office refused to open the payment confirmation page. Confirm the payment in your account dashboard instead.",
  "credits.paymentWindow.alreadyOpen": "Another add-in window is already open. Close it, then select Buy credits again.",
  "credits.paymentWindow.blockedByOffice":
    "The payment confirmation window was blocked. Allow it when Office asks, then select Buy credits again.",
  "credits.paymentWindow.failed": "The payment confirmation window failed (Office error {code}). Select Buy credits to try again.",
  "credits.paymentWindow.untrusted":
    "The service asked to confirm the payment on a page that is not its own, so it was not opened. Confirm the payment in your account dashboard instead.",
  "credits.paymentWindow.blockedByBrowser":
    "Your browser blocked the payment confirmation window. Allow pop-ups for this site, then select Buy credits again.",
  // The organisation's policy.
  "credits.unavailable.heading": "More credits",
  "credits.unavailable.organisation":
    "Your organisation buys credits for everyone, so they cannot be bought in this add-in. Ask your administrator for more.",
  "credits.unavailable.platform": "Credits cannot be bought in the add-in here. Your balance here updates by itself when it changes.",
} as const;
