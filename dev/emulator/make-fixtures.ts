// Remakes the sample documents in test/fixtures and, from the same content, their expected results and the
// pictures of their pages (make-page-pictures.ts):
//   npx tsx dev/emulator/make-fixtures.ts [output folder]
// The emulator recognises each sample by its SHA-256 and answers with the stored results. The samples are
// described in scanFixtures.ts, reportFixtures.ts, formFixtures.ts, numberFixtures.ts, invoiceFixtures.ts,
// reviewFixtures.ts, ledgerFixtures.ts and splitFixtures.ts.
import * as fs from "node:fs";
import * as path from "node:path";
import { makePagePictures } from "./make-page-pictures";
import { expenseClaimFixture } from "./formFixtures";
import { ledgerFixture } from "./ledgerFixtures";
import { steelInvoiceFixture } from "./invoiceFixtures";
import { germanInvoiceFixture, stockCountFixture, timesheetFixture } from "./numberFixtures";
import { quarterlyReportFixture } from "./reportFixtures";
import { branchSalesFixtures } from "./splitFixtures";
import { EXPECTED_SUFFIX } from "./results/fixtures";
import { expenseClaimsFixture, invoiceFixture } from "./reviewFixtures";
import { corruptFixture, faxFixture, handwrittenNoteFixture } from "./scanFixtures";

export async function makeFixtures(dir: string): Promise<string[]> {
  fs.mkdirSync(dir, { recursive: true });
  const fixtures = [
    handwrittenNoteFixture(),
    await quarterlyReportFixture(),
    await expenseClaimFixture(),
    faxFixture(),
    corruptFixture(),
    await germanInvoiceFixture(),
    await stockCountFixture(),
    // The review's samples (issue 25).
    await invoiceFixture(),
    await expenseClaimsFixture(),
    // Like flags settled together (issue 36).
    await ledgerFixture(),
    // Dates by the evidence (issue 31).
    await timesheetFixture(),
    // Figures that read either way, nothing to tell (issue 31: "Read numbers as" asked above the review).
    ...(await branchSalesFixtures()),
    // Amounts with a currency code tell how the document writes its quantities.
    await steelInvoiceFixture(),
  ];
  const written: string[] = [];
  for (const f of fixtures) {
    fs.writeFileSync(path.join(dir, f.file), f.bytes);
    fs.writeFileSync(path.join(dir, f.file.replace(/\.[^.]+$/, EXPECTED_SUFFIX)), `${JSON.stringify(f.expected, null, 2)}\n`);
    written.push(f.file);
  }
  written.push(...(await makePagePictures(dir)));
  return written;
}

if (/make-fixtures\.ts$/.test(process.argv[1] ?? "")) {
  const dir = path.resolve(process.argv[2] ?? "test/fixtures");
  makeFixtures(dir).then(
    (files) => files.forEach((f) => console.log(`${path.join(dir, f)}  ${fs.statSync(path.join(dir, f)).size} bytes`)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
