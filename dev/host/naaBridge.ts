// The Nested App Authentication bridge Office gives an add-in (window.nestedAppAuthBridge), for the host
// double: msal-browser's createNestablePublicClientApplication finds it and asks it for tokens, as inside
// Word or Excel. It speaks msal's bridge protocol (JSON envelopes: GetInitContext, GetToken for silent
// requests, GetTokenPopup for interactive ones; answers with requestId, success, token/account or error) and
// gets its tokens from the emulated Microsoft identity's broker endpoint, as Office would from Entra ID.
// The host stays signed in as the seeded user across reloads, as Office does.

interface BridgeRequest {
  messageType: "NestedAppAuthRequest";
  method: "GetInitContext" | "GetToken" | "GetTokenPopup";
  requestId: string;
  tokenParams?: { clientId: string; scope: string };
}

type Callback = (response: string) => void;

export interface NaaBridgeOptions {
  /** The emulated identity's origin (the broker endpoint is {origin}/_m365/broker). */
  identityOrigin: string;
}

export function installNaaBridge(options: NaaBridgeOptions): void {
  const listeners = new Set<Callback>();
  const reply = (body: Record<string, unknown>): void => {
    const text = JSON.stringify({ messageType: "NestedAppAuthResponse", ...body });
    // Asynchronous, as the real bridge's messages are.
    setTimeout(() => listeners.forEach((l) => l(text)), 0);
  };
  const handle = async (request: BridgeRequest): Promise<void> => {
    const { requestId } = request;
    if (request.method === "GetInitContext") {
      return reply({
        requestId,
        success: true,
        initContext: { sdkName: "host-double", sdkVersion: "1.0.0", capabilities: { queryAccount: false } },
      });
    }
    try {
      const response = await fetch(`${options.identityOrigin}/_m365/broker`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          clientId: request.tokenParams?.clientId,
          scope: request.tokenParams?.scope,
          interactive: request.method === "GetTokenPopup",
        }),
      });
      const answer = (await response.json()) as { ok: boolean; token?: unknown; account?: unknown; error?: unknown };
      if (answer.ok) reply({ requestId, success: true, token: answer.token, account: answer.account });
      else reply({ requestId, success: false, error: answer.error });
    } catch {
      reply({ requestId, success: false, error: { status: "NO_NETWORK", description: "The identity could not be reached." } });
    }
  };
  (window as unknown as { nestedAppAuthBridge: unknown }).nestedAppAuthBridge = {
    addEventListener: (_name: string, callback: Callback) => listeners.add(callback),
    removeEventListener: (_name: string, callback: Callback) => listeners.delete(callback),
    postMessage: (message: string) => void handle(JSON.parse(message) as BridgeRequest),
  };
}
