// The manifests: Word and Excel's XML, Outlook's XML (read-surface "Transcribe attachments", pinnable, compose
// too) and the unified app package for all three, valid offline as `npm run validate` checks them (also once
// rewritten for a deployment, as `npm run build` writes them), with per-application requirements and never
// Mailbox beside Word or Excel sets, and every language's strings.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { makeJsonManifest } from "../../../scripts/jsonManifest";
import { impossibleRequirements, type Json } from "../../../scripts/manifestMerge";

const ROOT = join(__dirname, "../../..");
const run = promisify(execFile);
// eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack.config.js is CommonJS by design.
const { manifestFor } = require("../../../webpack.config.js") as {
  manifestFor: (content: string, addinUrl: string, authUrl: string) => string;
};

async function validate(...files: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [require.resolve("tsx/cli"), "scripts/validate-manifest.ts", ...files], {
      cwd: ROOT,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error: unknown) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, output: `${e.stdout ?? ""}${e.stderr ?? ""}` };
  }
}

const read = (dir: string, file: string): Json => JSON.parse(readFileSync(join(dir, file), "utf8")) as Json;

describe("manifests", () => {
  jest.setTimeout(120_000);

  it("are valid offline: both XML manifests and the unified package made from them", async () => {
    const { code, output } = await validate();
    expect(output).toMatch(/ok {2}XML schema \(OfficeAppManifestV1_1\.xsd\): .*manifest\.xml/);
    expect(output).toMatch(/ok {2}XML schema \(OfficeAppManifestV1_1\.xsd, with SupportsPinning\): .*manifest\.outlook\.xml/);
    expect(output).toMatch(/ok {2}unified JSON manifest for Word, Excel and Outlook/);
    expect(code).toBe(0);
  });

  it("stay valid as the build rewrites them for a deployment", async () => {
    const dir = mkdtempSync(join(tmpdir(), "built-manifests-"));
    try {
      for (const file of ["manifest.xml", "manifest.outlook.xml"]) {
        const built = manifestFor(
          readFileSync(join(ROOT, file), "utf8"),
          "https://addins.contoso.com/transcribe",
          "https://auth.example.com",
        );
        expect(built).not.toContain("localhost");
        writeFileSync(join(dir, file), built);
      }
      const { code, output } = await validate(join(dir, "manifest.xml"));
      expect({ code, output }).toEqual({ code: 0, output: expect.stringContaining("unified JSON manifest") });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("fail the check when Outlook's manifest is broken", async () => {
    const dir = mkdtempSync(join(tmpdir(), "broken-manifests-"));
    try {
      writeFileSync(join(dir, "manifest.xml"), readFileSync(join(ROOT, "manifest.xml")));
      const mail = readFileSync(join(ROOT, "manifest.outlook.xml"), "utf8").replace(
        "<SupportsPinning>true</SupportsPinning>",
        "<Pinned>true</Pinned>",
      );
      writeFileSync(join(dir, "manifest.outlook.xml"), mail);
      const { code, output } = await validate(join(dir, "manifest.xml"));
      expect(code).not.toBe(0);
      expect(output).toMatch(/Pinned.*not expected/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("make one add-in for Word, Excel and Outlook: requirements per application, a button in each, every language", () => {
    const dir = makeJsonManifest(join(ROOT, "manifest.xml"), join(ROOT, "manifest.outlook.xml"), join(ROOT, "assets"));
    try {
      const manifest = read(dir, "manifest.json");
      const [extension] = manifest.extensions as Json[];
      // The extension names only where it runs; what each part needs is said on the part.
      expect(extension?.requirements).toEqual({ scopes: ["document", "workbook", "mail"] });
      expect(impossibleRequirements(manifest)).toEqual([]);
      const ribbons = extension?.ribbons as Array<{
        requirements: { scopes: string[]; capabilities: Array<{ name: string }> };
        contexts: string[];
      }>;
      expect(ribbons.map((r) => [r.requirements.scopes, r.contexts, r.requirements.capabilities.map((c) => c.name)])).toEqual([
        [["document", "workbook"], ["default"], ["AddinCommands"]],
        [["mail"], ["mailRead"], ["Mailbox"]],
        [["mail"], ["mailCompose"], ["Mailbox"]],
      ]);
      const actions = (
        extension?.runtimes as Array<{ requirements: { scopes: string[] }; actions?: Array<{ id: string; pinnable: boolean }> }>
      ).flatMap((r) => (r.actions ?? []).map((a) => [r.requirements.scopes.join(), a.id, a.pinnable]));
      expect(actions).toEqual([
        ["document,workbook", "TranscribePane_1", false],
        ["mail", "mail_action_1", true],
        ["mail", "mail_action_2", false],
      ]);
      const permissions = ((manifest.authorization as Json).permissions as { resourceSpecific: Array<{ name: string }> }).resourceSpecific;
      expect(permissions.map((p) => p.name)).toEqual(["Document.ReadWrite.User", "MailboxItem.ReadWrite.User"]);
      const labels: Record<string, string> = {
        "de-de": "Anlagen transkribieren",
        "fr-fr": "Transcrire les pièces jointes",
        "es-es": "Transcribir adjuntos",
        "ar-sa": "تفريغ المرفقات نصيًا",
      };
      for (const [language, label] of Object.entries(labels)) {
        const strings = read(dir, `${language}.json`);
        expect(strings["extensions[0].ribbons[1].tabs[0].groups[0].controls[0].label"]).toBe(label);
        expect(strings["extensions[0].ribbons[2].tabs[0].groups[0].controls[0].label"]).toBe(label);
        expect(String(strings["description.full"])).toContain("Outlook");
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("would flag Mailbox asked beside Excel's or Word's sets (installable nowhere)", () => {
    const bad = {
      extensions: [
        {
          requirements: { capabilities: [{ name: "Mailbox" }, { name: "ExcelApi" }] },
          ribbons: [{ requirements: { capabilities: [{ name: "Mailbox" }], scopes: ["mail", "document"] } }],
        },
      ],
    };
    expect(impossibleRequirements(bad)).toEqual(["extensions[0].requirements", "extensions[0].ribbons[0].requirements"]);
  });
});
