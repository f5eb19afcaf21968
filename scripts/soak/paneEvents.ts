// What a soak pane's page tells the ledger as it runs: its errors (counted), what it sent to the service and
// when (shown next to a 429 the panes caused), its token refreshes in the trail, and why a refresh was refused.
import type { Page } from "playwright-core";
import type { Ledger } from "./ledger";

/** Listens to one page of a pane; `who` names the pane and how many times it was opened, as of each event. */
export function listenToPage(page: Page, ledger: Ledger, host: string, who: () => string): void {
  page.on("pageerror", (error) => {
    ledger.pageErrors++;
    ledger.note(`page error (${host}): ${error.message}`);
  });
  // What left for the service, and when (shown next to a 429 the panes caused); refreshes in the trail.
  page.on("request", (request) => {
    if (request.url().endsWith("/oauth/token")) ledger.did(who(), "(refresh sent)");
    if (!request.url().includes("/v3/")) return;
    const path = new URL(request.url()).pathname;
    ledger.sent(`${new Date().toISOString().slice(11, 23)} ${who()} ${request.method()} ${path}`);
  });
  // A refused refresh says why (a spent token presented again revokes the whole sign-in).
  page.on("response", (response) => {
    if (response.url().endsWith("/oauth/token")) ledger.did(who(), `(refresh answered ${response.status()})`);
    if (!response.url().endsWith("/oauth/token") || response.status() < 400) return;
    void response.text().then(
      (body) => ledger.note(`${new Date().toISOString().slice(11, 23)} ${host}: /oauth/token ${response.status()} ${body.slice(0, 120)}`),
      () => undefined,
    );
  });
}
