/**
 * @jest-environment jsdom
 */
// The dialog fallback outside Office (the preview's popup): only a reply in the expected shape, from the
// add-in's own origin and from the popup it opened, is accepted; a closed or blocked popup ends in an error
// that tokenError turns into a sentence.
import { openDialogSignIn, parseDialogReply } from "../../../src/microsoft/dialogFallback";
import { tokenError } from "../../../src/microsoft/tokenErrors";

const TOKEN = { accessToken: "at-1", expiresOn: 2_000_000_000_000, scopes: ["openid", "Files.Read"], name: "Alex", username: "a@c.test" };
const reply = (body: object): string => JSON.stringify({ kind: "microsoft-signin", ...body });

describe("parseDialogReply", () => {
  it("reads a token or an error, from a string or an object", () => {
    expect(parseDialogReply(reply({ ok: true, token: TOKEN }))).toEqual({ ok: true, token: TOKEN });
    expect(parseDialogReply({ kind: "microsoft-signin", ok: false, error: "access_denied" })).toEqual({
      ok: false,
      error: "access_denied",
    });
  });
  it("ignores anything else", () => {
    expect(parseDialogReply("not json")).toBeNull();
    expect(parseDialogReply(JSON.stringify({ kind: "other", ok: true, token: TOKEN }))).toBeNull();
    expect(parseDialogReply(reply({ ok: true, token: { ...TOKEN, accessToken: 5 } }))).toBeNull();
    expect(parseDialogReply(null)).toBeNull();
  });
});

describe("openDialogSignIn in a browser (popup)", () => {
  let popup: { closed: boolean; close: jest.Mock };
  let open: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    popup = { closed: false, close: jest.fn(() => (popup.closed = true)) };
    open = jest.spyOn(window, "open").mockImplementation(() => popup as unknown as Window);
  });
  afterEach(() => {
    open.mockRestore();
    jest.useRealTimers();
  });
  const post = (data: unknown, origin = window.location.origin, source: unknown = popup): void => {
    window.dispatchEvent(new MessageEvent("message", { data, origin, source: source as Window }));
  };

  it("opens the sign-in page with the scopes and hint, and resolves with the popup's token", async () => {
    const result = openDialogSignIn(["openid", "Files.Read"], "a@c.test");
    const url = new URL(String(open.mock.calls[0][0]));
    expect(url.pathname).toBe("/microsoft-signin.html");
    expect(url.searchParams.get("scopes")).toBe("openid Files.Read");
    expect(url.searchParams.get("hint")).toBe("a@c.test");
    post(reply({ ok: true, token: TOKEN }), "https://evil.example"); // another origin: ignored
    post(reply({ ok: true, token: { ...TOKEN, accessToken: "other" } }), window.location.origin, {}); // another window: ignored
    post("noise");
    post(reply({ ok: true, token: TOKEN }));
    await expect(result).resolves.toEqual(TOKEN);
    expect(popup.close).toHaveBeenCalled();
  });

  it("rejects with the page's error, which reads as a sentence", async () => {
    const result = openDialogSignIn(["openid"], null);
    post(reply({ ok: false, error: "access_denied AADSTS65004: User declined to consent to access the app." }));
    const error: unknown = await result.catch((e: unknown) => e);
    expect(tokenError(error).message).toBe(
      "You did not allow the add-in to read these files or messages. Sign in to Microsoft 365 again and accept to use them.",
    );
  });

  it("a popup closed before the end means cancelled; a blocked one says to allow pop-ups", async () => {
    const result = openDialogSignIn(["openid"], null);
    popup.closed = true;
    jest.advanceTimersByTime(600);
    expect(tokenError(await result.catch((e: unknown) => e)).message).toBe(
      "Signing in to Microsoft 365 was cancelled. Sign in again to use these files.",
    );
    // A later reply changes nothing (the listener is gone).
    post(reply({ ok: true, token: TOKEN }));

    open.mockImplementation(() => null);
    const blocked = await openDialogSignIn(["openid"], null).catch((e: unknown) => e);
    expect(tokenError(blocked).message).toBe(
      "The Microsoft 365 sign-in window was blocked. Allow pop-ups for this add-in, then sign in again.",
    );
  });
});

describe("tokenError", () => {
  it("tells the organisation's refusal from the user's own Cancel", () => {
    expect(tokenError({ errorCode: "consent_required", errorMessage: "AADSTS90094: Admin consent is required." }).kind).toBe(
      "consent_refused",
    );
    const declined = tokenError({ errorCode: "access_denied", errorMessage: "AADSTS65004: User declined to consent." });
    expect(declined.kind).toBe("sign_in_required");
    expect(declined.message).toMatch(/^You did not allow the add-in/);
    expect(tokenError(new Error("12006")).message).toMatch(/was cancelled/);
  });
});

describe("openDialogSignIn in Office (the Office dialog)", () => {
  type Handler = (arg: unknown) => void;
  const handlers = new Map<string, Handler>();
  const dialog = { close: jest.fn(), addEventHandler: (type: string, h: Handler) => handlers.set(type, h) };
  const displayDialogAsync = jest.fn((_url: string, _options: unknown, callback: (r: unknown) => void) =>
    callback({ status: "succeeded", value: dialog }),
  );
  beforeEach(() => {
    handlers.clear();
    Object.assign(globalThis, {
      Office: {
        context: { ui: { displayDialogAsync } },
        AsyncResultStatus: { Failed: "failed", Succeeded: "succeeded" },
        EventType: { DialogMessageReceived: "message", DialogEventReceived: "event" },
      },
    });
  });
  afterEach(() => {
    delete (globalThis as { Office?: unknown }).Office;
  });

  it("takes the token from messageParent on the add-in's origin only, and closes the dialog", async () => {
    const result = openDialogSignIn(["openid"], null);
    expect(displayDialogAsync.mock.calls[0]?.[0]).toMatch(/\/microsoft-signin\.html\?scopes=openid&lang=en$/);
    handlers.get("message")?.({ message: reply({ ok: true, token: { ...TOKEN, accessToken: "evil" } }), origin: "https://evil.example" });
    handlers.get("message")?.({ message: reply({ ok: true, token: TOKEN }), origin: window.location.origin });
    await expect(result).resolves.toEqual(TOKEN);
    expect(dialog.close).toHaveBeenCalledTimes(1);
  });

  it("a dialog closed by the user (12006) reads as cancelled", async () => {
    const result = openDialogSignIn(["openid"], null);
    handlers.get("event")?.({ error: 12006 });
    expect(tokenError(await result.catch((e: unknown) => e)).message).toMatch(/^Signing in to Microsoft 365 was cancelled/);
  });
});
