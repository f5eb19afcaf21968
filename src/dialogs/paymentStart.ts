// Start page of the payment confirmation dialog, on the add-in's own origin (Office opens a dialog only on
// the add-in's domain). It forwards to the service's confirmation page, after checking again that the page
// is the service's or its sign-in server's, with the addresses fixed at build time.
import { appConfig } from "../config";
import { paymentOrigins, paymentTarget } from "../work/credits/paymentPage";
import { showMessage } from "./dialogPage";

const target = paymentTarget(window.location.search, paymentOrigins(appConfig.serviceUrl, appConfig.authUrl));
if (target === null) {
  showMessage(
    "This window is part of buying credits in Transcribe Documents, but it has no page of the service to show. Close it and select Buy credits again.",
  );
} else {
  showMessage("Opening the payment confirmation page…");
  window.location.replace(target);
}
