// `npm run check:bundle`: the production build, into a temporary folder, for its checks alone: the syntax floor
// (scripts/webpack/syntaxFloor.js fails the build when a bundle goes beyond the oldest supported browsers) and the
// message catalogs' parse. With the emulator's defaults, allowed explicitly: nothing here is deployed.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const out = mkdtempSync(join(tmpdir(), "bundle-check-"));
try {
  const result = spawnSync(
    process.execPath,
    [require.resolve("webpack-cli/bin/cli.js"), "--mode", "production", "--output-path", out, "--stats", "errors-warnings"],
    { stdio: "inherit", env: { ...process.env, ALLOW_DEV_SERVICE: "1" } },
  );
  if (result.status !== 0) process.exitCode = result.status ?? 1;
  else console.log("check:bundle: the production bundles stay within package.json's browserslist.");
} finally {
  rmSync(out, { recursive: true, force: true });
}
