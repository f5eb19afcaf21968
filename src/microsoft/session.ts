// The Microsoft 365 sign-in (F14), separate from the transcription service's: msal-browser with Nested App
// Authentication where the host supports it (NestedAppAuth 1.1), the Office dialog elsewhere (Microsoft's
// guidance). Silent first, interactive only when msal says interaction is required (and only from a user's
// action); scopes asked as each source is opened (incremental consent); tokens in memory only. NAA has no
// logout, so signing out is the add-in's: it forgets the client and its tokens and stays signed out (a
// remembered flag, never a token) until the user signs in again.
import {
  createNestablePublicClientApplication,
  InteractionRequiredAuthError,
  type AccountInfo,
  type IPublicClientApplication,
} from "@azure/msal-browser";
import { GraphError } from "../graph/errors";
import { signInNeeded, tokenError } from "./tokenErrors";

export interface MicrosoftConfig {
  clientId: string;
  authority: string;
}

/** A token from the dialog fallback (its page runs msal and hands the result back). */
export interface DialogToken {
  accessToken: string;
  expiresOn: number;
  scopes: string[];
  name: string;
  username: string;
}

export interface SessionDeps {
  /** Office.context.requirements.isSetSupported("NestedAppAuth", "1.1"). */
  nestedAppAuth: () => boolean;
  /** Runs the dialog fallback for `scopes` (opens the Office dialog, or a popup outside Office). */
  dialog: (scopes: readonly string[], loginHint: string | null) => Promise<DialogToken>;
  storage?: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null;
  now?: () => number;
}

export interface MicrosoftAccount {
  name: string;
  username: string;
}

const SIGNED_OUT_KEY = "transcribe.m365.signedOut";
const BASE_SCOPES = ["openid", "profile"];

export class MicrosoftSession {
  private pca: Promise<IPublicClientApplication> | null = null;
  private dialogTokens: DialogToken[] = [];
  private current: MicrosoftAccount | null = null;
  private readonly listeners = new Set<(account: MicrosoftAccount | null) => void>();

  constructor(
    private readonly config: MicrosoftConfig,
    private readonly deps: SessionDeps,
  ) {}

  get account(): MicrosoftAccount | null {
    return this.current;
  }

  get usesNestedAppAuth(): boolean {
    return this.deps.nestedAppAuth();
  }

  subscribe(listener: (account: MicrosoftAccount | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Signs in again silently where the host already knows the user (NAA), unless the user signed out here. */
  async restore(scopes: readonly string[]): Promise<MicrosoftAccount | null> {
    if (this.deps.storage?.getItem(SIGNED_OUT_KEY) === "1" || this.current) return this.current;
    try {
      await this.token(scopes, { interactive: false });
    } catch {
      // Not signed in yet: the user signs in when they choose to.
    }
    return this.current;
  }

  /** The user asked to sign in: interactive when needed. */
  async signIn(scopes: readonly string[]): Promise<MicrosoftAccount> {
    this.deps.storage?.removeItem(SIGNED_OUT_KEY);
    await this.token(scopes, { interactive: true });
    if (!this.current) throw signInNeeded();
    return this.current;
  }

  /** Forgets every token and the client; stays signed out until signIn. */
  signOut(): void {
    this.pca = null;
    this.dialogTokens = [];
    this.deps.storage?.setItem(SIGNED_OUT_KEY, "1");
    this.setAccount(null);
  }

  /** An access token for `scopes`: silent first; interactive only if allowed and msal says it is needed. */
  async token(scopes: readonly string[], { interactive }: { interactive: boolean }): Promise<string> {
    if (this.deps.storage?.getItem(SIGNED_OUT_KEY) === "1" && !interactive) throw signInNeeded();
    try {
      return this.deps.nestedAppAuth() ? await this.naaToken(scopes, interactive) : await this.dialogToken(scopes, interactive);
    } catch (error: unknown) {
      throw error instanceof GraphError ? error : tokenError(error);
    }
  }

  private client(): Promise<IPublicClientApplication> {
    this.pca ??= createNestablePublicClientApplication({
      auth: { clientId: this.config.clientId, authority: this.config.authority, knownAuthorities: [new URL(this.config.authority).host] },
      cache: { cacheLocation: "memoryStorage" },
    });
    return this.pca;
  }

  private async naaToken(scopes: readonly string[], interactive: boolean): Promise<string> {
    const pca = await this.client();
    const request = { scopes: [...BASE_SCOPES, ...scopes] };
    const account: AccountInfo | null = pca.getActiveAccount() ?? pca.getAllAccounts()[0] ?? null;
    try {
      const result = await pca.acquireTokenSilent({ ...request, ...(account ? { account } : {}) });
      this.remember(pca, result.account);
      return result.accessToken;
    } catch (error: unknown) {
      if (!(error instanceof InteractionRequiredAuthError)) throw error;
      if (!interactive) throw signInNeeded();
      const result = await pca.acquireTokenPopup(request);
      this.remember(pca, result.account);
      return result.accessToken;
    }
  }

  private async dialogToken(scopes: readonly string[], interactive: boolean): Promise<string> {
    const now = (this.deps.now ?? Date.now)();
    // Scopes compared without case: Entra may answer with another casing than asked (as msal does).
    const covers = (t: DialogToken): boolean => scopes.every((s) => t.scopes.some((h) => h.toLowerCase() === s.toLowerCase()));
    const held = this.dialogTokens.find((t) => t.expiresOn - 60_000 > now && covers(t));
    if (held) return held.accessToken;
    if (!interactive) throw signInNeeded();
    const token = await this.deps.dialog([...BASE_SCOPES, ...scopes], this.current?.username ?? null);
    this.dialogTokens = [token, ...this.dialogTokens.filter((t) => t.expiresOn > now)];
    this.setAccount({ name: token.name, username: token.username });
    return token.accessToken;
  }

  private remember(pca: IPublicClientApplication, account: AccountInfo | null): void {
    if (!account) return;
    pca.setActiveAccount(account);
    if (this.current?.username !== account.username)
      this.setAccount({ name: account.name ?? account.username, username: account.username });
  }

  private setAccount(account: MicrosoftAccount | null): void {
    this.current = account;
    for (const listener of [...this.listeners]) listener(account);
  }
}
