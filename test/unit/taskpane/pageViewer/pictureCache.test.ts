// The last few page pictures in memory: the least recently used pushed out and revoked, all revoked on clear.
import { PictureCache } from "../../../../src/taskpane/pageViewer/pictureCache";

function cache(size = 2): { pictures: PictureCache<number>; revoked: string[] } {
  const revoked: string[] = [];
  return { pictures: new PictureCache<number>({ size, revoke: (url) => revoked.push(url) }), revoked };
}

test("keeps the last few, revoking the least recently used", () => {
  const { pictures, revoked } = cache();
  pictures.set(1, "blob:1");
  pictures.set(2, "blob:2");
  expect(pictures.get(1)).toBe("blob:1"); // page 1 is now the most recent
  pictures.set(3, "blob:3");
  expect(revoked).toEqual(["blob:2"]);
  expect(pictures.has(2)).toBe(false);
  expect(pictures.peek(1)).toBe("blob:1");
  expect(pictures.size).toBe(2);
});

test("peeking does not make a page recent", () => {
  const { pictures, revoked } = cache();
  pictures.set(1, "blob:1");
  pictures.set(2, "blob:2");
  pictures.peek(1);
  pictures.set(3, "blob:3");
  expect(revoked).toEqual(["blob:1"]);
});

test("a page fetched again replaces (and revokes) its old picture; clear revokes every one", () => {
  const { pictures, revoked } = cache();
  pictures.set(1, "blob:1");
  pictures.set(1, "blob:1b");
  expect(revoked).toEqual(["blob:1"]);
  pictures.set(2, "blob:2");
  pictures.clear();
  expect(revoked).toEqual(["blob:1", "blob:1b", "blob:2"]);
  expect(pictures.size).toBe(0);
  expect(pictures.get(1)).toBeUndefined();
});
