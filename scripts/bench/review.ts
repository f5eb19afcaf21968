// The review of a 10,000 x 10 table, rendered by React into jsdom (no browser needed; jsdom has no layout, so
// the grid is given a 320 x 320 px box as a task pane's): how long it takes to open (the review's state and
// the first render of the grid, which draws only the rows in view; the checks run right after, as in the
// pane), to check the whole table from nothing (the flags appear that much later), and to apply one edit (the
// cell changed, its column checked again, the grid drawn again). Prints
// `review: 10000x10 open T ms, edit E ms, checks C ms` (the median of five runs each), never asserts a time.
import { JSDOM } from "jsdom";
import type { ResultModel } from "../../src/results/model";
import { cultureOfLanguage } from "../../src/results/numbers/numberCulture";

const ROWS = 10_000;
const COLUMNS = 10;
const RUNS = 5;

function installDom(): void {
  const dom = new JSDOM("<!doctype html><html><body><div id='root'></div></body></html>", { pretendToBeVisual: true });
  const g = globalThis as Record<string, unknown>;
  for (const name of [
    "window",
    "document",
    "navigator",
    "HTMLElement",
    "Element",
    "Node",
    "getComputedStyle",
    "requestAnimationFrame",
    "cancelAnimationFrame",
  ])
    g[name] ??= (dom.window as unknown as Record<string, unknown>)[name];
  const w = dom.window as unknown as Record<string, unknown>;
  w.ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
  g.ResizeObserver ??= w.ResizeObserver;
  g.IS_REACT_ACT_ENVIRONMENT = true;
}

function bigTable(): ResultModel {
  const header = Array.from({ length: COLUMNS }, (_, c) => (c === 0 ? "Item" : `Amount ${c}`));
  const rows = Array.from({ length: ROWS }, (_, r) =>
    Array.from({ length: COLUMNS }, (_, c) =>
      c === 0 ? `Line ${r + 1}` : r % 997 === 3 && c === 4 ? "1O5.00" : `${(r * c) % 9973}.${(r + c) % 100}`.padEnd(4, "0"),
    ),
  );
  return {
    kind: "tables",
    tables: {
      documentId: "bench",
      fileName: "bench.pdf",
      tables: [{ pageNumber: 1, tableNumber: 1, index: 1, hasHeaderRow: true, rows: [header, ...rows], columnCount: COLUMNS }],
      keyValuePairs: [],
    },
  };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function run(): Promise<void> {
  installDom();
  // After the DOM exists: React and Fluent look for it when they load.
  const { act, createElement } = await import("react");
  const { createRoot } = await import("react-dom/client");
  const { FluentProvider, webLightTheme } = await import("@fluentui/react-components");
  const { ReviewView } = await import("../../src/taskpane/review/ReviewView");
  const { ReviewChecker } = await import("../../src/results/checks/checkReview");
  const { edit, startReview } = await import("../../src/results/review/history");
  type Session = ReturnType<typeof startReview>;
  const context = { culture: cultureOfLanguage("en-US") };
  const model = bigTable();

  const opens: number[] = [];
  const edits: number[] = [];
  const checks: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const cold = performance.now();
    new ReviewChecker().check(startReview(model).doc, context);
    checks.push(performance.now() - cold);

    const element = document.createElement("div");
    document.body.appendChild(element);
    const root = createRoot(element);
    const checker = new ReviewChecker();
    const draw = (session: Session, flags: ReturnType<typeof checker.check> | null): void =>
      root.render(
        createElement(
          FluentProvider,
          { theme: webLightTheme },
          createElement(ReviewView, {
            session,
            flags,
            onEdit: () => undefined,
            onUndo: () => undefined,
            onDiscard: () => undefined,
            languageName: (code: string) => code,
            maxGridHeight: 320,
            initialRect: { width: 320, height: 320 },
          }),
        ),
      );
    const opening = performance.now();
    let session = startReview(model);
    await act(async () => draw(session, null));
    opens.push(performance.now() - opening);
    const flags = checker.check(session.doc, context);
    await act(async () => draw(session, flags));
    if (i === 0) console.log(`  drawn: ${element.querySelectorAll('[role="row"]').length} of ${ROWS + 1} rows (the rest when scrolled to)`);

    const editing = performance.now();
    session = edit(session, { op: "setCell", table: "t1", row: 5000, column: 4, value: `${i}.50` });
    await act(async () => draw(session, checker.check(session.doc, context)));
    edits.push(performance.now() - editing);
    // Fluent's focus helper warns when a root goes in a page that stays: not a problem here.
    const { warn, error } = console;
    console.warn = console.error = () => undefined;
    await act(async () => root.unmount());
    Object.assign(console, { warn, error });
    element.remove();
  }
  console.log(
    `review: ${ROWS}x${COLUMNS} open ${median(opens).toFixed(0)} ms, edit ${median(edits).toFixed(1)} ms, checks ${median(checks).toFixed(0)} ms`,
  );
}
