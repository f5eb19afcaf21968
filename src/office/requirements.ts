// Which newer Office APIs this Word or Excel supports, checked with Office.context.requirements.isSetSupported
// before they are called, and the sentence the task pane shows when one is missing (with what happens instead).
import { t } from "../i18n/messages";

export interface Capability {
  supported: boolean;
  /** Why not, and what the add-in does instead: shown in the task pane. */
  reason?: string;
}

export function isSetSupported(name: string, version: string): boolean {
  if (typeof Office === "undefined") return false;
  const requirements = (Office.context as Office.Context | undefined)?.requirements;
  return requirements?.isSetSupported(name, version) === true;
}

/** Office.context.platform ("PC", "OfficeOnline", "Mac", "iOS"...), or null outside Office. */
export function officePlatform(): string | null {
  if (typeof Office === "undefined") return null;
  const platform = (Office.context as Office.Context | undefined)?.platform;
  return typeof platform === "string" ? platform : null;
}

const yes: Capability = { supported: true };
const no = (reason: string): Capability => ({ supported: false, reason });

/**
 * Without WordApi 1.3, styles are set by name, and Word knows its built-in styles by their names in its own
 * language: the English names ("Heading 1") only work in an English Word. Elsewhere a heading stays unstyled
 * rather than failing the whole insertion on a style Word cannot find.
 */
export function wordEnglishStyleNames(): boolean {
  const language = typeof Office === "undefined" ? undefined : Office.context?.displayLanguage;
  return !language || language.toLowerCase().startsWith("en");
}

/** Word tables, built-in styles by enum, first/last paragraph: WordApi 1.3. */
export function wordTables(): Capability {
  return isSetSupported("WordApi", "1.3") ? yes : no(t("results.office.needWordTables"));
}

/**
 * The service's .docx inserted as is: Body/Range.insertFileFromBase64 (WordApi 1.1). Word on iPad cannot
 * insert files from an add-in, whatever it reports; the result is then inserted from its text.
 */
export function wordFileInsertion(): Capability {
  if (!isSetSupported("WordApi", "1.1") || officePlatform() === "iOS") return no(t("results.office.needWordFile"));
  return yes;
}

/** The service's .xlsx inserted as sheets: Workbook.insertWorksheetsFromBase64 (ExcelApi 1.13; Windows, Mac, web). */
export function excelFileInsertion(): Capability {
  if (!isSetSupported("ExcelApi", "1.13") || officePlatform() === "iOS" || officePlatform() === "Android")
    return no(t("results.office.needExcelFile"));
  return yes;
}

/** Pictures on a sheet and Shape.getAsImage: ExcelApi 1.9. */
export function excelPictures(): Capability {
  return isSetSupported("ExcelApi", "1.9") ? yes : no(t("results.office.needExcelPictures"));
}

/** The selected picture itself (Workbook.getActiveShapeOrNullObject): ExcelApi 1.19; otherwise the user picks from a list. */
export function excelActivePicture(): boolean {
  return isSetSupported("ExcelApi", "1.19");
}

/** Table columns added with a name (ExcelApi 1.4); older Excel gets the header as the column's first value. */
export function excelNamedColumns(): boolean {
  return isSetSupported("ExcelApi", "1.4");
}

/** Used range as a null object (ExcelApi 1.4), to refuse writing over data at the selected cell. */
export function excelUsedRangeCheck(): boolean {
  return isSetSupported("ExcelApi", "1.4");
}
