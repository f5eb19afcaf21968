// Auto-deletion (F4, delete_after): the presets' names and the sentence a row shows. No React, no Office.
import { t } from "../../i18n/messages";
import type { BatchItem } from "../batch";
import { exactTime } from "../timeText";

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/** The choice as the select names it: "After 5 minutes", "After 1 hour", "After 14 days" (the largest whole unit). */
export function deleteAfterOption(seconds: number | null): string {
  if (seconds === null) return t("settings.deleteAfter.account");
  if (seconds % DAY === 0) return t("settings.deleteAfter.days", { count: seconds / DAY });
  if (seconds % HOUR === 0) return t("settings.deleteAfter.hours", { count: seconds / HOUR });
  return t("settings.deleteAfter.minutes", { count: Math.round(seconds / MINUTE) });
}

const ACCEPTED = new Set(["queued", "processing", "processed"]);

/**
 * When the service will delete the item's document: its own `automatically_deleted_at` once the result is
 * known, else the time it accepted the upload plus the chosen `delete_after`; null when neither is known.
 */
export function deletionTime(item: BatchItem): number | null {
  const told = item.result?.automaticallyDeletedAt;
  if (told) return told.getTime();
  const after = item.options.deleteAfterSeconds;
  if (after === undefined || item.documentId === null) return null;
  const accepted = item.history.find((t) => ACCEPTED.has(t.to));
  return accepted ? accepted.at + after * 1000 : null;
}

/** "Deleted automatically on 12 Mar 2026, 14:05." (null when not known). */
export function deletionSentence(item: BatchItem, locale?: string): string | null {
  if (item.state === "cancelled" || item.state === "failed") return null;
  const at = deletionTime(item);
  return at === null ? null : t("settings.deleteAfter.deletedOn", { time: exactTime(at, locale) });
}
