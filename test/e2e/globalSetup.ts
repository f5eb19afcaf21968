// Starts the emulator and the development server once for all end-to-end tests, as `npm start` does, and
// tells the tests where they are through environment variables.
import { startStack, type RunningStack } from "../../dev/stack";

declare global {
  var __E2E_STACK__: RunningStack | undefined;
}

export default async function globalSetup(): Promise<void> {
  const stack = await startStack({
    devServerPort: 0,
    quiet: true,
    liveReload: false,
    // Short processing keeps the suite fast; the rate limit stays the spec's 2 requests/second.
    emulator: { port: 0, processingMs: 400 },
  });
  globalThis.__E2E_STACK__ = stack;
  process.env.E2E_PREVIEW_URL = stack.previewUrl;
  process.env.E2E_ADDIN_URL = stack.addinUrl;
  process.env.E2E_EMULATOR_ORIGIN = stack.emulator.origin;
  // The same emulator over HTTPS: the address the add-in was built with (absolute URLs it answers are on it).
  process.env.E2E_EMULATOR_SECURE_ORIGIN = stack.emulator.secure?.origin ?? "";
  process.env.E2E_M365_ORIGIN = stack.m365.origin;
}
