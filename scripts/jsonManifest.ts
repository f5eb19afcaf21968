// The unified JSON manifest (Microsoft 365 apps), made from the XML one by Microsoft's converter, then
// completed: the converter writes manifestVersion 1.17, whose reader rejects the `extensions` array every
// Office add-in has (1.24 is the oldest schema that accepts it), and it cuts each short description at 80
// characters with a "<TRUNCATED>" mark, so each language gets a short description of its own here.
// Used by `npm run build` (the app package) and `npm run validate` (the same files, checked).
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const JSON_MANIFEST_VERSION = "1.24";

/** At most 80 characters each; keys are the converter's language tags. */
const SHORT_DESCRIPTIONS: Readonly<Record<string, string>> = {
  "en-us": "Scans and photos into text, tables and fields in Word and Excel.",
  "de-de": "Scans und Fotos als Text, Tabellen und Felder in Word und Excel.",
  "fr-fr": "Numérisations et photos en texte, tableaux et champs dans Word et Excel.",
  "es-es": "Escaneos y fotos convertidos en texto, tablas y campos en Word y Excel.",
  "ar-sa": "المستندات الممسوحة والصور إلى نص وجداول وحقول في Word وExcel.",
};

/** The package's icons: a 192 px colour icon and a 32 px white-on-transparent outline (drawn by make-icons.ts). */
const ICONS = { color: "icon-192.png", outline: "outline-32.png" } as const;

type Json = Record<string, unknown>;

function shortDescription(tag: string): string {
  const text = SHORT_DESCRIPTIONS[tag];
  if (text === undefined) throw new Error(`No short description for "${tag}": add one to SHORT_DESCRIPTIONS in scripts/jsonManifest.ts.`);
  return text;
}

/**
 * Converts `xmlPath` and writes manifest.json, one localization file per language and the two icons into a
 * new folder, whose path is returned.
 */
export function makeJsonManifest(xmlPath: string, assetsDir = resolve("assets")): string {
  const out = mkdtempSync(join(tmpdir(), "manifest-json-"));
  const converter = require.resolve("office-addin-manifest-converter/lib/cli.js");
  execFileSync(process.execPath, [converter, "convert", xmlPath, "--output", out], { stdio: "pipe" });

  const manifestPath = join(out, "manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Json;
  manifest.manifestVersion = JSON_MANIFEST_VERSION;
  manifest.$schema = `https://developer.microsoft.com/json-schemas/teams/v${JSON_MANIFEST_VERSION}/MicrosoftTeams.schema.json`;
  const localization = manifest.localizationInfo as { defaultLanguageTag: string } | undefined;
  const description = manifest.description as Json;
  description.short = shortDescription(localization?.defaultLanguageTag ?? "en-us");
  manifest.icons = { color: ICONS.color, outline: ICONS.outline };
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));

  for (const file of readdirSync(out).filter((f) => f !== "manifest.json" && f.endsWith(".json"))) {
    const path = join(out, file);
    const strings = JSON.parse(readFileSync(path, "utf8")) as Json;
    strings.$schema = `https://developer.microsoft.com/json-schemas/teams/v${JSON_MANIFEST_VERSION}/MicrosoftTeams.Localization.schema.json`;
    strings["description.short"] = shortDescription(file.replace(/\.json$/, ""));
    writeFileSync(path, JSON.stringify(strings, null, 2));
  }
  for (const icon of Object.values(ICONS)) copyFileSync(join(assetsDir, icon), join(out, icon));
  return out;
}

/** Every file of a made manifest folder, with its contents, for checks and the package. */
export function manifestFiles(dir: string): Array<{ name: string; data: Buffer }> {
  return readdirSync(dir).map((name) => ({ name, data: readFileSync(join(dir, name)) }));
}
