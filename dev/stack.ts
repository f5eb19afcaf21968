// Starts what `npm start` runs and the end-to-end tests drive: the service emulator and the webpack
// development server (task pane, dialog pages and the browser preview), wired to each other.
import { createServer } from "node:net";
import webpack from "webpack";
import WebpackDevServer from "webpack-dev-server";
import { DEFAULT_CONFIG, startEmulator, type EmulatorConfig, type RunningEmulator, type TlsCertificate } from "./emulator";
import { startM365, type RunningM365 } from "./m365/server";

interface WebpackConfigModule {
  (
    env: Record<string, unknown>,
    argv: { mode: string; quiet?: boolean },
  ): Promise<webpack.Configuration & { devServer: WebpackDevServer.Configuration }>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack.config.js is CommonJS by design.
const webpackConfig = require("../webpack.config.js") as WebpackConfigModule;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- httpsOptions.js is CommonJS (webpack.config.js loads it).
const { httpsOptions } = require("./httpsOptions") as { httpsOptions: (o: { quiet?: boolean }) => Promise<TlsCertificate> };

export interface StackOptions {
  emulator?: Partial<EmulatorConfig>;
  /** Development server port; 0 picks a free one. */
  devServerPort?: number;
  quiet?: boolean;
  /** false: the pages served get no reloading client (tests, benchmarks); `npm start` keeps live reload. */
  liveReload?: boolean;
  /**
   * "production": the same pages (the preview included) built as production code: React's production build,
   * webpack's production optimisations, unminified (minifying takes minutes here and changes no speed that
   * matters). For benchmarks that time the pane's own work (`npm run bench -- review-browser`).
   */
  mode?: "development" | "production";
}

export interface RunningStack {
  emulator: RunningEmulator;
  /** The emulated Microsoft 365 (identity and Graph) the build's Microsoft 365 sources use. */
  m365: RunningM365;
  addinUrl: string;
  previewUrl: string;
  close(): Promise<void>;
}

/** A port free right now on localhost (for the development server when any port will do). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  // The port is chosen first so the emulator's OAuth server can accept this server's redirect page.
  const port = options.devServerPort === 0 ? await freePort() : (options.devServerPort ?? 3000);
  const addinUrl = `https://localhost:${port}`;
  const baseClients = options.emulator?.oauthClients ?? DEFAULT_CONFIG.oauthClients;
  // The add-in is served over HTTPS, so it reaches the emulator over HTTPS too (the same certificate): WebKit
  // (Office on Mac and iPad, Safari) blocks plain-HTTP requests from an HTTPS page, loopback included.
  const tls = await httpsOptions({ quiet: options.quiet === true });
  const emulator = await startEmulator(
    {
      // A free plain port (tests) means a free HTTPS port too.
      ...(options.emulator?.port === 0 ? { httpsPort: 0 } : {}),
      ...options.emulator,
      oauthClients: [...baseClients, { clientId: "office-addin-dev", redirectUri: `${addinUrl}/signin-redirect.html` }],
    },
    { tls },
  );
  const secure = emulator.secure;
  if (!secure) throw new Error("The emulator did not start its HTTPS listener.");
  const m365 = await startM365({ quiet: options.quiet === true });
  try {
    // The bundle is built against this emulator: its address is baked in like SERVICE_URL in production.
    process.env.AUTH_URL = secure.authUrl;
    process.env.SERVICE_URL = secure.baseUrl;
    process.env.MS_CLIENT_ID = m365.clientId;
    process.env.MS_AUTHORITY = m365.authority;
    process.env.MS_GRAPH_URL = m365.graphUrl;
    const config = await webpackConfig({ WEBPACK_SERVE: true }, { mode: "development", quiet: options.quiet === true });
    config.mode = options.mode ?? "development";
    if (config.mode === "production") config.optimization = { ...config.optimization, minimize: false };
    config.infrastructureLogging = { level: options.quiet ? "error" : "info" };
    if (options.quiet) config.stats = "errors-only";
    const devServerOptions: WebpackDevServer.Configuration = {
      ...config.devServer,
      port,
      open: false,
      // Tests and benchmarks drive pages that must stay as they are: no reloading client in them (a page reloaded
      // mid-test, by a rebuild or a lost socket, shows the sign-in screen where the test waits for its result).
      ...(options.liveReload === false ? { liveReload: false, client: false as const, webSocketServer: false as const } : {}),
    };
    const compiler = webpack(config);
    // Resolves after the first build: server.start() only waits for the port, and a page asked for before the
    // bundle exists waits on it (past a test's navigation timeout on a loaded 2-core machine).
    const firstBuild = new Promise<void>((resolve) => compiler.hooks.done.tap("stack-first-build", () => resolve()));
    // A change to a source file rebuilds the bundle. Said even when quiet: a test page that waits on a rebuild
    // (or, with `npm start`, is reloaded by it) then has its reason in the log.
    compiler.hooks.invalid.tap("stack-rebuild", (file) =>
      process.stderr.write(`[dev server] rebuilding after a change to ${file ?? "a file"}\n`),
    );
    const server = new WebpackDevServer(devServerOptions, compiler);
    await server.start();
    await firstBuild;
    return {
      emulator,
      m365,
      addinUrl,
      previewUrl: `${addinUrl}/preview.html`,
      close: async () => {
        await server.stop();
        await emulator.close();
        await m365.close();
      },
    };
  } catch (error: unknown) {
    await emulator.close();
    await m365.close();
    throw error;
  }
}
