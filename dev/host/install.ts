// Puts the Office host double on the global object (Office, Word, Excel), the way office.js would inside
// Word, Excel or Outlook (Office.context.mailbox over an in-memory mailbox), so the unchanged task pane code
// runs against in-memory documents: in the browser preview and in tests. Never part of the shipped bundle.
import { ASYNC_RESULT_STATUS, DIALOG_EVENT_TYPES, dialogUiDouble } from "./dialogDouble";
import { commonSettingsDouble } from "./documentSettings";
import { DOCUMENT_SELECTION_CHANGED, selectionEventsDouble } from "./selectionEvents";
import { createExcelNamespace } from "./excelApi";
import { ExcelWorkbookModel } from "./excelModel";
import { COERCION_TYPES, ITEM_CHANGED, MAILBOX_ENUMS, createMailbox } from "./outlookApi";
import type { MailboxModel } from "./outlookModel";
import { newSyncStats, type SyncStats } from "./requestContext";
import { workbookCulture, type WorkbookCulture } from "./workbookCulture";
import { createWordNamespace } from "./wordApi";
import { WordDocumentModel } from "./wordModel";

export type HostName = "Word" | "Excel" | "Outlook";

export type PlatformName = "PC" | "OfficeOnline" | "Mac" | "iOS" | "Android" | "Universal";

export interface HostDoubleOptions {
  host: HostName;
  /** Requirement sets reported as supported, e.g. { WordApi: "1.3" }; others are unsupported. */
  supportedSets?: Record<string, string>;
  /** Office.context.platform (default OfficeOnline). */
  platform?: PlatformName;
  /** Largest request an Excel sync may send, in bytes (default: Excel on the web's 5 MB; null: no limit). */
  excelRequestLimitBytes?: number | null;
  theme?: { bodyBackgroundColor: string; bodyForegroundColor: string };
  /** Office.context.displayLanguage, the UI's language (default en-US). */
  displayLanguage?: string;
  /** Office.context.contentLanguage, the document's language (default: the display language). */
  contentLanguage?: string;
  /** The system culture Excel reads and shows numbers by (default en-US: "12,400" is 12400). */
  culture?: string;
  /** Excel's own separators, as when the user turned "Use system separators" off (default: the culture's). */
  excelSeparators?: WorkbookCulture["excel"];
  /**
   * Office.context.ui.displayDialogAsync, opening dialogs as popups of this window (dialogDouble.ts). Off by
   * default: the sign-in and payment windows then use their popup paths, as outside Office.
   */
  dialogs?: Window;
  /**
   * Office.context.commerceAllowed (default true). False as in Office on iPad and iPhone, where AppSource policy
   * 1120.2 allows no purchase UI, prices or store links in an add-in.
   */
  commerceAllowed?: boolean;
  /** Outlook: the mailbox (messages, drafts, the selected item). Required with host "Outlook". */
  mailbox?: MailboxModel;
}

export interface HostDouble {
  host: HostName;
  word: WordDocumentModel;
  excel: ExcelWorkbookModel;
  /** Outlook's mailbox (null in Word and Excel). */
  mailbox: MailboxModel | null;
  stats: SyncStats;
  /** Removes the globals again (tests). */
  uninstall(): void;
}

/** What Word and Excel on the web report today for the sets the add-in checks. */
export const DEFAULT_SUPPORTED_SETS: Record<string, string> = { WordApi: "1.5", ExcelApi: "1.19", DialogApi: "1.2", DialogOrigin: "1.1" };

/** What Outlook on the web reports today for the sets the add-in checks. */
export const OUTLOOK_SUPPORTED_SETS: Record<string, string> = { Mailbox: "1.14", DialogApi: "1.2", DialogOrigin: "1.1" };

/** Excel on the web's limit on the size of one request (payload of a context.sync()). */
export const EXCEL_WEB_REQUEST_LIMIT_BYTES = 5 * 1024 * 1024;

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
  const excel = new ExcelWorkbookModel(workbookCulture(options.culture ?? "en-US", options.excelSeparators ?? null));
  const stats = newSyncStats();
  const sets = options.supportedSets ?? (options.host === "Outlook" ? OUTLOOK_SUPPORTED_SETS : DEFAULT_SUPPORTED_SETS);
  const supports = (name: string, version?: string): boolean => {
    const have = sets[name];
    return have !== undefined && versionAtLeast(have, version ?? "1.1");
  };
  if (options.host === "Outlook" && !options.mailbox) throw new Error("The Outlook double needs a mailbox (MailboxModel.create).");
  const mailbox = options.host === "Outlook" ? (options.mailbox ?? null) : null;
  word.supports = supports;
  excel.supports = supports;
  // The Common API's document settings (Word and Excel): over the open document's own settings.
  const settingsOf = options.host === "Word" ? word.settings : options.host === "Excel" ? excel.settings : null;
  const documentModel = options.host === "Word" ? word : options.host === "Excel" ? excel : null;
  const platform = options.platform ?? "OfficeOnline";
  const info = { host: options.host, platform };
  const office = {
    HostType: { Word: "Word", Excel: "Excel", Outlook: "Outlook" },
    EventType: { ...DIALOG_EVENT_TYPES, ItemChanged: ITEM_CHANGED, DocumentSelectionChanged: DOCUMENT_SELECTION_CHANGED },
    AsyncResultStatus: ASYNC_RESULT_STATUS,
    MailboxEnums: MAILBOX_ENUMS,
    CoercionType: COERCION_TYPES,
    PlatformType: { PC: "PC", OfficeOnline: "OfficeOnline", Mac: "Mac", iOS: "iOS", Android: "Android", Universal: "Universal" },
    onReady: (callback?: (i: typeof info) => void) => {
      callback?.(info);
      return Promise.resolve(info);
    },
    context: {
      host: options.host,
      platform,
      commerceAllowed: options.commerceAllowed ?? true,
      displayLanguage: options.displayLanguage ?? "en-US",
      contentLanguage: options.contentLanguage ?? options.displayLanguage ?? "en-US",
      officeTheme: options.theme ?? { bodyBackgroundColor: "#ffffff", bodyForegroundColor: "#242424" },
      ...(options.dialogs ? { ui: dialogUiDouble(options.dialogs) } : {}),
      ...(mailbox ? { mailbox: createMailbox(mailbox, (version) => supports("Mailbox", version)) } : {}),
      requirements: { isSetSupported: supports },
      ...(settingsOf && documentModel
        ? { document: { settings: commonSettingsDouble(settingsOf), ...selectionEventsDouble(documentModel) } }
        : {}),
    },
  };
  const g = globalThis as Record<string, unknown>;
  const previous = { Office: g.Office, Word: g.Word, Excel: g.Excel };
  g.Office = office;
  g.Word = createWordNamespace(word, stats);
  const excelLimit = options.excelRequestLimitBytes;
  g.Excel = createExcelNamespace(excel, stats, excelLimit === undefined ? EXCEL_WEB_REQUEST_LIMIT_BYTES : excelLimit);
  return {
    host: options.host,
    word,
    excel,
    mailbox,
    stats,
    uninstall: () => Object.assign(g, previous),
  };
}
