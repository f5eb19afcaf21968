// The architecture rule "no import cycles" as a test, between files (issue 37): every import between modules of
// src/, and of the development side (dev/: the host double and the emulator; scripts/), which imports src/ too.
// In src/, type-only imports and lazy `import()` calls count as well: they are erased or load later, but two
// files that name each other still cannot be read, moved or split one without the other (a shared type or
// helper gets a home of its own instead). In dev/ and scripts/ types do not count: the Office host double
// mirrors Office.js's object model, whose types name each other by nature (a Range has Paragraphs whose items
// are Ranges). A second test checks the scanner itself finds a circle in one folder.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";

const ROOT = join(__dirname, "../../..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolve(from: string, spec: string, known: ReadonlySet<string>): string | null {
  if (!spec.startsWith(".")) return null;
  const base = normalize(join(dirname(from), spec));
  return [`${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")].find((c) => known.has(c)) ?? null;
}

/** Strongly connected groups of more than one module (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.map((f) => relative(ROOT, f)).sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** The modules each file names: static imports and re-exports (types too) and lazy `import()` calls. */
function importsOf(code: string, types: boolean): string[] {
  const pattern = types ? /^(?:import|export)\s[^;]*?from\s+"([^"]+)"/gm : /^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gm;
  const statics = [...code.matchAll(pattern)].map((m) => m[1] ?? "");
  const lazy = [...code.matchAll(/\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?"([^"]+)"\s*\)/g)].map((m) => m[1] ?? "");
  const bare = [...code.matchAll(/^import\s+"([^"]+)"/gm)].map((m) => m[1] ?? "");
  return [...statics, ...lazy, ...bare];
}

function graphOf(files: ReadonlyMap<string, string>): Map<string, string[]> {
  const known = new Set(files.keys());
  const graph = new Map<string, string[]>();
  for (const [file, code] of files)
    graph.set(
      file,
      importsOf(code, relative(ROOT, file).startsWith("src"))
        .map((spec) => resolve(file, spec, known))
        .filter((d): d is string => d !== null),
    );
  return graph;
}

test("no file of src/, dev/ or scripts/ imports itself through others (in src/, types and lazy imports included)", () => {
  const files = ["src", "dev", "scripts"].flatMap((dir) => sources(join(ROOT, dir)));
  const graph = graphOf(new Map(files.map((f) => [f, readFileSync(f, "utf8")])));
  expect(graph.size).toBeGreaterThan(100);
  expect([...graph.keys()].some((f) => f.includes(`${join("dev", "host")}`))).toBe(true);
  expect(cycles(graph)).toEqual([]);
});

test("the scanner finds a circle of two files in one folder, through a type import and a lazy import", () => {
  const at = (name: string): string => join(ROOT, "src", "pages", name);
  const graph = graphOf(
    new Map([
      [at("a.ts"), 'import type { B } from "./b";\nexport const a = 1;\n'],
      [at("b.ts"), 'export type B = number;\nexport const load = () => import(/* webpackChunkName: "a" */ "./a");\n'],
      [at("c.ts"), 'import { a } from "./a";\n'],
    ]),
  );
  expect(cycles(graph)).toEqual([[join("src", "pages", "a.ts"), join("src", "pages", "b.ts")]]);
});
