// Offline manifest validation (Microsoft's online validator cannot be reached here; see ../shared/TOOLING.md).
//   1. XML schema check of the add-in-only manifest with xmllint and Microsoft's published XSDs.
//   2. The unified JSON manifest made from it exactly as `npm run build` makes it (scripts/jsonManifest.ts),
//      validated against the schema shipped inside office-addin-manifest (no network), and its language
//      files checked (every language has every string, short descriptions within 80 characters).
//   3. Given a .json file instead (an organisation's policy.json): the policy check (scripts/validatePolicy.ts).
// Usage: npm run validate [-- path/to/manifest.xml | path/to/policy.json]   (default: ./manifest.xml).
// Exits non-zero on any error.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { validateManifest } from "office-addin-manifest";
import { JSON_MANIFEST_VERSION, makeJsonManifest } from "./jsonManifest";
import { validatePolicyFile } from "./validatePolicy";

function findSchemaDir(): string {
  for (const dir of [resolve("../shared/manifest-schemas"), resolve("schemas/manifest")]) {
    if (existsSync(join(dir, "OfficeAppManifestV1_1.xsd"))) return dir;
  }
  throw new Error("Cannot find OfficeAppManifestV1_1.xsd (expected in ../shared/manifest-schemas).");
}

function checkXmlSchema(manifestPath: string): void {
  const xsd = join(findSchemaDir(), "OfficeAppManifestV1_1.xsd");
  try {
    execFileSync("xmllint", ["--noout", "--schema", xsd, manifestPath], { stdio: "pipe" });
  } catch (error: unknown) {
    const e = error as { code?: string; stderr?: Buffer };
    if (e.code === "ENOENT") throw new Error("xmllint is not installed (Debian: apt-get install libxml2-utils).");
    throw new Error(`XML schema check failed:\n${e.stderr?.toString() ?? String(error)}`);
  }
  console.log(`ok  XML schema (OfficeAppManifestV1_1.xsd): ${manifestPath}`);
}

type Json = Record<string, unknown>;

function checkLanguageFiles(dir: string, manifest: Json): number {
  const languages = (manifest.localizationInfo as { additionalLanguages?: Array<{ file: string }> } | undefined)?.additionalLanguages ?? [];
  const problems: string[] = [];
  let keys: string[] | null = null;
  for (const { file } of languages) {
    const strings = JSON.parse(readFileSync(join(dir, file), "utf8")) as Json;
    const own = Object.keys(strings)
      .filter((k) => k !== "$schema")
      .sort();
    keys ??= own;
    if (own.join() !== keys.join()) problems.push(`${file} does not have the same strings as the other languages`);
    for (const [key, value] of Object.entries(strings))
      if (typeof value === "string" && value.includes("<TRUNCATED>")) problems.push(`${file}: ${key} was cut by the converter`);
    const short = strings["description.short"];
    if (typeof short !== "string" || short.length > 80) problems.push(`${file}: description.short is missing or over 80 characters`);
  }
  if (problems.length > 0) throw new Error(`JSON manifest language files:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  return languages.length;
}

async function checkJsonManifest(manifestPath: string): Promise<void> {
  const out = makeJsonManifest(manifestPath);
  try {
    const jsonPath = join(out, "manifest.json");
    const manifest = JSON.parse(readFileSync(jsonPath, "utf8")) as Json;
    if (JSON.stringify(manifest).includes("<TRUNCATED>")) throw new Error("JSON manifest: a string was cut by the converter.");
    const result = await validateManifest(jsonPath);
    const errors = result.report?.errors ?? [];
    if (!result.isValid || errors.length > 0) {
      const lines = errors.map((issue) => `  - ${issue.content ?? issue.title ?? "unknown error"}`);
      throw new Error(`JSON manifest check failed:\n${lines.join("\n")}`);
    }
    const languages = checkLanguageFiles(out, manifest);
    console.log(`ok  unified JSON manifest (schema v${JSON_MANIFEST_VERSION}) and ${languages} language files, made from ${manifestPath}`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const given = process.argv[2];
  if (given?.toLowerCase().endsWith(".json")) {
    if (!validatePolicyFile(resolve(given))) process.exit(1);
    return;
  }
  const manifestPath = resolve(given ?? "manifest.xml");
  checkXmlSchema(manifestPath);
  await checkJsonManifest(manifestPath);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
