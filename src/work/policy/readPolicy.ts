// Reading a policy file: validated against docs/policy.schema.json (the single source of truth, through the
// validator given), each known key taken as written when valid and at its most restrictive when not, unknown
// keys ignored and listed. Pure: no storage, no network, no React.
import { MOST_RESTRICTIVE } from "./restrictive";
import {
  POLICY_KEYS,
  type PolicyKey,
  type PolicyProblem,
  type PolicyReading,
  type PolicySettings,
  type RejectedKey,
  type SchemaError,
  type SchemaValidate,
} from "./types";

const KNOWN: ReadonlySet<string> = new Set<string>(POLICY_KEYS);
/** Keys an editor adds: not settings, not reported. */
const EDITOR_KEYS: ReadonlySet<string> = new Set(["$schema"]);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** "/value/1/url" -> "value[1].url" (inside the key). */
function where(pointer: string): string {
  return pointer
    .split("/")
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path === "" ? part : `${path}.${part}`), "");
}

function plainParams(params: Readonly<Record<string, unknown>>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === "string" || typeof value === "number") out[name] = value;
    else if (Array.isArray(value)) out[name] = value.map(String).join(", ");
    else if (typeof value === "boolean") out[name] = String(value);
  }
  return out;
}

/**
 * The problems worth saying for one key. A failed oneOf (a value of two accepted forms) is said once, in its
 * own words, not as each form's complaint (those are at or under its place in the file).
 */
function problemsOf(errors: readonly SchemaError[], keyPointer: string): PolicyProblem[] {
  const oneOfAt = errors.filter((e) => e.keyword === "oneOf").map((e) => e.instancePath);
  const inside = (path: string): boolean => oneOfAt.some((at) => path === at || path.startsWith(`${at}/`));
  const said = new Set<string>();
  const problems: PolicyProblem[] = [];
  for (const error of errors) {
    if (error.keyword !== "oneOf" && inside(error.instancePath)) continue;
    const problem = {
      where: where(error.instancePath.slice(keyPointer.length)),
      keyword: error.keyword,
      params: plainParams(error.params),
    };
    const id = JSON.stringify(problem);
    if (said.has(id)) continue;
    said.add(id);
    problems.push(problem);
  }
  return problems;
}

function keyOf(error: SchemaError): string | null {
  const first = error.instancePath.split("/")[1];
  return first === undefined ? null : first.replace(/~1/g, "/").replace(/~0/g, "~");
}

/** The cross-key rule the schema cannot state: the default auto-deletion is not longer than the longest allowed. */
function capDeleteAfter(settings: Record<string, unknown>, rejected: RejectedKey[]): void {
  const typed = settings as PolicySettings;
  const max = typed.deleteAfterMax?.value;
  const chosen = typed.deleteAfter;
  if (max === undefined || chosen === undefined) return;
  if (chosen.value !== null && chosen.value <= max) return;
  settings.deleteAfter = { value: max, locked: chosen.locked };
  rejected.push({ key: "deleteAfter", restrictive: false, problems: [{ where: "value", keyword: "aboveMax", params: { limit: max } }] });
}

/**
 * Reads a parsed policy file. Returns null when it is not a JSON object at all (then nothing in it can be
 * trusted: the caller decides between the last good copy and the most restrictive policy).
 */
export function readPolicy(file: unknown, validate: SchemaValidate): PolicyReading | null {
  if (!isObject(file)) return null;
  const errors = validate(file);
  const byKey = new Map<string, SchemaError[]>();
  for (const error of errors) {
    const key = keyOf(error);
    if (key !== null) byKey.set(key, [...(byKey.get(key) ?? []), error]);
  }
  const settings: Record<string, unknown> = {};
  const rejected: RejectedKey[] = [];
  const ignored: string[] = [];
  for (const [key, value] of Object.entries(file)) {
    if (EDITOR_KEYS.has(key)) continue;
    if (!KNOWN.has(key)) {
      ignored.push(key);
      continue;
    }
    const policyKey = key as PolicyKey;
    const keyErrors = byKey.get(key);
    if (keyErrors === undefined) {
      settings[key] = value;
      continue;
    }
    const fallback = MOST_RESTRICTIVE[policyKey];
    if (fallback !== undefined) settings[key] = { ...fallback, fallback: true };
    rejected.push({ key: policyKey, restrictive: true, problems: problemsOf(keyErrors, `/${key}`) });
  }
  capDeleteAfter(settings, rejected);
  // Validated above: every key kept is as the schema (and so PolicySettings) describes it.
  return { settings: settings as PolicySettings, rejected, ignored };
}
