// Local ids for items, batches and panes: unique within this browser profile, with no dependency, so that the
// first screen (which only forgets saved work) does not load the queue to make one.
let counter = 0;

/** A local id, unique within this browser profile. */
export function newLocalId(prefix: string): string {
  const random = typeof crypto !== "undefined" && typeof crypto.randomUUID === "function" ? crypto.randomUUID().slice(0, 8) : "";
  counter = (counter + 1) % 1_000_000;
  return `${prefix}-${Date.now().toString(36)}-${counter.toString(36)}${random}`;
}
