// The development server's /policy.json: the organisation policy named by the browser's cookie
// `transcribe-dev-policy` (what the end-to-end tests set per browser context), else by DEV_POLICY, from
// docs/policy-examples/ or dev/policies/; without a name, 404, as a host without the file answers. The file
// is served exactly as written (broken ones included), never cached. A production host serves the
// administrator's own static file. CommonJS because webpack.config.js loads it.
const fs = require("node:fs");
const path = require("node:path");

const COOKIE = "transcribe-dev-policy";
const FOLDERS = [path.join(__dirname, "..", "docs", "policy-examples"), path.join(__dirname, "policies")];

function cookieValue(header, name) {
  for (const part of (header || "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/** The file of policy `name` (letters, digits and dashes only), or null. */
function policyFile(name) {
  if (!name || !/^[a-z0-9-]+$/.test(name)) return null;
  for (const folder of FOLDERS) {
    const file = path.join(folder, `${name}.json`);
    if (fs.existsSync(file)) return file;
  }
  return null;
}

/** An express handler for GET /policy.json. */
function devPolicyHandler(env = process.env) {
  return (req, res) => {
    const name = cookieValue(req.headers.cookie, COOKIE) ?? env.DEV_POLICY ?? null;
    const file = name === "none" ? null : policyFile(name);
    res.set("Cache-Control", "no-store");
    if (file === null) {
      res.status(404).type("text/plain").send("No policy.json: no organisation policy.");
      return;
    }
    res.status(200).type("application/json").send(fs.readFileSync(file, "utf8"));
  };
}

module.exports = { devPolicyHandler, DEV_POLICY_COOKIE: COOKIE };
