// `npm run emulator` (dev/emulator/main.ts): configured from the environment, prints where it listens and the
// knobs, serves, and closes cleanly on SIGTERM and SIGINT; a malformed variable stops it with a clear message.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";

function run(env: Record<string, string>): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [require.resolve("tsx/cli"), "dev/emulator/main.ts"], { env: { ...process.env, ...env } });
}

function output(child: ChildProcessWithoutNullStreams, until: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    const timer = setTimeout(() => reject(new Error(`timed out; output so far:\n${text}`)), 20_000);
    const onData = (chunk: Buffer): void => {
      text += chunk.toString("utf8");
      if (until.test(text)) {
        clearTimeout(timer);
        resolve(text);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
  });
}

function exit(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return new Promise((resolve) => child.on("exit", (code) => resolve(code)));
}

test.each(["SIGTERM", "SIGINT"] as const)(
  "starts on the given port, prints URL, tokens and knobs, and closes on %s",
  async (signal) => {
    const child = run({
      EMULATOR_PORT: "0",
      EMULATOR_HTTPS_PORT: "0",
      EMULATOR_TOKENS: "cli-token",
      EMULATOR_PROCESSING_MS: "500",
      EMULATOR_LATENCY_MS: "5",
    });
    const exited = exit(child);
    try {
      const text = await output(child, /faults .*\n/);
      // HTTPS for the add-in, plain HTTP for curl: the same emulator.
      expect(text).toMatch(/base URL\s+https:\/\/localhost:\d+\/v3/);
      const base = /plain HTTP\s+(http:\/\/127\.0\.0\.1:\d+\/v3)/.exec(text)?.[1];
      expect(base).toBeDefined();
      expect(text).toMatch(/tokens\s+cli-token/);
      expect(text).toMatch(/processing 500 ms, rate 2\/s/);
      expect(text).toMatch(/latency 5 ms/);
      const me = await fetch(`${base}/users/me`, { headers: { Authorization: "Bearer cli-token", Accept: "application/json" } });
      expect(me.status).toBe(200);
      child.kill(signal);
      expect(await exited).toBe(0);
    } finally {
      child.kill("SIGKILL");
    }
  },
  30_000,
);

test("a malformed variable stops it with exit code 2 and the variable's name", async () => {
  const child = run({ EMULATOR_PORT: "0", EMULATOR_HTTPS_PORT: "0", EMULATOR_FAIL_RATE: "often" });
  const exited = exit(child);
  const text = await output(child, /EMULATOR_FAIL_RATE.*\n/);
  expect(text).toContain("EMULATOR_FAIL_RATE must be a number from 0 to 1");
  expect(await exited).toBe(2);
}, 30_000);
