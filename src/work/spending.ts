// Whether to ask the user before a batch spends page credits, and what to say (F5, F9). A small batch that
// the balance clearly covers goes at once; the user is asked when:
//   - the balance does not cover the least the batch costs (uploads would stop part-way), or
//   - the page count of some files cannot be told and the balance leaves less than UNKNOWN_FILE_ALLOWANCE
//     pages for each of them (it may not fit), or
//   - the batch is large: at least LARGE_BATCH_PAGES pages, or MANY_UNKNOWN_FILES files of unknown length, or
//   - the organisation's policy asks above N credits (spendingQuestionAbove) and the batch may cost more: its
//     least cost is above N, or some files' length cannot be told.
// Where the policy does not allow buying credits, no question offers it. No React, no Office.
import type { CostEstimate } from "./batch";
import type { Question } from "./batchView";
import { t } from "../i18n/messages";

export const LARGE_BATCH_PAGES = 20;
export const MANY_UNKNOWN_FILES = 3;
/** Pages assumed possible for a file whose page count cannot be told, when judging whether the batch may not fit. */
export const UNKNOWN_FILE_ALLOWANCE = 10;

/** At most this many files are listed in the question; the rest are counted. */
const LISTED_FILES = 8;

function fileLines(cost: CostEstimate): string[] {
  const lines = cost.files
    .slice(0, LISTED_FILES)
    .map((f) =>
      f.pages === null
        ? t("workspace.spending.filePagesUnknown", { name: f.name })
        : f.of !== undefined
          ? t("pages.spending.fileChosen", { name: f.name, pages: f.pages, of: f.of })
          : t("workspace.spending.filePages", { name: f.name, pages: f.pages }),
    );
  if (cost.files.length > LISTED_FILES) lines.push(t("workspace.spending.moreFiles", { count: cost.files.length - LISTED_FILES }));
  return lines;
}

export interface SpendingRules {
  /** Ask before any batch that may cost more than this many credits (the organisation's policy); null: no such rule. */
  askAbove?: number | null;
  /** Buying credits is offered (false where the organisation's policy does not allow it, or Office allows no purchases). */
  canBuy?: boolean;
  /** askAbove is the safe fallback of a policy that could not be read: this is said instead of the organisation's rule. */
  unreadNote?: string | null;
}

/** The question to ask before sending (its details: each file's pages), or null when the batch can go at once. */
export function spendingQuestion(cost: CostEstimate, rules: SpendingRules = {}): Question | null {
  const numbers = { files: cost.files.length, pages: cost.minimumPages, balance: cost.balance };
  const summary =
    cost.unknownFiles > 0
      ? t("workspace.spending.summaryUnknown", { ...numbers, unknown: cost.unknownFiles })
      : t("workspace.spending.summary", numbers);
  const base = { details: fileLines(cost), cancel: t("workspace.spending.dontSend") };
  const buy = rules.canBuy === false ? {} : { alternative: t("workspace.spending.buyCredits") };

  if (cost.verdict === "not-enough")
    return {
      ...base,
      title: t("workspace.spending.notEnoughTitle"),
      message: t("workspace.spending.notEnough", { summary, shortfall: cost.shortfall }),
      confirm: t("workspace.spending.sendAnyway"),
      ...buy,
    };
  const mayNotFit = cost.unknownFiles > 0 && cost.balance - cost.knownPages < cost.unknownFiles * UNKNOWN_FILE_ALLOWANCE;
  if (mayNotFit)
    return {
      ...base,
      title: t("workspace.spending.mayNotFitTitle"),
      message: t("workspace.spending.mayNotFit", { summary }),
      confirm: t("workspace.spending.sendAnyway"),
      ...buy,
    };
  if (cost.minimumPages >= LARGE_BATCH_PAGES || cost.unknownFiles >= MANY_UNKNOWN_FILES)
    return {
      ...base,
      title: t("workspace.spending.largeTitle", { count: cost.files.length }),
      message: t("workspace.spending.large", { summary }),
      confirm: t("workspace.spending.send"),
    };
  const limit = rules.askAbove;
  if (typeof limit === "number" && (cost.minimumPages > limit || cost.unknownFiles > 0))
    return {
      ...base,
      title: t("workspace.spending.policyTitle", { count: cost.files.length }),
      message: rules.unreadNote ? `${summary} ${rules.unreadNote}` : t("workspace.spending.policy", { summary, limit }),
      confirm: t("workspace.spending.send"),
    };
  return null;
}
