// eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack.config.js is CommonJS.
const { manifestFor, appConfigFromEnv } = require("../../../webpack.config.js") as {
  manifestFor: (content: string, addinUrl: string, authUrl: string, msAuthority?: string | null, serviceUrl?: string | null) => string;
  appConfigFromEnv: (env: Record<string, string | undefined>) => {
    serviceUrl: string;
    authUrl: string;
    oauthClientId: string;
    msClientId: string | null;
    msAuthority: string;
    graphUrl: string;
    oauthIssuer?: string;
  };
};
import { readFileSync } from "node:fs";
import { join } from "node:path";

describe("build configuration", () => {
  it("defaults to the local emulator over HTTPS (an https:// add-in may not call plain HTTP in WebKit)", () => {
    expect(appConfigFromEnv({})).toEqual({
      serviceUrl: "https://localhost:4011/v3",
      authUrl: "https://localhost:4011",
      oauthClientId: "office-addin-dev",
      // No Microsoft 365 app registration: the OneDrive, SharePoint and mail sources are hidden.
      msClientId: null,
      msAuthority: "https://login.microsoftonline.com/organizations",
      graphUrl: "https://graph.microsoft.com/v1.0",
    });
  });
  it("takes the organisation's Microsoft 365 app registration and tenant", () => {
    const config = appConfigFromEnv({
      MS_CLIENT_ID: "app-123",
      MS_AUTHORITY: "https://login.microsoftonline.com/contoso.onmicrosoft.com/",
    });
    expect(config.msClientId).toBe("app-123");
    expect(config.msAuthority).toBe("https://login.microsoftonline.com/contoso.onmicrosoft.com");
  });
  it("takes the service, sign-in address and client id from the environment", () => {
    expect(
      appConfigFromEnv({ SERVICE_URL: "https://api.example.com/v3/", AUTH_URL: "https://login.example.com", OAUTH_CLIENT_ID: "prod" }),
    ).toEqual({
      serviceUrl: "https://api.example.com/v3",
      authUrl: "https://login.example.com",
      oauthClientId: "prod",
      msClientId: null,
      msAuthority: "https://login.microsoftonline.com/organizations",
      graphUrl: "https://graph.microsoft.com/v1.0",
    });
    expect(appConfigFromEnv({ OAUTH_ISSUER: "https://login.example.com/" }).oauthIssuer).toBe("https://login.example.com/");
  });
  it("rewrites every development URL in the manifest", () => {
    const manifest = readFileSync(join(__dirname, "../../../manifest.xml"), "utf8");
    const built = manifestFor(manifest, "https://addin.contoso.com/app/", "https://login.example.com/path");
    expect(built).not.toMatch(/localhost|127\.0\.0\.1/);
    expect(built).toContain('<SourceLocation DefaultValue="https://addin.contoso.com/app/taskpane.html"/>');
    expect(built).toContain("<AppDomain>https://login.example.com</AppDomain>");
    expect(built).not.toContain("login.microsoftonline.com");
  });
  it("lets the Office dialog reach the Microsoft sign-in authority when Microsoft 365 sources are built in", () => {
    const manifest = readFileSync(join(__dirname, "../../../manifest.xml"), "utf8");
    const built = manifestFor(
      manifest,
      "https://addin.contoso.com",
      "https://login.example.com",
      "https://login.microsoftonline.com/contoso",
    );
    expect(built).toContain("<AppDomain>https://login.example.com</AppDomain>");
    expect(built).toContain("<AppDomain>https://login.microsoftonline.com</AppDomain>");
  });
  it("lets the Office dialog reach the service (a top-up's payment confirmation page), once per origin", () => {
    const manifest = readFileSync(join(__dirname, "../../../manifest.xml"), "utf8");
    const built = manifestFor(manifest, "https://addin.contoso.com", "https://login.example.com", null, "https://api.example.com/v3");
    expect(built).toContain("<AppDomain>https://api.example.com</AppDomain>");
    const same = manifestFor(manifest, "https://addin.contoso.com", "https://svc.example.com", null, "https://svc.example.com/v3");
    expect(same.match(/<AppDomain>/g)).toHaveLength(1);
  });
});

// Issue 15, defects 11 and 12: a production build with development settings, and no CSP.
describe("production safety", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack.config.js is CommonJS.
  const config = require("../../../webpack.config.js") as {
    checkProductionSettings: (env: Record<string, string | undefined>) => void;
    contentSecurityPolicy: (c: { serviceUrl: string; authUrl: string }, production: boolean) => string;
  };
  it("refuses a production build without the three service settings unless told explicitly", () => {
    expect(() => config.checkProductionSettings({})).toThrow(/SERVICE_URL, AUTH_URL, OAUTH_CLIENT_ID/);
    expect(() => config.checkProductionSettings({ SERVICE_URL: "https://a/v3", AUTH_URL: "https://b" })).toThrow(/OAUTH_CLIENT_ID/);
    expect(() => config.checkProductionSettings({ ALLOW_DEV_SERVICE: "1" })).not.toThrow();
    expect(() =>
      config.checkProductionSettings({ SERVICE_URL: "https://a/v3", AUTH_URL: "https://b", OAUTH_CLIENT_ID: "c" }),
    ).not.toThrow();
  });
  it("allows exactly office.js's CDN, the service and the sign-in origins", () => {
    const csp = config.contentSecurityPolicy({ serviceUrl: "https://api.example.com/v3", authUrl: "https://login.example.com" }, true);
    expect(csp).toContain("script-src 'self' https://appsforoffice.microsoft.com;");
    expect(csp).toContain("connect-src 'self' https://api.example.com https://login.example.com;");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/unsafe-eval|\*/);
  });
  it("allows workers (pdf.js's, for page pictures) from the add-in's own origin only", () => {
    const csp = config.contentSecurityPolicy({ serviceUrl: "https://api.example.com/v3", authUrl: "https://login.example.com" }, true);
    expect(csp).toContain("worker-src 'self';");
    expect(csp).not.toMatch(/blob:[^;]*;[^;]*worker|worker-src[^;]*(blob:|data:|https:)/);
  });
});

// Issue 20, defect 9: the help pages (support*.html, copied as they are) carried no Content-Security-Policy in a
// production build, while every other page did.
describe("help pages in a production build", () => {
  type CopyPattern = { from: string; transform?: (content: Buffer, absoluteFrom: string) => string | Buffer };
  type Built = { plugins: Array<{ patterns?: CopyPattern[] }> };
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack.config.js is CommonJS.
  const makeConfig = require("../../../webpack.config.js") as (env: Record<string, unknown>, argv: { mode: string }) => Promise<Built>;

  async function builtHelpPage(file: string, mode: "production" | "development"): Promise<string> {
    const saved = { ...process.env };
    Object.assign(process.env, { ALLOW_DEV_SERVICE: "1", ADDIN_URL: "https://addin.example.com" });
    try {
      const config = await makeConfig({}, { mode });
      const patterns = config.plugins.flatMap((p) => p.patterns ?? []);
      const pattern = patterns.find((p) => p.from.startsWith("src/support/"));
      if (!pattern) throw new Error("no copy pattern for the help pages");
      const path = join(__dirname, "../../../src/support", file);
      const content = readFileSync(path);
      return String(pattern.transform ? pattern.transform(content, path) : content);
    } finally {
      process.env = saved;
    }
  }

  it.each(["support.html", "support.de.html", "support.ar.html"])("%s carries a policy that allows no script at all", async (file) => {
    const html = await builtHelpPage(file, "production");
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
    expect(meta).not.toBeNull();
    const policy = meta?.[1] ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).toContain("img-src 'self'");
    expect(policy).not.toMatch(/script-src|unsafe/);
    // In the head, before anything it governs.
    expect(html.indexOf("Content-Security-Policy")).toBeLessThan(html.indexOf('rel="stylesheet"'));
  });

  it("a help page's style sheet and icon are its own files, which the policy allows", () => {
    const html = readFileSync(join(__dirname, "../../../src/support/support.html"), "utf8");
    expect(html).not.toMatch(/<script|style=|<style/);
  });

  it("development copies the pages unchanged", async () => {
    const original = readFileSync(join(__dirname, "../../../src/support/support.html"), "utf8");
    await expect(builtHelpPage("support.html", "development")).resolves.toBe(original);
  });
});

// Issue 36: the first screen carries the lazy chunks' file map and names its modules by id; both kept short,
// cache-busting still by each file's content hash.
describe("file names and ids of a production build", () => {
  type Built = {
    output: { filename: string; chunkFilename: string };
    optimization: { moduleIds?: unknown };
    plugins: Array<{ constructor: { name: string }; options?: { maxLength?: number; fixedLength?: boolean } }>;
  };
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack.config.js is CommonJS.
  const makeConfig = require("../../../webpack.config.js") as (env: Record<string, unknown>, argv: { mode: string }) => Promise<Built>;

  async function built(mode: "production" | "development"): Promise<Built> {
    const saved = { ...process.env };
    Object.assign(process.env, { ALLOW_DEV_SERVICE: "1", ADDIN_URL: "https://addin.example.com" });
    try {
      return await makeConfig({}, { mode });
    } finally {
      process.env = saved;
    }
  }

  it("names lazy chunks by id and content hash (no name in the first screen's map), entries by name and hash", async () => {
    const config = await built("production");
    expect(config.output.chunkFilename).toBe("[id].[contenthash:8].js");
    expect(config.output.filename).toBe("[name].[contenthash:8].js");
  });

  it("gives modules deterministic ids of four digits (stable from build to build)", async () => {
    const config = await built("production");
    expect(config.optimization.moduleIds).toBe(false);
    const ids = config.plugins.find((p) => p.constructor.name === "DeterministicModuleIdsPlugin");
    expect(ids?.options).toEqual({ maxLength: 4, fixedLength: true });
  });

  it("keeps readable names in development", async () => {
    const config = await built("development");
    expect(config.output.chunkFilename).toBe("[name].js");
    expect(config.plugins.some((p) => p.constructor.name === "DeterministicModuleIdsPlugin")).toBe(false);
  });
});
