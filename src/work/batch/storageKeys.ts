// Where an account's queue lives in localStorage: keys per service address and signed-in account. A module of
// its own, with no dependency, so that the first screen can tell whether another pane of an account is open
// (sign-in, sign-out) without loading the queue's storage code.

/** What every key of every account's queue on a service starts with (its panes' presence marks too). */
export function serviceKeyPrefix(baseUrl: string): string {
  return `transcribe.batch.v2:${baseUrl.replace(/\/+$/, "")}:`;
}

/** The meta key of an account's queue on a service; its items are saved under `<key>:item:<id>`. */
export function storageKey(baseUrl: string, accountId: string): string {
  return serviceKeyPrefix(baseUrl) + accountId;
}
