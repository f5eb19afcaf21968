// Offline manifest validation (Microsoft's online validator cannot be reached here; see ../shared/TOOLING.md).
//   1. XML schema check of the add-in-only manifests with xmllint and Microsoft's published XSDs: manifest.xml
//      (Word and Excel) and manifest.outlook.xml (Outlook), the latter with the one element the 2019 XSDs predate
//      (SupportsPinning, see mailSchemaDir below).
//   2. The unified JSON manifest made from both exactly as `npm run build` makes it (scripts/jsonManifest.ts),
//      validated against the schema shipped inside office-addin-manifest (no network); no requirement asking
//      Outlook's Mailbox together with Word or Excel (installable nowhere); a button in each application; and
//      its language files checked (every language has every string, short descriptions within 80 characters).
//   3. Given a .json file instead (an organisation's policy.json): the policy check (scripts/validatePolicy.ts).
// Usage: npm run validate [-- path/to/manifest.xml [path/to/manifest.outlook.xml] | path/to/policy.json]
//   (default: ./manifest.xml and the manifest.outlook.xml beside it).
// Exits non-zero on any error.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { validateManifest } from "office-addin-manifest";
import { JSON_MANIFEST_VERSION, makeJsonManifest, outlookManifestBeside } from "./jsonManifest";
import { impossibleRequirements } from "./manifestMerge";
import { validatePolicyFile } from "./validatePolicy";

function findSchemaDir(): string {
  for (const dir of [resolve("../shared/manifest-schemas"), resolve("schemas/manifest")]) {
    if (existsSync(join(dir, "OfficeAppManifestV1_1.xsd"))) return dir;
  }
  throw new Error("Cannot find OfficeAppManifestV1_1.xsd (expected in ../shared/manifest-schemas).");
}

/**
 * The XSDs with Outlook's pinnable task pane: the published MailAppVersionOverridesV1_1.xsd (2019) predates
 * ShowTaskpane's optional SupportsPinning, SupportsNoItemContext and SupportsMultiSelect, which Microsoft's
 * current schema ([MS-OWEMXML], ShowTaskpane in mailappversionoverrides/1.1) has after SourceLocation. A copy
 * with exactly that sequence, in a folder of its own; nothing else changes.
 */
function mailSchemaDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "manifest-xsd-"));
  cpSync(findSchemaDir(), dir, { recursive: true });
  const file = join(dir, "MailAppVersionOverridesV1_1.xsd");
  const source = readFileSync(file, "utf8");
  const sourceLocation = '<xs:element name="SourceLocation" type="bt:URLResourceReference" minOccurs="1" maxOccurs="1" />';
  const at = source.indexOf(sourceLocation, source.indexOf('<xs:complexType name="ShowTaskpane">'));
  if (at < 0) throw new Error("MailAppVersionOverridesV1_1.xsd: ShowTaskpane's SourceLocation was not found.");
  const added = ["SupportsPinning", "SupportsNoItemContext", "SupportsMultiSelect"]
    .map((name) => `<xs:element name="${name}" type="xs:boolean" minOccurs="0" maxOccurs="1" />`)
    .join("");
  const end = at + sourceLocation.length;
  writeFileSync(file, `${source.slice(0, end)}${added}${source.slice(end)}`);
  return dir;
}

const isMailManifest = (path: string): boolean => /xsi:type="MailApp"/.test(readFileSync(path, "utf8"));

function checkXmlSchema(manifestPath: string): void {
  const mail = isMailManifest(manifestPath);
  const dir = mail ? mailSchemaDir() : findSchemaDir();
  const xsd = join(dir, "OfficeAppManifestV1_1.xsd");
  try {
    execFileSync("xmllint", ["--noout", "--schema", xsd, manifestPath], { stdio: "pipe" });
  } catch (error: unknown) {
    const e = error as { code?: string; stderr?: Buffer };
    if (e.code === "ENOENT") throw new Error("xmllint is not installed (Debian: apt-get install libxml2-utils).");
    throw new Error(`XML schema check failed:\n${e.stderr?.toString() ?? String(error)}`);
  } finally {
    if (mail) rmSync(dir, { recursive: true, force: true });
  }
  console.log(`ok  XML schema (OfficeAppManifestV1_1.xsd${mail ? ", with SupportsPinning" : ""}): ${manifestPath}`);
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

/** Word, Excel and Outlook each get a button (a ribbon whose requirements name their scope). */
function checkEveryHost(manifest: Json): void {
  const extension = (manifest.extensions as Json[] | undefined)?.[0] ?? {};
  const ribbons = (extension.ribbons as Array<{ requirements?: { scopes?: string[] } }> | undefined) ?? [];
  const covered = new Set(ribbons.flatMap((r) => r.requirements?.scopes ?? []));
  const missing = ["document", "workbook", "mail"].filter((scope) => !covered.has(scope));
  if (missing.length > 0) throw new Error(`JSON manifest: no button for ${missing.join(", ")}.`);
  const impossible = impossibleRequirements(manifest);
  if (impossible.length > 0)
    throw new Error(
      `JSON manifest: Outlook's Mailbox asked together with Word or Excel (installable nowhere) in ${impossible.join(", ")}.`,
    );
}

async function checkJsonManifest(manifestPath: string, mailPath: string): Promise<void> {
  const out = makeJsonManifest(manifestPath, mailPath);
  try {
    const jsonPath = join(out, "manifest.json");
    const manifest = JSON.parse(readFileSync(jsonPath, "utf8")) as Json;
    if (JSON.stringify(manifest).includes("<TRUNCATED>")) throw new Error("JSON manifest: a string was cut by the converter.");
    checkEveryHost(manifest);
    const result = await validateManifest(jsonPath);
    const errors = result.report?.errors ?? [];
    if (!result.isValid || errors.length > 0) {
      const lines = errors.map((issue) => `  - ${issue.content ?? issue.title ?? "unknown error"}`);
      throw new Error(`JSON manifest check failed:\n${lines.join("\n")}`);
    }
    const languages = checkLanguageFiles(out, manifest);
    console.log(
      `ok  unified JSON manifest for Word, Excel and Outlook (schema v${JSON_MANIFEST_VERSION}) and ${languages} language files, made from ${manifestPath} and ${mailPath}`,
    );
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
  const mailPath = resolve(process.argv[3] ?? outlookManifestBeside(manifestPath));
  checkXmlSchema(manifestPath);
  if (isMailManifest(manifestPath)) return;
  checkXmlSchema(mailPath);
  await checkJsonManifest(manifestPath, mailPath);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
