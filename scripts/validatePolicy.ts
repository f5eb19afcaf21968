// `npm run validate -- policy.json`: checks an organisation policy before an administrator publishes it, with
// the schema the add-in uses (docs/policy.schema.json, through ajv) and the add-in's own reading of it, so the
// report says exactly what the task pane would apply. Unknown keys fail the check too: the pane ignores them,
// so a misspelt key would silently not apply.
import { readFileSync } from "node:fs";
import englishCore from "../src/i18n/catalogs/en/core";
import englishViews from "../src/i18n/catalogs/en/views";
import { installMessages } from "../src/i18n/messages";
import { rejectionText, settingLines } from "../src/work/policy/describe";
import { readPolicy } from "../src/work/policy/readPolicy";
import { validatePolicySchema } from "../src/work/policy/schemaValidator";
import { POLICY_KEYS, type PolicyReading } from "../src/work/policy/types";

/** A known key that an unknown one probably meant ("topup" -> "topUp"), or null. */
function meant(unknown: string): string | null {
  const squash = (key: string): string => key.toLowerCase().replace(/[^a-z0-9]/g, "");
  return POLICY_KEYS.find((key) => squash(key) === squash(unknown)) ?? null;
}

/** The report's lines and whether the file passes. */
export function policyReport(text: string): { ok: boolean; lines: string[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error: unknown) {
    const why = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      lines: [
        `error  not JSON (${why}): the add-in would keep its last good copy, or without one apply every setting at its most restrictive`,
      ],
    };
  }
  const reading: PolicyReading | null = readPolicy(parsed, validatePolicySchema);
  if (reading === null)
    return { ok: false, lines: ['error  a policy file is one JSON object: { "setting": { "value": …, "locked": … }, … }'] };
  const lines: string[] = [];
  for (const rejected of reading.rejected) lines.push(`error  ${rejected.key}: ${rejectionText(rejected)}`);
  for (const key of reading.ignored) {
    const guess = meant(key);
    lines.push(`error  "${key}" is not a setting; the add-in would ignore it.${guess ? ` Did you mean "${guess}"?` : ""}`);
  }
  for (const line of settingLines(reading.settings, POLICY_KEYS))
    lines.push(`ok     ${line.key}: ${line.value} (${line.locked ? "locked" : "default, users may change it"})`);
  if (reading.settings.help) lines.push("ok     help: shown in Settings and after every message that sends users to support");
  return { ok: reading.rejected.length === 0 && reading.ignored.length === 0, lines };
}

export function validatePolicyFile(path: string): boolean {
  installMessages({ language: "en", locale: "en", dir: "ltr" }, { ...englishCore, ...englishViews });
  const { ok, lines } = policyReport(readFileSync(path, "utf8"));
  for (const line of lines) console.log(line);
  console.log(ok ? `ok  policy ${path} is valid` : `The policy ${path} has problems (above): correct them before publishing it.`);
  return ok;
}
