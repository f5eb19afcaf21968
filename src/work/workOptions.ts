// The options a batch is sent with, from the work the user chose (WorkChoice, as remembered in settings).
import type { WorkOptions } from "./batch";
import type { WorkChoice } from "./settings/settingsStore";

export function workOptions(choice: WorkChoice): WorkOptions {
  return {
    action: choice.action,
    ...(choice.deleteAfterSeconds === null ? {} : { deleteAfterSeconds: choice.deleteAfterSeconds }),
    ...(choice.action === "extractor" && choice.extractor ? { extractorId: choice.extractor.id } : {}),
    ...(choice.action === "transcribe" && choice.translateTo ? { translateTo: choice.translateTo } : {}),
  };
}
