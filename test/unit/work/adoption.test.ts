// Matching uploads whose outcome is unknown with documents from the list: same name and action, created
// after the attempt (on the service's clock, as learned), first listed after it, one document per upload.
import { matchUnknownUploads, ServiceClock, type UnclaimedDocument, type UnknownUpload } from "../../../src/work/batch/adoption";

const upload = (itemId: string, startedAt: number, fileName = "scan.png"): UnknownUpload => ({
  itemId,
  fileName,
  action: "transcribe",
  startedAt,
});
const doc = (
  id: string,
  createdAtMs: number,
  firstSeenAt: number,
  fileName = "scan.png",
  action: UnclaimedDocument["action"] = "transcribe",
): UnclaimedDocument => ({
  id,
  fileName,
  action,
  createdAtMs,
  firstSeenAt,
});
const LOOKBACK = 300_000;

test("the document created after the attempt, with the same name and action, is adopted", () => {
  const clock = new ServiceClock();
  expect(matchUnknownUploads([upload("a", 10_000)], [doc("d1", 10_050, 11_000)], clock, LOOKBACK)).toEqual(new Map([["a", "d1"]]));
});

test("another name, another action, or a document listed before the attempt started is not it", () => {
  const clock = new ServiceClock();
  const docs = [doc("n", 10_050, 11_000, "other.png"), doc("x", 10_050, 11_000, "scan.png", "tables"), doc("old", 9_000, 9_500)];
  expect(matchUnknownUploads([upload("a", 10_000)], docs, clock, LOOKBACK).size).toBe(0);
});

test("without a learned clock difference, documents created within the lookback count; with one, only after the attempt", () => {
  const early = [doc("d", 10_000 - 60_000, 11_000)];
  expect(matchUnknownUploads([upload("a", 10_000)], early, new ServiceClock(), LOOKBACK).get("a")).toBe("d");
  // The service's clock is known to be no more than 0.2 s behind ours: a document created a minute before is not ours.
  const learned = new ServiceClock();
  learned.observe(5_000 - 200, 5_000);
  expect(learned.offsetMs).toBe(-200);
  expect(matchUnknownUploads([upload("a", 10_000)], early, learned, LOOKBACK).size).toBe(0);
  // A service clock 2 minutes ahead is learned too, and documents are judged on it.
  const ahead = new ServiceClock();
  ahead.observe(5_000 + 120_000, 5_100);
  expect(matchUnknownUploads([upload("a", 10_000)], [doc("d", 10_000 + 120_000, 11_000)], ahead, LOOKBACK).get("a")).toBe("d");
});

test("several unknown uploads of the same name: one document each, earliest attempt first", () => {
  const matches = matchUnknownUploads(
    [upload("second", 20_000), upload("first", 10_000), upload("third", 30_000)],
    [doc("d2", 20_100, 31_000), doc("d1", 10_100, 31_000)],
    new ServiceClock(-100),
    LOOKBACK,
  );
  expect(matches).toEqual(
    new Map([
      ["first", "d1"],
      ["second", "d2"],
    ]),
  );
});
