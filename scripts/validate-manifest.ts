// Offline manifest validation (Microsoft's online validator cannot be reached here; see ../shared/TOOLING.md).
//   1. XML schema check of the add-in-only manifest with xmllint and Microsoft's published XSDs.
//   2. Conversion to the unified JSON manifest with office-addin-manifest-converter, then validation of that
//      JSON against the schema shipped inside office-addin-manifest (no network).
// Usage: npm run validate [-- path/to/manifest.xml]   (default: ./manifest.xml). Exits non-zero on any error.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { validateManifest } from "office-addin-manifest";

// The converter writes manifestVersion 1.17, whose generated reader in @microsoft/app-manifest rejects the
// `extensions` array that every Office add-in manifest has; 1.24 is the oldest shipped schema that accepts it.
const JSON_MANIFEST_VERSION = "1.24";

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

async function checkJsonManifest(manifestPath: string): Promise<void> {
  const out = mkdtempSync(join(tmpdir(), "manifest-json-"));
  try {
    const converter = require.resolve("office-addin-manifest-converter/lib/cli.js");
    execFileSync(process.execPath, [converter, "convert", manifestPath, "--output", out], { stdio: "pipe" });
    const jsonPath = join(out, "manifest.json");
    const json = JSON.parse(readFileSync(jsonPath, "utf8")) as Record<string, unknown>;
    json.manifestVersion = JSON_MANIFEST_VERSION;
    json.$schema = `https://developer.microsoft.com/json-schemas/teams/v${JSON_MANIFEST_VERSION}/MicrosoftTeams.schema.json`;
    writeFileSync(jsonPath, JSON.stringify(json, null, 2));
    const result = await validateManifest(jsonPath);
    const errors = result.report?.errors ?? [];
    if (!result.isValid || errors.length > 0) {
      const lines = errors.map((issue) => `  - ${issue.content ?? issue.title ?? "unknown error"}`);
      throw new Error(`JSON manifest check failed:\n${lines.join("\n")}`);
    }
    console.log(`ok  unified JSON manifest (schema v${JSON_MANIFEST_VERSION}), converted from ${manifestPath}`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const manifestPath = resolve(process.argv[2] ?? "manifest.xml");
  checkXmlSchema(manifestPath);
  await checkJsonManifest(manifestPath);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
