// Builds the task pane, the ribbon's function file, the sign-in dialog pages, and (in development only)
// the browser preview with its Office host double.
//
// Environment (production build; defaults point at the local emulator, see README "Configuration"):
//   ADDIN_URL        where the built files are hosted; replaces https://localhost:3000 in the manifest
//   SERVICE_URL      the service's base address, ending in /v3
//   AUTH_URL         the sign-in server (/oauth/authorize, /oauth/token); also the manifest's AppDomain
//   OAUTH_CLIENT_ID  the add-in's public OAuth client id
//   MS_CLIENT_ID     the organisation's Entra app registration; unset hides the Microsoft 365 sources
//   MS_AUTHORITY     https://login.microsoftonline.com/<tenant id> (default .../organizations)
//   OAUTH_ISSUER     the sign-in server's issuer identifier, when it is not AUTH_URL itself
//   ALLOW_DEV_SERVICE=1  let a production build use the emulator's defaults (refused otherwise)
//   SOURCE_MAPS=1    ship source maps with a production build (none by default)
//   DEV_SERVER_PORT  port of the development server (default 3000)
const path = require("node:path");
const { createHash } = require("node:crypto");
const { readFileSync, readdirSync, realpathSync } = require("node:fs");
const webpack = require("webpack");
const HtmlWebpackPlugin = require("html-webpack-plugin");
const CopyWebpackPlugin = require("copy-webpack-plugin");
const { httpsOptions } = require("./dev/httpsOptions");
const { devPolicyHandler } = require("./dev/devPolicy");
const { SyntaxFloorPlugin } = require("./scripts/webpack/syntaxFloor");

// The oldest browsers the add-in supports, package.json "browserslist" (README "Mac and iPad"): Office on a Mac with
// macOS 12 (Safari 15's WebKit) is the floor. webpack's own runtime follows it (its default target is
// "browserslist" when one is configured); Babel lowers the dependencies below to it; SyntaxFloorPlugin fails a
// production build whose bundles use anything newer.
const TARGETS = require("./package.json").browserslist;
// Dependencies that publish syntax newer than the floor (class static blocks, Safari 16.4). Only these go
// through Babel: the rest of node_modules needs nothing, and Babel over all of it would slow every build.
// pdfjs-dist (issue 22): its legacy build carries core-js for the built-ins it needs, but one class static block.
const LOWERED_DEPENDENCIES = ["intl-messageformat", "tabster", "pdfjs-dist"];

/** Babel's options that lower code to TARGETS (the lowered dependencies above, and pdf.js's worker). */
const lowering = (targets) => ({
  babelrc: false,
  configFile: false,
  presets: [["@babel/preset-env", { targets, bugfixes: true, modules: false }]],
});

const DEV_ADDIN_URL = "https://localhost:3000";
// The emulator over HTTPS (`npm start`): an add-in page on https:// cannot call plain HTTP in WebKit (Office on Mac and iPad).
const DEV_AUTH_URL = "https://localhost:4011";
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
    msClientId: env.MS_CLIENT_ID || null,
    msAuthority: trimSlash(env.MS_AUTHORITY || "https://login.microsoftonline.com/organizations"),
    // Set by dev/stack.ts only (the emulated Microsoft 365); production talks to Microsoft Graph itself.
    graphUrl: trimSlash(env.MS_GRAPH_URL || "https://graph.microsoft.com/v1.0"),
    ...(env.OAUTH_ISSUER ? { oauthIssuer: env.OAUTH_ISSUER } : {}),
  };
}

const SERVICE_SETTINGS = ["SERVICE_URL", "AUTH_URL", "OAUTH_CLIENT_ID"];

/** A production build must name the deployment's service; the emulator's defaults only when told so. */
function checkProductionSettings(env) {
  const missing = SERVICE_SETTINGS.filter((name) => !env[name]);
  if (missing.length === 0 || env.ALLOW_DEV_SERVICE === "1") return;
  throw new Error(
    `A production build needs ${missing.join(", ")} (see README "Configuration"); without them it would ship the local emulator's address and development client id. Set ALLOW_DEV_SERVICE=1 to build with those defaults on purpose.`,
  );
}

/**
 * The Content-Security-Policy of every page: scripts from this origin and office.js's CDN, requests to
 * this origin, the service and the sign-in server, pictures from them and from blob: (thumbnails are
 * fetched with credentials and shown as blobs); inline styles, which Fluent UI's runtime styling inserts;
 * workers from this origin only (pdf.js's, for page pictures). No eval in production: pdf.js runs with
 * `isEvalSupported: false`.
 */
function contentSecurityPolicy(config, production) {
  const origins = [...new Set([new URL(config.serviceUrl).origin, new URL(config.authUrl).origin])].join(" ");
  const scripts = production ? `'self' ${new URL(OFFICE_JS_CDN).origin}` : "'self' 'unsafe-eval'";
  // With a Microsoft 365 app registration: msal talks to the sign-in authority (and renews in a hidden frame
  // of it where Nested App Authentication is missing), the sources read Microsoft Graph.
  const microsoft = config.msClientId ? [new URL(config.msAuthority).origin, new URL(config.graphUrl).origin] : [];
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "worker-src 'self'",
    `connect-src 'self' ${[origins, ...microsoft].join(" ")}`,
    ...(microsoft.length > 0 ? [`frame-src 'self' ${microsoft[0]}`] : []),
    `img-src 'self' data: blob: ${origins}`,
    "style-src 'self' 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${new URL(config.authUrl).origin}`,
  ].join("; ");
}

/**
 * The help pages' policy: they run no script, load nothing but their own style sheet and icon, and send no
 * form; links to other help pages and the service's site are plain navigation, which a policy does not govern.
 */
const HELP_PAGE_POLICY = ["default-src 'none'", "style-src 'self'", "img-src 'self'", "base-uri 'none'", "form-action 'none'"].join("; ");

/** A help page as shipped: in production, with its policy as the head's first element after the charset. */
function helpPageFor(content, production) {
  if (!production) return content;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${HELP_PAGE_POLICY}" />`;
  const html = content.toString();
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (!charset) throw new Error("A help page has no <meta charset>: the Content-Security-Policy goes right after it.");
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}\n    ${meta}${html.slice(at)}`;
}

/**
 * The manifest with development URLs replaced by the deployment's. AppDomains: the sign-in server, the service
 * (a top-up's payment confirmation page opens there in the Office dialog) and, with a Microsoft 365 app
 * registration, the Microsoft sign-in authority (where Nested App Authentication is missing, the Office
 * dialog's sign-in page goes there).
 */
function manifestFor(content, addinUrl, authUrl, msAuthority = null, serviceUrl = null) {
  const others = [serviceUrl, msAuthority].filter(Boolean).map((u) => new URL(u).origin);
  const domains = [...new Set([new URL(authUrl).origin, ...others])];
  return content
    .toString()
    .replace(/<!--[\s\S]*?-->\s*/, "") // the development note at the top no longer applies
    .split(DEV_ADDIN_URL)
    .join(trimSlash(addinUrl))
    .split(`<AppDomain>${DEV_AUTH_URL}</AppDomain>`)
    .join(domains.map((d) => `<AppDomain>${d}</AppDomain>`).join("\n    "));
}

// pdf.js's worker (issue 22): copied beside the add-in, in production lowered to TARGETS by Babel like the
// dependencies above, under a name with a hash of its source and the targets, which the code gets from
// DefinePlugin. (Letting webpack emit it through `new URL(..., import.meta.url)` would add base-URL code to the
// first screen's runtime.) Named .js so that every web server serves it as JavaScript.
const PDF_WORKER = require.resolve("pdfjs-dist/legacy/build/pdf.worker.min.mjs");
const pdfWorkerName = (production) =>
  production
    ? `pdf.worker.${createHash("sha256").update(readFileSync(PDF_WORKER)).update(JSON.stringify(TARGETS)).digest("hex").slice(0, 8)}.js`
    : "pdf.worker.js";
const lowerWorker = (content) =>
  require("@babel/core").transformSync(content.toString(), { ...lowering(TARGETS), sourceType: "module", compact: true, comments: false })
    .code;

// The pages worker (issue 32): an entry of its own (its own runtime, its chunks loaded with importScripts), under
// a name with a hash of what goes into it (the page code, the locked dependency versions, the targets), which the
// pane gets from DefinePlugin. (`new Worker(new URL(..., import.meta.url))` would add base-URL code to the first
// screen's runtime, as for pdf.js's worker above.)
const PAGES_SOURCES = path.join(__dirname, "src", "pages");
const pagesSources = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? pagesSources(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
const pagesWorkerName = (production) => {
  if (!production) return "pages-worker.js";
  const hash = createHash("sha256");
  for (const file of pagesSources(PAGES_SOURCES).sort()) hash.update(file.slice(PAGES_SOURCES.length)).update(readFileSync(file));
  hash.update(readFileSync(path.join(__dirname, "package-lock.json"))).update(JSON.stringify(TARGETS));
  return `pages-worker.${hash.digest("hex").slice(0, 8)}.js`;
};

// A message catalog's area file (not the parts that gather areas): its ICU messages are parsed at build time.
const CATALOG_AREA = /[\\/]src[\\/]i18n[\\/]catalogs[\\/][a-z]+[\\/](?!core\.|views\.|dialogs\.part\.)[a-z]+\.ts$/;
// The policy file's validator: ajv's standalone code for docs/policy.schema.json, generated at build time.
const POLICY_VALIDATOR = /[\\/]src[\\/]work[\\/]policy[\\/]schemaValidator\.ts$/;
/** The modules of appending to the user's own table (issue 34), kept out of shared split chunks (see splitChunks). */
const TABLE_APPEND =
  /[\\/]src[\\/](insert[\\/](tableAppend|tableBatchWriter)|office[\\/](excelTableAppend|excelTableLook|mappingStore)|results[\\/]mapping[\\/](autoMatch|headingSynonyms|savedMappings|mappedRows))/;

module.exports = async (env, argv) => {
  const production = argv.mode === "production";
  // Only a server needs a certificate (webpack serve sets WEBPACK_SERVE; dev/stack.ts passes it too).
  const serving = Boolean(env && env.WEBPACK_SERVE);
  const port = Number(process.env.DEV_SERVER_PORT || 3000);
  if (production) checkProductionSettings(process.env);
  const config = appConfigFromEnv(process.env);
  const csp = contentSecurityPolicy(config, production);
  const addinUrl = production ? process.env.ADDIN_URL || DEV_ADDIN_URL : `https://localhost:${port}`;
  if (production && !process.env.ADDIN_URL) console.warn("ADDIN_URL is not set: the built manifest points at https://localhost:3000.");

  const page = (filename, template, chunks, extra = {}) =>
    new HtmlWebpackPlugin({
      filename,
      template,
      chunks,
      // Production pages only: the development server's live reload and the preview's host double need more.
      meta: production ? { "Content-Security-Policy": { "http-equiv": "Content-Security-Policy", content: csp } } : {},
      templateParameters: { officeJsUrl: production ? OFFICE_JS_CDN : OFFICE_JS_LOCAL, policyPreload: false, ...extra },
    });

  return {
    // Source maps would publish the whole source next to the add-in: only when asked for.
    devtool: production ? (process.env.SOURCE_MAPS === "1" ? "source-map" : false) : "eval-cheap-module-source-map",
    entry: {
      taskpane: "./src/taskpane/index.tsx",
      commands: "./src/commands/commands.ts",
      signinStart: "./src/dialogs/signinStart.ts",
      paymentStart: "./src/dialogs/paymentStart.ts",
      signinRedirect: "./src/dialogs/signinRedirect.ts",
      microsoftSignin: "./src/dialogs/microsoftSignin.ts",
      pagesWorker: { import: "./src/pages/worker/pages.worker.ts", filename: pagesWorkerName(production), chunkLoading: "import-scripts" },
      ...(production ? {} : { preview: "./dev/preview/preview.tsx" }),
    },
    output: {
      path: path.resolve(__dirname, "dist"),
      filename: production ? "[name].[contenthash:8].js" : "[name].js",
      // Lazy chunks by id and content hash only: the first screen carries a map of every lazy chunk's file name,
      // and a name in it ("messages-views-de") costs that map bytes on the first screen (issue 36). Their names
      // stay in the build's stats (namedChunkGroups, which the bundle bench reads).
      chunkFilename: production ? "[id].[contenthash:8].js" : "[name].js",
      // The runtime's script attribute and chunk-loading global are named after this (default: the package name).
      uniqueName: "tx",
      clean: true,
    },
    resolve: {
      extensions: [".ts", ".tsx", ".js"],
      alias: {
        // Messages arrive parsed (the CATALOG_AREA rule below), so intl-messageformat needs no parser in the browser.
        "@formatjs/icu-messageformat-parser$": require.resolve("@formatjs/icu-messageformat-parser/no-parser.js"),
        // pako for pdf-lib's ES build, with the default export it imports (scripts/webpack/pako-default.js says why).
        pako$: path.resolve(__dirname, "scripts/webpack/pako-default.js"),
      },
    },
    module: {
      rules: [
        {
          // pdf-lib's ES build as ES modules: a file of it that holds only types is empty, and webpack would read it
          // as CommonJS and add an interop helper to the runtime every page carries.
          test: /[\\/]node_modules[\\/]pdf-lib[\\/]es[\\/]/,
          type: "javascript/esm",
        },
        {
          test: CATALOG_AREA,
          use: { loader: path.resolve(__dirname, "scripts/webpack/precompile-messages-loader.js") },
        },
        {
          test: POLICY_VALIDATOR,
          use: { loader: path.resolve(__dirname, "scripts/webpack/policy-validator-loader.js") },
        },
        {
          test: /\.m?js$/,
          // Both spellings of node_modules: webpack resolves a symlinked one (a second checkout sharing an install) to its target.
          include: [...new Set([path.join(__dirname, "node_modules"), realpathSync(path.join(__dirname, "node_modules"))])].flatMap((dir) =>
            LOWERED_DEPENDENCIES.map((name) => path.join(dir, name)),
          ),
          use: {
            loader: "babel-loader",
            // Our targets, not a browserslist the package may ship; bugfixes keeps transforms to the minimum.
            options: { ...lowering(TARGETS), cacheDirectory: true },
          },
        },
        {
          test: /\.tsx?$/,
          exclude: [/node_modules/, CATALOG_AREA, POLICY_VALIDATOR],
          // Type errors are `npm run typecheck`'s job; transpiling only keeps builds fast.
          use: { loader: "ts-loader", options: { transpileOnly: true } },
        },
      ],
    },
    plugins: [
      ...(production ? [new webpack.ids.DeterministicModuleIdsPlugin({ maxLength: 4, fixedLength: true })] : []),
      new webpack.DefinePlugin({
        __APP_CONFIG__: JSON.stringify(config),
        __APP_VERSION__: JSON.stringify(require("./package.json").version),
        __PDF_WORKER__: JSON.stringify(pdfWorkerName(production)),
        __PAGES_WORKER__: JSON.stringify(pagesWorkerName(production)),
      }),
      page("taskpane.html", "./src/taskpane/taskpane.html", ["taskpane"]),
      page("commands.html", "./src/commands/commands.html", ["commands"]),
      // The dialog pages that check the organisation's policy fetch it alongside their script.
      page("signin-start.html", "./src/dialogs/signin.html", ["signinStart"], { policyPreload: true }),
      page("payment-start.html", "./src/dialogs/signin.html", ["paymentStart"], { policyPreload: true }),
      page("signin-redirect.html", "./src/dialogs/signin.html", ["signinRedirect"]),
      page("microsoft-signin.html", "./src/dialogs/signin.html", ["microsoftSignin"], { policyPreload: true }),
      // The review's larger window runs the task pane's script, which loads the review's own chunk there: a
      // second entry would share React and Fluent with the pane's and make its first screen bigger.
      page("review-dialog.html", "./src/dialogs/review.html", ["taskpane"]),
      ...(production ? [] : [page("preview.html", "./dev/preview/preview.html", ["preview"])]),
      ...(production ? [new SyntaxFloorPlugin({ targets: TARGETS })] : []),
      new CopyWebpackPlugin({
        patterns: [
          { from: "assets/*.png", to: "assets/[name][ext]" },
          // pdf.js's WebAssembly decoders (JPEG 2000, JBIG2, colour profiles) and their plain-JavaScript fallback,
          // fetched by its worker only for scans that need them.
          { from: "node_modules/pdfjs-dist/wasm/*.{wasm,js}", to: "pdfjs/wasm/[name][ext]" },
          {
            from: PDF_WORKER,
            to: pdfWorkerName(production),
            info: { minimized: true },
            ...(production ? { transform: { transformer: lowerWorker, cache: true } } : {}),
          },
          // The help page, one per shipped language (support.html is English, support.de.html German, …).
          // Copied as they are, except that a production build gives each page its policy (they have no script).
          {
            from: "src/support/*.{html,css}",
            to: "[name][ext]",
            transform: (content, from) => (from.endsWith(".html") ? helpPageFor(content, production) : content),
          },
          // The policy file's schema, beside the add-in, for administrators' editors ("$schema") and checks.
          { from: "docs/policy.schema.json", to: "policy.schema.json" },
          // Word and Excel's manifest and Outlook's, rewritten alike (the app package is made from both).
          ...["manifest.xml", "manifest.outlook.xml"].map((file) => ({
            from: file,
            to: file,
            transform: (content) =>
              manifestFor(content, addinUrl, config.authUrl, config.msClientId ? config.msAuthority : null, config.serviceUrl),
          })),
        ],
      }),
    ],
    optimization: {
      // Module ids of four digits, always (webpack widens its deterministic ids to five for this many modules,
      // and the first screen names about 450 of them): still a hash of each module's path, so a module keeps its id
      // from build to build and the pages worker's name (a hash of its sources) stays true to its content.
      // (Fixed at four digits: fine up to a few thousand modules; the build has under a thousand.)
      ...(production ? { moduleIds: false } : {}),
      splitChunks: {
        cacheGroups: {
          // The page libraries (issue 22) stay inside the chunks that load them ("pages", in the pages worker:
          // pdf-lib, utif2; "pdfjs": pdf.js) instead of a vendor chunk each: every chunk adds an entry to the chunk map
          // the first screen carries. Everything else is split as webpack does by default.
          defaultVendors: {
            test: /[\\/]node_modules[\\/](?!(pdfjs-dist|pdf-lib|@pdf-lib|utif2|pako|@tanstack)[\\/])/,
            priority: -10,
            reuseExistingChunk: true,
            idHint: "vendors",
          },
          // The list virtualiser (issue 32) stays inside the two chunks that use it (the review's grid, the page
          // picker) rather than a chunk of its own, for the same reason: one entry fewer in the chunk map. So does
          // appending to the user's own table (issue 34): inside the insert options' chunk and Insert all's, not
          // split into a chunk the first screen's chunk map would have to name.
          default: {
            test: (module) =>
              !/[\\/]node_modules[\\/]@tanstack[\\/]/.test(module.resource ?? "") && !TABLE_APPEND.test(module.resource ?? ""),
            minChunks: 2,
            priority: -20,
            reuseExistingChunk: true,
          },
        },
      },
    },
    performance: production ? { hints: "warning", maxEntrypointSize: 400 * 1024, maxAssetSize: 400 * 1024 } : false,
    devServer: serving && {
      host: "localhost",
      port,
      hot: false,
      liveReload: !process.env.CI,
      client: { overlay: { errors: true, warnings: false } },
      headers: { "Access-Control-Allow-Origin": "*" },
      static: [
        { directory: path.resolve(__dirname, "node_modules/@microsoft/office-js/dist"), publicPath: "/office-js", watch: false },
        // The preview's Outlook mailbox attaches the sample documents (development only, like the preview).
        { directory: path.resolve(__dirname, "test/fixtures"), publicPath: "/dev-fixtures", watch: false },
      ],
      server: { type: "https", options: await httpsOptions({ quiet: argv.quiet === true }) },
      // An organisation policy to try and test (dev/policies/README.md); production hosts serve the administrator's file.
      setupMiddlewares: (middlewares, devServer) => {
        devServer.app.get("/policy.json", devPolicyHandler());
        return middlewares;
      },
    },
  };
};

module.exports.manifestFor = manifestFor;
module.exports.LOWERED_DEPENDENCIES = LOWERED_DEPENDENCIES;
module.exports.appConfigFromEnv = appConfigFromEnv;
module.exports.checkProductionSettings = checkProductionSettings;
module.exports.contentSecurityPolicy = contentSecurityPolicy;
