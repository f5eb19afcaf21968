// What the soak checks in the panes while and after the user scripts run: a file shown as the pane's own but
// gone from storage, a kept file that is nowhere any more, files still under way after settling (stuck), and
// files the user kept that neither pane shows nor storage holds (lost).
import type { Ledger } from "./ledger";
import type { Pane } from "./pane";

const SETTLED = new Set(["Processed", "Failed", "Outcome unknown", "Cancelled"]);
const SETTLE_MS = 120_000;

/** A file of this pane shown as its own, but no longer in storage: lost (the pane would not find it again). */
export async function vanished(pane: Pane, ledger: Ledger): Promise<void> {
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
export async function disappeared(panes: Pane[], ledger: Ledger, present: Set<string>): Promise<void> {
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
export async function settle(panes: Pane[], ledger: Ledger): Promise<number> {
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

/** Files the user kept that neither pane shows nor storage holds. */
export async function lostFiles(panes: Pane[], ledger: Ledger): Promise<string[]> {
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
