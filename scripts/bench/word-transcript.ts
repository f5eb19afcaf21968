// Writes a 300-page transcript into the Word host double and prints the context.sync() calls it took and
// the largest request, against the budget of one sync for any length.
import { installHostDouble } from "../../dev/host/install";
import { insertLinesAtCursor } from "../../src/office/wordTranscript";

export async function run(): Promise<void> {
  const host = installHostDouble({ host: "Word" });
  const lines = Array.from(
    { length: 300 * 40 },
    (_, i) => `Page ${Math.floor(i / 40) + 1}, line ${(i % 40) + 1}: the quick brown fox jumps over the lazy dog.`,
  );
  const started = performance.now();
  await insertLinesAtCursor(lines);
  const ms = performance.now() - started;
  const largest = Math.max(...host.stats.requestSizes);
  console.log(
    `word transcript: 300 pages, ${lines.length} paragraphs, ${host.stats.syncCount} context.sync() call(s), largest request ${(largest / 1024).toFixed(0)} KiB, ${ms.toFixed(0)} ms in the double`,
  );
  host.uninstall();
}
