// The part of policy reading that is loaded as its own chunk, after the first screen's script: the schema's
// validator (generated from docs/policy.schema.json at build time) and the reading itself.
import { readPolicy } from "./readPolicy";
import { validatePolicySchema } from "./schemaValidator";
import type { PolicyReading } from "./types";

/** The file's text read; null when it is not JSON, or not a JSON object. */
export function readPolicyText(text: string): PolicyReading | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  return readPolicy(parsed, validatePolicySchema);
}
