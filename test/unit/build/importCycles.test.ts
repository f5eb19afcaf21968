// The architecture rule "no import cycles" as a test: every value import between modules of src/, and of the
// development side (dev/: the host double and the emulator; scripts/), which imports src/ too (type-only
// imports are erased and do not count; lazy `import()` calls load later and do not count either).
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

test("no module of src/, dev/ or scripts/ imports itself through others", () => {
  const files = ["src", "dev", "scripts"].flatMap((dir) => sources(join(ROOT, dir)));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const code = readFileSync(file, "utf8");
    const deps = [...code.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gm)]
      .map((m) => resolve(file, m[1] ?? "", known))
      .filter((d): d is string => d !== null);
    graph.set(file, deps);
  }
  expect(graph.size).toBeGreaterThan(100);
  expect([...graph.keys()].some((f) => f.includes(`${join("dev", "host")}`))).toBe(true);
  expect(cycles(graph)).toEqual([]);
});
