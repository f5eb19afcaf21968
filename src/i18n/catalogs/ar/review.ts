import type { review as english } from "../en/review";
import type { Translation } from "../../translation";

export const review: Translation<typeof english> = {
  "review.insert.corrected": "{count, plural, zero {لم تُصحَّح أي خلية في المراجعة.} one {صُحِّحت خلية واحدة في المراجعة.} two {صُحِّحت خليتان في المراجعة.} few {صُحِّحت # خلايا في المراجعة.} many {صُحِّحت # خلية في المراجعة.} other {صُحِّحت # خلية في المراجعة.}}",
};
