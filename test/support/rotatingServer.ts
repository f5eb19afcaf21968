// The service's refresh-token rules as the sign-in race tests need them: a sign-in (grant) is one account's;
// each refresh token works once and gives the next; presenting a spent one revokes the grant.
import type { OAuthSettings, TokenSet } from "../../src/auth/oauthTokens";
import { SignInError } from "../../src/auth/signInErrors";

interface Grant {
  id: string;
  account: string;
  revoked: boolean;
  n: number;
}

/**
 * The service's rules: a sign-in (grant) is one account's; each refresh token works once and gives the next;
 * presenting a spent one revokes the grant. `hold` keeps the next answers back until `release`.
 */
export class RotatingServer {
  private readonly tokens = new Map<string, { grant: Grant; used: boolean }>();
  private grants = 0;
  private held: Array<() => void> | null = null;
  readonly presented: string[] = [];
  readonly replays: string[] = [];

  signIn(account: string, lifetimeMs = 3_600_000): TokenSet {
    const grant: Grant = { id: `g${++this.grants}`, account, revoked: false, n: 0 };
    return this.issue(grant, lifetimeMs);
  }

  /** The account whose grant issued an access token ("a:<grant>:<account>:<n>"). */
  accountOf(accessToken: string | undefined): string | undefined {
    return accessToken?.split(":")[2];
  }

  revoked(account?: string): boolean {
    return [...this.tokens.values()].some((t) => t.grant.revoked && (account === undefined || t.grant.account === account));
  }

  hold(): void {
    this.held = [];
  }

  release(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const go of held) go();
  }

  readonly refresh = async (_s: OAuthSettings, token: string): Promise<TokenSet> => {
    this.presented.push(token);
    if (this.held) await new Promise<void>((go) => this.held?.push(go));
    await new Promise((r) => setTimeout(r, 2));
    const entry = this.tokens.get(token);
    if (!entry || entry.grant.revoked) throw new SignInError("expired", "Your sign-in has expired.");
    if (entry.used) {
      this.replays.push(token);
      entry.grant.revoked = true;
      throw new SignInError("expired", "Your sign-in has expired.");
    }
    entry.used = true;
    return this.issue(entry.grant, 3_600_000);
  };

  private issue(grant: Grant, lifetimeMs: number): TokenSet {
    grant.n++;
    const refreshToken = `r:${grant.id}:${grant.n}`;
    this.tokens.set(refreshToken, { grant, used: false });
    return { accessToken: `a:${grant.id}:${grant.account}:${grant.n}`, refreshToken, expiresAt: Date.now() + lifetimeMs, scope: null };
  }
}
