// Build-time configuration. webpack's DefinePlugin replaces __APP_CONFIG__ with values from the environment
// (SERVICE_URL, AUTH_URL, OAUTH_CLIENT_ID; see webpack.config.js and docs/deployment.md). Nothing secret lives here:
// the add-in is a public OAuth client.
export interface AppConfig {
  /** The service's base address, ending in /v3. */
  serviceUrl: string;
  /** Where /oauth/authorize and /oauth/token live. */
  authUrl: string;
  oauthClientId: string;
  /** The organisation's Entra app registration (MS_CLIENT_ID); null hides the Microsoft 365 sources. */
  msClientId?: string | null;
  /** MS_AUTHORITY: https://login.microsoftonline.com/<tenant> (default "organizations"). */
  msAuthority?: string;
  /** Microsoft Graph's address (only the development build points it at the emulated Microsoft 365). */
  graphUrl?: string;
  /** The sign-in server's issuer identifier (RFC 8414/9207), when it is not AUTH_URL itself (OAUTH_ISSUER). */
  oauthIssuer?: string;
}

declare const __APP_CONFIG__: AppConfig | undefined;

export const DEFAULT_CONFIG: AppConfig = {
  serviceUrl: "https://localhost:4011/v3",
  authUrl: "https://localhost:4011",
  oauthClientId: "office-addin-dev",
};

export const appConfig: AppConfig = typeof __APP_CONFIG__ === "undefined" ? DEFAULT_CONFIG : __APP_CONFIG__;
