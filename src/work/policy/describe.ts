// The policy in words, for the Settings view and `npm run validate -- policy.json`: what each setting that
// applies says, and for each rejected key what was wrong and what applies instead. No React, no Office.
import type { Action } from "../../api/types";
import { formatList } from "../../i18n/format";
import { t, type MessageKey } from "../../i18n/messages";
import { deleteAfterOption } from "../settings/deleteAfter";
import { languageName } from "../translationTarget";
import { orgText } from "./orgText";
import type { PolicyKey, PolicyProblem, PolicySettings, RejectedKey, Setting } from "./types";

const DAY = 86_400;
const HOUR = 3600;

/** A duration as ICU values: { count, unit } in the largest whole unit. */
export function deleteAfterLimit(seconds: number): { count: number; unit: "days" | "hours" | "minutes" } {
  if (seconds % DAY === 0) return { count: seconds / DAY, unit: "days" };
  if (seconds % HOUR === 0) return { count: seconds / HOUR, unit: "hours" };
  return { count: Math.round(seconds / 60), unit: "minutes" };
}

const ACTION_NAMES: Readonly<Record<Action, MessageKey>> = {
  transcribe: "workspace.actionPicker.transcribe",
  tables: "workspace.actionPicker.tables",
  extractor: "workspace.actionPicker.extractor",
};

const NAMES: Readonly<Record<PolicyKey, MessageKey>> = {
  signInMethods: "policy.name.signInMethods",
  actions: "policy.name.actions",
  translation: "policy.name.translation",
  translationLanguages: "policy.name.translationLanguages",
  deleteAfter: "policy.name.deleteAfter",
  deleteAfterMax: "policy.name.deleteAfterMax",
  topUp: "policy.name.topUp",
  creditsMessage: "policy.name.creditsMessage",
  microsoft365Sources: "policy.name.microsoft365Sources",
  spendingQuestionAbove: "policy.name.spendingQuestionAbove",
  insertAsTheyFinish: "policy.name.insertAsTheyFinish",
  keepText: "policy.name.keepText",
  help: "policy.name.help",
};

const FALLBACKS: Readonly<Record<PolicyKey, MessageKey>> = {
  signInMethods: "policy.fallback.signInMethods",
  actions: "policy.fallback.actions",
  translation: "policy.fallback.translation",
  translationLanguages: "policy.fallback.translationLanguages",
  deleteAfter: "policy.fallback.deleteAfter",
  deleteAfterMax: "policy.fallback.deleteAfterMax",
  topUp: "policy.fallback.topUp",
  creditsMessage: "policy.fallback.creditsMessage",
  microsoft365Sources: "policy.fallback.microsoft365Sources",
  spendingQuestionAbove: "policy.fallback.spendingQuestionAbove",
  insertAsTheyFinish: "policy.fallback.insertAsTheyFinish",
  keepText: "policy.fallback.keepText",
  help: "policy.fallback.help",
};

export function settingName(key: PolicyKey): string {
  return t(NAMES[key]);
}

function onOff(setting: Setting<boolean>): string {
  return t("policy.value.onOff", { on: String(setting.value) });
}

/** What a setting that applies says, in a few words. */
function valueText(key: PolicyKey, settings: PolicySettings): string | null {
  switch (key) {
    case "signInMethods": {
      const methods = settings.signInMethods?.value ?? [];
      return t("policy.value.signIn", { methods: methods.length === 1 ? (methods[0] ?? "both") : "both" });
    }
    case "actions":
      return formatList((settings.actions?.value ?? []).map((a) => t(ACTION_NAMES[a])));
    case "translationLanguages": {
      const codes = settings.translationLanguages?.value ?? [];
      return t("policy.value.languages", { count: codes.length, languages: formatList(codes.map((c) => languageName(c))) });
    }
    case "deleteAfter":
      return settings.deleteAfter ? deleteAfterOption(settings.deleteAfter.value) : null;
    case "deleteAfterMax":
      return settings.deleteAfterMax ? deleteAfterOption(settings.deleteAfterMax.value) : null;
    case "topUp":
    case "microsoft365Sources": {
      const setting = settings[key];
      return setting ? t("policy.value.allowed", { allowed: String(setting.value) }) : null;
    }
    case "spendingQuestionAbove":
      return t("policy.value.askAbove", { count: settings.spendingQuestionAbove?.value ?? 0 });
    case "translation":
    case "insertAsTheyFinish":
    case "keepText": {
      const setting = settings[key];
      return setting ? onOff(setting) : null;
    }
    case "creditsMessage":
      return settings.creditsMessage ? orgText(settings.creditsMessage.value) : null;
    case "help":
      return null; // shown in Help, with its link
  }
}

export interface SettingLine {
  key: PolicyKey;
  name: string;
  value: string;
  locked: boolean;
}

/** One line per setting that applies (in the schema's order), for the Settings view. */
export function settingLines(settings: PolicySettings, keys: readonly PolicyKey[]): SettingLine[] {
  return keys.flatMap((key) => {
    const setting = settings[key];
    const value = setting === undefined ? null : valueText(key, settings);
    return setting === undefined || value === null ? [] : [{ key, name: settingName(key), value, locked: setting.locked }];
  });
}

/** The problem's path, as the file has it: "deleteAfter.value", "actions.value[1]". */
function path(key: PolicyKey, problem: PolicyProblem): string {
  return problem.where === "" ? key : `${key}.${problem.where}`;
}

const TEXT_LIKE = /^(creditsMessage\.value|help\.value\.text)/;

/** One problem in a sentence. */
export function describeProblem(key: PolicyKey, problem: PolicyProblem): string {
  const where = path(key, problem);
  const p = problem.params;
  switch (problem.keyword) {
    case "type":
      return t("policy.problem.type", { where, type: String(p.type ?? "") });
    case "enum":
      return t("policy.problem.enum", { where, allowed: String(p.allowedValues ?? "") });
    case "const":
      return problem.where === "locked" ? t("policy.problem.locked", { where }) : t("policy.problem.other", { where });
    case "minimum":
    case "maximum":
      return t(problem.keyword === "minimum" ? "policy.problem.minimum" : "policy.problem.maximum", { where, limit: Number(p.limit) });
    case "minItems":
    case "minLength":
    case "minProperties":
      return t("policy.problem.empty", { where });
    case "maxLength":
      return t("policy.problem.maxLength", { where, limit: Number(p.limit) });
    case "uniqueItems":
      return t("policy.problem.unique", { where });
    case "pattern":
      if (problem.where.endsWith("url")) return t("policy.problem.url", { where });
      if (key === "translationLanguages") return t("policy.problem.language", { where });
      return t("policy.problem.blank", { where });
    case "propertyNames":
      return t("policy.problem.language", { where });
    case "required":
      return t("policy.problem.required", { where, property: String(p.missingProperty ?? "") });
    case "additionalProperties":
      return t("policy.problem.extra", { where, property: String(p.additionalProperty ?? "") });
    case "oneOf":
      return TEXT_LIKE.test(where) ? t("policy.problem.text", { where }) : t("policy.problem.seconds", { where });
    case "aboveMax":
      return t("policy.problem.aboveMax", { where });
    default:
      return t("policy.problem.other", { where });
  }
}

/** Why a key was rejected and what applies instead, in one paragraph. */
export function rejectionText(rejected: RejectedKey): string {
  const problems = rejected.problems.map((problem) => describeProblem(rejected.key, problem));
  const instead = rejected.restrictive ? t(FALLBACKS[rejected.key]) : t("policy.fallback.capped");
  return [...problems, instead].join(" ");
}
