// webpack loader for the message catalogs' area files (src/i18n/catalogs/<language>/<area>.ts): each ICU
// message is parsed here, at build time, and shipped as its syntax tree. The browser then needs no
// MessageFormat parser (webpack.config.js points intl-messageformat at the parser package's no-parser build,
// about 7 KiB gzipped less on the first screen and each dialog page) and parses nothing while starting.
// A message that is not valid ICU fails the build, naming its key. Tests and Node use the catalogs as written.
const ts = require("typescript");

module.exports = function precompileMessages(source) {
  const done = this.async();
  const file = this.resourcePath;
  import("@formatjs/icu-messageformat-parser")
    .then(({ parse }) => {
      const { outputText } = ts.transpileModule(source, {
        compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
      });
      // An area file is one exported object of strings (its imports are type-only and vanish above).
      const exported = {};
      const noImports = (id) => {
        throw new Error(`${file}: a catalog area file imports nothing at run time (${id})`);
      };
      new Function("exports", "require", outputText)(exported, noImports);
      const lines = Object.entries(exported)
        .filter(([name]) => name !== "__esModule")
        .map(([name, messages]) => {
          const parsed = {};
          for (const [key, message] of Object.entries(messages)) {
            try {
              parsed[key] = parse(message);
            } catch (error) {
              throw new Error(`${file}: ${key} is not valid ICU MessageFormat (${error.message})`);
            }
          }
          return `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(parsed))});`;
        });
      done(null, lines.join("\n"));
    })
    .catch((error) => done(error));
};
