// Issue 26, item 3: the production build's syntax floor. A bundle with JavaScript that the oldest supported
// WebKit (Safari 15: Office on macOS 12) lacks must fail the build, judged against package.json's browserslist.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import webpack from "webpack";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, loaded by webpack.config.js.
const { checkSyntaxFloor } = require("../../../scripts/webpack/syntaxFloor") as {
  checkSyntaxFloor: (files: string[], targets: string[], pdfjsChunks?: string[]) => Array<{ file: string; message: string }>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- package.json holds the targets.
const { browserslist: TARGETS } = require("../../../package.json") as { browserslist: string[] };

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "syntax-floor-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function bundle(name: string, code: string): string {
  const file = join(dir, name);
  writeFileSync(file, code);
  return file;
}

describe("the syntax floor of the production bundles", () => {
  it("names Safari 15 (Office on macOS 12) and iPadOS 17 as the oldest targets", () => {
    expect(TARGETS).toEqual(expect.arrayContaining(["safari >= 15", "ios_saf >= 17"]));
  });

  it("fails a bundle with a class static block (Safari 16.4), naming the feature and the browser", () => {
    const file = bundle("planted.js", "class Formatter { static { Formatter.cache = new Map(); } }\n");
    const problems = checkSyntaxFloor([file], TARGETS);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.file).toBe(file);
    expect(problems[0]!.message).toMatch(/ClassStaticBlocks \(safari 15 requires 16\.4\)/);
  });

  it("fails a bundle calling a built-in the floor lacks (Object.hasOwn, Safari 15.4)", () => {
    const file = bundle("hasown.js", "var own = (o, k) => Object.hasOwn(o, k);\n");
    expect(checkSyntaxFloor([file], TARGETS)[0]?.message).toMatch(/ObjectHasOwn/);
  });

  it("passes what Safari 15 runs: class fields, private methods, optional chaining, ??=", () => {
    const file = bundle(
      "fine.js",
      "class Queue { #items = []; static size = 0; #push(x) { this.#items.push(x); } add(x) { this.#push(x?.value ?? x); Queue.size ??= 1; } }\n",
    );
    expect(checkSyntaxFloor([file], TARGETS)).toEqual([]);
  });
});

describe("pdf.js's files (issue 22)", () => {
  it("parses its worker as the ES module it is, and allows the built-ins its legacy build polyfills", () => {
    const worker = bundle("pdf.worker.0123abcd.js", "const base = import.meta.url; export const ready = Promise.withResolvers();\n");
    const chunk = bundle("pdfjs.0123abcd.js", "var job = Promise.try(() => new Set([1]).intersection(new Set([1])));\n");
    expect(checkSyntaxFloor([worker, chunk], TARGETS)).toEqual([]);
  });

  it("knows the pdfjs chunk by the name the build gives it when its file is named by id", () => {
    const chunk = bundle("5854.0123abcd.js", "var job = Promise.try(() => new Set([1]).intersection(new Set([1])));\n");
    expect(checkSyntaxFloor([chunk], TARGETS)[0]?.message).toMatch(/PromiseTry/);
    expect(checkSyntaxFloor([chunk], TARGETS, [chunk])).toEqual([]);
  });

  it("still checks their syntax, and holds every other bundle to the floor for those built-ins", () => {
    const block = bundle("pdfjs.4567abcd.js", "class Handler { static { Handler.ready = true; } }\n");
    const ours = bundle("workspace.89abcdef.js", "var job = Promise.withResolvers();\n");
    const problems = checkSyntaxFloor([block, ours], TARGETS);
    expect(problems.map((p) => p.file).sort()).toEqual([block, ours].sort());
    expect(problems.find((p) => p.file === block)?.message).toMatch(/ClassStaticBlocks/);
    expect(problems.find((p) => p.file === ours)?.message).toMatch(/PromiseWithResolvers/);
  });
});

describe("the production build", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, loaded by webpack.config.js.
  const { SyntaxFloorPlugin } = require("../../../scripts/webpack/syntaxFloor") as {
    SyntaxFloorPlugin: new (options: { targets: string[] }) => webpack.WebpackPluginInstance;
  };

  it("fails when a bundle carries a class static block, and says which file and what to do", async () => {
    const entry = bundle("entry.js", "class Formatter { static { Formatter.cache = new Map(); } }\nconsole.log(Formatter);\n");
    const compiler = webpack({
      mode: "production",
      entry,
      target: ["web", "es2022"],
      output: { path: join(dir, "out"), filename: "planted.js" },
      optimization: { minimize: false },
      plugins: [new SyntaxFloorPlugin({ targets: TARGETS })],
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error ?? new Error("no stats")) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    expect(stats.hasErrors()).toBe(true);
    const messages = stats.toJson({ errors: true }).errors?.map((e) => e.message) ?? [];
    expect(messages.join("\n")).toMatch(/planted\.js goes beyond the oldest supported browsers .*ClassStaticBlocks/);
    expect(messages.join("\n")).toMatch(/LOWERED_DEPENDENCIES/);
  });
});
