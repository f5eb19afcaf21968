// `npm run test:webkit`: the WebKit lane. WebKitGTK's WebKitWebDriver (Debian: apt-get install webkit2gtk-driver
// xvfb; .ci/run installs both) drives MiniBrowser, which needs a display: Xvfb through xvfb-run when there is none.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const has = (command: string): boolean => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
const driver = process.env.WEBKIT_DRIVER_PATH ?? "WebKitWebDriver";
const minibrowser = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

if (!has(driver) || !existsSync(minibrowser) || (!process.env.DISPLAY && !has("xvfb-run"))) {
  console.error(
    "The WebKit lane needs WebKitGTK's WebDriver and, without a display, Xvfb: `apt-get install -y webkit2gtk-driver xvfb` " +
      "(Debian; `bash .ci/run` installs them). Set WEBKIT_DRIVER_PATH / MINIBROWSER_PATH for other locations.",
  );
  process.exit(1);
}
const jest = ["node_modules/.bin/jest", "-c", "jest.webkit.config.js", ...process.argv.slice(2)];
const command = process.env.DISPLAY ? jest : ["xvfb-run", "--auto-servernum", "--server-args=-screen 0 2600x1100x24", ...jest];
const result = spawnSync(command[0]!, command.slice(1), { stdio: "inherit" });
process.exit(result.status ?? 1);
