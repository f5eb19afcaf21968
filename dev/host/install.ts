// Puts the Office host double on the global object (Office, Word, Excel), the way office.js would inside
// Word or Excel, so the unchanged task pane code runs against in-memory documents: in the browser preview
// and in tests. Never part of the shipped bundle.
import { createExcelNamespace } from "./excelApi";
import { ExcelWorkbookModel } from "./excelModel";
import { newSyncStats, type SyncStats } from "./requestContext";
import { createWordNamespace } from "./wordApi";
import { WordDocumentModel } from "./wordModel";

export type HostName = "Word" | "Excel";

export interface HostDoubleOptions {
  host: HostName;
  /** Requirement sets reported as supported, e.g. { WordApi: "1.3" }; others are unsupported. */
  supportedSets?: Record<string, string>;
  theme?: { bodyBackgroundColor: string; bodyForegroundColor: string };
}

export interface HostDouble {
  host: HostName;
  word: WordDocumentModel;
  excel: ExcelWorkbookModel;
  stats: SyncStats;
  /** Removes the globals again (tests). */
  uninstall(): void;
}

export const DEFAULT_SUPPORTED_SETS: Record<string, string> = { WordApi: "1.3", ExcelApi: "1.7", DialogApi: "1.2", DialogOrigin: "1.1" };

function versionAtLeast(actual: string, wanted: string): boolean {
  const a = actual.split(".").map(Number);
  const w = wanted.split(".").map(Number);
  for (let i = 0; i < Math.max(a.length, w.length); i++) {
    const diff = (a[i] ?? 0) - (w[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return true;
}

export function installHostDouble(options: HostDoubleOptions): HostDouble {
  const word = new WordDocumentModel();
  const excel = new ExcelWorkbookModel();
  const stats = newSyncStats();
  const sets = options.supportedSets ?? DEFAULT_SUPPORTED_SETS;
  const info = { host: options.host, platform: "OfficeOnline" };
  const office = {
    HostType: { Word: "Word", Excel: "Excel" },
    PlatformType: { OfficeOnline: "OfficeOnline" },
    onReady: (callback?: (i: typeof info) => void) => {
      callback?.(info);
      return Promise.resolve(info);
    },
    context: {
      host: options.host,
      platform: "OfficeOnline",
      displayLanguage: "en-US",
      officeTheme: options.theme ?? { bodyBackgroundColor: "#ffffff", bodyForegroundColor: "#242424" },
      requirements: {
        isSetSupported: (name: string, version?: string) => {
          const have = sets[name];
          return have !== undefined && versionAtLeast(have, version ?? "1.1");
        },
      },
    },
  };
  const g = globalThis as Record<string, unknown>;
  const previous = { Office: g.Office, Word: g.Word, Excel: g.Excel };
  g.Office = office;
  g.Word = createWordNamespace(word, stats);
  g.Excel = createExcelNamespace(excel, stats);
  return {
    host: options.host,
    word,
    excel,
    stats,
    uninstall: () => Object.assign(g, previous),
  };
}
