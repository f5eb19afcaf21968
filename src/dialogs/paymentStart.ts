// Start page of the payment confirmation dialog, on the add-in's own origin (Office opens a dialog only on
// the add-in's domain). It forwards to the service's confirmation page, after checking again that the page
// is the service's or its sign-in server's, with the addresses fixed at build time; not where the
// organisation's policy does not allow buying credits in the add-in.
import { appConfig } from "../config";
import { paymentOrigins, paymentTarget } from "../work/credits/paymentPage";
import { topUpAllowed } from "../work/policy/access";
import { dialogPage } from "./dialogPage";
import { dialogPolicy, dialogPolicyUnread } from "./dialogPolicy";

const page = dialogPage("dialogs.payment.title");
const target = paymentTarget(window.location.search, paymentOrigins(appConfig.serviceUrl, appConfig.authUrl));
if (target === null) {
  page.show("dialogs.payment.noTarget");
} else {
  page.show("dialogs.payment.opening");
  void dialogPolicy().then((policy) => {
    if (!topUpAllowed(policy))
      return void dialogPolicyUnread("topUp").then((unread) =>
        page.show(unread ? "dialogs.payment.policyUnread" : "dialogs.payment.policyRefused"),
      );
    window.location.replace(target);
  });
}
