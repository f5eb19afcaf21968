/**
 * @jest-environment jsdom
 */
// The page panel in a narrow pane: the page's picture fetched through the client, kept for a page turned back
// to, a page that cannot be fetched said in the picture's place (with Try again), one the service has no
// picture of said too; the zoom buttons; hidden and shown, remembered in the origin's storage.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { Thumbnail } from "../../../../src/api/types";
import { pageStorage } from "../../../../src/auth/pageStorage";
import { PagePanel } from "../../../../src/taskpane/pageViewer/PagePanel";
import { usePagePanelPrefs } from "../../../../src/taskpane/pageViewer/usePagePanelPrefs";
import { PAGE_PANEL_KEY } from "../../../../src/work/review/pagePanelPrefs";

const thumbnails: Thumbnail[] = [1, 2, 3].map((pageNumber) => ({ pageNumber, url: `https://svc.test/p${pageNumber}.jpg` }));
let made = 0;
const revoked: string[] = [];
beforeEach(() => {
  made = 0;
  revoked.length = 0;
  URL.createObjectURL = (() => `blob:${++made}`) as typeof URL.createObjectURL;
  URL.revokeObjectURL = ((url: string) => void revoked.push(url)) as typeof URL.revokeObjectURL;
  pageStorage().removeItem(PAGE_PANEL_KEY);
});

function Panel({ client, page, list = thumbnails }: { client: { getThumbnail: jest.Mock }; page: number; list?: Thumbnail[] }) {
  const [prefs, setPrefs] = usePagePanelPrefs();
  return <PagePanel client={client} thumbnails={list} fileName="scan.pdf" page={page} layout="above" prefs={prefs} onPrefs={setPrefs} />;
}

function show(client: { getThumbnail: jest.Mock }, page = 1, list?: Thumbnail[]) {
  const view = render(
    <FluentProvider theme={webLightTheme}>
      <Panel client={client} page={page} {...(list ? { list } : {})} />
    </FluentProvider>,
  );
  const turn = (to: number): void =>
    view.rerender(
      <FluentProvider theme={webLightTheme}>
        <Panel client={client} page={to} {...(list ? { list } : {})} />
      </FluentProvider>,
    );
  return { ...view, turn };
}

const jpeg = (): Blob => new Blob(["jpeg"], { type: "image/jpeg" });

test("shows the page being fetched, then its picture, named by file and page, in a labelled region", async () => {
  const client = { getThumbnail: jest.fn().mockResolvedValue(jpeg()) };
  show(client);
  expect(screen.getByRole("region", { name: "Page of scan.pdf" })).toBeTruthy();
  expect(screen.getByText("Fetching page 1…")).toBeTruthy();
  const picture = await screen.findByAltText("Page 1 of scan.pdf");
  expect(picture.getAttribute("src")).toBe("blob:1");
  expect(client.getThumbnail).toHaveBeenCalledWith(thumbnails[0], expect.objectContaining({ signal: expect.any(AbortSignal) }));
});

test("turns to another page, and back to one already fetched without asking the service again", async () => {
  const client = { getThumbnail: jest.fn().mockResolvedValue(jpeg()) };
  const { turn, unmount } = show(client);
  await screen.findByAltText("Page 1 of scan.pdf");
  turn(2);
  expect(screen.queryByAltText("Page 1 of scan.pdf")).toBeNull();
  await screen.findByAltText("Page 2 of scan.pdf");
  turn(1);
  expect(screen.getByAltText("Page 1 of scan.pdf").getAttribute("src")).toBe("blob:1");
  expect(client.getThumbnail).toHaveBeenCalledTimes(2);
  // Closing the result frees every picture.
  unmount();
  expect(revoked.sort()).toEqual(["blob:1", "blob:2"]);
});

test("says when a page cannot be fetched, and Try again fetches it", async () => {
  const client = { getThumbnail: jest.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(jpeg()) };
  show(client, 2);
  const alert = await screen.findByRole("alert");
  expect(alert.textContent).toContain("Page 2 could not be fetched");
  fireEvent.click(screen.getByRole("button", { name: "Try again" }));
  await screen.findByAltText("Page 2 of scan.pdf");
  expect(client.getThumbnail).toHaveBeenCalledTimes(2);
});

test("says when the service has no picture of the page", () => {
  const client = { getThumbnail: jest.fn() };
  show(client, 7);
  expect(screen.getByText("The service has no picture of page 7.")).toBeTruthy();
  expect(client.getThumbnail).not.toHaveBeenCalled();
});

test("zooms in and out by its named buttons, and back to the page's width", async () => {
  const client = { getThumbnail: jest.fn().mockResolvedValue(jpeg()) };
  show(client);
  await screen.findByAltText("Page 1 of scan.pdf");
  const level = (): string => screen.getByTestId("page-zoom").textContent ?? "";
  const start = level();
  fireEvent.click(screen.getByRole("button", { name: "Zoom in" }));
  expect(level()).toBe("125%");
  // The number is what shows; screen readers hear the level's sentence.
  expect(screen.getByText("Zoom 125%")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Zoom out" }));
  fireEvent.click(screen.getByRole("button", { name: "Zoom out" }));
  expect(level()).toBe("80%");
  fireEvent.click(screen.getByRole("button", { name: "Fit width" }));
  expect(level()).toBe(start);
  expect(screen.getByRole("button", { name: "Fit width" }).getAttribute("aria-pressed")).toBe("true");
  // + and - on the focused page do the same.
  const frame = screen.getByRole("group", { name: /^Page 1 of scan\.pdf\./ });
  fireEvent.keyDown(frame, { key: "+" });
  expect(level()).toBe("125%");
});

test("is hidden and shown, the focus on the button that takes the pressed one's place, and remembered", async () => {
  const client = { getThumbnail: jest.fn().mockResolvedValue(jpeg()) };
  const { unmount } = show(client);
  await screen.findByAltText("Page 1 of scan.pdf");
  fireEvent.click(screen.getByRole("button", { name: "Hide the page" }));
  expect(screen.queryByRole("region")).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Show the page" }));
  expect(JSON.parse(pageStorage().getItem(PAGE_PANEL_KEY)!)).toMatchObject({ shown: false });
  unmount();
  show(client);
  expect(screen.getByRole("button", { name: "Show the page" })).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Show the page" }));
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Hide the page" }));
  await screen.findByAltText("Page 1 of scan.pdf");
});

test("is resized by the arrow keys on its bar, within bounds", () => {
  const client = { getThumbnail: jest.fn().mockReturnValue(new Promise(() => undefined)) };
  show(client);
  const bar = screen.getByRole("separator", { name: "Height of the page" });
  const height = Number(bar.getAttribute("aria-valuenow"));
  fireEvent.keyDown(bar, { key: "ArrowDown" });
  expect(bar.getAttribute("aria-valuenow")).toBe(String(height + 24));
  for (let i = 0; i < 50; i++) fireEvent.keyDown(bar, { key: "ArrowUp" });
  expect(bar.getAttribute("aria-valuenow")).toBe("120");
  expect(screen.getByRole("region", { name: "Page of scan.pdf" }).style.height).toBe("120px");
});

test("follows a change made in another pane", () => {
  const client = { getThumbnail: jest.fn().mockReturnValue(new Promise(() => undefined)) };
  show(client);
  pageStorage().setItem(PAGE_PANEL_KEY, JSON.stringify({ shown: false, height: 200 }));
  act(() => {
    window.dispatchEvent(new StorageEvent("storage", { key: PAGE_PANEL_KEY }));
  });
  return waitFor(() => expect(screen.getByRole("button", { name: "Show the page" })).toBeTruthy());
});
