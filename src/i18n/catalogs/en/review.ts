// English messages of the review (the source every other language translates). ICU MessageFormat.
// Correcting, choosing and joining what the service read before it is inserted; the flags on cells that look
// misread; what an insert of a reviewed result says.
export const review = {
  "review.insert.corrected": "{count, plural, one {# cell corrected in review.} other {# cells corrected in review.}}",
};
