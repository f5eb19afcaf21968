// Every check over a result under review. (Filled in with the number reading of "Numbers that add up".)
import type { ReviewDoc } from "../review/types";
import type { Flag } from "./types";

export function checkReview(_doc: ReviewDoc): Flag[] {
  return [];
}
