// webpack loader for src/work/policy/schemaValidator.ts: replaces it with ajv's standalone validation code for
// docs/policy.schema.json, generated here at build time with the options the module itself uses
// (src/work/policy/ajvOptions.json). The task pane then validates policy.json with about 3 KiB of generated
// code (gzipped) instead of ajv's compiler (about 35 KiB), and compiles nothing while starting. The schema's
// descriptions are for people: they are left out of the generated code.
const Ajv = require("ajv").default;
const standaloneCode = require("ajv/dist/standalone").default;

const PROSE = new Set(["description", "title", "$comment"]);

/** The schema without its prose (only in schema positions: `properties` names settings, which are kept). */
function withoutProse(schema, inProperties = false) {
  if (Array.isArray(schema)) return schema.map((s) => withoutProse(s));
  if (schema === null || typeof schema !== "object") return schema;
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!inProperties && PROSE.has(key)) continue;
    out[key] = withoutProse(value, !inProperties && (key === "properties" || key === "definitions"));
  }
  return out;
}

/** The module's source: `validatePolicySchema(data)` returning ajv's errors ([] when valid). */
function policyValidatorSource(schema, options) {
  const ajv = new Ajv({ ...options, code: { source: true, esm: true } });
  ajv.addSchema(withoutProse(schema));
  return [
    standaloneCode(ajv, { validateRaw: schema.$id }),
    "export const validatePolicySchema = (data) => (validateRaw(data) ? [] : validateRaw.errors || []);",
  ].join("\n");
}

module.exports = function policyValidatorLoader() {
  const schemaPath = require.resolve("../../docs/policy.schema.json");
  const optionsPath = require.resolve("../../src/work/policy/ajvOptions.json");
  this.addDependency(schemaPath);
  this.addDependency(optionsPath);
  const read = (path) => JSON.parse(require("node:fs").readFileSync(path, "utf8"));
  return policyValidatorSource(read(schemaPath), read(optionsPath));
};
module.exports.policyValidatorSource = policyValidatorSource;
