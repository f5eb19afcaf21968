// One task pane of the soak (Word or Excel in the browser preview), driven as a user would: every action
// waits briefly for what it needs and gives up quietly when the pane is not in a state for it (the soak
// judges outcomes, not clicks). What the user did to which file goes into the ledger. What its page reports
// is heard in paneEvents.ts, its rows are read in paneRows.ts, the History and Credits tabs are in paneTabs.ts.
import { PNG } from "pngjs";
import type { BrowserContext, Page } from "playwright-core";
import type { Dice } from "./random";
import type { Ledger } from "./ledger";
import { listenToPage } from "./paneEvents";
import { readRowsAndStorage, type ShownRow } from "./paneRows";
import { buyCredits, deleteOneInHistory } from "./paneTabs";

export type Host = "word" | "excel";

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
    listenToPage(page, this.ledger, this.host, () => `${this.host}#${this.opened}`);
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
    await deleteOneInHistory(this.live, this.ledger, dice);
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
    await buyCredits(this.live);
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
    return readRowsAndStorage(this.page);
  }

  async rows(): Promise<ShownRow[]> {
    return (await this.rowsAndStorage())?.rows ?? [];
  }

  private row(name: string) {
    return this.live.getByTestId("batch-item").filter({ hasText: name });
  }
}
