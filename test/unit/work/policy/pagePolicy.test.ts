// The page's policy handle: one per policy.json address, and, where the policy's own code cannot load, every
// setting at its most restrictive (nothing can be checked), with nobody left waiting for an answer.
import type { PolicyState } from "../../../../src/work/policy/pagePolicy";

afterEach(() => jest.resetModules());

test("one handle per page's policy.json, whatever the page's query", async () => {
  jest.doMock("../../../../src/work/policy/policySource", () => ({ loadPolicy: () => new Promise(() => undefined) }));
  const { pagePolicy } = await import("../../../../src/work/policy/pagePolicy");
  const first = pagePolicy("https://addins.contoso.test/transcribe/taskpane.html?lang=de", null);
  expect(pagePolicy("https://addins.contoso.test/transcribe/signin-start.html", null)).toBe(first);
  expect(pagePolicy("https://other.contoso.test/taskpane.html", null)).not.toBe(first);
});

test("where the policy's code cannot load: settled, every key at its most restrictive, and said so", async () => {
  jest.doMock("../../../../src/work/policy/policySource", () => {
    throw new Error("ChunkLoadError: Loading chunk policy failed.");
  });
  const { pagePolicy } = await import("../../../../src/work/policy/pagePolicy");
  const state: PolicyState = await pagePolicy("https://addins.contoso.test/taskpane.html", null).ready();
  expect(state).toMatchObject({
    settled: true,
    origin: "restrictive",
    problem: "unchecked",
    settings: { signInMethods: { value: ["oauth"] }, topUp: { value: false } },
  });
});
