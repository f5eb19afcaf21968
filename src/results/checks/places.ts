// A flag's place as one string: the key of the review's lookups and of the marks "Mark as checked" leaves.
import type { FlagPlace } from "./types";

export const placeKey = (place: FlagPlace): string =>
  place.kind === "cell"
    ? `c:${place.table}:${place.row}:${place.column}`
    : place.kind === "pair"
      ? `p:${place.pair}`
      : `f:${place.record}:${place.field}`;
