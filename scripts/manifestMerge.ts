// One unified app package for Word, Excel and Outlook, made from the two converted XML manifests (the
// converter takes one add-in-only manifest at a time, and an XML manifest is either a task pane or a mail
// add-in). The schema allows one extension per app, so both become one extension whose requirements name only
// the scopes; each runtime, ribbon and get-started message says which Office applications and requirement sets
// it needs. Never Mailbox and ExcelApi/WordApi in one requirement: no Office has both, so such an add-in would be
// installable nowhere. Pure functions over JSON, for scripts/jsonManifest.ts and its tests.

export type Json = Record<string, unknown>;

export interface Converted {
  manifest: Json;
  /** Localization files by language tag ("de-de"): key -> string. */
  strings: Record<string, Json>;
}

type Capability = { name: string; minVersion?: string };
type Requirements = { capabilities?: Capability[]; scopes?: string[]; formFactors?: string[] };
type Runtime = Json & { id: string; requirements?: Requirements; actions?: Array<Json & { id: string }> };
type Ribbon = Json & { requirements?: Requirements; tabs?: Array<{ groups?: Array<{ controls?: Array<Json & { actionId?: string }> }> }> };

export const DOCUMENT_SCOPES = ["document", "workbook"] as const;
export const MAIL_SCOPES = ["mail"] as const;

const extensionOf = (manifest: Json): Json => {
  const extension = (manifest.extensions as Json[] | undefined)?.[0];
  if (!extension) throw new Error("A converted manifest has no extension.");
  return extension;
};

const versionParts = (v: string | undefined): number[] => (v ?? "0").split(".").map(Number);
const newer = (a: string | undefined, b: string | undefined): boolean => {
  const [x, y] = [versionParts(a), versionParts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
  return false;
};
const mailboxVersion = (r: { requirements?: Requirements }): string | undefined =>
  r.requirements?.capabilities?.find((c) => c.name === "Mailbox")?.minVersion;

/** Requirements narrowed to `scopes` (and, for Word and Excel's parts, the dialog API they rely on). */
function scoped(requirements: Requirements | undefined, scopes: readonly string[], extra: Capability[] = []): Requirements {
  const capabilities = [...(requirements?.capabilities ?? []), ...extra];
  return { ...requirements, ...(capabilities.length > 0 ? { capabilities } : {}), scopes: [...scopes] };
}

/** Localization keys of the mail manifest, with its ribbons' and runtimes' indexes moved to where they now are. */
function moveKeys(strings: Json, ribbons: Map<number, number>, runtimes: Map<number, number>): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(strings)) {
    const m = /^extensions\[0\]\.(ribbons|runtimes)\[(\d+)\](.*)$/.exec(key);
    if (!m) continue;
    const moved = (m[1] === "ribbons" ? ribbons : runtimes).get(Number(m[2]));
    if (moved !== undefined) out[`extensions[0].${m[1]}[${moved}]${m[3]}`] = value;
  }
  return out;
}

/**
 * The unified manifest: Word and Excel's parts (from manifest.xml) and Outlook's (from manifest.outlook.xml,
 * only its newest VersionOverrides: the unified manifest needs an Office far newer than Mailbox 1.5).
 */
export function mergeManifests(documents: Converted, mail: Converted): Converted {
  const docExt = extensionOf(documents.manifest);
  const mailExt = extensionOf(mail.manifest);
  const docRequirements = docExt.requirements as Requirements | undefined;
  // What Word and Excel need to start (DialogApi) moves from the extension to their own runtimes.
  const docCapabilities = docRequirements?.capabilities ?? [];

  const mailRuntimes = (mailExt.runtimes as Runtime[] | undefined) ?? [];
  const mailRibbons = (mailExt.ribbons as Ribbon[] | undefined) ?? [];
  const newest = [...mailRuntimes, ...mailRibbons].map(mailboxVersion).reduce((a, b) => (newer(b, a) ? b : a), undefined);
  const docRuntimes = ((docExt.runtimes as Runtime[] | undefined) ?? []).map((r) => ({
    ...r,
    requirements: scoped(r.requirements, DOCUMENT_SCOPES, docCapabilities),
  }));
  const docRibbons = ((docExt.ribbons as Ribbon[] | undefined) ?? []).map((r) => ({
    ...r,
    requirements: scoped(r.requirements, DOCUMENT_SCOPES),
  }));

  const runtimeMoves = new Map<number, number>();
  const runtimes: Runtime[] = [...docRuntimes];
  mailRuntimes.forEach((r, i) => {
    if (mailboxVersion(r) !== newest) return;
    runtimeMoves.set(i, runtimes.length);
    runtimes.push({
      ...r,
      id: `mail_${r.id}`,
      requirements: scoped(r.requirements, MAIL_SCOPES),
      ...(r.actions ? { actions: r.actions.map((a) => ({ ...a, id: `mail_${a.id}` })) } : {}),
    });
  });
  const ribbonMoves = new Map<number, number>();
  const ribbons: Ribbon[] = [...docRibbons];
  mailRibbons.forEach((r, i) => {
    if (mailboxVersion(r) !== newest) return;
    ribbonMoves.set(i, ribbons.length);
    const tabs = (r.tabs ?? []).map((tab) => ({
      ...tab,
      groups: (tab.groups ?? []).map((group) => ({
        ...group,
        controls: (group.controls ?? []).map((c) => (c.actionId ? { ...c, actionId: `mail_${c.actionId}` } : c)),
      })),
    }));
    ribbons.push({ ...r, tabs, requirements: scoped(r.requirements, MAIL_SCOPES) });
  });

  const getStarted = ((docExt.getStartedMessages as Array<Json & { requirements?: Requirements }> | undefined) ?? []).map((g) => ({
    ...g,
    requirements: scoped(g.requirements, DOCUMENT_SCOPES),
  }));
  const permissions = [documents.manifest, mail.manifest].flatMap(
    (m) => ((m.authorization as Json | undefined)?.permissions as { resourceSpecific?: Json[] } | undefined)?.resourceSpecific ?? [],
  );
  const domains = [documents.manifest, mail.manifest].flatMap((m) => (m.validDomains as string[] | undefined) ?? []);

  const extension: Json = {
    ...docExt,
    requirements: { scopes: [...DOCUMENT_SCOPES, ...MAIL_SCOPES] },
    runtimes,
    ribbons,
    ...(getStarted.length > 0 ? { getStartedMessages: getStarted } : {}),
  };
  const manifest: Json = {
    ...documents.manifest,
    // Outlook's description names all three applications.
    description: { ...(documents.manifest.description as Json), full: (mail.manifest.description as Json).full },
    validDomains: [...new Set(domains)],
    authorization: { permissions: { resourceSpecific: [...new Map(permissions.map((p) => [String(p.name), p])).values()] } },
    extensions: [extension],
  };
  const strings: Record<string, Json> = {};
  for (const [language, own] of Object.entries(documents.strings)) {
    const outlook = mail.strings[language] ?? {};
    strings[language] = { ...own, "description.full": outlook["description.full"], ...moveKeys(outlook, ribbonMoves, runtimeMoves) };
  }
  return { manifest, strings };
}

/** Every requirement in the manifest that asks for Mailbox together with a Word or Excel set (installable nowhere). */
export function impossibleRequirements(manifest: Json): string[] {
  const found: string[] = [];
  const visit = (value: unknown, path: string): void => {
    if (Array.isArray(value)) return value.forEach((v, i) => visit(v, `${path}[${i}]`));
    if (typeof value !== "object" || value === null) return;
    const requirements = (value as Json).requirements as Requirements | undefined;
    const names = new Set((requirements?.capabilities ?? []).map((c) => c.name));
    const scopes = new Set(requirements?.scopes ?? []);
    const mail = names.has("Mailbox") || (scopes.has("mail") && scopes.size === 1);
    if (names.has("Mailbox") && (names.has("ExcelApi") || names.has("WordApi"))) found.push(`${path}.requirements`);
    else if (mail && (scopes.has("document") || scopes.has("workbook"))) found.push(`${path}.requirements`);
    for (const [key, child] of Object.entries(value as Json)) if (key !== "requirements") visit(child, path ? `${path}.${key}` : key);
  };
  visit(manifest, "");
  return found;
}
