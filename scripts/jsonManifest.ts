// The unified JSON manifest (Microsoft 365 apps) for Word, Excel and Outlook in one add-in, made from the two
// XML manifests (manifest.xml for Word and Excel, manifest.outlook.xml for Outlook) by Microsoft's converter,
// merged into one extension (scripts/manifestMerge.ts), then completed: the converter writes manifestVersion
// 1.17, whose reader rejects the `extensions` array every Office add-in has (1.24 is the oldest schema that
// accepts it), and it cuts each short description at 80 characters with a "<TRUNCATED>" mark, so each
// language gets a short description of its own here. Used by `npm run build` (the app package) and
// `npm run validate` (the same files, checked).
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { mergeManifests, type Converted } from "./manifestMerge";

export const JSON_MANIFEST_VERSION = "1.24";

/** At most 80 characters each; keys are the converter's language tags. */
const SHORT_DESCRIPTIONS: Readonly<Record<string, string>> = {
  "en-us": "Scans and photos into text, tables and fields in Word, Excel and Outlook.",
  "de-de": "Scans und Fotos als Text, Tabellen und Felder in Word, Excel und Outlook.",
  "fr-fr": "Numérisations et photos en texte, tableaux et champs : Word, Excel, Outlook.",
  "es-es": "Escaneos y fotos convertidos en texto, tablas y campos en Word, Excel y Outlook.",
  "ar-sa": "المستندات الممسوحة والصور إلى نص وجداول وحقول في Word وExcel وOutlook.",
};

/** The package's icons: a 192 px colour icon and a 32 px white-on-transparent outline (drawn by make-icons.ts). */
const ICONS = { color: "icon-192.png", outline: "outline-32.png" } as const;

type Json = Record<string, unknown>;

function shortDescription(tag: string): string {
  const text = SHORT_DESCRIPTIONS[tag];
  if (text === undefined) throw new Error(`No short description for "${tag}": add one to SHORT_DESCRIPTIONS in scripts/jsonManifest.ts.`);
  return text;
}

/** One XML manifest through Microsoft's converter: the manifest and its language files. */
function convert(xmlPath: string): Converted {
  const out = mkdtempSync(join(tmpdir(), "manifest-convert-"));
  try {
    const converter = require.resolve("office-addin-manifest-converter/lib/cli.js");
    execFileSync(process.execPath, [converter, "convert", xmlPath, "--output", out], { stdio: "pipe" });
    const manifest = JSON.parse(readFileSync(join(out, "manifest.json"), "utf8")) as Json;
    const strings: Record<string, Json> = {};
    for (const file of readdirSync(out).filter((f) => f !== "manifest.json" && f.endsWith(".json")))
      strings[file.replace(/\.json$/, "")] = JSON.parse(readFileSync(join(out, file), "utf8")) as Json;
    return { manifest, strings };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** manifest.outlook.xml beside a Word and Excel manifest (the build writes both into dist/). */
export function outlookManifestBeside(xmlPath: string): string {
  return join(resolve(xmlPath, ".."), "manifest.outlook.xml");
}

/**
 * Converts `xmlPath` (Word and Excel) and `mailXmlPath` (Outlook), merges them, and writes manifest.json, one
 * localization file per language and the two icons into a new folder, whose path is returned.
 */
export function makeJsonManifest(xmlPath: string, mailXmlPath = outlookManifestBeside(xmlPath), assetsDir = resolve("assets")): string {
  const { manifest, strings } = mergeManifests(convert(xmlPath), convert(mailXmlPath));
  const out = mkdtempSync(join(tmpdir(), "manifest-json-"));
  manifest.manifestVersion = JSON_MANIFEST_VERSION;
  manifest.$schema = `https://developer.microsoft.com/json-schemas/teams/v${JSON_MANIFEST_VERSION}/MicrosoftTeams.schema.json`;
  const localization = manifest.localizationInfo as { defaultLanguageTag: string } | undefined;
  const description = manifest.description as Json;
  description.short = shortDescription(localization?.defaultLanguageTag ?? "en-us");
  manifest.icons = { color: ICONS.color, outline: ICONS.outline };
  writeFileSync(join(out, "manifest.json"), JSON.stringify(manifest, null, 2));

  for (const [language, own] of Object.entries(strings)) {
    const file = {
      ...own,
      $schema: `https://developer.microsoft.com/json-schemas/teams/v${JSON_MANIFEST_VERSION}/MicrosoftTeams.Localization.schema.json`,
      "description.short": shortDescription(language),
    };
    writeFileSync(join(out, `${language}.json`), JSON.stringify(file, null, 2));
  }
  for (const icon of Object.values(ICONS)) copyFileSync(join(assetsDir, icon), join(out, icon));
  return out;
}

/** Every file of a made manifest folder, with its contents, for checks and the package. */
export function manifestFiles(dir: string): Array<{ name: string; data: Buffer }> {
  return readdirSync(dir).map((name) => ({ name, data: readFileSync(join(dir, name)) }));
}
