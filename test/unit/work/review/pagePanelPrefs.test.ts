// The page panel's remembered choices: read back as written, defaults for anything else, heights kept sane.
import { MemoryStorage } from "../../../../src/storage/memoryStorage";
import {
  DEFAULT_PAGE_PANEL,
  MAX_PANEL_HEIGHT,
  MIN_PANEL_HEIGHT,
  PAGE_PANEL_KEY,
  readPagePanel,
  writePagePanel,
} from "../../../../src/work/review/pagePanelPrefs";

test("reads back what was written, shared through the one key", () => {
  const storage = new MemoryStorage();
  expect(readPagePanel(storage)).toEqual(DEFAULT_PAGE_PANEL);
  writePagePanel(storage, { shown: false, height: 333.4 });
  expect(readPagePanel(storage)).toEqual({ shown: false, height: 333 });
  expect(JSON.parse(storage.getItem(PAGE_PANEL_KEY)!)).toEqual({ shown: false, height: 333 });
});

test("reads anything else as the default, and keeps heights within bounds", () => {
  const storage = new MemoryStorage();
  for (const raw of ["not json", "null", "42", '{"shown":"yes","height":"tall"}']) {
    storage.setItem(PAGE_PANEL_KEY, raw);
    expect(readPagePanel(storage)).toEqual(DEFAULT_PAGE_PANEL);
  }
  storage.setItem(PAGE_PANEL_KEY, JSON.stringify({ shown: true, height: 5 }));
  expect(readPagePanel(storage).height).toBe(MIN_PANEL_HEIGHT);
  storage.setItem(PAGE_PANEL_KEY, JSON.stringify({ shown: true, height: 1e6 }));
  expect(readPagePanel(storage).height).toBe(MAX_PANEL_HEIGHT);
});

test("a storage that refuses writes is not an error", () => {
  const storage = new MemoryStorage();
  storage.setItem = () => {
    throw new Error("QuotaExceededError");
  };
  expect(() => writePagePanel(storage, { shown: false, height: 200 })).not.toThrow();
});
