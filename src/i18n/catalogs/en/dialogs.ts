// English messages of the dialogs area (the source every other language translates). ICU MessageFormat.
export const dialogs = {
  "dialogs.signin.title": "Signing in",
  "dialogs.signin.opening": "Opening the sign-in page…",
  "dialogs.signin.notStarted": "This window is part of signing in to Transcribe Documents. Close it and select Sign in in the add-in.",
  "dialogs.signin.finishing": "Finishing signing in…",
  "dialogs.signin.signedInPopup": "Signed in. You can close this window.",
  "dialogs.signin.signedInDialog": "Signed in. This window closes by itself.",
  "dialogs.payment.title": "Confirming the payment",
  "dialogs.payment.opening": "Opening the payment confirmation page…",
  "dialogs.payment.noTarget":
    "This window is part of buying credits in Transcribe Documents, but it has no page of the service to show. Close it and select Buy credits again.",
  "dialogs.microsoft.title": "Signing in to Microsoft 365",
  "dialogs.microsoft.working": "Signing in to Microsoft 365…",
  "dialogs.microsoft.notSetUp": "Microsoft 365 sign-in is not set up for this add-in.",
  "dialogs.microsoft.signedIn": "Signed in to Microsoft 365. You can close this window.",
  "dialogs.microsoft.failed": "Signing in to Microsoft 365 did not work. Close this window and try again.",
  // The organisation's policy.
  "dialogs.payment.policyUnread":
    "Your organisation's policy could not be read, so buying credits is not allowed here for now. Close this window and ask your administrator to check the policy.",
  "dialogs.microsoft.policyUnread":
    "Your organisation's policy could not be read, so files from Microsoft 365 are not allowed here for now. Close this window and ask your administrator to check the policy.",
  "dialogs.signin.policyRefused": "Your organisation does not allow signing in with your account here. Close this window.",
  "dialogs.payment.policyRefused": "Your organisation does not allow buying credits in this add-in. Close this window.",
  "dialogs.microsoft.policyRefused": "Your organisation does not allow files from Microsoft 365 in this add-in. Close this window.",
} as const;
