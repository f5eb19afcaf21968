// Issue 35, item 8: a mail attachment over 20 MB was refused, while a PDF of the same size from the computer could
// be cut to the pages chosen and sent. In the preview's Outlook, a 22 MB PDF attached to the open message (made
// here: three pages of about 7.5 MB each) is offered, fetched from Outlook, and takes the same page choice as a
// file from the computer: page 2 alone is cut and sent, and the emulator receives that one page, under 20 MB.
import { PDFDocument, PDFName, StandardFonts } from "pdf-lib";
import type { Browser } from "playwright-core";
import { pageTexts } from "../support/pdfText";
import { axeViolations } from "./axe";
import { env, launchBrowser } from "./browser";
import { emulator, openPane, row, signInWithToken } from "./paneHelpers";

const MB = 1024 * 1024;
const NAME = "site-survey.pdf";

interface EmulatorDocument {
  id: string;
  file_name: string;
  page_count: number;
}

/** Three pages ("Survey page n"), each carrying a 7.5 MB stream it refers to, so a page cut from it is that big. */
async function bigPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= 3; n++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Survey page ${n}`, { x: 60, y: 700, size: 36, font });
    const filler = new Uint8Array(7.5 * MB).fill(32 + n);
    page.node.set(PDFName.of("Filler"), doc.context.register(doc.context.stream(filler)));
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

it("offers a 22 MB PDF attachment, with its pages to choose, and sends only the pages chosen", async () => {
  const pdf = await bigPdf();
  expect(pdf.length).toBeGreaterThan(20 * MB);
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });
  // The attachment's bytes come to the page from here (too big to hand over as an argument).
  await context.route("**/__test__/site-survey.pdf", (route) => route.fulfill({ status: 200, contentType: "application/pdf", body: pdf }));
  const outlook = await openPane(context, "outlook");
  await signInWithToken(outlook, "dev-token");
  const list = outlook.getByTestId("outlook-attachments");
  await list.getByText("Scans for the quarterly report, Dana Whitfield").waitFor();

  // The open message gets the big attachment (as if it had come with it); the pinned pane reads the list again.
  await outlook.evaluate(
    async ({ name, url }) => {
      const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
      type Box = {
        messages: Array<{ id: string; attachments: unknown[] }>;
        select(s: { kind: "message"; id: string }): void;
      };
      const mailbox = (window as unknown as { __hostDouble: { mailbox: Box } }).__hostDouble.mailbox;
      mailbox.messages
        .find((m) => m.id === "msg-scans")!
        .attachments.push({
          id: "att-survey",
          name,
          type: "file",
          contentType: "application/pdf",
          officeId: "msg/scans/att/survey",
          bytes,
          reportedSize: bytes.length,
        });
      mailbox.select({ kind: "message", id: "msg-scans" });
    },
    { name: NAME, url: new URL("/__test__/site-survey.pdf", env("E2E_PREVIEW_URL")).href },
  );
  const box = list.getByRole("checkbox", { name: NAME });
  await box.waitFor();
  // Offered, not refused for its size.
  await expect(box.isDisabled()).resolves.toBe(false);
  await expect(list.getByText(/a PDF or TIFF can be up to 200 MB here/).count()).resolves.toBe(1); // archive-scan.pdf's, 250 MB
  await box.check();

  // Among the files to send, as a big PDF from the computer is: too large whole, its pages to choose.
  await outlook.getByText("Over 20 MB: too large to send whole. Choose the pages to send.").waitFor({ timeout: 30_000 });
  await expect(outlook.getByRole("button", { name: "Transcribe", exact: true }).isDisabled()).resolves.toBe(true);
  await outlook.getByRole("button", { name: `Choose the pages of ${NAME} to send` }).click();
  await outlook.getByRole("group", { name: `Pages of ${NAME}` }).waitFor();
  await outlook.getByLabel("Pages to send").fill("2");
  await outlook.getByTestId("pages-summary").getByText("1 of 3 pages: 1 credit").waitFor();
  await expect(axeViolations(outlook)).resolves.toEqual([]);
  await outlook.getByRole("button", { name: "Transcribe", exact: true }).click();

  const sent = row(outlook, "site-survey (page 2).pdf");
  await sent.getByTestId("batch-state").getByText("Processed").waitFor({ timeout: 40_000 });
  await sent.getByText("From mail: Scans for the quarterly report, Dana Whitfield").waitFor();
  const { documents } = await emulator<{ documents: EmulatorDocument[] }>("documents");
  const received = documents.filter((d) => d.file_name === "site-survey (page 2).pdf").pop();
  expect(received).toMatchObject({ page_count: 1 });
  const file = new Uint8Array(await (await fetch(`${env("E2E_EMULATOR_ORIGIN")}/_emulator/documents/${received!.id}/file`)).arrayBuffer());
  expect(file.length).toBeLessThan(10 * MB);
  await expect(pageTexts(file)).resolves.toEqual(["Survey page 2"]);
  await context.close();
});
