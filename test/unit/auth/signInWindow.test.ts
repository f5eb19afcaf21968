import { callbackMessage } from "../../../src/auth/authorizationRequest";
import { SignInError } from "../../../src/auth/signInErrors";
import { officeDialogWindow, popupWindow, type OfficeDialogApi } from "../../../src/auth/signInWindow";

const OWN = "https://addin.test";
const CALLBACK = `${OWN}/signin-redirect.html?code=abc&state=xyz`;

type Handler = (arg: { message: string; origin: string | undefined } | { error: number }) => void;

/** A fake Office.context.ui whose dialog the test drives (`failFirst`: only the first call fails). */
function fakeOffice(failWith?: number, failFirst = false) {
  const handlers = new Map<string, Handler>();
  const dialog = { close: jest.fn(), addEventHandler: (type: string, handler: Handler) => handlers.set(type, handler) };
  const opened: string[] = [];
  const options: Office.DialogOptions[] = [];
  const ui: OfficeDialogApi = {
    displayDialogAsync: (url, dialogOptions, callback) => {
      opened.push(url);
      options.push(dialogOptions);
      const result =
        failWith === undefined || (failFirst && opened.length > 1)
          ? { status: "succeeded", value: dialog }
          : { status: "failed", error: { code: failWith, message: "", name: "" }, value: undefined };
      callback(result as unknown as Office.AsyncResult<Office.Dialog>);
    },
  };
  const send = (message: string, origin: string | undefined): void => handlers.get("dialogMessageReceived")?.({ message, origin });
  const event = (error: number): void => handlers.get("dialogEventReceived")?.({ error });
  return { ui, dialog, opened, options, send, event };
}

beforeAll(() => {
  (globalThis as Record<string, unknown>).Office = {
    AsyncResultStatus: { Succeeded: "succeeded", Failed: "failed" },
    EventType: { DialogMessageReceived: "dialogMessageReceived", DialogEventReceived: "dialogEventReceived" },
  };
});

async function rejection(promise: Promise<unknown>): Promise<SignInError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SignInError) return error;
    throw error;
  }
  throw new Error("expected a rejection");
}

describe("Office dialog sign-in window", () => {
  it("opens the start page and resolves with a callback from the add-in's own origin", async () => {
    const office = fakeOffice();
    const result = officeDialogWindow(office.ui, OWN).open(`${OWN}/signin-start.html?state=1`);
    office.send(callbackMessage(CALLBACK), OWN);
    await expect(result).resolves.toBe(CALLBACK);
    expect(office.opened).toEqual([`${OWN}/signin-start.html?state=1`]);
    expect(office.dialog.close).toHaveBeenCalled();
  });

  it("ignores messages from another origin, of another shape, or pointing elsewhere", async () => {
    const office = fakeOffice();
    const result = officeDialogWindow(office.ui, OWN).open(`${OWN}/signin-start.html`);
    office.send(callbackMessage(CALLBACK), "https://evil.example");
    office.send("not json", OWN);
    office.send(JSON.stringify({ type: "other", url: CALLBACK }), OWN);
    office.send(callbackMessage("https://evil.example/signin-redirect.html?code=stolen&state=xyz"), OWN);
    expect(office.dialog.close).not.toHaveBeenCalled();
    office.send(callbackMessage(CALLBACK), undefined); // no DialogOrigin 1.1: Office itself restricts the sender
    await expect(result).resolves.toBe(CALLBACK);
  });

  it.each([
    [12002, "page_not_loaded", /could not load its page/],
    [12003, "insecure_address", /does not use HTTPS/],
    [12004, "untrusted_address", /not trusted by the add-in/],
    [12005, "insecure_address", /does not use HTTPS/],
    [12007, "already_open", /already open/],
    [12009, "blocked", /choose Allow/],
    [12011, "blocked", /browser blocked the sign-in window/],
  ])("explains dialog error %i when the dialog cannot open", async (code, expectedCode, message) => {
    const error = await rejection(officeDialogWindow(fakeOffice(code).ui, OWN).open(`${OWN}/signin-start.html`));
    expect(error.code).toBe(expectedCode);
    expect(error.message).toMatch(message);
  });

  it("asks without Office's prompt, and when the browser blocks the pop-up (12011, Office on the web in Safari) opens it again with the prompt", async () => {
    const office = fakeOffice(12011, true);
    const result = officeDialogWindow(office.ui, OWN).open(`${OWN}/signin-start.html`);
    expect(office.options.map((o) => o.promptBeforeOpen)).toEqual([false, true]);
    office.send(callbackMessage(CALLBACK), OWN);
    await expect(result).resolves.toBe(CALLBACK);
  });

  it("explains a dialog closed by the user (12006)", async () => {
    const office = fakeOffice();
    const result = officeDialogWindow(office.ui, OWN).open(`${OWN}/signin-start.html`);
    office.event(12006);
    const error = await rejection(result);
    expect(error.code).toBe("cancelled");
    expect(error.message).toMatch(/window was closed/);
  });
});

describe("popup sign-in window (browser preview)", () => {
  function fakeBrowser(popupOpens = true) {
    const listeners = new Set<(event: MessageEvent) => void>();
    const popup = { closed: false, close: jest.fn(), location: { replace: jest.fn() } };
    const win = {
      location: { origin: OWN },
      open: jest.fn(() => (popupOpens ? popup : null)),
      addEventListener: (_: string, l: (event: MessageEvent) => void) => listeners.add(l),
      removeEventListener: (_: string, l: (event: MessageEvent) => void) => listeners.delete(l),
    } as unknown as Window;
    const post = (data: unknown, origin: string, source: unknown = popup): void => {
      for (const l of [...listeners]) l({ data, origin, source } as MessageEvent);
    };
    return { win, popup, post, listeners };
  }

  it("accepts only its popup's message from the add-in's origin", async () => {
    const b = fakeBrowser();
    const result = popupWindow(b.win, 5).open(`${OWN}/signin-start.html`);
    b.post(callbackMessage(CALLBACK), "https://evil.example");
    b.post(callbackMessage(CALLBACK), OWN, {}); // another window
    b.post(callbackMessage(CALLBACK), OWN);
    await expect(result).resolves.toBe(CALLBACK);
    expect(b.popup.close).toHaveBeenCalled();
    expect(b.listeners.size).toBe(0);
  });

  // Issue 26: Safari blocks a popup opened after an await (the PKCE digest); it must open in the click itself.
  it("opens the popup as soon as it is made (in the click), on a blank page, and sends it to the start page later", async () => {
    const b = fakeBrowser();
    const signInWindow = popupWindow(b.win, 5);
    expect(b.win.open).toHaveBeenCalledWith("about:blank", "transcribe-signin", expect.any(String));
    await Promise.resolve();
    const result = signInWindow.open(`${OWN}/signin-start.html?state=1`);
    expect(b.popup.location.replace).toHaveBeenCalledWith(`${OWN}/signin-start.html?state=1`);
    expect(b.win.open).toHaveBeenCalledTimes(1);
    b.post(callbackMessage(CALLBACK), OWN);
    await expect(result).resolves.toBe(CALLBACK);
  });

  it("says the sign-in was cancelled when the user closed the blank popup before the start page was ready", async () => {
    const b = fakeBrowser();
    const signInWindow = popupWindow(b.win, 5);
    b.popup.closed = true;
    expect((await rejection(signInWindow.open(`${OWN}/signin-start.html`))).code).toBe("cancelled");
  });

  it("closes the blank popup when the sign-in cannot start", () => {
    const b = fakeBrowser();
    popupWindow(b.win, 5).abandon?.();
    expect(b.popup.close).toHaveBeenCalled();
  });

  it("reports a blocked popup and a popup closed by the user", async () => {
    expect((await rejection(popupWindow(fakeBrowser(false).win).open("x"))).code).toBe("blocked");
    const b = fakeBrowser();
    const result = popupWindow(b.win, 5).open(`${OWN}/signin-start.html`);
    b.popup.closed = true;
    expect((await rejection(result)).code).toBe("cancelled");
  });
});
