// The Outlook side of inserting: a transcript goes into a reply to the message being read, or at the cursor of
// the message being written, as text (the page headings and translation as the user chose). Tables and
// extracted fields have no place in a mail: they go to Excel through History, and the pane says so instead of
// offering an insert. Plain logic over the Outlook writers in src/office.
import { t } from "../i18n/messages";
import { insertTextAtCursor, replyWithText } from "../office/outlookWrite";
import { replyBody, transcriptMailLines } from "../results/mailText";
import type { ResultModel } from "../results/model";
import type { InsertPlace } from "../work/batch";
import type { HostInserter } from "./hosts";
import type { InsertOutcome } from "./outcome";
import type { InsertDependencies, InsertSettings } from "./settings";

/** Why a result other than a transcript is not put into a mail (said where the insert would be). */
export const excelLater = (): string => t("outlook.result.excelLater");

/** A failure of a reply or an insertion in Outlook, said to the user as it is (like ExcelInsertError). */
export class OutlookInsertError extends Error {
  override readonly name = "OutlookInsertError";
}

async function insertIntoOutlook(model: ResultModel, settings: InsertSettings, deps: InsertDependencies): Promise<InsertOutcome> {
  if (model.kind !== "transcript") throw new OutlookInsertError(excelLater());
  const lines = transcriptMailLines(model.transcript, {
    headings: settings.headings,
    pageBreaks: false,
    translation: settings.translation,
    ...(deps.languageName ? { languageName: deps.languageName } : {}),
  });
  const placement = settings.outlookPlacement ?? "reply";
  const place: InsertPlace = { host: "outlook", outlookPlacement: placement };
  if (placement === "cursor") {
    await insertTextAtCursor(lines.join("\n"));
    return { message: t("outlook.result.insertedAtCursor", { lines: lines.length }), notes: [], place };
  }
  // Escaped and cut to what a reply form takes before the writer sees it: it writes the body as given.
  const report = await replyWithText(replyBody(lines));
  const notes = report.lines < report.total ? [t("outlook.result.replyCut", { lines: report.lines, total: report.total })] : [];
  return { message: t("outlook.result.replyOpened"), notes, place };
}

export const outlookInserter: HostInserter = { insert: insertIntoOutlook };
