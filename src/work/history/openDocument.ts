// Opening a document from the history: any processed document of the account, whether or not this pane sent
// it. Its detail is fetched from the service (or taken from the queue's item, when it holds it), and what the
// list cannot say (a translation, the extractor) comes from the queue's item when there is one.
import type { ServiceClient } from "../../api/client";
import { ServiceError } from "../../api/errors";
import type { DocumentSummary } from "../../api/types";
import { t } from "../../i18n/messages";
import type { BatchItem } from "../batch";
import type { OpenRequest } from "../openResult";
import { takeFetchedPoll } from "./fetchedPolls";

export function documentRequest(
  document: DocumentSummary,
  item: BatchItem | undefined,
  client: Pick<ServiceClient, "getDocument">,
): OpenRequest {
  const mine = item !== undefined && item.options.action === document.action;
  return {
    key: document.id,
    // An item another open pane owns (Word, Excel, Outlook side by side) lends its options and pages, but only
    // its own pane may record where it went: marking it here would throw after the insertion succeeded.
    itemId: mine && !item.elsewhere ? item.id : null,
    documentId: document.id,
    fileName: document.fileName || document.id,
    translation: mine ? item.options.action === "transcribe" && Boolean(item.options.translateTo) : "unknown",
    extractorId: mine ? (item.options.extractorId ?? null) : null,
    // Pages chosen before sending (issue 22): the queue's item keeps their original numbers.
    ...(mine && item.pages ? { sentPages: item.pages.pages } : {}),
    detail: async () => {
      if (mine && item.result) return item.result;
      // Open in History already asked for a document it did not list: that answer, not a second request.
      const poll = takeFetchedPoll(document) ?? (await client.getDocument(document.id, { priority: "interactive" }));
      if (poll.state !== "ready")
        throw new ServiceError("still_processing", t("history.open.stillProcessing", { fileName: document.fileName || document.id }));
      return poll.document;
    },
  };
}
