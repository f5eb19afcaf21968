// Unit, component, emulator and contract tests. End-to-end tests have their own configs (jest.e2e.config.js,
// jest.webkit.config.js) because they build the add-in and drive a browser.
/** @type {import('jest').Config} */
const tsJest = [
  "ts-jest",
  {
    // Typechecking is `npm run typecheck`'s job; isolatedModules makes ts-jest only transpile (much faster).
    tsconfig: {
      isolatedModules: true,
      module: "commonjs",
      moduleResolution: "node10",
      jsx: "react-jsx",
      allowJs: true,
      esModuleInterop: true,
    },
  },
];

module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  testPathIgnorePatterns: ["/node_modules/", "<rootDir>/test/e2e/", "<rootDir>/test/webkit/"],
  transform: { "^.+\\.(t|j)sx?$": tsJest },
  // oauth4webapi and formatjs (intl-messageformat) ship ES modules only.
  transformIgnorePatterns: ["/node_modules/(?!(oauth4webapi|intl-messageformat|@formatjs)/)"],
  moduleNameMapper: {
    "^office-addin-manifest$": "<rootDir>/test/stubs/office-addin-manifest.js",
    "\\.(css|png|svg)$": "<rootDir>/test/stubs/asset.js",
    // The pages worker (a browser Worker built by webpack) runs its job code in-process under jest.
    "(^|/)spawnWorker$": "<rootDir>/test/stubs/spawnPagesWorker.ts",
  },
  setupFiles: ["<rootDir>/test/setup/jsdom.ts"],
  testTimeout: 20000,
};
