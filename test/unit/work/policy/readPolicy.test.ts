// Reading a policy file against docs/policy.schema.json: valid keys as written, unknown keys ignored and
// reported, and every known key with an invalid value at its most restrictive choice, the others still
// applying. The validator shipped in the pane (ajv's standalone code, generated at build time) answers as
// ajv itself does.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import schema from "../../../../docs/policy.schema.json";
import { readPolicy } from "../../../../src/work/policy/readPolicy";
import { MOST_RESTRICTIVE, mostRestrictivePolicy } from "../../../../src/work/policy/restrictive";
import { validatePolicySchema } from "../../../../src/work/policy/schemaValidator";
import { POLICY_KEYS, type PolicyKey, type SchemaValidate } from "../../../../src/work/policy/types";

const ROOT = join(__dirname, "..", "..", "..", "..");
const EXAMPLES = join(ROOT, "docs", "policy-examples");
const read = (file: unknown) => readPolicy(file, validatePolicySchema);

/** An invalid value for each key (wrong in a different way each time). */
const INVALID: Record<PolicyKey, unknown> = {
  signInMethods: { value: [], locked: true },
  actions: { value: ["transcribe", "summarise"], locked: true },
  translation: { value: "no", locked: true },
  translationLanguages: { value: ["de", "not a code"], locked: true },
  deleteAfter: { value: 60, locked: false },
  deleteAfterMax: { value: 30 * 86_400, locked: true },
  topUp: { value: true, locked: false },
  creditsMessage: { value: "   ", locked: true },
  microsoft365Sources: { value: true },
  spendingQuestionAbove: { value: -1, locked: true },
  insertAsTheyFinish: { value: true, locked: "yes" },
  keepText: { value: false, locked: false, extra: 1 },
  help: { value: { url: "javascript:alert(1)" }, locked: true },
};

describe("readPolicy", () => {
  it("knows exactly the schema's settings", () => {
    expect(Object.keys(schema.properties).filter((k) => k !== "$schema")).toEqual(POLICY_KEYS);
  });

  it.each(readdirSync(EXAMPLES))("takes the documented example %s as written, nothing rejected or ignored", (name) => {
    const file = JSON.parse(readFileSync(join(EXAMPLES, name), "utf8")) as Record<string, unknown>;
    const reading = read(file);
    expect(reading?.rejected).toEqual([]);
    expect(reading?.ignored).toEqual([]);
    const { $schema: _schema, ...settings } = file;
    expect(reading?.settings).toEqual(settings);
  });

  it("ignores and reports unknown keys (but not $schema), and applies the rest", () => {
    const reading = read({ $schema: "x", colour: "blue", topup: { value: false, locked: true }, topUp: { value: false, locked: true } });
    expect(reading?.ignored).toEqual(["colour", "topup"]);
    expect(reading?.settings).toEqual({ topUp: { value: false, locked: true } });
  });

  it.each(POLICY_KEYS)("puts an invalid %s at its most restrictive choice, says why, and keeps the valid keys", (key) => {
    const valid = { spendingQuestionAbove: { value: 25, locked: true } };
    const file =
      key === "spendingQuestionAbove" ? { [key]: INVALID[key], topUp: { value: true, locked: true } } : { ...valid, [key]: INVALID[key] };
    const reading = read(file);
    expect(reading?.rejected.map((r) => r.key)).toEqual([key]);
    expect(reading?.rejected[0]?.restrictive).toBe(true);
    expect(reading?.rejected[0]?.problems.length).toBeGreaterThan(0);
    expect(reading?.settings[key]).toEqual(MOST_RESTRICTIVE[key] && { ...MOST_RESTRICTIVE[key], fallback: true });
    if (key === "spendingQuestionAbove") expect(reading?.settings.topUp).toEqual({ value: true, locked: true });
    else expect(reading?.settings.spendingQuestionAbove).toEqual(valid.spendingQuestionAbove);
  });

  it("never fails open: each most restrictive choice is a valid setting at the closed end", () => {
    for (const key of POLICY_KEYS) {
      const fallback = MOST_RESTRICTIVE[key];
      if (fallback === undefined) continue; // texts: not shown
      expect({ key, errors: validatePolicySchema({ [key]: fallback }) }).toEqual({ key, errors: [] });
      expect(fallback.locked).toBe(true);
    }
    expect(mostRestrictivePolicy()).toMatchObject({
      signInMethods: { value: ["oauth"] },
      actions: { value: ["transcribe"] },
      translation: { value: false },
      translationLanguages: { value: [] },
      deleteAfter: { value: 300 },
      deleteAfterMax: { value: 300 },
      topUp: { value: false },
      microsoft365Sources: { value: false },
      spendingQuestionAbove: { value: 0 },
      insertAsTheyFinish: { value: false },
      keepText: { value: true },
    });
    expect(mostRestrictivePolicy().help).toBeUndefined();
    expect(mostRestrictivePolicy().creditsMessage).toBeUndefined();
  });

  it("says where and what: a value of two accepted forms once, in its own words", () => {
    const reading = read({ deleteAfter: { value: 60, locked: false }, keepText: { value: true } });
    expect(reading?.rejected).toEqual([
      { key: "deleteAfter", restrictive: true, problems: [{ where: "value", keyword: "oneOf", params: expect.anything() }] },
      { key: "keepText", restrictive: true, problems: [{ where: "", keyword: "required", params: { missingProperty: "locked" } }] },
    ]);
  });

  it("lowers a default deletion time above the longest allowed to it, and says so", () => {
    const reading = read({ deleteAfter: { value: 7 * 86_400, locked: false }, deleteAfterMax: { value: 86_400, locked: true } });
    expect(reading?.settings.deleteAfter).toEqual({ value: 86_400, locked: false });
    expect(reading?.rejected).toEqual([
      { key: "deleteAfter", restrictive: false, problems: [{ where: "value", keyword: "aboveMax", params: { limit: 86_400 } }] },
    ]);
    // "The account's own setting" may be longer than the cap: the cap instead.
    expect(
      read({ deleteAfter: { value: null, locked: true }, deleteAfterMax: { value: 3600, locked: true } })?.settings.deleteAfter,
    ).toEqual({
      value: 3600,
      locked: true,
    });
  });

  it("reads nothing from what is not one JSON object", () => {
    for (const file of [null, [], "policy", 3]) expect(read(file)).toBeNull();
  });
});

describe("the validator the pane ships (ajv standalone code, generated at build time)", () => {
  // The webpack loader's output, run here as the bundle runs it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { policyValidatorSource } = require("../../../../scripts/webpack/policy-validator-loader.js") as {
    policyValidatorSource: (schema: unknown, options: unknown) => string;
  };
  const options = JSON.parse(readFileSync(join(ROOT, "src", "work", "policy", "ajvOptions.json"), "utf8")) as unknown;
  const source = ts.transpileModule(policyValidatorSource(schema, options), {
    compilerOptions: { module: ts.ModuleKind.CommonJS },
  }).outputText;
  const exported: { validatePolicySchema?: SchemaValidate } = {};
  new Function("exports", "require", source)(exported, require);
  const standalone = exported.validatePolicySchema as SchemaValidate;

  const samples: unknown[] = [
    ...readdirSync(EXAMPLES).map((name) => JSON.parse(readFileSync(join(EXAMPLES, name), "utf8")) as unknown),
    JSON.parse(readFileSync(join(ROOT, "dev", "policies", "broken.json"), "utf8")) as unknown,
    ...POLICY_KEYS.map((key) => ({ [key]: INVALID[key] })),
    { creditsMessage: { value: { en: "Ask finance", "not a code": "x" }, locked: true } },
  ];

  it.each(samples.map((s, i) => [i, s]))("sample %i: the same errors as ajv compiling the schema", (_i, sample) => {
    expect(standalone(sample)).toEqual(validatePolicySchema(sample));
  });

  it("carries none of the schema's prose", () => {
    expect(policyValidatorSource(schema, options)).not.toContain("Rule: ");
  });
});
