// The work to ask for: transcribe (optionally with a translation), tables, or an extractor (chosen from the
// user's extractors, GET /extractors; typed by id when the list cannot be loaded). A translation asked for
// starts on the language chosen last, else the document's language when the service offers it. What the
// organisation's policy does not allow is shown unavailable, and the field says why.
import {
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import { useEffect, useRef, useState } from "react";
import { t } from "../../i18n/messages";
import { ALL_ACTIONS } from "../../work/policy/access";
import { PolicyHint } from "../components/PolicyHint";
import { reconcileExtractor, reconcileLanguage } from "../../work/settings/settingsStore";
import { defaultTranslationTarget, localisedLanguages } from "../../work/translationTarget";
import type { Action, Extractor, TranslationLanguage } from "../../api/types";
import { usePolicyNote } from "../usePolicyNote";

const useStyles = makeStyles({
  group: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
});

export interface ActionChoice {
  action: Action;
  extractor: { id: string; name: string } | null;
  translateTo: string | null;
}

export interface ActionPickerProps {
  value: ActionChoice;
  onChange: (value: ActionChoice) => void;
  disabled: boolean;
  loadExtractors: () => Promise<Extractor[]>;
  loadLanguages: () => Promise<TranslationLanguage[]>;
  /** Called with the languages once loaded (the insert options name them). */
  onLanguages?: (languages: TranslationLanguage[]) => void;
  /** The document's language as a service code ("de"): the translation target suggested when none was chosen before. */
  documentLanguage?: string | null;
  /** The actions the organisation allows (all without a policy). */
  allowedActions?: readonly Action[];
  /** "free" without a policy; "off" where translation is not allowed, "on" where it is always asked for. */
  translationRule?: "free" | "off" | "on";
}

type Loaded<T> = { state: "idle" } | { state: "loading" } | { state: "ready"; items: T[] } | { state: "failed" };

const EXTRACTOR_ID = /^[A-Za-z0-9]{10}$/;

export function ActionPicker({
  value,
  onChange,
  disabled,
  loadExtractors,
  loadLanguages,
  onLanguages,
  documentLanguage = null,
  allowedActions = ALL_ACTIONS,
  translationRule = "free",
}: ActionPickerProps): React.JSX.Element {
  const styles = useStyles();
  const note = usePolicyNote();
  // A restored choice that needs a list starts loading it at once (below); otherwise lists wait until needed.
  const [restoring] = useState(() => ({
    extractors: value.action === "extractor",
    languages: value.action === "transcribe" && value.translateTo !== null,
  }));
  const [extractors, setExtractors] = useState<Loaded<Extractor>>({ state: restoring.extractors ? "loading" : "idle" });
  const [languages, setLanguages] = useState<Loaded<TranslationLanguage>>({ state: restoring.languages ? "loading" : "idle" });
  const [typedId, setTypedId] = useState(value.extractor?.id ?? "");
  // A remembered extractor or language that is gone falls back, and this says so.
  const [fallbackNote, setFallbackNote] = useState<string | null>(null);
  const latest = useRef(value);
  // The language chosen last (remembered, or chosen earlier in this pane): turning translation on again starts there.
  const lastTarget = useRef(value.translateTo || null);
  useEffect(() => {
    latest.current = value;
    if (value.translateTo) lastTarget.current = value.translateTo;
  });
  const suggestedTarget = (available: readonly TranslationLanguage[]): string =>
    defaultTranslationTarget({ remembered: lastTarget.current, documentLanguage, available });

  // Lists are fetched when first needed (not on start: every request counts against the rate limit).
  const ensureExtractors = (): void => {
    if (extractors.state !== "idle" && extractors.state !== "failed") return;
    setExtractors({ state: "loading" });
    fetchExtractors();
  };
  const fetchExtractors = (): void => {
    loadExtractors().then(
      (items) => {
        setExtractors({ state: "ready", items });
        const current = latest.current;
        if (current.action !== "extractor") return;
        const { value: extractor, note } = reconcileExtractor(current.extractor, items);
        if (note || extractor?.name !== current.extractor?.name) onChange({ ...current, extractor });
        if (note) setFallbackNote(note);
      },
      () => setExtractors({ state: "failed" }),
    );
  };
  const ensureLanguages = (): void => {
    if (languages.state !== "idle" && languages.state !== "failed") return;
    setLanguages({ state: "loading" });
    fetchLanguages();
  };
  const fetchLanguages = (): void => {
    loadLanguages().then(
      (loaded) => {
        const items = localisedLanguages(loaded);
        setLanguages({ state: "ready", items });
        onLanguages?.(items);
        const current = latest.current;
        const { value: translateTo, note } = reconcileLanguage(current.translateTo, items);
        if (note) {
          // A remembered language that is gone: the note asks for another, none is picked in its place.
          lastTarget.current = null;
          onChange({ ...current, translateTo });
          setFallbackNote(note);
        } else if (current.translateTo === "") {
          // Translation was asked for before the list arrived: suggest a language now.
          const suggested = suggestedTarget(items);
          if (suggested) onChange({ ...current, translateTo: suggested });
        }
      },
      () => setLanguages({ state: "failed" }),
    );
  };

  // Restored choices need their lists: fetched once, at the start, only when a remembered choice uses them.
  useEffect(() => {
    if (restoring.extractors) fetchExtractors();
    if (restoring.languages) fetchLanguages();
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A translation asked for from outside (the organisation's default or rule, arriving after this mounted) needs the list too.
  const listNeeded = value.action === "transcribe" && value.translateTo !== null && languages.state === "idle";
  useEffect(() => {
    // Fetched without a "loading" step (the field shows the spinner while the list is not there).
    if (listNeeded) fetchLanguages();
    // Only when the need appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listNeeded]);

  const wantTranslation = value.translateTo !== null;
  const setAction = (action: Action): void => {
    if (action === "extractor") ensureExtractors();
    onChange({ ...value, action });
  };

  const extractorField = (): React.JSX.Element | null => {
    if (value.action !== "extractor") return null;
    if (extractors.state === "loading" || extractors.state === "idle")
      return <Spinner size="tiny" label={t("workspace.actionPicker.loadingExtractors")} />;
    if (extractors.state === "ready" && extractors.items.length > 0)
      return (
        <Field label={t("workspace.actionPicker.extractorLabel")}>
          <Select
            value={value.extractor?.id ?? ""}
            disabled={disabled}
            onChange={(_, d) => {
              const hit = extractors.items.find((e) => e.id === d.value);
              onChange({ ...value, extractor: hit ? { id: hit.id, name: hit.name } : null });
            }}
          >
            <option value="">{t("workspace.actionPicker.chooseExtractor")}</option>
            {extractors.items.map((e) => (
              <option key={e.id} value={e.id} title={e.description}>
                {e.name}
              </option>
            ))}
          </Select>
        </Field>
      );
    const invalid = typedId !== "" && !EXTRACTOR_ID.test(typedId);
    return (
      <Field
        label={t("workspace.actionPicker.extractorId")}
        hint={extractors.state === "failed" ? t("workspace.actionPicker.extractorsFailed") : t("workspace.actionPicker.noExtractors")}
        validationState={invalid ? "error" : "none"}
        validationMessage={invalid ? t("workspace.actionPicker.extractorIdInvalid") : undefined}
      >
        <Input
          value={typedId}
          disabled={disabled}
          onChange={(_, d) => {
            const id = d.value.trim();
            setTypedId(id);
            onChange({ ...value, extractor: EXTRACTOR_ID.test(id) ? { id, name: id } : null });
          }}
        />
      </Field>
    );
  };

  const translationField = (): React.JSX.Element | null => {
    if (value.action !== "transcribe") return null;
    const fixed =
      translationRule === "off"
        ? note("translation", t("policy.hint.translationOff"))
        : translationRule === "on"
          ? note("translation", t("policy.hint.translationOn"))
          : null;
    return (
      <>
        <PolicyHint hint={fixed}>
          <Checkbox
            label={t("workspace.actionPicker.alsoTranslate")}
            checked={wantTranslation}
            disabled={disabled || fixed !== null}
            onChange={(_, d) => {
              if (!d.checked) return onChange({ ...value, translateTo: null });
              // Asked for: the list's suggestion at once when it is here, or once it arrives (fetchLanguages).
              ensureLanguages();
              onChange({ ...value, translateTo: languages.state === "ready" ? suggestedTarget(languages.items) : "" });
            }}
          />
        </PolicyHint>
        {wantTranslation ? (
          languages.state === "ready" ? (
            <Field label={t("workspace.actionPicker.translateTo")}>
              <Select value={value.translateTo ?? ""} disabled={disabled} onChange={(_, d) => onChange({ ...value, translateTo: d.value })}>
                <option value="">{t("workspace.actionPicker.chooseLanguage")}</option>
                {languages.items.map((l) => (
                  <option key={l.code} value={l.code}>
                    {l.label}
                  </option>
                ))}
              </Select>
            </Field>
          ) : languages.state === "failed" ? (
            <Field
              label={t("workspace.actionPicker.translateTo")}
              validationState="error"
              validationMessage={t("workspace.actionPicker.languagesFailed")}
            >
              <Select disabled>
                <option>{t("workspace.actionPicker.unavailable")}</option>
              </Select>
            </Field>
          ) : (
            <Spinner size="tiny" label={t("workspace.actionPicker.loadingLanguages")} />
          )
        ) : null}
      </>
    );
  };

  return (
    <div className={styles.group}>
      <Field
        label={t("workspace.actionPicker.question")}
        hint={allowedActions.length < ALL_ACTIONS.length ? note("actions", t("policy.hint.actions")) : undefined}
      >
        <RadioGroup value={value.action} disabled={disabled} onChange={(_, d) => setAction(d.value as Action)}>
          <Radio value="transcribe" label={t("workspace.actionPicker.transcribe")} disabled={!allowedActions.includes("transcribe")} />
          <Radio value="tables" label={t("workspace.actionPicker.tables")} disabled={!allowedActions.includes("tables")} />
          <Radio value="extractor" label={t("workspace.actionPicker.extractor")} disabled={!allowedActions.includes("extractor")} />
        </RadioGroup>
      </Field>
      {fallbackNote ? (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{fallbackNote}</MessageBarBody>
        </MessageBar>
      ) : null}
      {extractorField()}
      {translationField()}
    </div>
  );
}

/** Whether the choice is complete enough to start. */
export function choiceReady(choice: ActionChoice): boolean {
  if (choice.action === "extractor") return choice.extractor !== null;
  if (choice.action === "transcribe" && choice.translateTo !== null) return choice.translateTo !== "";
  return true;
}
