// The shell as the signed-in pane loads it: the whole service client (the documents' calls, their parsing and
// downloads) is made here, in the shell's chunk, so the first screen carries only the account's part
// (AccountClient). Both share the account's pace: one scheduler per credentials object and address. The
// pane's reading of the account (which balance is the newest, the other panes' purchases) lives here too; the
// account bar, on the first screen, is told only whether what it shows may be out of date.
import { useEffect, useMemo } from "react";
import type { CredentialsProvider } from "../../api/credentials";
import { ServiceClient } from "../../api/client";
import { useAccountReading } from "../credits/useAccountReading";
import { Shell, type ShellProps } from "./Shell";

export type SignedInShellProps = Omit<ShellProps, "client" | "account"> & {
  serviceUrl: string;
  credentials: CredentialsProvider;
  /** Where remembered things are kept (window.localStorage): the other panes' news of the account comes through it. */
  storage: Storage;
  /** Told whenever the account shown may be out of date (the reason), or no longer is (null). */
  onAccountStale: (reason: string | null) => void;
};

export function SignedInShell({
  serviceUrl,
  credentials,
  storage,
  onAccountStale,
  onAccountChanged,
  ...props
}: SignedInShellProps): React.JSX.Element {
  const client = useMemo(() => new ServiceClient({ baseUrl: serviceUrl, credentials }), [serviceUrl, credentials]);
  const { account, changed } = useAccountReading(client, props.user, onAccountChanged, storage);
  useEffect(() => onAccountStale(account.stale), [account.stale, onAccountStale]);
  return <Shell client={client} {...props} onAccountChanged={changed} account={account} />;
}
