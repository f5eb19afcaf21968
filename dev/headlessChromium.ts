// Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH) as every headless run here starts it: the e2e tests,
// the soak, the pages bench and the screenshots. Nothing is downloaded; the flags keep it off the network it
// cannot reach here (background networking, component updates, sync) and skip the first-run pages.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS: readonly string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
