// The line a queue row shows for a file that came from Microsoft 365 (kept apart so the list's chunk needs
// nothing else from the sources).
import { t } from "../i18n/messages";
import type { ItemOrigin } from "../work/batch/types";

/** "From OneDrive: Scans/2026/invoice-03.pdf", "From mail: Invoice March, J. Rivera". */
export function originLabel(origin: ItemOrigin): string {
  switch (origin.kind) {
    case "onedrive":
      return t("microsoft.origin.onedrive", { label: origin.label });
    case "sharepoint":
      return t("microsoft.origin.sharepoint", { label: origin.label });
    case "mail":
    case "outlook":
      return t("microsoft.origin.mail", { label: origin.label });
  }
}
