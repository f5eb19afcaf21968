// The guides stay true: no dead relative link or anchor, no `npm run` command package.json lacks, no
// environment variable that no code reads, no folder of src/ or dev/ that ARCHITECTURE.md leaves out. First against made-up documents (so each rule is seen to fail),
// then against the repository itself.
import { join } from "node:path";
import {
  GUIDES,
  docProblems,
  headingAnchors,
  missingContents,
  repositoryWorld,
  unnamedFolders,
  type DocsWorld,
} from "../../../scripts/docsCheck";

function world(files: Record<string, string>, extra: Partial<DocsWorld> = {}): DocsWorld {
  return {
    markdown: Object.entries(files).map(([path, text]) => ({ path, text })),
    exists: (p) => p in files || p === "src/app.ts" || p === "docs",
    scripts: new Set(["test", "bench"]),
    code: "process.env.OFFICE_APP",
    folders: [],
    ...extra,
  };
}

test("anchors follow GitHub's rules: punctuation dropped, repeats numbered, code spans read as text", () => {
  const anchors = headingAnchors("# How values become numbers (and how to keep text)\n## `npm run bench`\n## Tests\n## Tests\n");
  expect([...anchors]).toEqual(["how-values-become-numbers-and-how-to-keep-text", "npm-run-bench", "tests", "tests-1"]);
});

test("a heading inside a code block is no anchor", () => {
  expect(headingAnchors("```sh\n# not a heading\n```\n# Real\n")).toEqual(new Set(["real"]));
});

test("a link to a missing file or heading is found, a good one is not", () => {
  const docs = world({
    "README.md": "[a](docs/guide.md#start) [b](docs/missing.md) [c](#nowhere) [d](#here) [e](src/app.ts) [f](https://x.org/#y)\n# Here\n",
    "docs/guide.md": "# Start\n[back](../README.md#here) [bad](../README.md#gone)\n",
  });
  expect(docProblems(docs)).toEqual([
    "README.md: link to docs/missing.md: no such file",
    "README.md: link to #nowhere: no such heading",
    "docs/guide.md: link to ../README.md#gone: no such heading",
  ]);
});

test("links inside code are not links", () => {
  expect(docProblems(world({ "README.md": "`[x](#nope)`\n```md\n[y](missing.md)\n```\n" }))).toEqual([]);
});

test("an npm run command package.json lacks is found", () => {
  expect(docProblems(world({ "README.md": "Run `npm run bench`, then npm run screenshots.\n" }))).toEqual([
    'README.md: "npm run screenshots" is not a script of package.json',
  ]);
});

test("an environment variable no code reads is found; one that code reads is not", () => {
  const docs = world({
    "README.md": "`OFFICE_APP=excel npm start`, `NO_SIDELOAD=1`, and `SERVICE_URL`.\n```sh\nFOO_BAR=1 npm test\n```\n",
  });
  expect(docProblems(docs)).toEqual([
    "FOO_BAR is named in the docs but no code reads it",
    "NO_SIDELOAD is named in the docs but no code reads it",
    "SERVICE_URL is named in the docs but no code reads it",
  ]);
});

test("a folder of src/ or dev/ that ARCHITECTURE.md does not name is found, however the map groups the others", () => {
  const folders = ["src", "src/api", "src/pages", "src/pages/worker", "dev", "dev/host"];
  const map = "| `src/` | shipped |\n| `src/api/` | client |\n- `src/pages/` and its `src/pages/worker/`\n\nTools in `dev/`.\n";
  expect(docProblems(world({ "ARCHITECTURE.md": map }, { folders }))).toEqual(["ARCHITECTURE.md does not name the folder dev/host/"]);
  // A path named only as a prefix of a deeper one does not count as naming it: "src/pages/worker/" names src/pages/worker only.
  expect(unnamedFolders(world({ "ARCHITECTURE.md": "`src/pages/worker/`" }, { folders: ["src/pages", "src/pages/worker"] }))).toEqual([
    "ARCHITECTURE.md does not name the folder src/pages/",
  ]);
  // Nor does the same path inside another folder: test/unit/pages/ is not src/pages/... nor pages/.
  expect(unnamedFolders(world({ "ARCHITECTURE.md": "`test/unit/dev/host/`" }, { folders: ["dev/host"] }))).toEqual([
    "ARCHITECTURE.md does not name the folder dev/host/",
  ]);
  expect(unnamedFolders(world({ "README.md": "" }, { folders }))).toEqual([
    "ARCHITECTURE.md is missing: it must name every folder of src/ and dev/",
  ]);
});

test("a guide whose contents leave out one of its sections is found; the README and deeper headings need none", () => {
  const guide = "# Testing\n- [The lanes](#the-lanes)\n\n## The lanes\n### Details\n## Soak\n";
  expect(missingContents(world({ "docs/testing.md": guide, "README.md": "# Hi\n## Try it\n" }))).toEqual([
    'docs/testing.md: the contents do not link "Soak"',
  ]);
});

test("every guide is read by the check: the README, ARCHITECTURE.md and each guide under docs/", () => {
  const paths = repositoryWorld(join(__dirname, "../../..")).markdown.map((f) => f.path);
  expect(paths).toEqual(expect.arrayContaining(["README.md", ...GUIDES]));
});

test("the repository's folders are all found, and its ARCHITECTURE.md names each of them", () => {
  const repository = repositoryWorld(join(__dirname, "../../.."));
  expect(repository.folders).toEqual(
    expect.arrayContaining(["src", "src/pages/worker", "src/i18n/catalogs/ar", "dev", "dev/emulator/oauth"]),
  );
  expect(unnamedFolders(repository)).toEqual([]);
});

test("the repository's own Markdown has no dead link, unknown script or unread variable", () => {
  expect(docProblems(repositoryWorld(join(__dirname, "../../..")))).toEqual([]);
});
