import type { review as english } from "../en/review";
import type { Translation } from "../../translation";

export const review: Translation<typeof english> = {
  "review.insert.corrected": "{count, plural, one {# celda corregida en la revisión.} other {# celdas corregidas en la revisión.}}",
};
