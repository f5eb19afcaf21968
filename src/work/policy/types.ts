// An organisation's policy (policy.json beside the add-in, F21): the shapes the add-in works with once the
// file was read against docs/policy.schema.json. Every setting is { value, locked }: a locked value is fixed
// ("Set by your organisation"), an unlocked one is where the add-in starts and yields to the user's own
// choice. Rules (settings users have no control for) are always locked. Plain types, no React, no Office.
import type { Action } from "../../api/types";

export type SignInMethod = "oauth" | "apiToken";

export interface Setting<T> {
  readonly value: T;
  readonly locked: boolean;
  /**
   * The value is the safe fallback of a policy that could not be read (not JSON, this key refused, its server
   * erring with no earlier copy), not the organisation's choice: what is said there says so (fallback.ts).
   */
  readonly fallback?: true;
}

/** A text from the organisation: one for every language, or one per language code ("en", "de-CH"). */
export type OrgText = string | Readonly<Record<string, string>>;

export interface OrgHelp {
  readonly text?: OrgText;
  /** https: or mailto: (the schema allows nothing else). */
  readonly url?: string;
}

/** The settings of a policy file, as docs/policy.schema.json defines them. A key left out keeps the add-in's own behaviour. */
export interface PolicySettings {
  readonly signInMethods?: Setting<readonly SignInMethod[]>;
  readonly actions?: Setting<readonly Action[]>;
  readonly translation?: Setting<boolean>;
  readonly translationLanguages?: Setting<readonly string[]>;
  /** Seconds, or null for the account's own setting. */
  readonly deleteAfter?: Setting<number | null>;
  readonly deleteAfterMax?: Setting<number>;
  readonly topUp?: Setting<boolean>;
  readonly creditsMessage?: Setting<OrgText>;
  readonly microsoft365Sources?: Setting<boolean>;
  readonly spendingQuestionAbove?: Setting<number>;
  readonly insertAsTheyFinish?: Setting<boolean>;
  readonly keepText?: Setting<boolean>;
  readonly help?: Setting<OrgHelp>;
}

export type PolicyKey = keyof PolicySettings;

/** Every key the schema knows, in the order the docs and the Settings view list them. */
export const POLICY_KEYS: readonly PolicyKey[] = [
  "signInMethods",
  "actions",
  "translation",
  "translationLanguages",
  "deleteAfter",
  "deleteAfterMax",
  "topUp",
  "creditsMessage",
  "microsoft365Sources",
  "spendingQuestionAbove",
  "insertAsTheyFinish",
  "keepText",
  "help",
];

/** One schema error, as ajv reports it (its validators, compiled or standalone, give this shape). */
export interface SchemaError {
  readonly instancePath: string;
  readonly schemaPath: string;
  readonly keyword: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/** Validates a parsed policy file against the schema: the errors, none when valid. */
export type SchemaValidate = (data: unknown) => readonly SchemaError[];

/** What was wrong with one key: where inside it ("value[1]", "" for the setting itself) and what. */
export interface PolicyProblem {
  readonly where: string;
  readonly keyword: string;
  readonly params: Readonly<Record<string, string | number>>;
}

export interface RejectedKey {
  readonly key: PolicyKey;
  readonly problems: readonly PolicyProblem[];
  /** true: the key's most restrictive choice applies; false: its value was corrected (deleteAfter above deleteAfterMax). */
  readonly restrictive: boolean;
}

/** A policy file read: the settings that apply, the keys rejected and why, the unknown keys ignored. */
export interface PolicyReading {
  readonly settings: PolicySettings;
  readonly rejected: readonly RejectedKey[];
  readonly ignored: readonly string[];
}
