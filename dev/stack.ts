// Starts what `npm start` runs and the end-to-end tests drive: the service emulator and the webpack
// development server (task pane, dialog pages and the browser preview), wired to each other.
import webpack from "webpack";
import WebpackDevServer from "webpack-dev-server";
import { startEmulator, type EmulatorConfig, type RunningEmulator } from "./emulator";

interface WebpackConfigModule {
  (
    env: Record<string, unknown>,
    argv: { mode: string; quiet?: boolean },
  ): Promise<webpack.Configuration & { devServer: WebpackDevServer.Configuration }>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack.config.js is CommonJS by design.
const webpackConfig = require("../webpack.config.js") as WebpackConfigModule;

export interface StackOptions {
  emulator?: Partial<EmulatorConfig>;
  /** Development server port; 0 picks a free one. */
  devServerPort?: number;
  quiet?: boolean;
}

export interface RunningStack {
  emulator: RunningEmulator;
  addinUrl: string;
  previewUrl: string;
  close(): Promise<void>;
}

export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const emulator = await startEmulator(options.emulator ?? {});
  try {
    // The bundle is built against this emulator: its address is baked in like SERVICE_URL in production.
    process.env.AUTH_URL = emulator.authUrl;
    process.env.SERVICE_URL = emulator.baseUrl;
    const port = options.devServerPort ?? 3000;
    const config = await webpackConfig({}, { mode: "development", quiet: options.quiet === true });
    config.mode = "development";
    config.infrastructureLogging = { level: options.quiet ? "error" : "info" };
    if (options.quiet) config.stats = "errors-only";
    const devServerOptions: WebpackDevServer.Configuration = { ...config.devServer, port: port === 0 ? "auto" : port, open: false };
    const compiler = webpack(config);
    const server = new WebpackDevServer(devServerOptions, compiler);
    await server.start();
    const address = server.server?.address();
    const actualPort = typeof address === "object" && address ? address.port : port;
    const addinUrl = `https://localhost:${actualPort}`;
    return {
      emulator,
      addinUrl,
      previewUrl: `${addinUrl}/preview.html`,
      close: async () => {
        await server.stop();
        await emulator.close();
      },
    };
  } catch (error: unknown) {
    await emulator.close();
    throw error;
  }
}
