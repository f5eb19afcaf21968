// `npm run emulator`: the emulator configured from the environment, until SIGINT or SIGTERM.
import { ConfigError, configFromEnv, startEmulator, EXTRA_ACCOUNTS, SEEDED_PASSWORD, type TlsCertificate } from "./index";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- httpsOptions.js is CommonJS (webpack.config.js loads it).
const { httpsOptions } = require("../httpsOptions") as { httpsOptions: (o: { quiet?: boolean }) => Promise<TlsCertificate> };

async function main(): Promise<void> {
  let config;
  try {
    config = configFromEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`emulator: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  // HTTPS too, with the development server's certificate: pages on https://localhost reach it without mixed content.
  const emulator = await startEmulator(config, { tls: await httpsOptions({ quiet: true }) });
  const c = emulator.config;
  const secure = emulator.secure;
  const extra = EXTRA_ACCOUNTS.filter((a) => !c.tokens.includes(a.token));
  console.log(`Transcription service emulator (API v3)
  base URL     ${secure?.baseUrl ?? emulator.baseUrl}   (HTTPS: for pages served over HTTPS, the add-in)
  plain HTTP   ${emulator.baseUrl}   (the same emulator, for curl and scripts)
  auth URL     ${secure?.authUrl ?? emulator.authUrl}   (/oauth/authorize, /oauth/token)
  control API  ${emulator.origin}/_emulator
  tokens       ${c.tokens.join(", ")}   (${c.balance} credits each)
  extra tokens ${extra.map((a) => a.token).join(", ")}
  OAuth        ${c.oauthClients.map((o) => `${o.clientId} -> ${o.redirectUri}`).join("; ")}; password "${SEEDED_PASSWORD}"${c.autoApprove ? "; auto-approve" : ""}
  knobs        processing ${c.processingMs} ms, rate ${c.rateLimit}/s, access token ${c.accessTokenTtlSeconds} s, webhook secret set${c.webhookUrl ? `, webhook ${c.webhookUrl}` : ""}
  faults       latency ${c.latencyMs} ms, fail ${c.failRate}, drop ${c.dropRate}, 429 ${c.rate429}, storm ${c.stormMs} ms, timing ${c.faultTiming}`);

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`emulator: ${signal}, closing`);
    emulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("emulator: close failed", error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error("emulator: failed to start", error);
  process.exit(1);
});
