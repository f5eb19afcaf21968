// One task pane of the soak (Word or Excel in the browser preview), driven as a user would: every action
// waits briefly for what it needs and gives up quietly when the pane is not in a state for it (the soak
// judges outcomes, not clicks). What the user did to which file goes into the ledger.
import { PNG } from "pngjs";
import type { BrowserContext, Page } from "playwright-core";
import type { Dice } from "./random";
import type { Ledger } from "./ledger";

export type Host = "word" | "excel";

/** A row of the list as the page shows it. */
export interface ShownRow {
  name: string;
  state: string;
  /** The row is this pane's (not "Handled in your other Office window"). */
  own: boolean;
  /** It waits for its file to be added again (nothing more happens without the user). */
  needsFile: boolean;
}

const ELSEWHERE = /^(Being sent from|Handled in) your other Office window\.$/;
const SHORT = { timeout: 5_000 };

function png(shade: number): Buffer {
  const image = new PNG({ width: 6, height: 6 });
  image.data.fill(shade % 256);
  return PNG.sync.write(image);
}

export class Pane {
  page: Page | null = null;
  /** The script signed this pane out (a sign-in screen here is expected then). */
  signedOutOnPurpose = false;
  private made = 0;
  /** How many times this pane was opened (a reload counts too): tells its pages apart in the notes. */
  private opened = 0;

  constructor(
    readonly host: Host,
    private readonly context: BrowserContext,
    private readonly previewUrl: string,
    private readonly ledger: Ledger,
    private readonly seed: number,
  ) {}

  private get live(): Page {
    if (this.page === null || this.page.isClosed()) throw new Error(`${this.host} is closed`);
    return this.page;
  }

  async open(): Promise<void> {
    const page = await this.context.newPage();
    this.opened++;
    page.on("pageerror", (error) => {
      this.ledger.pageErrors++;
      this.ledger.note(`page error (${this.host}): ${error.message}`);
    });
    // What left for the service, and when (shown next to a 429 the panes caused); refreshes in the trail.
    page.on("request", (request) => {
      if (request.url().endsWith("/oauth/token")) this.ledger.did(`${this.host}#${this.opened}`, "(refresh sent)");
      if (!request.url().includes("/v3/")) return;
      const path = new URL(request.url()).pathname;
      this.ledger.sent(`${new Date().toISOString().slice(11, 23)} ${this.host}#${this.opened} ${request.method()} ${path}`);
    });
    // A refused refresh says why (a spent token presented again revokes the whole sign-in).
    page.on("response", (response) => {
      if (response.url().endsWith("/oauth/token"))
        this.ledger.did(`${this.host}#${this.opened}`, `(refresh answered ${response.status()})`);
      if (!response.url().endsWith("/oauth/token") || response.status() < 400) return;
      void response.text().then(
        (body) =>
          this.ledger.note(
            `${new Date().toISOString().slice(11, 23)} ${this.host}: /oauth/token ${response.status()} ${body.slice(0, 120)}`,
          ),
        () => undefined,
      );
    });
    this.page = page;
    await page.goto(`${this.previewUrl}?host=${this.host}`, { timeout: 120_000 });
    await this.ready();
  }

  /** Waits until the pane shows either its work or the sign-in screen. */
  async ready(): Promise<void> {
    const page = this.live;
    await page
      .getByRole("button", { name: /^(Sign out|Sign in)$/ })
      .first()
      .waitFor({ timeout: 30_000 });
    if (await this.onSignInScreen()) await this.signIn();
  }

  async onSignInScreen(): Promise<boolean> {
    return (await this.live.getByRole("button", { name: "Sign in", exact: true }).count()) > 0;
  }

  /** Signs in through the emulator's consent (approved at once), staying signed in. */
  async signIn(): Promise<void> {
    const page = this.live;
    await page.getByLabel("Stay signed in on this computer").check(SHORT);
    // Never left unhandled when the click fails.
    const popup = page.waitForEvent("popup", SHORT).catch(() => null);
    await page.getByRole("button", { name: "Sign in", exact: true }).click(SHORT);
    await (await popup)?.waitForEvent("close", { timeout: 15_000 }).catch(() => undefined);
    await page.getByRole("button", { name: "Sign out", exact: true }).waitFor({ timeout: 30_000 });
    this.signedOutOnPurpose = false;
  }

  async reload(): Promise<void> {
    this.opened++;
    await this.live.reload({ timeout: 60_000 });
    await this.ready();
  }

  async close(): Promise<void> {
    const page = this.page;
    this.page = null;
    if (page && !page.isClosed()) await page.close({ runBeforeUnload: true });
  }

  /** Adds 1 to 3 files; those whose rows appear are in the ledger. */
  async addFiles(dice: Dice): Promise<void> {
    const page = this.live;
    const names = Array.from({ length: dice.int(1, 3) }, () => `s${this.seed}-${this.host}-${++this.made}.png`);
    await page.getByLabel(/Scan or photo/).setInputFiles(
      names.map((name, i) => ({ name, mimeType: "image/png", buffer: png(this.seed * 31 + this.made * 7 + i) })),
      SHORT,
    );
    await page.getByRole("button", { name: "Transcribe", exact: true }).click(SHORT);
    // A question about the cost (credits running low): go ahead.
    const dialog = page.getByRole("alertdialog");
    if (
      await dialog.waitFor({ timeout: 700 }).then(
        () => true,
        () => false,
      )
    ) {
      await dialog.getByRole("button").last().click(SHORT);
    }
    const shown: string[] = [];
    for (const name of names) {
      if (
        await this.row(name)
          .first()
          .waitFor(SHORT)
          .then(
            () => true,
            () => false,
          )
      )
        shown.push(name);
    }
    this.ledger.added(this.host, shown);
  }

  /** Cancels one of this pane's files still under way (confirming the deletion). */
  async cancelOne(dice: Dice): Promise<void> {
    const page = this.live;
    const candidates = (await this.rows()).filter(
      (r) => r.own && !["Processed", "Failed", "Cancelled", "Outcome unknown"].includes(r.state),
    );
    const chosen = dice.pick(candidates);
    if (!chosen) return;
    const button = this.row(chosen.name).getByRole("button", { name: `Cancel ${chosen.name}` });
    if ((await button.count()) === 0) return;
    await button.click(SHORT);
    const dialog = page.getByRole("alertdialog");
    if (
      await dialog.waitFor({ timeout: 1_000 }).then(
        () => true,
        () => false,
      )
    )
      await dialog.getByRole("button", { name: "Delete it" }).click(SHORT);
    const cancelled = await this.row(chosen.name)
      .getByTestId("batch-state")
      .getByText("Cancelled", { exact: true })
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    if (cancelled) this.ledger.fate([chosen.name], "cancelled");
  }

  async insertAll(): Promise<void> {
    const button = this.live.getByRole("button", { name: /^Insert all/ });
    if ((await button.count()) === 0 || (await button.isDisabled())) return;
    await button.click(SHORT);
  }

  async toggleAsTheyFinish(): Promise<void> {
    await this.live.getByRole("switch", { name: "Insert as they finish" }).click(SHORT);
  }

  /** Deletes one of the soak's documents from the History (whichever pane sent it). */
  async historyDelete(dice: Dice): Promise<void> {
    const page = this.live;
    await page.getByRole("tab", { name: "History" }).click(SHORT);
    const history = page.locator("#view-history");
    try {
      await history.getByTestId("history-count").waitFor({ timeout: 10_000 });
      const names = (await history.getByTestId("history-item").allTextContents())
        .map((text) => [...this.ledger.files.keys()].find((name) => text.includes(name)))
        .filter((n): n is string => n !== undefined);
      const chosen = dice.pick(names);
      if (!chosen) return;
      await history
        .getByRole("button", { name: `Delete ${chosen}` })
        .first()
        .click(SHORT);
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click(SHORT);
      const deleted = await history
        .getByTestId("history-said")
        .getByText(/^Deleted 1 document\./)
        .waitFor({ timeout: 15_000 })
        .then(
          () => true,
          () => false,
        );
      if (deleted) this.ledger.fate([chosen], "deleted");
    } finally {
      await page.getByRole("tab", { name: "Files" }).click(SHORT);
    }
  }

  /** Signs out (this pane's own files are forgotten, as the user asked), then in again. */
  async signOutAndIn(dice: Dice): Promise<void> {
    const own = (await this.rows()).filter((r) => r.own).map((r) => r.name);
    this.ledger.fate(own, "forgotten");
    await this.signOut();
    await this.live.waitForTimeout(dice.int(200, 1_500));
    await this.signIn();
  }

  async signOut(): Promise<void> {
    const page = this.live;
    this.signedOutOnPurpose = true;
    await page.getByRole("button", { name: "Sign out", exact: true }).click(SHORT);
    // With files of this pane not sent yet, Sign out asks first, naming them (issue 21): the soak goes ahead.
    const signIn = page.getByRole("button", { name: "Sign in", exact: true });
    const goAhead = page.getByRole("alertdialog").getByRole("button", { name: "Sign out", exact: true });
    await signIn.or(goAhead).first().waitFor({ timeout: 10_000 });
    if ((await goAhead.count()) > 0) await goAhead.click(SHORT);
    await signIn.waitFor({ timeout: 10_000 });
  }

  async topUp(): Promise<void> {
    const page = this.live;
    await page.getByRole("tab", { name: "Credits" }).click(SHORT);
    try {
      const view = page.locator("#view-credits");
      await view.getByLabel("Credits to buy").fill("100", SHORT);
      await view.getByRole("button", { name: "Buy credits" }).click(SHORT);
      await view.getByTestId("topup-outcome").first().waitFor({ timeout: 15_000 });
    } finally {
      await page.getByRole("tab", { name: "Files" }).click(SHORT);
    }
  }

  /** A "Sign in again" the script did not cause is a sign-in lost: counted, then signed in again. */
  async checkSignIn(): Promise<void> {
    if (this.page === null || this.page.isClosed() || this.signedOutOnPurpose) return;
    const again = this.page.getByRole("button", { name: "Sign in again" });
    if ((await again.count()) === 0) return;
    this.ledger.signInsLost++;
    this.ledger.note(`${this.host}: "Sign in again" shown without a sign-out`);
    const popup = this.page.waitForEvent("popup", SHORT).catch(() => null);
    await again.click(SHORT);
    await (await popup)?.waitForEvent("close", { timeout: 15_000 }).catch(() => undefined);
  }

  /** The rows as shown, and the file names storage holds, read in one go (one moment of the page). */
  async rowsAndStorage(): Promise<{ rows: ShownRow[]; saved: string[] } | null> {
    if (this.page === null || this.page.isClosed()) return null;
    return this.page.evaluate((elsewhere) => {
      const pattern = new RegExp(elsewhere);
      const rows = [...document.querySelectorAll('[data-testid="batch-item"]')].map((el) => {
        const reason = el.querySelector('[data-testid="batch-reason"]')?.textContent ?? "";
        return {
          name: el.querySelector("[title]")?.getAttribute("title") ?? "",
          state: el.querySelector('[data-testid="batch-state"]')?.textContent ?? "",
          own: !pattern.test(reason),
          needsFile: [...el.querySelectorAll("button")].some((b) => /^Add the file again/.test(b.getAttribute("aria-label") ?? "")),
        };
      });
      const saved = Object.keys(localStorage)
        .filter((k) => k.startsWith("transcribe.batch.v2:") && k.includes(":item:"))
        .map((k) => {
          try {
            return (JSON.parse(localStorage.getItem(k) ?? "{}") as { fileName?: string }).fileName ?? "";
          } catch {
            return "";
          }
        });
      return { rows, saved };
    }, ELSEWHERE.source);
  }

  async rows(): Promise<ShownRow[]> {
    return (await this.rowsAndStorage())?.rows ?? [];
  }

  private row(name: string) {
    return this.live.getByTestId("batch-item").filter({ hasText: name });
  }
}
