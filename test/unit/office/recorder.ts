// A stand-in for Office proxy objects in office-addin-mock tests: every method call and property write is
// logged in order ("sel.paragraphs.getLast().insertParagraph("", "After")"); `data` supplies the properties
// and methods a test wants to control. office-addin-mock supplies the context and its sync.
import { OfficeMockObject } from "office-addin-mock";

export type Log = string[];

function show(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  if (Array.isArray(value)) return value.length > 4 ? `[${value.length} items]` : `[${value.map(show).join(", ")}]`;
  if (value === undefined) return "undefined";
  if (typeof value === "object" && value !== null) return "{...}";
  return String(value);
}

export function recorder(path: string, log: Log, data: Record<string, unknown> = {}): Record<string, unknown> {
  return new Proxy<Record<string, unknown>>(
    {},
    {
      get(_, key) {
        if (typeof key === "symbol" || key === "then" || key === "toJSON") return undefined;
        if (key in data) return data[key];
        if (key === "load") return () => undefined;
        return member(`${path}.${key}`, log);
      },
      set(_, key, value) {
        log.push(`${path}.${String(key)} = ${show(value)}`);
        return true;
      },
    },
  );
}

/** A member of a proxy: called, it is a method (logged, returning a new proxy); read further, a navigation property. */
function member(path: string, log: Log): Record<string, unknown> {
  const target = function (): void {};
  return new Proxy(target as unknown as Record<string, unknown>, {
    apply(_, __, args: unknown[]) {
      log.push(`${path}(${args.map(show).join(", ")})`);
      return recorder(`${path}()`, log);
    },
    get(_, key) {
      if (typeof key === "symbol" || key === "then" || key === "toJSON") return undefined;
      if (key === "load") return () => undefined;
      return member(`${path}.${key}`, log);
    },
    set(_, key, value) {
      log.push(`${path}.${String(key)} = ${show(value)}`);
      return true;
    },
  });
}

/** Installs `Word` or `Excel` as an office-addin-mock object whose context is `context`; returns the sync spy. */
export function installMock(namespace: "Word" | "Excel", context: Record<string, unknown>): jest.SpyInstance {
  const mock = new OfficeMockObject({
    context: {},
    run: async function (this: { context: unknown }, callback: (c: unknown) => Promise<unknown>) {
      return callback(this.context);
    },
  }) as unknown as { context: Record<string, unknown> & { sync: () => Promise<void> } };
  const sync = jest.spyOn(mock.context, "sync");
  for (const [key, value] of Object.entries(context)) Object.defineProperty(mock.context, key, { value, configurable: true });
  (globalThis as Record<string, unknown>)[namespace] = mock;
  return sync;
}

/** Office.context.requirements for the code under test. */
export function installRequirements(sets: Record<string, string>, platform = "OfficeOnline"): void {
  (globalThis as Record<string, unknown>).Office = {
    context: {
      platform,
      requirements: { isSetSupported: (name: string, version = "1.1") => atLeast(sets[name] ?? "0", version) },
    },
  };
}

function atLeast(have: string, want: string): boolean {
  const a = have.split(".").map(Number);
  const b = want.split(".").map(Number);
  for (let i = 0; i < Math.max(a.length, b.length); i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
}

export function uninstallMocks(): void {
  const g = globalThis as Record<string, unknown>;
  delete g.Word;
  delete g.Excel;
  delete g.Office;
}
