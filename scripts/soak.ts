// `npm run soak`: Word and Excel together on one account, under faults, for several seeds (issue 20). Starts
// the emulator and the development server on free ports of 127.0.0.1/localhost (as the end-to-end tests do),
// drives two pages of one headless Chromium context with a seeded random user script each (scripts/soak/),
// and prints one line per seed and a total:
//   soak: seeds S, files F, duplicates 0, lost 0, stuck 0, own 429s 0, sign-ins lost 0, page errors 0
// Options: --seeds 1,2,3,4,5 (default), --seconds 60 (each seed's user scripts; settling after is bounded
// too). SOAK_VERBOSE=1 also notes the actions a pane was not in a state for. Exits 1 when a count is not 0.
// Not part of `npm test`: it takes minutes (about 2.5 per seed, plus the first build).
import { chromium } from "playwright-core";
import { startStack } from "../dev/stack";
import type { SeedCounts } from "./soak/ledger";
import { soakSeed } from "./soak/run";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../dev/headlessChromium";

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function line(seeds: string, c: SeedCounts): string {
  return (
    `soak: seeds ${seeds}, files ${c.files}, duplicates ${c.duplicates}, lost ${c.lost}, stuck ${c.stuck}, ` +
    `own 429s ${c.own429s}, sign-ins lost ${c.signInsLost}, page errors ${c.pageErrors}`
  );
}

async function main(): Promise<number> {
  const seeds = (option("seeds") ?? "1,2,3,4,5").split(",").map((s) => Number(s.trim()));
  if (seeds.some((s) => !Number.isInteger(s) || s < 1)) throw new Error("--seeds takes whole numbers from 1, e.g. --seeds 1,2,3");
  const seconds = Number(option("seconds") ?? 60);
  if (!(seconds > 0)) throw new Error("--seconds takes a positive number");
  const stack = await startStack({ devServerPort: 0, quiet: true, liveReload: false, emulator: { port: 0, processingMs: 800 } });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS], headless: true });
  const total: SeedCounts = { files: 0, duplicates: 0, lost: 0, stuck: 0, own429s: 0, signInsLost: 0, pageErrors: 0 };
  try {
    for (const seed of seeds) {
      const { counts, notes } = await soakSeed(browser, seed, {
        previewUrl: stack.previewUrl,
        emulatorOrigin: stack.emulator.origin,
        seconds,
      });
      console.log(line(String(seed), counts));
      for (const note of notes) console.log(`  ${note}`);
      for (const key of Object.keys(total) as Array<keyof SeedCounts>) total[key] += counts[key];
    }
  } finally {
    await browser.close();
    await stack.close();
  }
  console.log(line(seeds.join(","), total));
  const { files, ...failures } = total;
  return files > 0 && Object.values(failures).every((n) => n === 0) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
