// The syntax floor: a production build fails when a bundle uses JavaScript that the oldest supported browser
// (package.json "browserslist"; Safari 15's WebKit, Office on macOS 12) lacks: a dependency update that brings,
// say, class static blocks (Safari 16.4) is caught here rather than as a blank task pane on a Mac. The check is
// es-check's: syntax, plus the built-ins it knows, each judged against the browsers the query resolves to (MDN's
// compatibility data). CommonJS because webpack.config.js loads it.
const path = require("node:path");
const { runChecks } = require("es-check");

/**
 * Features es-check reports by name that are safe in our bundles. Each entry says why; keep it short.
 * - Uint8ArrayFromBase64, Uint8ArrayToBase64: oauth4webapi uses them only where the browser has them
 *   (`if (Uint8Array.fromBase64)`), with its own code elsewhere.
 * - ArrayFindLast: matched by name on tabster's (Fluent's focus manager) own `findLast` method, not
 *   Array.prototype.findLast; ESLint keeps src/ off Array#findLast (eslint.config.mjs).
 */
const SAFE_FEATURES = ["Uint8ArrayFromBase64", "Uint8ArrayToBase64", "ArrayFindLast"];

/**
 * pdf.js's files (issue 22: the "pdfjs" chunk, its worker, its wasm decoders' JavaScript fallback), checked with
 * two differences, each for a reason:
 * - the worker and the fallback are ES modules (a module worker, a file pdf.js loads with import()): parsed as such;
 * - pdf.js's legacy build carries core-js for the newer built-ins it uses (Promise.withResolvers, Promise.try,
 *   Set#intersection, ArrayBuffer#transferToFixedLength, TypedArray#with, Uint8Array#toHex and #setFromBase64,
 *   Math.sumPrecise) and tests for Float16Array before using it; es-check names them all the same (it does not
 *   recognise core-js once bundled). Object.hasOwn is the exception: the worker calls it when it rebuilds a damaged
 *   file's cross-reference table, so Safari before 15.4 shows no pictures for such a file (the picker says so, and
 *   its pages can still be typed and cut). Syntax is checked in full (the one class static block is lowered by
 *   Babel, LOWERED_DEPENDENCIES in webpack.config.js).
 */
const PDFJS_FILE = /(^|[\\/])(pdfjs\.[0-9a-f]+\.js|pdf\.worker\.[0-9a-f]+\.js|pdfjs[\\/]wasm[\\/][^\\/]+\.js)$/;
const MODULE_FILE = /(^|[\\/])(pdf\.worker\.[0-9a-f]+\.js|pdfjs[\\/]wasm[\\/][^\\/]+\.js)$/;
const PDFJS_POLYFILLED = [
  "PromiseWithResolvers",
  "PromiseTry",
  "SetIntersection",
  "ArrayBufferTransferToFixedLength",
  "ArrayWith",
  "Uint8ArrayToHex",
  "Uint8ArraySetFromBase64",
  "MathSumPrecise",
  "Float16Array",
  "ObjectHasOwn",
];

/**
 * Checks JavaScript files against browserslist `targets`.
 * @param {string[]} files absolute paths
 * @param {string[]} targets browserslist queries
 * @param {string[]} pdfjsChunks absolute paths of the "pdfjs" chunk's files (a production build names lazy chunks
 *   by id, so the plugin finds them by the chunk's name; a file named pdfjs.<hash>.js counts too)
 * @returns {{ file: string, message: string }[]} one entry per file that goes beyond the floor
 */
function checkSyntaxFloor(files, targets, pdfjsChunks = []) {
  if (files.length === 0) return [];
  const config = (group, module, ignore) => ({
    files: group,
    module,
    checkBrowser: true,
    checkFeatures: true,
    browserslistQuery: targets.join(", "),
    ignore: ignore.join(","),
  });
  const isPdfjs = (f) => PDFJS_FILE.test(f) || pdfjsChunks.includes(f);
  const ours = files.filter((f) => !isPdfjs(f));
  const pdfjsScripts = files.filter((f) => isPdfjs(f) && !MODULE_FILE.test(f));
  const pdfjsModules = files.filter((f) => MODULE_FILE.test(f));
  const configs = [
    ours.length > 0 ? config(ours, false, SAFE_FEATURES) : null,
    pdfjsScripts.length > 0 ? config(pdfjsScripts, false, [...SAFE_FEATURES, ...PDFJS_POLYFILLED]) : null,
    pdfjsModules.length > 0 ? config(pdfjsModules, true, [...SAFE_FEATURES, ...PDFJS_POLYFILLED]) : null,
  ].filter(Boolean);
  // One run per group: es-check reports only the first group that fails when given several.
  const errors = configs.flatMap((c) => {
    const result = runChecks([c], {});
    return result.success ? [] : result.errors;
  });
  return errors.map((e) => ({
    file: e.file,
    // es-check's sentence, without its advice about ES versions (the floor is a browser, not an ES version).
    message: String(e.err && e.err.message ? e.err.message : e.err).replace(/\s*These require .*$/s, ""),
  }));
}

class SyntaxFloorPlugin {
  /** @param {{ targets: string[] }} options */
  constructor(options) {
    this.targets = options.targets;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap("SyntaxFloorPlugin", (compilation) => {
      const out = compilation.outputOptions.path;
      const files = Object.keys(compilation.assets)
        .filter((name) => name.endsWith(".js"))
        .map((name) => path.join(out, name));
      const pdfjsChunk = compilation.namedChunks.get("pdfjs");
      const pdfjs = [...(pdfjsChunk?.files ?? [])].filter((name) => name.endsWith(".js")).map((name) => path.join(out, name));
      for (const problem of checkSyntaxFloor(files, this.targets, pdfjs)) {
        const error = new compiler.webpack.WebpackError(
          `${path.relative(out, problem.file)} goes beyond the oldest supported browsers (${this.targets.join(", ")}): ${problem.message}. ` +
            "Lower the dependency that brings it with Babel (LOWERED_DEPENDENCIES in webpack.config.js), or avoid it in src/.",
        );
        compilation.errors.push(error);
      }
    });
  }
}

module.exports = { checkSyntaxFloor, SyntaxFloorPlugin, SAFE_FEATURES, PDFJS_POLYFILLED };
