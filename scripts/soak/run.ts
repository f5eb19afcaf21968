// One seed of the soak: Word and Excel (two pages of one browser context, so they share localStorage) on one
// account, each running a seeded random user script for a while, as the emulator injects faults and gives
// access tokens of a few seconds; then the faults stop, the panes settle, and what they show and saved is
// compared with the emulator's documents and request log.
// The user script is in userScript.ts, the checks of the panes in paneChecks.ts, the request log's in
// requestLog.ts.
import type { Browser } from "playwright-core";
import { Ledger, type SeedCounts } from "./ledger";
import { Pane, type Host } from "./pane";
import { disappeared, lostFiles, settle, vanished } from "./paneChecks";
import { Dice } from "./random";
import { ownLimitHits, type RequestLog } from "./requestLog";
import { Turns, userScript } from "./userScript";

export interface SoakSettings {
  previewUrl: string;
  emulatorOrigin: string;
  /** How long the user scripts run (the settling after is bounded too). */
  seconds: number;
}

export async function soakSeed(browser: Browser, seed: number, settings: SoakSettings): Promise<{ counts: SeedCounts; notes: string[] }> {
  const control = async <T>(path: string, method = "GET", body?: unknown): Promise<T> => {
    const response = await fetch(`${settings.emulatorOrigin}/_emulator/${path}`, {
      method,
      headers: { "Content-Type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return (text === "" ? {} : JSON.parse(text)) as T;
  };
  const dice = new Dice(seed);
  const ledger = new Ledger();
  await control("reset", "POST");
  const { accounts } = await control<{ accounts: Array<{ id: string; token: string }> }>("accounts");
  const accountId = accounts.find((a) => a.token === "dev-token")?.id ?? "";
  await control("settings", "POST", { processing_ms: 800, access_token_ttl_seconds: dice.int(3, 8), auto_approve: true });
  await control("faults", "POST", { fail_rate: 0.03, drop_rate: 0.03, rate_429: 0.02, fault_timing: "random" });

  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });
  const panes: Record<Host, Pane> = {
    word: new Pane("word", context, settings.previewUrl, ledger, seed),
    excel: new Pane("excel", context, settings.previewUrl, ledger, seed),
  };
  // The service's documents, looked at every 2 s: a document deleted later still counts towards duplicates.
  let watching = true;
  const present = new Set<string>();
  const watch = (async () => {
    while (watching) {
      const { documents } = await control<{ documents: Array<{ id: string; file_name: string; created_at: string }> }>(
        `documents?account=${accountId}`,
      );
      ledger.observe(documents);
      for (const pane of Object.values(panes)) await vanished(pane, ledger).catch(() => undefined);
      await disappeared(Object.values(panes), ledger, present).catch(() => undefined);
      await new Promise((r) => setTimeout(r, 2_000));
    }
  })();

  try {
    await panes.word.open();
    await panes.excel.open();
    const until = Date.now() + settings.seconds * 1000;
    const turns = new Turns();
    const both = Object.values(panes);
    await Promise.all(both.map((pane, i) => userScript(pane, both, new Dice(seed * 1000 + i + 1), until, ledger, turns)));

    // The faults stop; both panes are open and signed in; the work settles (or is stuck).
    await control("faults", "POST", { fail_rate: 0, drop_rate: 0, rate_429: 0 });
    for (const pane of Object.values(panes)) {
      if (pane.page === null || pane.page.isClosed()) await pane.open();
      else await pane.ready();
    }
    const stuck = await settle(Object.values(panes), ledger);
    watching = false;
    await watch;
    const { documents } = await control<{ documents: Array<{ id: string; file_name: string; created_at: string }> }>(
      `documents?account=${accountId}`,
    );
    ledger.observe(documents);
    for (const pane of Object.values(panes)) await pane.checkSignIn().catch(() => undefined);
    const lost = await lostFiles(Object.values(panes), ledger);
    const log = await control<RequestLog>(`requests?account=${accountId}`);
    const own429s = ownLimitHits(log, accountId, ledger);
    const duplicates = ledger.duplicates();
    for (const name of duplicates) {
      const ids = [...(ledger.documents.get(name) ?? [])];
      const times = ids.map((id) => ledger.created.get(id) ?? "?");
      ledger.note(`sent twice: ${name} (${times.map((t) => t.slice(11, 23)).join(", ")})`);
      for (const at of times) {
        const around = log.requests.filter((r) => r.method === "POST" && Math.abs(Date.parse(r.at) - Date.parse(at)) < 1_500);
        ledger.note(
          `  uploads around ${at.slice(11, 23)}: ${around.map((r) => `${r.at.slice(11, 23)} ${r.status}${r.fault ? ` [${r.fault}]` : ""} ${r.durationMs}ms`).join(" | ")}`,
        );
      }
    }
    if (duplicates.length > 0 || lost.length > 0 || stuck > 0 || own429s > 0 || ledger.signInsLost > 0)
      for (const step of ledger.trail) ledger.note(`  ${step}`);
    return {
      counts: {
        files: ledger.files.size,
        duplicates: duplicates.length,
        lost: lost.length + ledger.vanished.size,
        stuck,
        own429s,
        signInsLost: ledger.signInsLost,
        pageErrors: ledger.pageErrors,
      },
      notes: ledger.notes,
    };
  } finally {
    watching = false;
    await watch.catch(() => undefined);
    await context.close();
    await control("faults", "POST", { fail_rate: 0, drop_rate: 0, rate_429: 0 });
  }
}
