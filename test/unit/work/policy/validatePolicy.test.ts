// `npm run validate -- policy.json`: the same reading as the pane, in English sentences; unknown keys and
// invalid values fail the check, with a guess at a misspelt key. The examples in docs/deployment.md are the
// example files, and pass.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { policyReport } from "../../../../scripts/validatePolicy";

const ROOT = join(__dirname, "..", "..", "..", "..");
const EXAMPLES = join(ROOT, "docs", "policy-examples");

test.each(readdirSync(EXAMPLES))("the example %s passes and says what applies", (name) => {
  const report = policyReport(readFileSync(join(EXAMPLES, name), "utf8"));
  expect(report.ok).toBe(true);
  expect(report.lines.every((line) => line.startsWith("ok "))).toBe(true);
});

test("a broken file fails, naming each rejected key, why, and what applies instead", () => {
  const report = policyReport(readFileSync(join(ROOT, "dev", "policies", "broken.json"), "utf8"));
  expect(report.ok).toBe(false);
  expect(report.lines).toEqual(
    expect.arrayContaining([
      "error  actions: actions.value[1] must be one of: transcribe, tables, extractor. Applied instead: transcribing the text only.",
      "error  translation: translation.value must be true or false. Applied instead: no translation.",
      "error  topUp: topUp.locked must be true: users have no control for this setting. Applied instead: credits cannot be bought in the add-in.",
      'error  keepText: keepText lacks "locked". Applied instead: every value kept as text, set by your organisation.',
      'error  "colour" is not a setting; the add-in would ignore it.',
      "ok     creditsMessage: Ask finance@contoso.com for credits (locked)",
    ]),
  );
});

test("a misspelt key is an error, with the key it probably meant", () => {
  const report = policyReport(JSON.stringify({ signinmethods: { value: ["oauth"], locked: true } }));
  expect(report).toEqual({
    ok: false,
    lines: ['error  "signinmethods" is not a setting; the add-in would ignore it. Did you mean "signInMethods"?'],
  });
});

test("what is not JSON, or not one object, fails", () => {
  expect(policyReport("{ nope").ok).toBe(false);
  expect(policyReport("[]")).toMatchObject({ ok: false });
});

test("the JSON examples in docs/deployment.md are the example files", () => {
  const doc = readFileSync(join(ROOT, "docs", "deployment.md"), "utf8");
  const blocks = [...doc.matchAll(/<!-- policy-example: ([a-z-]+) -->\s*```json\n([\s\S]*?)```/g)].map(([, name, json]) => [
    name,
    JSON.parse(json ?? ""),
  ]);
  expect(blocks.map(([name]) => `${String(name)}.json`).sort()).toEqual(readdirSync(EXAMPLES).sort());
  for (const [name, json] of blocks) expect(json).toEqual(JSON.parse(readFileSync(join(EXAMPLES, `${String(name)}.json`), "utf8")));
});

test("the schema in docs/deployment.md is docs/policy.schema.json", () => {
  const doc = readFileSync(join(ROOT, "docs", "deployment.md"), "utf8");
  const shown = /<!-- policy-schema -->\s*```json\n([\s\S]*?)```/.exec(doc)?.[1] ?? "";
  expect(JSON.parse(shown)).toEqual(JSON.parse(readFileSync(join(ROOT, "docs", "policy.schema.json"), "utf8")));
});
