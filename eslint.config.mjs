// Lint rules: Microsoft's Office add-in rules (load/sync discipline) on every TypeScript file, the
// typescript-eslint and React hooks recommendations, Prettier formatting, and the architecture's
// boundaries as import rules.
import js from "@eslint/js";
import officeAddins from "eslint-plugin-office-addins";
import prettierRecommended from "eslint-plugin-prettier/recommended";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The plugin's own preset bundles an older typescript-eslint; we take its Office rules and use the same
// severities as its `recommended` preset.
const officeRules = {
  "office-addins/call-sync-after-load": "error",
  "office-addins/call-sync-before-read": "error",
  "office-addins/load-object-before-read": "error",
  "office-addins/no-context-sync-in-loop": "error",
  "office-addins/no-empty-load": "warn",
  "office-addins/no-navigational-load": "warn",
  "office-addins/no-office-initialize": "warn",
  "office-addins/test-for-null-using-isNullObject": "error",
};

const noUi = {
  group: ["react", "react-dom", "react-dom/*", "@fluentui/*"],
  message: "This layer knows nothing of React: the UI composes it.",
};
const noOffice = {
  group: ["**/office/*", "**/office"],
  message: "This layer knows nothing of Office: src/office writers take its output.",
};
const noHttp = { group: ["**/api/client", "**/api/credentials"], message: "Office writers take plain data and know nothing of HTTP." };
const noWriters = {
  group: [
    "**/office/excelInsert",
    "**/office/excelBatch",
    "**/office/excelRecords",
    "**/office/excelGrid",
    "**/office/wordInsert",
    "**/office/wordBatch",
    "**/office/wordWrite",
  ],
  message: "Views insert through src/insert (view -> insert -> results / office), never by calling a writer themselves.",
};
const noInsert = {
  group: ["**/insert/*", "**/insert"],
  message: "A result flows one way: src/insert asks src/results for what goes in and hands it to src/office; neither calls back up.",
};
const noResults = {
  group: ["**/results/*", "**/results/**"],
  message:
    "This writer takes plain data (grids, blocks, a reply body) shaped beforehand; it knows no result kinds (test/unit/build/layerDirection).",
};
// The writers a single insert goes through (the rest of src/office is listed in test/unit/build/layerDirection).
const plainWriters = [
  "src/office/excelInsert.ts",
  "src/office/excelCells.ts",
  "src/office/wordInsert.ts",
  "src/office/wordWrite.ts",
  "src/office/outlookWrite.ts",
];
const noDevCode = { group: ["**/dev/*", "**/test/*"], message: "Shipped code must not depend on development tools or tests." };

export default [
  { ignores: ["dist/", "node_modules/", "coverage/", ".certs/", ".run/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  prettierRecommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "office-addins": officeAddins },
    languageOptions: { globals: { ...globals.browser, Office: "readonly", Word: "readonly", Excel: "readonly" } },
    rules: {
      ...officeRules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [noDevCode] }],
      // Safari 15.4 (Office on macOS 12 may have Safari 15.0). The production build's syntax floor cannot tell
      // Array#findLast from tabster's own findLast method, so it lets the name through and this rule covers src/.
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression > MemberExpression.callee[property.name=/^findLast(Index)?$/]",
          message: "Array#findLast needs Safari 15.4; Office on macOS 12 may have Safari 15.0. Loop from the end instead.",
        },
      ],
    },
  },
  {
    files: ["src/api/**", "src/work/**", "src/input/**", "src/auth/**", "src/pages/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [noUi, noOffice, noDevCode] }] },
  },
  { files: ["src/results/**"], rules: { "no-restricted-imports": ["error", { patterns: [noUi, noOffice, noInsert, noDevCode] }] } },
  // The insert orchestration is plain logic: it composes results and the Office writers, never React.
  { files: ["src/insert/**"], rules: { "no-restricted-imports": ["error", { patterns: [noUi, noHttp, noDevCode] }] } },
  { files: ["src/taskpane/**"], rules: { "no-restricted-imports": ["error", { patterns: [noWriters, noDevCode] }] } },
  { files: ["src/office/**"], rules: { "no-restricted-imports": ["error", { patterns: [noUi, noHttp, noInsert, noDevCode] }] } },
  { files: plainWriters, rules: { "no-restricted-imports": ["error", { patterns: [noUi, noHttp, noInsert, noResults, noDevCode] }] } },
  { files: ["dev/**", "scripts/**", "test/**", "*.js", "*.mjs"], languageOptions: { globals: { ...globals.node } } },
  { files: ["**/*.js"], languageOptions: { sourceType: "commonjs" }, rules: { "@typescript-eslint/no-require-imports": "off" } },
  // An ES module that requires CommonJS, for webpack only (pako with a default export for pdf-lib).
  { files: ["scripts/webpack/pako-default.js"], languageOptions: { sourceType: "module" } },
];
