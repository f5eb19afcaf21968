// Figures read by the document's evidence, end to end in headless Chromium (issue 31, item 1): the quarterly
// report goes to the emulator ("Find tables") and, inserted untouched into a de-DE or fr-FR workbook of the
// preview's Excel host double (?culture=), lands as the document writes it: 12,400 is 12400, Units 1240, 310 and
// 2075, every SUM right. The review says before Insert which columns the document's evidence reads otherwise
// than the workbook, and which values decided it; the insert's outcome says it again.
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { launchBrowser } from "./browser";
import { openPane, send, sheetColumns, waitForResult } from "./reviewHelpers";

interface Cell {
  type: string;
  value: string;
}

/** The cells below a sheet's heading row, column by column, and what SUM over each column gives. */
async function readSheet(page: Page, sheetName: string): Promise<{ heading: string; cells: Cell[]; sum: number }[]> {
  return (await sheetColumns(page, sheetName)).map(({ heading, cells, sum }) => ({
    heading,
    cells: cells.map(({ type, value }) => ({ type, value })),
    sum,
  }));
}

const numbers = (cells: readonly Cell[]): { type: string; value: number }[] => cells.map((c) => ({ type: c.type, value: Number(c.value) }));
const doubles = (...values: number[]): { type: string; value: number }[] => values.map((value) => ({ type: "Double", value }));

describe("the quarterly report read by the document's evidence", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(["de-DE", "fr-FR"])("lands right in a %s workbook inserted untouched, the review saying why beforehand", async (culture) => {
    const { context, page } = await openPane(browser, "excel", `&culture=${culture}`);
    await send(page, "quarterly-report.pdf", "tables");
    await waitForResult(page);
    // Before Insert: above each table's grid, which columns are read otherwise than this workbook, and why.
    const evidence = page.getByTestId("review-evidence");
    await evidence
      .getByText(
        'Read with , as thousands separator in "January", "February", and "March": the document writes 310 without a separator beside 1,240 in one column.',
      )
      .waitFor();
    await evidence
      .getByText('Read with , as thousands separator in "Units": the column writes 310 without a separator beside 1,240.')
      .waitFor();
    const first = page.getByTestId("review-table").first();
    const [sentence, grid] = await Promise.all([first.getByTestId("review-evidence").boundingBox(), first.getByRole("grid").boundingBox()]);
    expect(sentence && grid && sentence.y + sentence.height <= grid.y).toBe(true);
    // "Read numbers as" starts from the document's way; nothing the workbook would read as decimals.
    await expect(page.getByLabel("1,234.56 (decimal point)").isChecked()).resolves.toBe(true);
    await expect(page.getByText(/can be read as thousands or as decimals/).count()).resolves.toBe(0);
    await expect(axeViolations(page)).resolves.toEqual([]);

    await page.getByRole("button", { name: "Insert into workbook" }).click();
    const status = page.getByTestId("insert-status");
    await status.getByText(/^Wrote 4 tables on new sheets/).waitFor({ timeout: 15_000 });
    await status
      .getByText('Read with , as thousands separator in "Units": the column writes 310 without a separator beside 1,240.')
      .waitFor();
    await expect(status.getByText(/were read as decimals/).count()).resolves.toBe(0);

    const t1 = await readSheet(page, "quarterly-report T1");
    expect(t1.map((c) => c.heading)).toEqual(["Region", "January", "February", "March"]);
    expect(numbers(t1[1]!.cells)).toEqual(doubles(12_400, 9_870, 15_310));
    expect(numbers(t1[2]!.cells)).toEqual(doubles(13_150, 10_230, 14_880));
    expect(numbers(t1[3]!.cells)).toEqual(doubles(14_020, 9_960, 16_045));
    expect(t1.slice(1).map((c) => c.sum)).toEqual([37_580, 38_260, 40_025]);
    const t2 = await readSheet(page, "quarterly-report T2");
    expect(t2.map((c) => c.heading)).toEqual(["Product", "Units", "Revenue"]);
    expect(numbers(t2[1]!.cells)).toEqual(doubles(1_240, 310, 2_075));
    expect(numbers(t2[2]!.cells)).toEqual(doubles(18_600, 24_490, 10_375));
    expect(t2.slice(1).map((c) => c.sum)).toEqual([3_625, 53_465]);
    const t3 = await readSheet(page, "quarterly-report T3");
    expect(numbers(t3[1]!.cells)).toEqual(doubles(0.62, 0.38));
    await context.close();
  });
});
