// The policy merged with remembered choices: a locked value beats what was remembered, an unlocked one is a
// default that yields to the user's own choice, and what a rule leaves out is never used.
import { MemoryStorage } from "../../../../src/storage/memoryStorage";
import {
  allowedLanguages,
  applyPolicy,
  deleteAfterOptions,
  effectiveInsert,
  effectiveWork,
  policyLocks,
  translationRule,
} from "../../../../src/work/policy/applyPolicy";
import type { PolicySettings } from "../../../../src/work/policy/types";
import { SettingsStore, type RememberedSettings } from "../../../../src/work/settings/settingsStore";

/** What a store holds after the user made these choices (nothing chosen: a fresh account). */
function remembered(choose: (store: SettingsStore) => void = () => undefined): RememberedSettings {
  const store = SettingsStore.for(new MemoryStorage(), "https://svc.test/v3", "u1", "word");
  choose(store);
  return store.get();
}

describe("effectiveWork", () => {
  it("changes nothing without a policy", () => {
    const mine = remembered((s) => s.setWork({ action: "tables", deleteAfterSeconds: 3600, translateTo: "fr" }));
    expect(effectiveWork(mine, {})).toEqual(mine.work);
  });

  it("locked beats remembered: the deletion time the user chose gives way to the organisation's", () => {
    const mine = remembered((s) => s.setWork({ deleteAfterSeconds: 14 * 86_400 }));
    expect(effectiveWork(mine, { deleteAfter: { value: 3600, locked: true } }).deleteAfterSeconds).toBe(3600);
  });

  it("a default yields to the user's choice, and applies where the user has not chosen", () => {
    const policy: PolicySettings = { deleteAfter: { value: 86_400, locked: false } };
    expect(effectiveWork(remembered(), policy).deleteAfterSeconds).toBe(86_400);
    // Another choice made (the action) leaves the deletion time to the default.
    expect(
      effectiveWork(
        remembered((s) => s.setWork({ action: "tables" })),
        policy,
      ).deleteAfterSeconds,
    ).toBe(86_400);
    expect(
      effectiveWork(
        remembered((s) => s.setWork({ deleteAfterSeconds: 300 })),
        policy,
      ).deleteAfterSeconds,
    ).toBe(300);
    // Choosing "the account's own setting" is a choice too.
    expect(
      effectiveWork(
        remembered((s) => s.setWork({ deleteAfterSeconds: null })),
        policy,
      ).deleteAfterSeconds,
    ).toBeNull();
  });

  it("never goes over the longest allowed, nor leaves it to the account's own (perhaps longer) setting", () => {
    const policy: PolicySettings = { deleteAfterMax: { value: 86_400, locked: true } };
    expect(
      effectiveWork(
        remembered((s) => s.setWork({ deleteAfterSeconds: 7 * 86_400 })),
        policy,
      ).deleteAfterSeconds,
    ).toBe(86_400);
    expect(
      effectiveWork(
        remembered((s) => s.setWork({ deleteAfterSeconds: 3600 })),
        policy,
      ).deleteAfterSeconds,
    ).toBe(3600);
    expect(effectiveWork(remembered(), policy).deleteAfterSeconds).toBe(86_400);
  });

  it("a remembered action the organisation does not allow becomes the first it allows", () => {
    const mine = remembered((s) => s.setWork({ action: "extractor", extractor: { id: "abcdefghij", name: "Invoices" } }));
    expect(effectiveWork(mine, { actions: { value: ["tables", "transcribe"], locked: true } }).action).toBe("transcribe");
    expect(effectiveWork(mine, { actions: { value: ["tables"], locked: true } }).action).toBe("tables");
  });

  it("translation: off where not allowed, asked for where always on, a default otherwise", () => {
    const translating = remembered((s) => s.setWork({ translateTo: "fr" }));
    expect(effectiveWork(translating, { translation: { value: false, locked: true } }).translateTo).toBeNull();
    expect(effectiveWork(translating, { translationLanguages: { value: [], locked: true } }).translateTo).toBeNull();
    expect(effectiveWork(remembered(), { translation: { value: true, locked: true } }).translateTo).toBe("");
    expect(effectiveWork(remembered(), { translation: { value: true, locked: false } }).translateTo).toBe("");
    expect(
      effectiveWork(
        remembered((s) => s.setWork({ translateTo: null })),
        { translation: { value: true, locked: false } },
      ).translateTo,
    ).toBeNull();
    expect(effectiveWork(translating, { translation: { value: false, locked: false } }).translateTo).toBe("fr");
  });

  it("a remembered language the organisation leaves out is never sent: the user chooses again", () => {
    const translating = remembered((s) => s.setWork({ translateTo: "fr" }));
    expect(effectiveWork(translating, { translationLanguages: { value: ["de", "es"], locked: true } }).translateTo).toBe("");
    expect(effectiveWork(translating, { translationLanguages: { value: ["DE", "FR"], locked: true } }).translateTo).toBe("fr");
  });
});

describe("effectiveInsert", () => {
  it("keepText and asTheyFinish: locked beats remembered, a default yields to the remembered choice", () => {
    expect(
      effectiveInsert(
        { keepText: false, asTheyFinish: true },
        { keepText: { value: true, locked: true }, insertAsTheyFinish: { value: false, locked: true } },
      ),
    ).toEqual({
      keepText: true,
      asTheyFinish: false,
    });
    expect(effectiveInsert({}, { keepText: { value: true, locked: false } })).toEqual({ keepText: true });
    expect(effectiveInsert({ keepText: false }, { keepText: { value: true, locked: false } })).toEqual({ keepText: false });
    expect(effectiveInsert({ wordPlacement: "end" }, {})).toEqual({ wordPlacement: "end" });
  });

  it("applyPolicy merges both and keeps what the user chose", () => {
    const mine = remembered((s) => {
      s.setWork({ action: "tables" });
      s.setInsert({ keepText: false, wordPlacement: "end" });
    });
    const applied = applyPolicy(mine, { keepText: { value: true, locked: true }, actions: { value: ["transcribe"], locked: true } });
    expect(applied.work.action).toBe("transcribe");
    expect(applied.insert).toEqual({ keepText: true, wordPlacement: "end" });
    expect(applied.chosen).toEqual(mine.chosen);
  });
});

describe("what the controls offer", () => {
  it("deletion times: presets up to the cap (and the cap itself), the account's own setting only without one", () => {
    expect(deleteAfterOptions({})).toEqual({ presets: [300, 3600, 86_400, 7 * 86_400, 14 * 86_400], account: true });
    expect(deleteAfterOptions({ deleteAfterMax: { value: 86_400, locked: true } })).toEqual({
      presets: [300, 3600, 86_400],
      account: false,
    });
    expect(deleteAfterOptions({ deleteAfterMax: { value: 7200, locked: true } })).toEqual({ presets: [300, 3600, 7200], account: false });
  });

  it("locks and the translation rule", () => {
    expect(policyLocks({})).toEqual({ actions: false, translation: false, deleteAfter: false, asTheyFinish: false, keepText: false });
    expect(
      policyLocks({
        actions: { value: ["transcribe", "tables"], locked: true },
        translation: { value: false, locked: true },
        deleteAfter: { value: 3600, locked: true },
        insertAsTheyFinish: { value: false, locked: true },
        keepText: { value: true, locked: false },
      }),
    ).toEqual({ actions: true, translation: true, deleteAfter: true, asTheyFinish: true, keepText: false });
    expect(translationRule({})).toBe("free");
    expect(translationRule({ translation: { value: true, locked: false } })).toBe("free");
    expect(translationRule({ translation: { value: true, locked: true } })).toBe("on");
    expect(translationRule({ translation: { value: false, locked: true } })).toBe("off");
    expect(translationRule({ translationLanguages: { value: [], locked: true } })).toBe("off");
  });

  it("the service's languages the organisation allows (codes compared without case)", () => {
    const offered = [
      { code: "de", label: "German" },
      { code: "fr", label: "French" },
      { code: "pt-BR", label: "Portuguese (Brazil)" },
    ];
    expect(allowedLanguages(offered, {})).toEqual(offered);
    expect(allowedLanguages(offered, { translationLanguages: { value: ["pt-br", "de", "ja"], locked: true } }).map((l) => l.code)).toEqual([
      "de",
      "pt-BR",
    ]);
  });
});
