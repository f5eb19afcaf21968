// What keeps the guides true: every relative link and anchor in the project's Markdown resolves, every
// `npm run` command the docs name exists in package.json, every environment variable the docs name is read
// by some code, and ARCHITECTURE.md's code map names every folder of src/ and dev/ (a folder added without a
// word on what it holds is where a newcomer gets lost). Pure over a file list so the unit test can feed it broken documents; `findDocProblems()` reads
// the repository.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

export interface MarkdownFile {
  /** Path relative to the repository root, with forward slashes. */
  path: string;
  text: string;
}

export interface DocsWorld {
  markdown: readonly MarkdownFile[];
  /** Does this repository-relative path exist (file or folder)? */
  exists: (path: string) => boolean;
  scripts: ReadonlySet<string>;
  /** All the code an environment variable could be read from, as one text. */
  code: string;
  /** Every folder under src/ and dev/, recursively, as `src/api` (the roots themselves included). */
  folders: readonly string[];
}

/** The file that must name every folder: the code map newcomers start from. */
export const ARCHITECTURE = "ARCHITECTURE.md";

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutCodeBlocks(markdown).split("\n")) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1]!
      .replace(/`([^`]*)`/g, "$1")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/<[^>]+>/g, "");
    const slug = text
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  // Explicit anchors (`<a id="...">`) count too.
  for (const m of markdown.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(m[1]!);
  return anchors;
}

function withoutCodeBlocks(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
}

function withoutCode(markdown: string): string {
  return withoutCodeBlocks(markdown).replace(/`[^`\n]*`/g, "");
}

function posixJoin(from: string, target: string): string {
  return relative(resolve("/"), resolve("/", dirname(from), target))
    .split("\\")
    .join("/");
}

/** Dead relative links and anchors, one sentence each. */
export function deadLinks(world: DocsWorld): string[] {
  const byPath = new Map(world.markdown.map((f) => [f.path, f]));
  const anchors = new Map<string, Set<string>>();
  const anchorsOf = (path: string): Set<string> => {
    let set = anchors.get(path);
    if (!set) anchors.set(path, (set = headingAnchors(byPath.get(path)?.text ?? "")));
    return set;
  };
  const problems: string[] = [];
  for (const file of world.markdown) {
    for (const m of withoutCode(file.text).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const link = m[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue; // https:, mailto:, ...
      const [target, anchor] = link.split("#", 2) as [string, string | undefined];
      const path = target === "" ? file.path : posixJoin(file.path, decodeURIComponent(target));
      if (target !== "" && !world.exists(path)) {
        problems.push(`${file.path}: link to ${link}: no such file`);
        continue;
      }
      if (anchor !== undefined && path.endsWith(".md") && !anchorsOf(path).has(anchor.toLowerCase()))
        problems.push(`${file.path}: link to ${link}: no such heading`);
    }
  }
  return problems;
}

/** `npm run NAME` in the docs where package.json has no such script. */
export function missingScripts(world: DocsWorld): string[] {
  const problems: string[] = [];
  for (const file of world.markdown)
    for (const m of file.text.matchAll(/npm run ([a-z][\w:-]*)/g))
      if (!world.scripts.has(m[1]!)) problems.push(`${file.path}: "npm run ${m[1]}" is not a script of package.json`);
  return [...new Set(problems)];
}

/**
 * Environment variables the docs name (`NAME=value` or a `NAME` in code spans, upper case with an underscore)
 * that no code mentions. Well-known variables of the shell and tools are not the project's to read.
 */
export function unreadVariables(world: DocsWorld): string[] {
  const outside = new Set(["DEBIAN_FRONTEND", "NODE_ENV", "NODE_OPTIONS", "PATH", "HOME"]);
  const named = new Set<string>();
  for (const file of world.markdown) {
    const spans = [...file.text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
    const blocks = [...file.text.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((m) => m[1]!);
    for (const text of [...spans, ...blocks])
      for (const m of text.matchAll(/(?:^|[\s;(])([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)=/g)) named.add(m[1]!);
    for (const span of spans) if (/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(span)) named.add(span);
  }
  return [...named]
    .filter((name) => !outside.has(name) && !new RegExp(`\\b${name}\\b`).test(world.code))
    .sort()
    .map((name) => `${name} is named in the docs but no code reads it`);
}

/**
 * Folders of src/ and dev/ that ARCHITECTURE.md does not name. A folder is named when its whole path with a
 * trailing slash appears anywhere in the file (`src/pages/`), in a table, a list or a sentence, so the map can
 * group folders as it likes but cannot leave one out. A deeper path does not name its parents
 * (`src/pages/worker/` names only the worker's folder), nor a path inside another (`test/unit/pages/`).
 */
export function unnamedFolders(world: DocsWorld): string[] {
  if (world.folders.length === 0) return [];
  const map = world.markdown.find((f) => f.path === ARCHITECTURE);
  if (!map) return [`${ARCHITECTURE} is missing: it must name every folder of src/ and dev/`];
  return world.folders
    .filter((folder) => !new RegExp(`(?<![\\w./-])${folder.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/(?![\\w.-])`).test(map.text))
    .map((folder) => `${ARCHITECTURE} does not name the folder ${folder}/`);
}

/** The guides, one per reader: each opens with a table of contents. */
export const GUIDES = ["ARCHITECTURE.md", "docs/user-guide.md", "docs/deployment.md", "docs/emulator.md", "docs/testing.md"];

/**
 * Sections of a guide that its table of contents does not link: every `##` heading must be linked from the
 * guide itself (`](#anchor)`), so a section added later is not one a reader scrolling the contents cannot see.
 */
export function missingContents(world: DocsWorld): string[] {
  const problems: string[] = [];
  for (const file of world.markdown.filter((f) => GUIDES.includes(f.path))) {
    const links = new Set([...withoutCode(file.text).matchAll(/\]\(#([^)\s]+)\)/g)].map((m) => m[1]!.toLowerCase()));
    for (const line of withoutCodeBlocks(file.text).split("\n")) {
      if (!/^##\s/.test(line)) continue;
      const [anchor] = headingAnchors(line);
      if (anchor !== undefined && !links.has(anchor)) problems.push(`${file.path}: the contents do not link "${line.slice(3)}"`);
    }
  }
  return problems;
}

export function docProblems(world: DocsWorld): string[] {
  return [...deadLinks(world), ...missingScripts(world), ...unreadVariables(world), ...unnamedFolders(world), ...missingContents(world)];
}

const SKIP = new Set(["node_modules", ".git", "dist", "coverage", ".certs", ".run", "test-results"]);

/** `dir` and every folder below it, repository-relative. */
function foldersUnder(root: string, dir: string): string[] {
  return [
    dir,
    ...readdirSync(join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !SKIP.has(entry.name))
      .flatMap((entry) => foldersUnder(root, `${dir}/${entry.name}`)),
  ];
}

function walk(root: string, dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = dir ? `${dir}/${name}` : name;
    if (statSync(join(root, path)).isDirectory()) return walk(root, path, keep);
    return keep(name) ? [path] : [];
  });
}

/** The repository's own world: its Markdown, package.json's scripts, the code under src/, dev/, scripts/, test/, .ci/, and the folders of src/ and dev/. */
export function repositoryWorld(root: string): DocsWorld {
  const markdown = walk(root, "", (n) => n.endsWith(".md")).map((path) => ({ path, text: readFileSync(join(root, path), "utf8") }));
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts?: Record<string, string> };
  const codeFiles = ["src", "dev", "scripts", "test", ".ci"]
    .filter((d) => existsSync(join(root, d)))
    .flatMap((d) => walk(root, d, (n) => /\.(ts|tsx|js|mjs|cjs|sh)$|^run$/.test(n)));
  const code = [...codeFiles, "webpack.config.js"].map((p) => readFileSync(join(root, p), "utf8")).join("\n");
  const folders = ["src", "dev"].filter((d) => existsSync(join(root, d))).flatMap((d) => foldersUnder(root, d));
  return { markdown, exists: (p) => existsSync(join(root, p)), scripts: new Set(Object.keys(pkg.scripts ?? {})), code, folders };
}
