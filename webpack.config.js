// Builds the task pane, the ribbon's function file, the sign-in dialog pages, and (in development only)
// the browser preview with its Office host double.
//
// Environment (production build; defaults point at the local emulator, see README "Configuration"):
//   ADDIN_URL        where the built files are hosted; replaces https://localhost:3000 in the manifest
//   SERVICE_URL      the service's base address, ending in /v3
//   AUTH_URL         the sign-in server (/oauth/authorize, /oauth/token); also the manifest's AppDomain
//   OAUTH_CLIENT_ID  the add-in's public OAuth client id
//   DEV_SERVER_PORT  port of the development server (default 3000)
const path = require("node:path");
const webpack = require("webpack");
const HtmlWebpackPlugin = require("html-webpack-plugin");
const CopyWebpackPlugin = require("copy-webpack-plugin");
const { httpsOptions } = require("./dev/httpsOptions");

const DEV_ADDIN_URL = "https://localhost:3000";
const DEV_AUTH_URL = "http://127.0.0.1:4010";
const OFFICE_JS_CDN = "https://appsforoffice.microsoft.com/lib/1/hosted/office.js";
const OFFICE_JS_LOCAL = "/office-js/office.js";

function trimSlash(url) {
  return url.replace(/\/+$/, "");
}

function appConfigFromEnv(env) {
  const authUrl = trimSlash(env.AUTH_URL || DEV_AUTH_URL);
  return {
    serviceUrl: trimSlash(env.SERVICE_URL || `${authUrl}/v3`),
    authUrl,
    oauthClientId: env.OAUTH_CLIENT_ID || "office-addin-dev",
  };
}

/** The manifest with development URLs replaced by the deployment's. */
function manifestFor(content, addinUrl, authUrl) {
  return content
    .toString()
    .replace(/<!--[\s\S]*?-->\s*/, "") // the development note at the top no longer applies
    .split(DEV_ADDIN_URL)
    .join(trimSlash(addinUrl))
    .split(`<AppDomain>${DEV_AUTH_URL}</AppDomain>`)
    .join(`<AppDomain>${new URL(authUrl).origin}</AppDomain>`);
}

module.exports = async (env, argv) => {
  const production = argv.mode === "production";
  // Only a server needs a certificate (webpack serve sets WEBPACK_SERVE; dev/stack.ts passes it too).
  const serving = Boolean(env && env.WEBPACK_SERVE);
  const port = Number(process.env.DEV_SERVER_PORT || 3000);
  const config = appConfigFromEnv(process.env);
  const addinUrl = production ? process.env.ADDIN_URL || DEV_ADDIN_URL : `https://localhost:${port}`;
  if (production && !process.env.ADDIN_URL) console.warn("ADDIN_URL is not set: the built manifest points at https://localhost:3000.");

  const page = (filename, template, chunks, extra = {}) =>
    new HtmlWebpackPlugin({
      filename,
      template,
      chunks,
      templateParameters: { officeJsUrl: production ? OFFICE_JS_CDN : OFFICE_JS_LOCAL, ...extra },
    });

  return {
    devtool: production ? "source-map" : "eval-cheap-module-source-map",
    entry: {
      taskpane: "./src/taskpane/index.tsx",
      commands: "./src/commands/commands.ts",
      signinStart: "./src/dialogs/signinStart.ts",
      signinRedirect: "./src/dialogs/signinRedirect.ts",
      ...(production ? {} : { preview: "./dev/preview/preview.tsx" }),
    },
    output: {
      path: path.resolve(__dirname, "dist"),
      filename: production ? "[name].[contenthash:8].js" : "[name].js",
      chunkFilename: production ? "[name].[contenthash:8].js" : "[name].js",
      clean: true,
    },
    resolve: { extensions: [".ts", ".tsx", ".js"] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          // Type errors are `npm run typecheck`'s job; transpiling only keeps builds fast.
          use: { loader: "ts-loader", options: { transpileOnly: true } },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __APP_CONFIG__: JSON.stringify(config),
        __APP_VERSION__: JSON.stringify(require("./package.json").version),
      }),
      page("taskpane.html", "./src/taskpane/taskpane.html", ["taskpane"]),
      page("commands.html", "./src/commands/commands.html", ["commands"]),
      page("signin-start.html", "./src/dialogs/signin.html", ["signinStart"], { title: "Signing in" }),
      page("signin-redirect.html", "./src/dialogs/signin.html", ["signinRedirect"], { title: "Signing in" }),
      ...(production ? [] : [page("preview.html", "./dev/preview/preview.html", ["preview"])]),
      new CopyWebpackPlugin({
        patterns: [
          { from: "assets/*.png", to: "assets/[name][ext]" },
          { from: "src/support/support.html", to: "support.html" },
          { from: "manifest.xml", to: "manifest.xml", transform: (content) => manifestFor(content, addinUrl, config.authUrl) },
        ],
      }),
    ],
    performance: production ? { hints: "warning", maxEntrypointSize: 400 * 1024, maxAssetSize: 400 * 1024 } : false,
    devServer: serving && {
      host: "localhost",
      port,
      hot: false,
      liveReload: !process.env.CI,
      client: { overlay: { errors: true, warnings: false } },
      headers: { "Access-Control-Allow-Origin": "*" },
      static: [{ directory: path.resolve(__dirname, "node_modules/@microsoft/office-js/dist"), publicPath: "/office-js", watch: false }],
      server: { type: "https", options: await httpsOptions({ quiet: argv.quiet === true }) },
    },
  };
};

module.exports.manifestFor = manifestFor;
module.exports.appConfigFromEnv = appConfigFromEnv;
