/**
 * @jest-environment jsdom
 */
// Issue 31: the answer to "Read numbers as" asked above the review is kept with the result's queue item, and an
// answer given before stands when the result is opened again; a pick among the insert options (the document's
// evidence decided) is for that insert only and is not kept.
import { act, renderHook, waitFor } from "@testing-library/react";
import { installHostDouble, type HostDouble } from "../../../dev/host/install";
import { resultFromDetail, type ResultModel } from "../../../src/results/model";
import { queueNumberAnswers } from "../../../src/taskpane/components/ResultArea";
import { useNumberQuestion, type KeptNumberAnswer } from "../../../src/taskpane/components/useNumberQuestion";
import type { NumberReading } from "../../../src/work/batch";
import { fixtureDetail } from "../office/fixtures";
import { batchItem } from "../work/batchItem";

let host: HostDouble;
beforeEach(() => {
  host = installHostDouble({ host: "Excel", culture: "de-DE" });
});
afterEach(() => host.uninstall());

const result = (name: string): ResultModel => resultFromDetail(fixtureDetail(name, "tables"));

function kept(value: NumberReading | null): KeptNumberAnswer & { kept: NumberReading[] } {
  const given: NumberReading[] = [];
  return { value, keep: (v) => void given.push(v), kept: given };
}

test("the answer to the question is kept, and an answer given before stands", async () => {
  const store = kept(null);
  const { result: question } = renderHook(() => useNumberQuestion("excel", result("branch-sales-march"), store));
  await waitFor(() => expect(question.current.asked).toBe(true));
  expect(question.current.value).toBeNull();
  act(() => question.current.onChange("."));
  expect(store.kept).toEqual(["."]);
  expect(question.current.checksReadAs).toBe(".");

  const again = renderHook(() => useNumberQuestion("excel", result("branch-sales-march"), kept(".")));
  await waitFor(() => expect(again.result.current.asked).toBe(true));
  expect(again.result.current.value).toBe(".");
  expect(again.result.current.checksReadAs).toBe(".");
});

test("a pick among the insert options is not kept", async () => {
  const store = kept(null);
  const { result: question } = renderHook(() => useNumberQuestion("excel", result("quarterly-report"), store));
  await waitFor(() => expect(question.current.choice?.kind).toBe("evidence"));
  act(() => question.current.onChange(","));
  expect(store.kept).toEqual([]);
});

test("the queue's items hold the answers", () => {
  const set: [string, NumberReading][] = [];
  const answers = queueNumberAnswers({ setNumberReading: (id, r) => void set.push([id, r]) }, [
    batchItem({ id: "a", numberReading: "," }),
    batchItem({ id: "b" }),
  ]);
  expect([answers.of("a"), answers.of("b"), answers.of("c")]).toEqual([",", null, null]);
  answers.keep("b", "text");
  expect(set).toEqual([["b", "text"]]);
});
