/**
 * @jest-environment jsdom
 */
// Corrections live with the opened result until inserted or discarded: leaving it (closing, opening another)
// asks first, keeping it when the user says so; after an insert, or with nothing changed, nothing is asked.
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ServiceClient } from "../../../../src/api/client";
import { useOpenedResult } from "../../../../src/taskpane/components/useOpenedResult";
import type { OpenRequest } from "../../../../src/work/openResult";
import { fixtureDetail } from "../../office/fixtures";

const client = { getTranslation: jest.fn(), listExtractors: jest.fn() } as unknown as Pick<
  ServiceClient,
  "getTranslation" | "listExtractors"
>;
const request = (key: string): OpenRequest => ({
  key,
  itemId: key,
  documentId: key,
  fileName: `${key}.pdf`,
  translation: false,
  extractorId: null,
  detail: async () => fixtureDetail("two-page-invoice", "tables"),
});

test("asks before leaving corrections not inserted, and keeps the result when told to", async () => {
  const ask = jest.fn(async () => false);
  const { result } = renderHook(() => useOpenedResult({ client, loadResult: jest.fn(), ask }));
  await act(async () => void (await result.current.open(request("a"))));
  await waitFor(() => expect(result.current.review.current()).not.toBeNull());
  // Nothing changed: opening another asks nothing.
  await act(async () => void (await result.current.open(request("b"))));
  await waitFor(() => expect(result.current.review.current()).not.toBeNull());
  expect(ask).not.toHaveBeenCalled();
  act(() => result.current.review.current()?.edit({ op: "setCell", table: "t1", row: 2, column: 3, value: "105.00" }));
  let left = true;
  await act(async () => void (left = await result.current.close()));
  expect(left).toBe(false);
  expect(ask).toHaveBeenCalledWith(
    expect.objectContaining({ title: "Discard your corrections to b.pdf?", confirm: "Discard corrections" }),
  );
  expect(result.current.openKey).toBe("b");
  expect(result.current.review.current()?.unsaved).toBe(true);
  // Inserted: leaving asks nothing more.
  act(() => result.current.inserted({ message: "Inserted.", notes: [], place: { host: "excel", sheets: ["S"] } }));
  await act(async () => void (left = await result.current.close()));
  expect(left).toBe(true);
  expect(ask).toHaveBeenCalledTimes(1);
});

test("discards when the user says so", async () => {
  const ask = jest.fn(async () => true);
  const { result } = renderHook(() => useOpenedResult({ client, loadResult: jest.fn(), ask }));
  await act(async () => void (await result.current.open(request("a"))));
  await waitFor(() => expect(result.current.review.current()).not.toBeNull());
  act(() => result.current.review.current()?.edit({ op: "chooseTable", table: "t1", chosen: false }));
  await act(async () => void (await result.current.open(request("c"))));
  expect(ask).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(result.current.openKey).toBe("c"));
  await waitFor(() => expect(result.current.review.current()?.unsaved).toBe(false));
});
