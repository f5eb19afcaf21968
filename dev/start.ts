// `npm start`: the service emulator and the development server, then (on Windows and macOS, where Office
// can be installed) sideloading into Word, Excel or Outlook. Everywhere it prints the browser preview's address.
//   OFFICE_APP=excel npm start     sideloads into Excel instead of Word
//   OFFICE_APP=outlook npm start   sideloads manifest.outlook.xml into Outlook
//   NO_SIDELOAD=1 npm start      only the emulator and the development server
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { configFromEnv } from "./emulator";
import { startStack } from "./stack";

const RUN_DIR = join(__dirname, "..", ".run");
const PID_FILE = join(RUN_DIR, "start.pid");

function sideload(): void {
  const requested = process.env.OFFICE_APP;
  const app = requested === "excel" || requested === "outlook" ? requested : "word";
  // Outlook takes its own manifest (a mail add-in); Word and Excel share manifest.xml.
  const manifest = app === "outlook" ? "manifest.outlook.xml" : "manifest.xml";
  // office-addin-debugging is fetched on demand: it brings the Microsoft 365 Agents Toolkit, whose native
  // parts do not build on Linux, so it is not in package.json (see README.md, "Sideloading into Office").
  const child = spawn(
    "npx",
    ["--yes", "office-addin-debugging@7", "start", manifest, "desktop", "--app", app, "--no-debug", "--dev-server-port", "3000"],
    {
      stdio: "inherit",
      shell: process.platform === "win32",
    },
  );
  child.on("exit", (code) => {
    if (code !== 0)
      console.log(
        `Sideloading into ${app} did not complete (exit ${code}). Sideload ${manifest} by hand: see README.md, "Sideloading into Office".`,
      );
  });
}

async function main(): Promise<void> {
  const emulatorConfig = configFromEnv(process.env);
  const stack = await startStack({ emulator: emulatorConfig, devServerPort: Number(process.env.DEV_SERVER_PORT || 3000) });
  mkdirSync(RUN_DIR, { recursive: true });
  writeFileSync(PID_FILE, String(process.pid));
  console.log(`
  Service emulator   ${stack.emulator.secure?.baseUrl ?? stack.emulator.baseUrl}   (API tokens: ${emulatorConfig.tokens.join(", ")})
                     ${stack.emulator.baseUrl}   (the same over plain HTTP, for curl)
  Add-in             ${stack.addinUrl}/taskpane.html
  Microsoft 365      ${stack.m365.authority} (emulated; signed in as alex@contoso.test)
  Browser preview    ${stack.previewUrl}   <- open this to try the add-in without Office
                     (self-signed certificate: accept the browser's warning once)
                     ${stack.previewUrl}?host=outlook   (Outlook: a mailbox beside the pane)
  Stop with Ctrl+C or \`npm stop\`.
`);
  if ((process.platform === "win32" || process.platform === "darwin") && !process.env.NO_SIDELOAD && !process.env.CI) sideload();
  const shutdown = (): void => {
    rmSync(PID_FILE, { force: true });
    void stack.close().finally(() => process.exit(0));
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  const e = error as { code?: string; message?: string };
  if (e.code === "EADDRINUSE")
    console.error(
      `A port is already in use (${e.message}). Is \`npm start\` already running? Stop it with \`npm stop\`, or set EMULATOR_PORT / EMULATOR_HTTPS_PORT / DEV_SERVER_PORT.`,
    );
  else console.error(error);
  process.exit(1);
});
