// One seed of the soak: Word and Excel (two pages of one browser context, so they share localStorage) on one
// account, each running a seeded random user script for a while, as the emulator injects faults and gives
// access tokens of a few seconds; then the faults stop, the panes settle, and what they show and saved is
// compared with the emulator's documents and request log.
import type { Browser } from "playwright-core";
import { Ledger, type SeedCounts } from "./ledger";
import { Pane, type Host } from "./pane";
import { Dice } from "./random";

export interface SoakSettings {
  previewUrl: string;
  emulatorOrigin: string;
  /** How long the user scripts run (the settling after is bounded too). */
  seconds: number;
}

type Action =
  | "add"
  | "idle"
  | "cancel"
  | "reload"
  | "reopen"
  | "insertAll"
  | "asTheyFinish"
  | "historyDelete"
  | "signOutIn"
  | "bothSignOutIn"
  | "topUp";

const WEIGHTS: Record<Action, number> = {
  add: 30,
  idle: 18,
  cancel: 6,
  reload: 5,
  reopen: 4,
  insertAll: 8,
  asTheyFinish: 2,
  historyDelete: 5,
  signOutIn: 2,
  bothSignOutIn: 1,
  topUp: 2,
};

/** Reloads, reopenings and sign-outs take turns between the panes (see userScript). */
class Turns {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(work: () => Promise<T>): Promise<T> {
    const next = this.tail.then(work, work);
    this.tail = next.catch(() => undefined);
    return next;
  }
}

const SETTLED = new Set(["Processed", "Failed", "Outcome unknown", "Cancelled"]);
const SETTLE_MS = 120_000;

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

/**
 * One pane's user: random actions until `until`; an action the pane cannot do now is simply skipped.
 * Reloading, closing and reopening, and signing out take turns with the other pane's: a sign-out while the
 * other pane is closed or reloading is the last pane's, which forgets everything of the account by design;
 * that case is its own action (both panes sign out at once, then in again 0.8 s apart, issue 20 defect 2).
 */
async function userScript(pane: Pane, all: Pane[], dice: Dice, until: number, ledger: Ledger, turns: Turns): Promise<void> {
  while (Date.now() < until) {
    const action = dice.weighted(WEIGHTS);
    ledger.did(pane.host, action);
    try {
      if (pane.page === null || pane.page.isClosed()) await pane.open();
      await pane.checkSignIn();
      switch (action) {
        case "add":
          await pane.addFiles(dice);
          break;
        case "idle":
          await pane.page?.waitForTimeout(dice.int(500, 3_000));
          break;
        case "cancel":
          await pane.cancelOne(dice);
          break;
        case "reload":
          await turns.run(() => pane.reload());
          break;
        case "reopen":
          await turns.run(async () => {
            await pane.close();
            await new Promise((r) => setTimeout(r, dice.int(300, 4_000)));
            await pane.open();
          });
          break;
        case "insertAll":
          await pane.insertAll();
          break;
        case "asTheyFinish":
          await pane.toggleAsTheyFinish();
          break;
        case "historyDelete":
          await pane.historyDelete(dice);
          break;
        case "signOutIn":
          await turns.run(() => pane.signOutAndIn(dice));
          break;
        case "bothSignOutIn":
          await turns.run(() => bothSignOutAndIn(all, ledger));
          break;
        case "topUp":
          await pane.topUp();
          break;
      }
    } catch (error: unknown) {
      // Not the soak's business: the pane was not in a state for this action (a dialog, a reload under way).
      if (process.env.SOAK_VERBOSE)
        ledger.note(`${pane.host} ${action} skipped: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
      pane.signedOutOnPurpose = false;
      if (pane.page && !pane.page.isClosed()) await pane.ready().catch(() => undefined);
    }
  }
}

/** Both panes sign out at the same moment (everything is forgotten), then sign in again 0.8 s apart. */
async function bothSignOutAndIn(panes: Pane[], ledger: Ledger): Promise<void> {
  for (const pane of panes) if (pane.page === null || pane.page.isClosed()) await pane.open();
  ledger.fate(ledger.alive(), "forgotten");
  await Promise.all(panes.map((pane) => pane.signOut()));
  for (const [i, pane] of panes.entries()) {
    if (i > 0) await new Promise((r) => setTimeout(r, 800));
    await pane.signIn();
  }
}

/** A file of this pane shown as its own, but no longer in storage: lost (the pane would not find it again). */
async function vanished(pane: Pane, ledger: Ledger): Promise<void> {
  if (pane.signedOutOnPurpose) return;
  const seen = await pane.rowsAndStorage();
  if (seen === null) return;
  const saved = new Set(seen.saved);
  for (const row of seen.rows) {
    if (!row.own || saved.has(row.name) || ledger.vanished.has(row.name) || !ledger.files.has(row.name)) continue;
    ledger.vanished.add(row.name);
    ledger.note(`${pane.host}: "${row.name}" (${row.state}) shown but not in storage`);
  }
}

/** Notes when a file the user kept stops being anywhere (storage or a pane's list): when it became lost. */
async function disappeared(panes: Pane[], ledger: Ledger, present: Set<string>): Promise<void> {
  const known = new Set<string>();
  let looked = false;
  for (const pane of panes) {
    const seen = await pane.rowsAndStorage();
    if (seen === null) continue;
    looked = true;
    for (const name of [...seen.saved, ...seen.rows.map((r) => r.name)]) known.add(name);
  }
  if (!looked) return;
  for (const name of ledger.alive()) {
    if (known.has(name)) present.add(name);
    else if (present.delete(name)) ledger.note(`${new Date().toISOString().slice(11, 23)} ${name} is nowhere any more`);
  }
}

/** Waits until no file is under way in either pane; returns how many still are (stuck). */
async function settle(panes: Pane[], ledger: Ledger): Promise<number> {
  const until = Date.now() + SETTLE_MS;
  let active: string[] = [];
  while (Date.now() < until) {
    active = [];
    for (const pane of panes) {
      await pane.checkSignIn().catch(() => undefined);
      for (const row of await pane.rows())
        if (row.own && !SETTLED.has(row.state) && !row.needsFile) active.push(`${pane.host}: ${row.name} (${row.state})`);
    }
    if (active.length === 0) return 0;
    await new Promise((r) => setTimeout(r, 2_000));
  }
  for (const what of active) ledger.note(`stuck: ${what}`);
  return active.length;
}

interface RequestLog {
  accounts: Record<string, { rateLimited?: number }>;
  requests: Array<{
    at: string;
    method: string;
    path: string;
    status: number;
    fault: string | null;
    durationMs: number;
    tooMany: "rate" | "injected" | "topup" | null;
  }>;
}

type Logged = RequestLog["requests"][number];

/** A request the browser sent again by itself: the same one, right after the emulator dropped its connection. */
function browserRetry(first: Logged, second: Logged): boolean {
  return (
    first.status === 0 && second.method === first.method && second.path === first.path && Date.parse(second.at) - Date.parse(first.at) < 50
  );
}

/**
 * The 429s the panes caused themselves: from the rate limit (not injected), except where the browser's own
 * retry made the difference. Chromium sends an idempotent request again at once when the connection it
 * reused is dropped (the emulator's drop faults do that); the add-in cannot see or pace that second arrival.
 * Each is noted with the requests before it.
 */
function ownLimitHits(log: RequestLog, accountId: string, ledger: Ledger): number {
  let retried = 0;
  log.requests.forEach((request, i) => {
    // Only the rate limit's (not injected ones, nor a top-up's "one purchase per 5 minutes").
    if (request.tooMany !== "rate") return;
    const at = Date.parse(request.at);
    const window = log.requests.slice(0, i + 1).filter((r) => at - Date.parse(r.at) <= 1_000);
    const byBrowser = window.some((r, k) => window.slice(k + 1).some((later) => browserRetry(r, later)));
    const around = log.requests.slice(Math.max(0, i - 5), i + 1);
    const shown = around
      .map((r) => `${r.at.slice(11, 23)} ${r.method} ${r.path} ${r.status} ${r.durationMs}ms${r.fault ? ` [${r.fault}]` : ""}`)
      .join(" | ");
    if (byBrowser) retried++;
    else {
      const before = ledger.requests.filter((line) => {
        const t = Date.parse(`${request.at.slice(0, 11)}${line.slice(0, 12)}Z`);
        return t <= at + 50 && t >= at - 1_500;
      });
      ledger.note(`  sent by the panes before it: ${before.join(" | ")}`);
    }
    ledger.note(
      `${byBrowser ? "429 after the browser's own retry of a dropped request (not counted)" : "429 from the rate limit"}: ${shown}`,
    );
  });
  // The emulator's own count of rate-limit 429s, less those the browser's retries caused.
  return Math.max(0, (log.accounts[accountId]?.rateLimited ?? 0) - retried);
}

/** Files the user kept that neither pane shows nor storage holds. */
async function lostFiles(panes: Pane[], ledger: Ledger): Promise<string[]> {
  const known = new Set<string>();
  for (const pane of panes) {
    const seen = await pane.rowsAndStorage();
    for (const name of seen?.saved ?? []) known.add(name);
    for (const row of seen?.rows ?? []) known.add(row.name);
  }
  const lost = ledger.alive().filter((name) => !known.has(name));
  for (const name of lost) ledger.note(`lost: ${name} (added in ${ledger.files.get(name)?.host ?? "?"})`);
  return lost;
}
