// A signed-in user, however they signed in. The task pane holds one of these; the client takes its
// credentials.
import type { CredentialsProvider } from "../api/credentials";
import type { User } from "../api/types";

export interface Session {
  kind: "oauth" | "token";
  credentials: CredentialsProvider;
  user: User;
  /** Forgets every token this session holds in memory (what stays remembered in storage is the pane's decision: useSession). */
  signOut(): void;
}
