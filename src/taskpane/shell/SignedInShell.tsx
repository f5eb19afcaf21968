// The shell as the signed-in pane loads it: the whole service client (the documents' calls, their parsing and
// downloads) is made here, in the shell's chunk, so the first screen carries only the account's part
// (AccountClient). Both share the account's pace: one scheduler per credentials object and address.
import { useMemo } from "react";
import type { CredentialsProvider } from "../../api/credentials";
import { ServiceClient } from "../../api/client";
import { Shell, type ShellProps } from "./Shell";

export type SignedInShellProps = Omit<ShellProps, "client"> & { serviceUrl: string; credentials: CredentialsProvider };

export function SignedInShell({ serviceUrl, credentials, ...props }: SignedInShellProps): React.JSX.Element {
  const client = useMemo(() => new ServiceClient({ baseUrl: serviceUrl, credentials }), [serviceUrl, credentials]);
  return <Shell client={client} {...props} />;
}
