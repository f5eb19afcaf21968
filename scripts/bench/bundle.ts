// Builds the add-in for production and prints the JavaScript each page loads before it can show anything
// (its initial chunks), minified and gzipped, plus the lazily loaded chunks. The task pane's first screen is
// the sign-in screen; everything behind it loads later.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface Stats {
  entrypoints: Record<string, { assets: Array<{ name: string }> }>;
  namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>;
  assets: Array<{ name: string; size: number }>;
}

/**
 * The lazily loaded parts of choosing pages (issue 22): "pages" (pdf-lib and utif2: counting, cutting, TIFF
 * pictures), loaded when a PDF or TIFF is chosen; "pdfjs" (pdf.js), loaded when a PDF's page picker opens, with
 * its worker, a file of its own.
 */
const PAGES_CHUNKS: ReadonlyArray<[group: string, what: string]> = [
  ["pdfjs", "PDF page pictures (pdf.js), when the page picker of a PDF opens"],
  ["pages", "reading, counting and cutting PDFs and TIFFs, TIFF pictures (pdf-lib, utif2), when a PDF or TIFF is chosen"],
];

/** What only the Outlook pane loads, after sign-in (named where src/taskpane imports them). */
const OUTLOOK_CHUNKS: ReadonlyArray<[group: string, what: string]> = [
  ["outlook-attachments", "the open message's attachments, in Outlook's workspace"],
  ["outlook-result", "reply and insert at the cursor, when a result opens in Outlook"],
];

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

export async function run(): Promise<void> {
  const root = join(__dirname, "..", "..");
  const json = execFileSync(process.execPath, [require.resolve("webpack-cli/bin/cli.js"), "--mode", "production", "--json"], {
    cwd: root,
    // Measuring needs no deployment's settings: the emulator's defaults are allowed explicitly.
    env: { ...process.env, ALLOW_DEV_SERVICE: "1" },
    maxBuffer: 256 * 1024 * 1024,
    stdio: ["ignore", "pipe", "ignore"],
  }).toString();
  const stats = JSON.parse(json.slice(json.indexOf("{"))) as Stats;
  const gz = (name: string): number => gzipSync(readFileSync(join(root, "dist", name))).length;
  const initial = new Set<string>();
  for (const [entry, { assets }] of Object.entries(stats.entrypoints)) {
    const js = assets.map((a) => a.name).filter((n) => n.endsWith(".js"));
    js.forEach((n) => initial.add(n));
    const size = js.reduce((sum, n) => sum + (stats.assets.find((a) => a.name === n)?.size ?? 0), 0);
    console.log(`bundle: ${entry} initial JS ${kib(size)} (${kib(js.reduce((sum, n) => sum + gz(n), 0))} gzipped)`);
  }
  // The first screen also waits for the "core" message catalog of the user's language (one lazy chunk).
  const taskpaneInitial = (stats.entrypoints.taskpane?.assets ?? []).map((a) => a.name).filter((n) => n.endsWith(".js"));
  const taskpaneGz = taskpaneInitial.reduce((sum, n) => sum + gz(n), 0);
  console.log(`bundle: taskpane first screen ${taskpaneGz} B gzipped (bar: 168909 B)`);
  // Lazy chunks' files are named by id (webpack.config.js says why): found by their chunk group's name.
  const jsOf = (group: string): string[] =>
    (stats.namedChunkGroups[group]?.assets ?? []).map((a) => a.name).filter((n) => n.endsWith(".js"));
  for (const group of Object.keys(stats.namedChunkGroups)
    .filter((g) => g.startsWith("messages-core-"))
    .sort()) {
    const language = group.slice("messages-core-".length);
    const catalog = jsOf(group).reduce((sum, n) => sum + gz(n), 0);
    console.log(`bundle: taskpane first screen with its ${language} catalog ${taskpaneGz + catalog} B gzipped`);
  }
  // The organisation policy's chunk (fetching policy.json, the schema's validator): loaded beside the first
  // screen, never before it (the page preloads policy.json itself).
  const policy = jsOf("policy");
  if (policy.length > 0)
    console.log(`bundle: policy chunk ${policy.reduce((sum, n) => sum + gz(n), 0)} B gzipped (beside the first screen, not part of it)`);
  const size = (names: readonly string[]): string =>
    `${kib(names.reduce((sum, n) => sum + (stats.assets.find((a) => a.name === n)?.size ?? 0), 0))} (${kib(names.reduce((sum, n) => sum + gz(n), 0))} gzipped)`;
  for (const [group, what] of PAGES_CHUNKS) {
    const chunks = stats.namedChunkGroups[group];
    if (chunks) console.log(`bundle: ${group} chunk ${size(chunks.assets.map((a) => a.name))}: ${what}`);
  }
  // Outlook (issue 23) runs the same task pane page: its first screen is Word's and Excel's, and what only Outlook
  // needs (the attachments, the reply) loads after sign-in, in Outlook only. Checked, not just printed.
  const outlookInFirstScreen = taskpaneInitial.some((n) =>
    readFileSync(join(root, "dist", n), "utf8").includes("getAttachmentContentAsync"),
  );
  if (outlookInFirstScreen)
    throw new Error("Outlook's attachment code is in the task pane's first screen: it must stay in its lazy chunks.");
  console.log(`bundle: Outlook pane first screen ${taskpaneGz} B gzipped: the same page as Word's and Excel's, no Outlook code in it`);
  for (const [group, what] of OUTLOOK_CHUNKS) {
    const chunks = stats.namedChunkGroups[group];
    if (chunks) console.log(`bundle: ${group} chunk ${size(chunks.assets.map((a) => a.name).filter((n) => n.endsWith(".js")))}: ${what}`);
  }
  const worker = stats.assets.filter((a) => /^pdf\.worker\.[0-9a-f]+\.js$/.test(a.name)).map((a) => a.name);
  if (worker.length > 0) console.log(`bundle: pdf.js worker ${size(worker)}, started with the pdfjs chunk`);
  const lazy = stats.assets.filter((a) => a.name.endsWith(".js") && !initial.has(a.name));
  const lazySize = lazy.reduce((sum, a) => sum + a.size, 0);
  console.log(`bundle: ${lazy.length} lazily loaded chunks, ${kib(lazySize)} in all`);
}
