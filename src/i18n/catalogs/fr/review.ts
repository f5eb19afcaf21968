import type { review as english } from "../en/review";
import type { Translation } from "../../translation";

export const review: Translation<typeof english> = {
  "review.insert.corrected": "{count, plural, one {# cellule corrigée lors de la vérification.} other {# cellules corrigées lors de la vérification.}}",
};
