// The WebKit lane (`npm run test:webkit`): the stack `npm start` runs (started once, as for the Chromium tests)
// driven in WebKitGTK through WebKitWebDriver, the engine of Office on Mac and iPad. Run in band: one browser at a
// time. scripts/test-webkit.ts starts it under Xvfb when there is no display.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test/webkit"],
  testMatch: ["**/*.webkit.test.ts"],
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
  testTimeout: 120000,
  maxWorkers: 1,
};
