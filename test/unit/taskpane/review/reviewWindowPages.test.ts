/**
 * @jest-environment jsdom
 */
// The larger window's page pictures (issue 36): the window asks for a page, the pane fetches it with the user's
// credentials and sends it as a data URL in parts; a page it cannot fetch is answered with null; only image
// data URLs are believed on the window's side.
import type { ResultModel } from "../../../../src/results/model";
import { openReviewWindow, type ReviewDialogApi } from "../../../../src/taskpane/review/reviewWindow";
import {
  PartsReader,
  parseOpenMessage,
  parsePictureMessage,
  parseWindowMessage,
  toParts,
} from "../../../../src/work/review/windowMessages";

type Handler = (arg: { message: string; origin?: string } | { error: number }) => void;
const ORIGIN = "https://addin.test";
const model: ResultModel = {
  kind: "transcript",
  transcript: { documentId: "d", fileName: "n.png", pages: [{ pageNumber: 1, lines: ["a"] }] },
};

function fakeOffice(): { ui: ReviewDialogApi; handlers: Map<string, Handler>; sent: string[] } {
  const handlers = new Map<string, Handler>();
  const sent: string[] = [];
  const ui: ReviewDialogApi = {
    displayDialogAsync: (_address, _options, callback) =>
      callback({
        status: "succeeded",
        value: {
          addEventHandler: (type: string, handler: Handler) => handlers.set(type, handler),
          messageChild: (message: string) => sent.push(message),
          close: () => undefined,
        },
      } as unknown as Office.AsyncResult<Office.Dialog>),
  };
  (globalThis as Record<string, unknown>).Office = {
    EventType: { DialogMessageReceived: "received", DialogEventReceived: "event" },
    AsyncResultStatus: { Succeeded: "succeeded", Failed: "failed" },
    context: { ui, requirements: { isSetSupported: () => true } },
  };
  return { ui, handlers, sent };
}

afterEach(() => delete (globalThis as Record<string, unknown>).Office);

const options = {
  fileName: "n.png",
  model,
  edits: [],
  culture: null,
  dark: false,
  onEdits: jest.fn(),
  onClosed: jest.fn(),
  onProblem: jest.fn(),
};

function messages(sent: readonly string[]): unknown[] {
  const reader = new PartsReader();
  return sent.map((part) => reader.take(part)).filter((m) => m !== undefined);
}

test("sends the picture of a page the window asks for, and null for one it cannot fetch", async () => {
  const office = fakeOffice();
  const pagePicture = jest.fn((page: number) =>
    page === 1 ? Promise.resolve(new Blob(["png"], { type: "image/png" })) : Promise.reject(new Error("gone")),
  );
  openReviewWindow(office.ui, `${ORIGIN}/taskpane.html`, { ...options, pagePicture });
  const say = (message: Parameters<typeof toParts>[0]): void =>
    toParts(message).forEach((part) => office.handlers.get("received")!({ message: part, origin: ORIGIN }));
  say({ type: "ready" });
  expect(parseOpenMessage(messages(office.sent)[0])).toMatchObject({ pages: true });
  say({ type: "page", page: 1 });
  say({ type: "page", page: 2 });
  await new Promise((resolve) => setTimeout(resolve, 50));
  const pictures = messages(office.sent)
    .map(parsePictureMessage)
    .filter((m) => m !== null)
    .sort((a, b) => a!.page - b!.page);
  expect(pictures).toEqual([
    { type: "picture", page: 1, picture: `data:image/png;base64,${btoa("png")}` },
    { type: "picture", page: 2, picture: null },
  ]);
  expect(pagePicture).toHaveBeenCalledTimes(2);
});

test("without pictures the window is told there are none", () => {
  const office = fakeOffice();
  openReviewWindow(office.ui, `${ORIGIN}/taskpane.html`, options);
  toParts({ type: "ready" }).forEach((part) => office.handlers.get("received")!({ message: part, origin: ORIGIN }));
  expect(parseOpenMessage(messages(office.sent)[0])?.pages).toBeUndefined();
});

test("believes only well-formed page messages and image data URLs", () => {
  expect(parseWindowMessage({ type: "page", page: 2 })).toEqual({ type: "page", page: 2 });
  expect(parseWindowMessage({ type: "page", page: 0 })).toBeNull();
  expect(parseWindowMessage({ type: "page", page: "2" })).toBeNull();
  expect(parsePictureMessage({ type: "picture", page: 1, picture: "data:image/jpeg;base64,AAAA" })).not.toBeNull();
  expect(parsePictureMessage({ type: "picture", page: 1, picture: null })).toEqual({ type: "picture", page: 1, picture: null });
  expect(parsePictureMessage({ type: "picture", page: 1, picture: "javascript:alert(1)" })).toBeNull();
  expect(parsePictureMessage({ type: "picture", page: 1, picture: "data:text/html;base64,AAAA" })).toBeNull();
  expect(parsePictureMessage({ type: "open" })).toBeNull();
});
