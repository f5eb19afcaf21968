// History in WebKit: a document uploaded straight to the service is listed; its transcript downloads as the
// service's own bytes; another is deleted after the confirmation and is gone from the service.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { By, type WebDriver } from "selenium-webdriver";
import { button, clickSettled, find, menuItem, tab, waitForText, WebKit } from "./driver";
import { env, FIXTURES, openPreview, pageErrors, signInWithToken, watchErrors } from "./pane";

// Its own account, so the Chromium tests' documents do not share its list.
const TOKEN = "dev-token-2";

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  for (;;) {
    const response = await fetch(`${env("E2E_EMULATOR_ORIGIN")}/v3${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${TOKEN}`, Accept: "application/json", ...init.headers },
    });
    // The account's 2 requests/second are shared with the pane: wait as the service says.
    if (response.status !== 429) return response;
    await new Promise((r) => setTimeout(r, Number(response.headers.get("Retry-After") ?? "1") * 1000));
  }
}

async function uploaded(fixture: string): Promise<string> {
  const form = new FormData();
  form.append("action", "transcribe");
  form.append("file", new Blob([readFileSync(join(FIXTURES, fixture))]), fixture);
  const response = await call("/documents", { method: "POST", body: form });
  if (response.status !== 201) throw new Error(`upload ${fixture}: ${response.status}`);
  const { id } = (await response.json()) as { id: string };
  for (let i = 0; i < 60; i++) {
    if (((await (await call(`/documents/${id}`)).json()) as { status: string }).status === "processed") return id;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${fixture} did not finish`);
}

let webkit: WebKit;
let driver: WebDriver;
let note: string;
let claim: string;
beforeAll(async () => {
  webkit = await WebKit.start();
  note = await uploaded("handwritten-note.png");
  claim = await uploaded("expense-claim.pdf");
});
afterAll(() => webkit.stop());
beforeEach(async () => {
  driver = await webkit.session();
  await openPreview(driver);
  await watchErrors(driver);
  await signInWithToken(driver, TOKEN);
  await clickSettled(driver, await find(driver, tab("History")));
  await find(driver, By.css('#view-history [data-testid="history-count"]'), 30_000);
});
afterEach(async () => {
  await driver.quit();
});

const row = (id: string): By => By.css(`#view-history [data-document-id="${id}"]`);

test("downloads a transcript, byte for byte the service's file", async () => {
  // WebDriver cannot open a file the browser saved, so the test keeps what the pane hands the browser to save:
  // the link it clicks (a Blob's address and the file name).
  await driver.executeScript(`
    window.__saved = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function () {
      if (this.download) window.__saved.push({ href: this.href, name: this.download });
      else click.call(this);
    };`);
  const item = await find(driver, row(note));
  await clickSettled(driver, await find(driver, button("Download handwritten-note.png"), 20_000, item));
  await clickSettled(driver, await find(driver, menuItem("Text (.txt)")));
  const saved = await driver.wait(
    () =>
      driver.executeAsyncScript<{ name: string; base64: string } | null>(`
        const done = arguments[arguments.length - 1];
        const file = window.__saved[0];
        if (!file) return done(null);
        fetch(file.href).then((r) => r.arrayBuffer()).then((b) => {
          let text = ""; new Uint8Array(b).forEach((x) => (text += String.fromCharCode(x)));
          done({ name: file.name, base64: btoa(text) });
        });`),
    15_000,
    "nothing was saved",
  );
  const service = Buffer.from(await (await call(`/documents/${note}.txt`)).arrayBuffer());
  expect(saved!.name).toBe("handwritten-note.txt");
  expect(Buffer.compare(Buffer.from(saved!.base64, "base64"), service)).toBe(0);
  expect(await pageErrors(driver)).toEqual([]);
});

test("deletes a document after the confirmation, and the service no longer has it", async () => {
  const item = await find(driver, row(claim));
  await clickSettled(driver, await find(driver, button("Delete expense-claim.pdf"), 20_000, item));
  const dialog = await find(driver, By.css("[role='alertdialog']"));
  await waitForText(driver, "[role='alertdialog']", /cannot be undone/, 10_000); // once it has faded in
  await clickSettled(driver, await find(driver, button("Delete"), 10_000, dialog));
  await waitForText(driver, '#view-history [data-testid="history-said"]', /^Deleted 1 document\.$/);
  expect(await driver.findElements(row(claim))).toHaveLength(0);
  expect((await call(`/documents/${claim}`)).status).toBe(404);
});
