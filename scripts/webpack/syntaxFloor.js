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
 * Checks JavaScript files against browserslist `targets`.
 * @param {string[]} files absolute paths
 * @param {string[]} targets browserslist queries
 * @returns {{ file: string, message: string }[]} one entry per file that goes beyond the floor
 */
function checkSyntaxFloor(files, targets) {
  if (files.length === 0) return [];
  const result = runChecks(
    [
      {
        files,
        checkBrowser: true,
        checkFeatures: true,
        browserslistQuery: targets.join(", "),
        ignore: SAFE_FEATURES.join(","),
      },
    ],
    {},
  );
  if (result.success) return [];
  return result.errors.map((e) => ({
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
      for (const problem of checkSyntaxFloor(files, this.targets)) {
        const error = new compiler.webpack.WebpackError(
          `${path.relative(out, problem.file)} goes beyond the oldest supported browsers (${this.targets.join(", ")}): ${problem.message}. ` +
            "Lower the dependency that brings it with Babel (LOWERED_DEPENDENCIES in webpack.config.js), or avoid it in src/.",
        );
        compilation.errors.push(error);
      }
    });
  }
}

module.exports = { checkSyntaxFloor, SyntaxFloorPlugin, SAFE_FEATURES };
