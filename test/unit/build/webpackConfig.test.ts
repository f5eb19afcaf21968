// eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack.config.js is CommonJS.
const { manifestFor, appConfigFromEnv } = require("../../../webpack.config.js") as {
  manifestFor: (content: string, addinUrl: string, authUrl: string) => string;
  appConfigFromEnv: (env: Record<string, string | undefined>) => { serviceUrl: string; authUrl: string; oauthClientId: string };
};
import { readFileSync } from "node:fs";
import { join } from "node:path";

describe("build configuration", () => {
  it("defaults to the local emulator", () => {
    expect(appConfigFromEnv({})).toEqual({
      serviceUrl: "http://127.0.0.1:4010/v3",
      authUrl: "http://127.0.0.1:4010",
      oauthClientId: "office-addin-dev",
    });
  });
  it("takes the service, sign-in address and client id from the environment", () => {
    expect(
      appConfigFromEnv({ SERVICE_URL: "https://api.example.com/v3/", AUTH_URL: "https://login.example.com", OAUTH_CLIENT_ID: "prod" }),
    ).toEqual({
      serviceUrl: "https://api.example.com/v3",
      authUrl: "https://login.example.com",
      oauthClientId: "prod",
    });
  });
  it("rewrites every development URL in the manifest", () => {
    const manifest = readFileSync(join(__dirname, "../../../manifest.xml"), "utf8");
    const built = manifestFor(manifest, "https://addin.contoso.com/app/", "https://login.example.com/path");
    expect(built).not.toMatch(/localhost|127\.0\.0\.1/);
    expect(built).toContain('<SourceLocation DefaultValue="https://addin.contoso.com/app/taskpane.html"/>');
    expect(built).toContain("<AppDomain>https://login.example.com</AppDomain>");
  });
});
