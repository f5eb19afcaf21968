// A policy merged with the user's remembered choices: a locked value beats what was remembered; an unlocked
// one is the default, used only where the user has not chosen. What a rule leaves out (an action, a language,
// a deletion time over the longest allowed) is never used, whatever was remembered. Plain functions: the
// views render what these give. No React, no Office.
import type { Action, TranslationLanguage } from "../../api/types";
import type { InsertChoices, RememberedSettings, WorkChoice } from "../settings/settingsStore";
import { DELETE_AFTER_PRESETS } from "../settings/settingsStore";
import { allowedActions } from "./access";
import type { PolicySettings, Setting } from "./types";

/** The controls a policy fixes: shown disabled, "Set by your organisation". */
export interface PolicyLocks {
  /** Some actions are not allowed (their choices are shown unavailable). */
  actions: boolean;
  translation: boolean;
  deleteAfter: boolean;
  asTheyFinish: boolean;
  keepText: boolean;
}

/** Translation is allowed at all: not locked off, and some language left to translate into. */
export function translationAllowed(settings: PolicySettings): boolean {
  if (settings.translation?.locked === true && !settings.translation.value) return false;
  return settings.translationLanguages === undefined || settings.translationLanguages.value.length > 0;
}

/** How the "Also translate" choice stands: free to choose, not allowed, or always asked for. */
export function translationRule(settings: PolicySettings): "free" | "off" | "on" {
  if (!translationAllowed(settings)) return "off";
  return settings.translation?.locked === true ? "on" : "free";
}

export function policyLocks(settings: PolicySettings): PolicyLocks {
  return {
    actions: allowedActions(settings).length < 3,
    translation: settings.translation?.locked === true || !translationAllowed(settings),
    deleteAfter: settings.deleteAfter?.locked === true,
    asTheyFinish: settings.insertAsTheyFinish?.locked === true,
    keepText: settings.keepText?.locked === true,
  };
}

/** The value of an option: locked -> the policy's; chosen -> the user's; else the policy's default, else `fallback`. */
function option<T>(setting: Setting<T> | undefined, remembered: T, chosen: boolean): T {
  if (setting === undefined) return remembered;
  if (setting.locked || !chosen) return setting.value;
  return remembered;
}

/** The deletion times offered: the presets up to the longest allowed (and it, when it is not a preset); the account's own setting only without a cap. */
export function deleteAfterOptions(settings: PolicySettings): { presets: number[]; account: boolean } {
  const max = settings.deleteAfterMax?.value;
  if (max === undefined) return { presets: [...DELETE_AFTER_PRESETS], account: true };
  const presets = DELETE_AFTER_PRESETS.filter((s) => s <= max);
  return { presets: presets.includes(max) ? presets : [...presets, max], account: false };
}

/** A deletion time within the longest allowed (the account's own setting may be longer: the cap instead). */
function capped(seconds: number | null, settings: PolicySettings): number | null {
  const max = settings.deleteAfterMax?.value;
  if (max === undefined) return seconds;
  return seconds === null ? max : Math.min(seconds, max);
}

function effectiveAction(remembered: Action, settings: PolicySettings): Action {
  const allowed = allowedActions(settings);
  return allowed.includes(remembered) ? remembered : (allowed[0] ?? "transcribe");
}

function effectiveTranslation(remembered: WorkChoice["translateTo"], chosen: boolean, settings: PolicySettings): WorkChoice["translateTo"] {
  if (!translationAllowed(settings)) return null;
  const on = option(settings.translation, remembered !== null, chosen);
  if (!on) return null;
  const target = remembered ?? "";
  const languages = settings.translationLanguages?.value;
  // A remembered language the policy leaves out is never sent: the user chooses again.
  const left = languages !== undefined && !languages.some((code) => code.toLowerCase() === target.toLowerCase());
  return target !== "" && left ? "" : target;
}

export function effectiveWork(remembered: RememberedSettings, settings: PolicySettings): WorkChoice {
  const { work, chosen } = remembered;
  return {
    ...work,
    action: effectiveAction(work.action, settings),
    translateTo: effectiveTranslation(work.translateTo, chosen.includes("translateTo"), settings),
    deleteAfterSeconds: capped(option(settings.deleteAfter, work.deleteAfterSeconds, chosen.includes("deleteAfterSeconds")), settings),
  };
}

function insertOption(setting: Setting<boolean> | undefined, choices: InsertChoices, key: string): Record<string, boolean> {
  const remembered = choices[key];
  if (setting === undefined) return {};
  const value = option(setting, typeof remembered === "boolean" ? remembered : setting.value, typeof remembered === "boolean");
  return { [key]: value };
}

export function effectiveInsert(choices: InsertChoices, settings: PolicySettings): InsertChoices {
  return {
    ...choices,
    ...insertOption(settings.insertAsTheyFinish, choices, "asTheyFinish"),
    ...insertOption(settings.keepText, choices, "keepText"),
  };
}

/** The remembered settings as they apply under the policy (what the views show and the work uses). */
export function applyPolicy(remembered: RememberedSettings, settings: PolicySettings): RememberedSettings {
  return { ...remembered, work: effectiveWork(remembered, settings), insert: effectiveInsert(remembered.insert, settings) };
}

/** The service's translation languages the policy allows. */
export function allowedLanguages(languages: readonly TranslationLanguage[], settings: PolicySettings): TranslationLanguage[] {
  const allowed = settings.translationLanguages?.value;
  if (allowed === undefined) return [...languages];
  const wanted = new Set(allowed.map((code) => code.toLowerCase()));
  return languages.filter((l) => wanted.has(l.code.toLowerCase()));
}
