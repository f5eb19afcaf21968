// The column mappings remembered in the workbook itself (so a colleague opening it gets them too), under a key
// of their own: Excel's workbook settings (ExcelApi 1.4), else Office's document settings, which older Excel
// keeps in the file as well. Reading is one sync; saving rides on the append's own last request where it can.
import { emptyBook, parseBook, type MappingBook } from "../results/mapping/savedMappings";
import { isSetSupported } from "./requirements";

/** The workbook setting that holds every saved mapping (JSON). */
export const MAPPINGS_SETTING = "transcribe.tableMappings.v1";

/** Whether Excel's workbook settings can be used (else Office's document settings). */
export const workbookSettingsSupported = (): boolean => isSetSupported("ExcelApi", "1.4");

function documentSettings(): Office.Settings | null {
  if (typeof Office === "undefined") return null;
  return (Office.context as Office.Context | undefined)?.document?.settings ?? null;
}

/** Queues reading the mappings on a request the caller syncs anyway; the function gives them after that sync. */
export function queueMappingRead(context: Excel.RequestContext): () => MappingBook {
  if (!workbookSettingsSupported()) {
    const book = parseBook(documentSettings()?.get(MAPPINGS_SETTING) ?? null);
    return () => book;
  }
  const item = context.workbook.settings.getItemOrNullObject(MAPPINGS_SETTING);
  item.load("value");
  // Called only after the caller's sync, which loads it.
  // eslint-disable-next-line office-addins/call-sync-before-read, office-addins/call-sync-after-load
  return () => (item.isNullObject ? emptyBook() : parseBook(item.value));
}

/** The mappings saved in this workbook (none when it has none, or they cannot be read). */
export async function readMappingBook(): Promise<MappingBook> {
  if (!workbookSettingsSupported()) return parseBook(documentSettings()?.get(MAPPINGS_SETTING) ?? null);
  return Excel.run(async (context) => {
    const item = context.workbook.settings.getItemOrNullObject(MAPPINGS_SETTING);
    item.load("value");
    await context.sync();
    return item.isNullObject ? emptyBook() : parseBook(item.value);
  });
}

/** Queues saving the mappings on a request the caller syncs anyway (no sync of its own). */
export function queueMappingBook(context: Excel.RequestContext, book: MappingBook): void {
  if (workbookSettingsSupported()) context.workbook.settings.add(MAPPINGS_SETTING, book);
}

/** Saves the mappings: in the workbook's settings (one sync), else in the document's (saved with the file). */
export async function saveMappingBook(book: MappingBook): Promise<void> {
  if (workbookSettingsSupported()) {
    await Excel.run(async (context) => {
      queueMappingBook(context, book);
      await context.sync();
    });
    return;
  }
  const settings = documentSettings();
  if (!settings) return;
  settings.set(MAPPINGS_SETTING, book);
  await new Promise<void>((resolve) => settings.saveAsync(() => resolve()));
}
