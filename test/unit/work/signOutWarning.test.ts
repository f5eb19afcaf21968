// Issue 21, item 2: signing out mid-batch dropped the waiting files without a word. The question names them
// (a few, then a count), says what is being sent and that what was sent stays in History; none when nothing waits.
import { signOutQuestion, unsentItems } from "../../../src/work/signOutWarning";
import { batchItem } from "./batchItem";

const waiting = (name: string) => batchItem({ fileName: name, state: "waiting" });

test("nothing waiting: no question, sign out at once", () => {
  expect(signOutQuestion([])).toBeNull();
  expect(
    signOutQuestion([
      batchItem({ state: "processed", documentId: "d1" }),
      batchItem({ state: "queued", documentId: "d2" }),
      // Another pane's waiting file is that pane's: it goes on there.
      batchItem({ state: "waiting", elsewhere: true }),
    ]),
  ).toBeNull();
});

test("names up to five waiting files, counts the rest, and says History keeps what was sent", () => {
  const names = ["note-01.pdf", "note-02.pdf", "claim-01.pdf", "claim-02.pdf", "report-01.pdf", "report-02.pdf", "x.pdf"];
  const question = signOutQuestion([batchItem({ state: "processed", documentId: "d" }), ...names.map(waiting)]);
  expect(question).toMatchObject({ title: "Sign out with 7 files not sent?", confirm: "Sign out", cancel: "Stay signed in" });
  expect(question?.details).toEqual([...names.slice(0, 5), "and 2 more files"]);
  expect(question?.message).toMatch(/These 7 files have not been sent yet/);
  expect(question?.message).toMatch(/find them and their results in History/);
});

test("one waiting file, one being sent", () => {
  const items = [
    waiting("a.pdf"),
    batchItem({ fileName: "b.pdf", state: "uploading" }),
    batchItem({ fileName: "c.pdf", state: "uploading", documentId: "d" }),
  ];
  expect(unsentItems(items).sending.map((i) => i.fileName)).toEqual(["b.pdf"]);
  const question = signOutQuestion(items);
  expect(question?.title).toBe("Sign out with 1 file not sent?");
  expect(question?.details).toEqual(["a.pdf"]);
  expect(question?.message).toMatch(/This file has not been sent yet.*1 file is being sent: if it arrives, it will be in History\./);
});

test("a file whose sending is not known (the answer was lost) is named even when nothing waits: its row and its decision go", () => {
  const unsure = batchItem({
    fileName: "lost.pdf",
    state: "uploading",
    error: { kind: "unknown_outcome", message: "The connection was lost." },
  });
  expect(unsentItems([unsure])).toMatchObject({ waiting: [], sending: [], unsure: [unsure] });
  const question = signOutQuestion([unsure, batchItem({ fileName: "b.pdf", state: "uploading" })]);
  expect(question?.title).toBe("Sign out with 1 file that may not have arrived?");
  expect(question?.details).toEqual(["lost.pdf"]);
  expect(question?.message).toMatch(/It is not known whether this file reached the service.*If it arrived, it is in History/);
  expect(question?.message).toMatch(/1 file is being sent/);
  // With files waiting too: the title counts those, and the list names both.
  const both = signOutQuestion([waiting("a.pdf"), unsure]);
  expect(both?.title).toBe("Sign out with 1 file not sent?");
  expect(both?.details).toEqual(["a.pdf", "lost.pdf"]);
});

test("files chosen and not handed to the queue yet are named too: a sign-out clears the list they are in", () => {
  // Chosen only: the question is asked, and says what happens to them.
  const chosen = signOutQuestion([], ["invoice.pdf", "receipt.jpg"]);
  expect(chosen?.title).toBe("Sign out with 2 files not sent?");
  expect(chosen?.details).toEqual(["invoice.pdf", "receipt.jpg"]);
  expect(chosen?.message).toMatch(/2 files you chose have not been sent: signing out takes them off the list/);
  expect(chosen?.message).toMatch(/Files already sent are not affected/);
  // With queued files waiting too: the title counts both, the list names the queued ones first.
  const both = signOutQuestion([waiting("a.pdf")], ["invoice.pdf"]);
  expect(both?.title).toBe("Sign out with 2 files not sent?");
  expect(both?.details).toEqual(["a.pdf", "invoice.pdf"]);
  expect(both?.message).toMatch(/This file has not been sent yet.*A file you chose has not been sent/);
  // Nothing chosen and nothing queued: no question.
  expect(signOutQuestion([], [])).toBeNull();
});
