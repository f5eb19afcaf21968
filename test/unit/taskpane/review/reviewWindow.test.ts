/**
 * @jest-environment jsdom
 */
// The larger window through Office's dialog API (faked here as Office would behave; the preview's host double
// drives the same code end to end): the result goes to the window in parts once it is ready, its edits come
// back, Done closes it; messages from another origin are not heard; where DialogApi 1.2 is missing the pane
// reviews alone.
import type { ResultModel } from "../../../../src/results/model";
import { officeChannel } from "../../../../src/dialogs/reviewChannel";
import { openReviewWindow, reviewDialogApi, type ReviewDialogApi } from "../../../../src/taskpane/review/reviewWindow";
import { PartsReader, parseOpenMessage, toParts } from "../../../../src/work/review/windowMessages";

type Handler = (arg: { message: string; origin?: string } | { error: number }) => void;
const ORIGIN = "https://addin.test";
const model: ResultModel = {
  kind: "transcript",
  transcript: { documentId: "d", fileName: "n.png", pages: [{ pageNumber: 1, lines: ["a"] }] },
};

function fakeOffice(sets: Record<string, string>): {
  ui: ReviewDialogApi;
  handlers: Map<string, Handler>;
  sent: string[];
  closed: () => boolean;
  url: () => string;
} {
  const handlers = new Map<string, Handler>();
  const sent: string[] = [];
  let closed = false;
  let url = "";
  const ui: ReviewDialogApi = {
    displayDialogAsync: (address, _options, callback) => {
      url = address;
      callback({
        status: "succeeded",
        value: {
          addEventHandler: (type: string, handler: Handler) => handlers.set(type, handler),
          messageChild: (message: string) => sent.push(message),
          close: () => (closed = true),
        },
      } as unknown as Office.AsyncResult<Office.Dialog>);
    },
  };
  (globalThis as Record<string, unknown>).Office = {
    EventType: { DialogMessageReceived: "received", DialogEventReceived: "event", DialogParentMessageReceived: "parent" },
    AsyncResultStatus: { Succeeded: "succeeded", Failed: "failed" },
    context: { ui, requirements: { isSetSupported: (name: string, version: string) => (sets[name] ?? "0") >= version } },
  };
  return { ui, handlers, sent, closed: () => closed, url: () => url };
}

afterEach(() => delete (globalThis as Record<string, unknown>).Office);

test("hands the result over once the window is ready, takes its edits, and closes on Done", () => {
  const office = fakeOffice({ DialogApi: "1.2", DialogOrigin: "1.1" });
  expect(reviewDialogApi()).toBe(office.ui);
  const onEdits = jest.fn();
  const onClosed = jest.fn();
  openReviewWindow(office.ui, `${ORIGIN}/taskpane.html`, {
    fileName: "n.png",
    model,
    edits: [{ op: "choosePage", page: 0, chosen: false }],
    culture: null,
    dark: true,
    onEdits,
    onClosed,
    onProblem: jest.fn(),
  });
  expect(office.url()).toMatch(/^https:\/\/addin\.test\/review-dialog\.html\?theme=dark&lang=en$/);
  const receive = office.handlers.get("received")!;
  const say = (message: Parameters<typeof toParts>[0], origin = ORIGIN): void =>
    toParts(message).forEach((part) => receive({ message: part, origin }));
  say({ type: "ready" });
  const reader = new PartsReader();
  const opened = office.sent.map((p) => reader.take(p)).find((m) => m !== undefined);
  expect(parseOpenMessage(opened)).toMatchObject({ fileName: "n.png", model, edits: [{ op: "choosePage", page: 0, chosen: false }] });
  // Another origin's words are not heard.
  say({ type: "edits", edits: [{ op: "setPage", page: 0, part: "text", value: "evil" }] }, "https://elsewhere.test");
  expect(onEdits).not.toHaveBeenCalled();
  say({ type: "edits", edits: [{ op: "setPage", page: 0, part: "text", value: "b" }] });
  expect(onEdits).toHaveBeenLastCalledWith([{ op: "setPage", page: 0, part: "text", value: "b" }]);
  say({ type: "done", edits: [] });
  expect(office.closed()).toBe(true);
  expect(onClosed).toHaveBeenCalledTimes(1);
});

test("a window closed by the user keeps what came; a refused one says why; without DialogApi 1.2 there is none", () => {
  const office = fakeOffice({ DialogApi: "1.2" });
  const onClosed = jest.fn();
  const onProblem = jest.fn();
  openReviewWindow(office.ui, `${ORIGIN}/taskpane.html`, {
    fileName: "n",
    model,
    edits: [],
    culture: null,
    dark: false,
    onEdits: jest.fn(),
    onClosed,
    onProblem,
  });
  office.handlers.get("event")!({ error: 12006 });
  expect(onClosed).toHaveBeenCalledTimes(1);
  expect(onProblem).not.toHaveBeenCalled();
  const refusing: ReviewDialogApi = {
    displayDialogAsync: (_url, _options, callback) =>
      callback({ status: "failed", error: { code: 12007 } } as unknown as Office.AsyncResult<Office.Dialog>),
  };
  openReviewWindow(refusing, `${ORIGIN}/taskpane.html`, {
    fileName: "n",
    model,
    edits: [],
    culture: null,
    dark: false,
    onEdits: jest.fn(),
    onClosed,
    onProblem,
  });
  expect(onProblem).toHaveBeenCalledWith("Another window of this add-in is already open. Close it, then try again.");
  fakeOffice({ DialogApi: "1.1" });
  expect(reviewDialogApi()).toBeNull();
});

test("the window's side: messageParent to the add-in's origin, and only the pane's messages heard", () => {
  const sent: Array<[string, unknown]> = [];
  let parent: ((arg: { message: string; origin?: string }) => void) | null = null;
  const ui = {
    messageParent: (message: string, options?: unknown) => sent.push([message, options]),
    addHandlerAsync: (_type: string, handler: (arg: { message: string; origin?: string }) => void) => (parent = handler),
  } as unknown as Office.UI;
  (globalThis as Record<string, unknown>).Office = { EventType: { DialogParentMessageReceived: "parent" } };
  const channel = officeChannel(ui, ORIGIN, true);
  channel.send("hello");
  expect(sent).toEqual([["hello", { targetOrigin: ORIGIN }]]);
  const heard: string[] = [];
  channel.listen((m) => heard.push(m));
  parent!({ message: "from elsewhere", origin: "https://elsewhere.test" });
  parent!({ message: "from the pane", origin: ORIGIN });
  expect(heard).toEqual(["from the pane"]);
});
