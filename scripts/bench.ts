// `npm run bench`: runs every benchmark in scripts/bench/ (or only those named: npm run bench -- office),
// one after another so they do not compete for the machine's cores. Each prints its own figures.
import { readdirSync } from "node:fs";
import { basename, join } from "node:path";
import englishCore from "../src/i18n/catalogs/en/core";
import englishViews from "../src/i18n/catalogs/en/views";
import { installMessages } from "../src/i18n/messages";

interface Benchmark {
  run(): Promise<void>;
}

async function main(): Promise<void> {
  // The pane's words, as a signed-in English pane has them: headings and sheet names the writers send are
  // real text, so request sizes are what a user's are.
  installMessages({ language: "en", locale: "en", dir: "ltr" }, { ...englishCore, ...englishViews });
  const wanted = process.argv.slice(2);
  const dir = join(__dirname, "bench");
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".ts"))
    .sort();
  const chosen = files.filter((f) => wanted.length === 0 || wanted.includes(basename(f, ".ts")));
  if (chosen.length === 0)
    throw new Error(`No benchmark matches ${wanted.join(", ")}; available: ${files.map((f) => basename(f, ".ts")).join(", ")}`);
  for (const file of chosen) {
    console.log(`== ${basename(file, ".ts")}`);
    const bench = (await import(join(dir, file))) as Benchmark;
    await bench.run();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
