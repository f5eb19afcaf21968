// End-to-end tests: the real stack `npm start` runs (emulator + webpack dev server, started once in
// globalSetup on free ports) driven in headless Chromium with playwright-core. Run in band: one browser
// at a time on a 2-core machine.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test/e2e"],
  testMatch: ["**/*.e2e.test.ts"],
  transform: {
    "^.+\\.(t|j)sx?$": [
      "ts-jest",
      { tsconfig: { isolatedModules: true, module: "commonjs", moduleResolution: "node10", esModuleInterop: true, allowJs: true } },
    ],
  },
  // intl-messageformat (the catalogs' formatter, to read the page in its language) ships ES modules only.
  transformIgnorePatterns: ["/node_modules/(?!(intl-messageformat|@formatjs)/)"],
  globalSetup: "<rootDir>/test/e2e/globalSetup.ts",
  globalTeardown: "<rootDir>/test/e2e/globalTeardown.ts",
  testTimeout: 60000,
  maxWorkers: 1,
};
