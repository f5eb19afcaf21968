// The build parses each catalog's ICU messages (so the browser ships no parser): what it emits is exactly
// what intl-messageformat would have parsed, and a broken message fails the build naming its key.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { workspace } from "../../../src/i18n/catalogs/de/workspace";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require("../../../scripts/webpack/precompile-messages-loader.js") as (this: unknown, source: string) => void;

function precompile(source: string, resourcePath = "/repo/src/i18n/catalogs/de/workspace.ts"): Promise<string> {
  return new Promise((resolve, reject) => {
    loader.call({ resourcePath, async: () => (error: Error | null, out?: string) => (error ? reject(error) : resolve(out ?? "")) }, source);
  });
}

function evaluate(moduleText: string): Record<string, Record<string, unknown>> {
  const exported: Record<string, Record<string, unknown>> = {};
  new Function("exports", moduleText.replace(/^export const (\w+) =/gm, "exports.$1 ="))(exported);
  return exported;
}

test("a catalog area file becomes its messages' syntax trees, formatting as the text would", async () => {
  const file = join(__dirname, "../../../src/i18n/catalogs/de/workspace.ts");
  const built = evaluate(await precompile(readFileSync(file, "utf8"))).workspace ?? {};
  expect(Object.keys(built)).toEqual(Object.keys(workspace));
  for (const [key, message] of Object.entries(workspace)) expect({ key, ast: built[key] }).toEqual({ key, ast: parse(message) });
  const key = "workspace.sourcePicker.readyToSend";
  const fromTree = new IntlMessageFormat(built[key] as ReturnType<typeof parse>, "de").format({ count: 3 });
  expect(fromTree).toBe(new IntlMessageFormat(workspace[key], "de").format({ count: 3 }));
});

test("a message that is not valid ICU fails the build, naming its key", async () => {
  const source = 'export const broken = { "broken.one": "Fine", "broken.two": "{count, plural, one {# file}" } as const;';
  await expect(precompile(source)).rejects.toThrow(/broken\.two is not valid ICU MessageFormat/);
});
