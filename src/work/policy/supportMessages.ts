// The messages that send the user to their administrator or support. When the organisation's policy names
// its own help (policy.json "help"), `t` says it after each of these, wherever the message is shown
// (test/unit/work/policy/supportMessages.test.ts keeps this list complete).
import type { MessageKey } from "../../i18n/messages";

export const SUPPORT_MESSAGES: ReadonlySet<MessageKey> = new Set<MessageKey>([
  "session.signIn.pageNotLoaded",
  "session.signIn.insecureAddress",
  "session.signIn.untrustedAddress",
  "session.signIn.serverRefused",
  "session.signIn.protocol",
  "errors.parse.unreadableResult",
  "microsoft.graph.noLicence",
  "microsoft.graph.consentRefused",
  "microsoft.signIn.notConfigured",
  "session.policy.signInNotAllowed",
  "session.policy.unread.askAdmin",
  "session.policy.oauthOnlyUnread",
  "dialogs.payment.policyUnread",
  "dialogs.microsoft.policyUnread",
  "credits.unavailable.organisation",
  "policy.view.lastGoodUnreadable",
  "policy.view.restrictiveUnreadable",
  "policy.view.restrictiveUnreachable",
  "policy.view.rejectedIntro",
  "outlook.attachments.needsNewerNoGraph",
]);
