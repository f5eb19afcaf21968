// `npm stop`: ends what `npm start` started, and on Windows/macOS removes the sideloaded add-in from Office.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const PID_FILE = join(__dirname, "..", ".run", "start.pid");

let pid: number | null = null;
try {
  pid = Number(readFileSync(PID_FILE, "utf8"));
} catch {
  console.log("Nothing to stop: `npm start` is not running from this folder.");
}
if (pid !== null) {
  try {
    process.kill(pid, "SIGTERM");
    console.log(`Stopped the emulator and development server (process ${pid}).`);
  } catch {
    console.log("`npm start` had already ended.");
  }
  rmSync(PID_FILE, { force: true });
}
if ((process.platform === "win32" || process.platform === "darwin") && !process.env.NO_SIDELOAD) {
  spawnSync("npx", ["--yes", "office-addin-debugging@7", "stop", "manifest.xml"], {
    stdio: "inherit",
    shell: process.platform === "win32",
  });
}
