// HTTPS certificate for the development server (Office only loads add-ins over HTTPS).
// Prefers office-addin-dev-certs' certificate, which Office trusts once its CA is installed. Where that CA
// is not installed and cannot be (Linux without sudo, CI), it generates a self-signed certificate into
// .certs/ and says so: browsers then warn, and Office would refuse it, but the browser preview and the
// tests work. CommonJS because webpack.config.js loads it.
const fs = require("node:fs");
const path = require("node:path");
const devCerts = require("office-addin-dev-certs");

const LOCAL_DIR = path.join(__dirname, "..", ".certs");
const files = {
  ca: path.join(LOCAL_DIR, "ca.crt"),
  cert: path.join(LOCAL_DIR, "localhost.crt"),
  key: path.join(LOCAL_DIR, "localhost.key"),
};

async function selfSigned() {
  const valid = fs.existsSync(files.cert) && fs.existsSync(files.key) && devCerts.verifyCertificates(files.cert, files.key);
  if (!valid) {
    fs.mkdirSync(LOCAL_DIR, { recursive: true });
    await devCerts.generateCertificates(files.ca, files.cert, files.key, 30, ["localhost", "127.0.0.1"]);
  }
  return { ca: fs.readFileSync(files.ca), cert: fs.readFileSync(files.cert), key: fs.readFileSync(files.key) };
}

/** @param {{ quiet?: boolean }} [options] */
async function httpsOptions(options = {}) {
  const log = options.quiet ? () => undefined : (message) => console.log(message);
  // Installing the CA needs an administrator; try it only where Office runs (Windows, macOS) and never in CI.
  const mayInstall = (process.platform === "win32" || process.platform === "darwin") && !process.env.CI;
  if (devCerts.isCaCertificateInstalled() || mayInstall) {
    try {
      return await devCerts.getHttpsServerOptions();
    } catch (error) {
      log(`Could not install the Office development certificate (${error && error.message ? error.message : error}).`);
    }
  }
  log(
    "Using a self-signed HTTPS certificate from .certs/ for https://localhost. Browsers will warn about it and " +
      "Office will not load the add-in with it; to sideload into Office, run `npx office-addin-dev-certs install` " +
      "as an administrator, then start again.",
  );
  return selfSigned();
}

module.exports = { httpsOptions };
