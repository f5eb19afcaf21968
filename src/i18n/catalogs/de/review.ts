import type { review as english } from "../en/review";
import type { Translation } from "../../translation";

export const review: Translation<typeof english> = {
  "review.insert.corrected": "{count, plural, one {# Zelle in der Prüfung korrigiert.} other {# Zellen in der Prüfung korrigiert.}}",
};
