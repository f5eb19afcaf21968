/**
 * @jest-environment jsdom
 */
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { act, render, screen } from "@testing-library/react";
import type { ServiceClient } from "../../../src/api/client";
import type { Thumbnail } from "../../../src/api/types";
import { PageThumbnails } from "../../../src/taskpane/components/PageThumbnails";

const pages = (n: number): Thumbnail[] =>
  Array.from({ length: n }, (_, i) => ({ pageNumber: i + 1, url: `https://svc.test/v3/document/d1/image-${i + 1}.jpg` }));

describe("PageThumbnails", () => {
  let created: string[];
  let revoked: string[];
  beforeEach(() => {
    created = [];
    revoked = [];
    // jsdom has no object URLs.
    URL.createObjectURL = (() => {
      const url = `blob:page-${created.length + 1}`;
      created.push(url);
      return url;
    }) as typeof URL.createObjectURL;
    URL.revokeObjectURL = ((url: string) => void revoked.push(url)) as typeof URL.revokeObjectURL;
  });

  function show(thumbnails: Thumbnail[], getThumbnail: (t: Thumbnail) => Promise<Blob>) {
    const client = { getThumbnail: jest.fn(getThumbnail) } as unknown as ServiceClient & { getThumbnail: jest.Mock };
    const view = render(
      <FluentProvider theme={webLightTheme}>
        <PageThumbnails client={client} fileName="report.pdf" thumbnails={thumbnails} />
      </FluentProvider>,
    );
    return { client, view };
  }

  it("shows the first pages, fetched through the client (with its credentials), and says how many more there are", async () => {
    const { client } = show(pages(6), async () => new Blob(["jpeg"], { type: "image/jpeg" }));
    expect(await screen.findByAltText("Page 4 of report.pdf")).toBeTruthy();
    expect(screen.getAllByRole("img")).toHaveLength(4);
    expect(client.getThumbnail).toHaveBeenCalledTimes(4);
    expect(client.getThumbnail.mock.calls[0]?.[0]).toEqual(pages(1)[0]);
    expect(screen.getByText("and 2 more pages")).toBeTruthy();
  });

  it("leaves out a page that cannot be fetched, and releases the images when closed", async () => {
    const { view } = show(pages(3), async (t) => {
      if (t.pageNumber === 2) throw new Error("offline");
      return new Blob(["jpeg"]);
    });
    expect(await screen.findByAltText("Page 3 of report.pdf")).toBeTruthy();
    expect(screen.queryByAltText("Page 2 of report.pdf")).toBeNull();
    view.unmount();
    expect(revoked.sort()).toEqual([...created].sort());
  });

  it("holds each page's room while its picture is fetched, so what is below does not jump when it arrives", async () => {
    const waiting: Array<() => void> = [];
    const { view } = show(pages(2), () => new Promise<Blob>((resolve) => waiting.push(() => resolve(new Blob(["jpeg"])))));
    // Nothing fetched yet: both pages are there, with their captions, and no picture.
    expect(screen.getByText("Page 1")).toBeTruthy();
    expect(screen.getByText("Page 2")).toBeTruthy();
    expect(view.container.querySelector("img")).toBeNull();
    await act(async () => waiting.shift()?.());
    expect(await screen.findByAltText("Page 1 of report.pdf")).toBeTruthy();
    expect(screen.getByText("Page 2")).toBeTruthy();
  });

  it("shows nothing for a document without page images", () => {
    const { client, view } = show([], async () => new Blob([]));
    expect(view.container.querySelector("img")).toBeNull();
    expect(client.getThumbnail).not.toHaveBeenCalled();
  });
});
