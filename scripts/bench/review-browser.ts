// The review of a 10,000 x 10 table in a real browser (issue 36): headless Chromium on the preview's Excel,
// the add-in built as production code (React's production build; `startStack({ mode: "production" })`,
// unminified) or, with REVIEW_BENCH_DEV=1, as `npm start` serves it. Prints
//   review-browser: 10000x10 open O ms (flags F ms), edit median M ms, worst W ms (20 edits), long tasks while opening: ...
// Open: from the end of the result's detail response (Resource Timing) to the first frame that shows the grid;
// flags: to the first frame that shows how many cells to check. Edit: a digit typed into a cell then Enter (the
// edit kept, the checks run again, the cell below active), from the Enter's keydown to the frame painted after
// it (a task queued from requestAnimationFrame runs after that frame's paint). The table comes from the
// emulator's answer for a small PNG, its results swapped for the big table on the way (page.route).
// REVIEW_BENCH_RUNS=N: N runs against one build (a fresh browser context each), then their medians.
import { chromium, type Browser } from "playwright-core";
import { plainImage } from "../../dev/emulator/samples";
import { table } from "../../dev/emulator/results/generate";
import { startStack } from "../../dev/stack";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../dev/headlessChromium";
import { printProfile, printTrace, type CpuProfile } from "../benchSupport/browserProfile";

const ROWS = 10_000;
const COLUMNS = 10;
const EDITS = 20;

/** The jsdom bench's table (scripts/bench/review.ts): a header, amounts, a misread "1O5.00" every 997 rows. */
function bigTable(): string[][] {
  const header = Array.from({ length: COLUMNS }, (_, c) => (c === 0 ? "Item" : `Amount ${c}`));
  const rows = Array.from({ length: ROWS }, (_, r) =>
    Array.from({ length: COLUMNS }, (_, c) =>
      c === 0 ? `Line ${r + 1}` : r % 997 === 3 && c === 4 ? "1O5.00" : `${(r * c) % 9973}.${(r + c) % 100}`.padEnd(4, "0"),
    ),
  );
  return [header, ...rows];
}

// In the page before its scripts: long tasks, and for each key the time to the frame painted after it.
// (Plain JavaScript strings: tsx would wrap named functions in a helper, __name, that the page lacks.)
const INSTRUMENT = `
window.__bench = { longtasks: [], keys: [] };
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__bench.longtasks.push({ start: e.startTime, duration: e.duration });
}).observe({ type: "longtask", buffered: true });
window.addEventListener("keydown", (event) => {
  const start = event.timeStamp;
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => window.__bench.keys.push({ key: event.key, ms: performance.now() - start });
    channel.port2.postMessage(0);
  });
}, true);
`;

interface Bench {
  longtasks: { start: number; duration: number }[];
  keys: { key: string; ms: number }[];
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Frame times (page clock) when the grid, then the flags' count, first show; polled every frame. */
const WATCH_OPENING = `(() => {
  const opened = (window.__opened = {});
  const tick = () => {
    if (opened.grid === undefined && document.querySelector('[role="grid"] [data-row="1"]')) opened.grid = performance.now();
    if (opened.section === undefined && document.querySelector('[data-testid="result"]')) opened.section = performance.now();
    if (opened.status === undefined && /table/i.test((document.querySelector('[data-testid="status"]') || {}).textContent || "")) opened.status = performance.now();
    if (opened.emptyGrid === undefined && document.querySelector('[role="grid"]')) opened.emptyGrid = performance.now();
    const toolbar = document.querySelector('[data-testid="review-toolbar"]');
    if (opened.flags === undefined && /to check/.test(toolbar ? toolbar.textContent : "")) opened.flags = performance.now();
    if (opened.grid === undefined || opened.flags === undefined) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

/** REVIEW_BENCH_PROFILE=1 (the edits), =enter (the Enters alone), =trace (the browser's work during the edits), =open (the opening), =grid (the opening until the grid shows), or some: "grid,1". */
const profiling = (what: string): boolean => (process.env.REVIEW_BENCH_PROFILE ?? "").split(",").includes(what);

interface Measured {
  open: number;
  flags: number;
  longtasks: number[];
  edits: number[];
}

/** One run in a fresh browser context: the result opened, then the twenty edits. */
async function measure(browser: Browser, previewUrl: string, cells: string[][]): Promise<Measured> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(INSTRUMENT);
    // The processed detail of the upload, with the big table for its results.
    await page.route(/\/v3\/documents\/[A-Za-z0-9]+(\?.*)?$/, async (route) => {
      if (route.request().method() !== "GET") return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { status?: string; results?: unknown };
      if (body.status === "processed") body.results = [{ page_number: 1, tables: [table(1, cells, true)], key_value_pairs: [] }];
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${previewUrl}?host=excel`);
    await page.getByRole("button", { name: "Use an API token instead" }).click();
    await page.getByLabel(/^API token/).fill("dev-token");
    await page.getByRole("button", { name: "Use this token" }).click();
    await page.getByRole("button", { name: "Sign out", exact: true }).waitFor();
    await page.getByLabel(/Scan or photo/).setInputFiles({ name: "ledger.png", mimeType: "image/png", buffer: plainImage("png") });
    await page.getByLabel("Find tables and key/value pairs").check();
    await page.evaluate(WATCH_OPENING);
    // REVIEW_BENCH_PROFILE=open: Chromium's CPU profile of the opening (=grid: until the grid shows).
    const openProfiler = profiling("open") || profiling("grid") ? await context.newCDPSession(page) : null;
    if (openProfiler) {
      await openProfiler.send("Profiler.enable");
      await openProfiler.send("Profiler.setSamplingInterval", { interval: 200 });
      await openProfiler.send("Profiler.start");
    }
    // REVIEW_BENCH_PROFILE=opentrace: the main thread's tasks while the result opens, until the grid shows.
    if (profiling("opentrace"))
      await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
    await page.getByRole("button", { name: "Find tables", exact: true }).click();
    if (profiling("opentrace")) {
      await page.waitForFunction(() => (window as unknown as { __opened?: { grid?: number } }).__opened?.grid !== undefined, undefined, {
        timeout: 120_000,
        polling: 20,
      });
      printTrace(await browser.stopTracing(), 1, true);
    }
    if (openProfiler && profiling("grid")) {
      await page.waitForFunction(() => (window as unknown as { __opened?: { grid?: number } }).__opened?.grid !== undefined, undefined, {
        timeout: 120_000,
        polling: 20,
      });
      printProfile((await openProfiler.send("Profiler.stop")).profile);
    }
    await page.waitForFunction(
      () => {
        const o = (window as unknown as { __opened?: { grid?: number; flags?: number } }).__opened;
        return o?.grid !== undefined && o.flags !== undefined;
      },
      undefined,
      { timeout: 120_000, polling: 100 },
    );
    if (openProfiler && !profiling("grid")) printProfile((await openProfiler.send("Profiler.stop")).profile);
    const opening = await page.evaluate(() => {
      const detail = performance
        .getEntriesByType("resource")
        .filter((e) => /\/v3\/documents\/[A-Za-z0-9]+(\?|$)/.test(e.name))
        .map((e) => (e as PerformanceResourceTiming).responseEnd)
        .sort((a, b) => b - a)[0]!;
      const opened = (window as unknown as { __opened: { grid: number; flags: number } }).__opened;
      const bench = (window as unknown as { __bench: Bench }).__bench;
      return {
        detail,
        marks: opened as unknown as Record<string, number>,
        tasks: bench.longtasks.filter((t) => t.start >= detail - 50 && t.start <= opened.grid),
        grid: opened.grid - detail,
        flags: opened.flags - detail,
        longtasks: bench.longtasks.filter((t) => t.start >= detail - 50 && t.start <= opened.flags).map((t) => Math.round(t.duration)),
      };
    });

    // REVIEW_BENCH_STEPS=1: when each part of the result showed, and the long tasks before its rows.
    if (process.env.REVIEW_BENCH_STEPS) {
      const at = (k: string): string => (opening.marks[k] === undefined ? "-" : (opening.marks[k]! - opening.detail).toFixed(0));
      const tasks = opening.tasks.map((t) => `${(t.start - opening.detail).toFixed(0)}+${t.duration.toFixed(0)}`).join(" ");
      console.log(
        `  opening (ms after the detail): summary ${at("status")}, section ${at("section")}, grid element ${at("emptyGrid")}, rows ${at("grid")}; long tasks before the rows (start+ms): ${tasks || "none"}`,
      );
    }
    // Twenty edits down column 4 (amounts), from the second data row.
    await page.locator('[role="grid"] [data-row="2"][data-column="4"]').click();
    // REVIEW_BENCH_PROFILE=1: Chromium's CPU profile of the edits, the functions that took most time printed.
    const profiler = profiling("1") ? await context.newCDPSession(page) : null;
    // REVIEW_BENCH_PROFILE=enter: only the Enters (each profiled alone, a quiet moment before it).
    const enterProfiler = profiling("enter") ? await context.newCDPSession(page) : null;
    const enterProfiles: CpuProfile[] = [];
    if (enterProfiler) {
      await enterProfiler.send("Profiler.enable");
      await enterProfiler.send("Profiler.setSamplingInterval", { interval: 100 });
    }
    if (profiling("trace"))
      await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
    if (profiler) {
      await profiler.send("Profiler.enable");
      await profiler.send("Profiler.setSamplingInterval", { interval: 200 });
      await profiler.send("Profiler.start");
    }
    await page.evaluate(() => ((window as unknown as { __bench: Bench }).__bench.keys = []));
    for (let i = 0; i < EDITS; i++) {
      await page.keyboard.press(String(i % 10));
      if (enterProfiler) {
        await page.waitForTimeout(150);
        await enterProfiler.send("Profiler.start");
      }
      await page.keyboard.press("Enter");
      if (enterProfiler) {
        await page.waitForTimeout(20);
        enterProfiles.push((await enterProfiler.send("Profiler.stop")).profile);
      }
      await page.waitForFunction((n) => (window as unknown as { __bench: Bench }).__bench.keys.length >= n, (i + 1) * 2);
    }
    const keys = await page.evaluate(() => (window as unknown as { __bench: Bench }).__bench.keys);
    if (profiler) printProfile((await profiler.send("Profiler.stop")).profile);
    if (enterProfiler) printProfile(...enterProfiles);
    if (profiling("trace")) printTrace(await browser.stopTracing(), EDITS * 2);
    const edits = keys.filter((k) => k.key === "Enter").map((k) => k.ms);
    const typed = keys.filter((k) => k.key !== "Enter").map((k) => k.ms);
    const kept = await page.locator(`[role="grid"] [data-row="${EDITS + 1}"][data-column="4"]`).textContent();
    console.log(`  edits kept: the last edited cell reads ${JSON.stringify(kept)} (typed ${(EDITS - 1) % 10})`);
    console.log(
      `  each edit (ms): ${edits.map((m) => m.toFixed(0)).join(" ")}; the digit that starts it: median ${median(typed).toFixed(1)} ms`,
    );
    return { open: opening.grid, flags: opening.flags, longtasks: opening.longtasks, edits };
  } finally {
    await context.close();
  }
}

const line = (m: Pick<Measured, "open" | "flags" | "longtasks">, editMedian: number, editWorst: number): string =>
  `open ${m.open.toFixed(0)} ms (flags ${m.flags.toFixed(0)} ms), ` +
  `edit median ${editMedian.toFixed(1)} ms, worst ${editWorst.toFixed(1)} ms (${EDITS} edits), ` +
  `long tasks while opening: ${m.longtasks.length ? m.longtasks.join(", ") + " ms" : "none"}`;

export async function run(): Promise<void> {
  const dev = process.env.REVIEW_BENCH_DEV === "1";
  // REVIEW_BENCH_RUNS=N: N runs against one build, each printed, then their medians (the machine's load varies).
  const runs = Math.max(1, Number(process.env.REVIEW_BENCH_RUNS ?? 1));
  const started = performance.now();
  const stack = await startStack({
    devServerPort: 0,
    quiet: true,
    liveReload: false,
    emulator: { port: 0 },
    mode: dev ? "development" : "production",
  });
  console.log(
    `  built and served (${dev ? "development" : "production, unminified"}) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const build = dev ? "development build" : "production build, unminified";
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS], headless: true });
  try {
    const cells = bigTable();
    const all: Measured[] = [];
    for (let i = 0; i < runs; i++) {
      const m = await measure(browser, stack.previewUrl, cells);
      all.push(m);
      if (runs > 1) console.log(`  run ${i + 1}: ${line(m, median(m.edits), Math.max(...m.edits))}`);
    }
    const worstTask = (m: Measured): number => Math.max(0, ...m.longtasks);
    const summary = {
      open: median(all.map((m) => m.open)),
      flags: median(all.map((m) => m.flags)),
      longtasks: all.length === 1 ? all[0]!.longtasks : [median(all.map(worstTask))].filter((ms) => ms > 0),
    };
    const of = runs > 1 ? `, median of ${runs} runs; long tasks: the median run's longest` : "";
    console.log(
      `review-browser: ${ROWS}x${COLUMNS} ${line(summary, median(all.map((m) => median(m.edits))), median(all.map((m) => Math.max(...m.edits))))} (${build}${of})`,
    );
  } finally {
    await browser.close();
    await stack.close();
  }
}
