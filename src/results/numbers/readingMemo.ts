// Remembers how values read, for a reader that reads the same column again and again: the review re-reads a
// column of 10,000 values after each edit of one of them (its checks, its evidence sentences). shapeOf and
// readCellDetail are pure functions of their arguments, so a remembered answer is the answer; only values
// not seen before (the edited one) are read. One memo per column of a review: its mark, type and group stay
// the same from edit to edit, and a change of them starts afresh. Bounded: past a limit it forgets and starts
// again, so a long session's edits cannot make it grow without end.
import { readCellDetail, type CellReading, type ColumnMark, type DateReading, type ReadingMemo as Memo } from "./cellValues";
import { shapeOf, type ValueShape } from "./numberReading";

type Read = Omit<CellReading, "flagged">;

const LIMIT = 50_000;

/** The answers of one kind of question (one group separator; one mark, type and group), by value. */
class Answers<T> {
  private readonly byKey = new Map<string, Map<string, T>>();
  private size = 0;

  get(key: string, value: string, answer: () => T): T {
    let answers = this.byKey.get(key);
    if (!answers) this.byKey.set(key, (answers = new Map()));
    if (answers.has(value)) return answers.get(value) as T;
    if (this.size >= LIMIT) {
      this.byKey.clear();
      this.size = 0;
      this.byKey.set(key, (answers = new Map()));
    }
    const found = answer();
    answers.set(value, found);
    this.size++;
    return found;
  }
}

export class ReadingMemo implements Memo {
  private readonly shapes = new Answers<ValueShape>();
  private readonly reads = new Answers<Read>();

  shape(value: string, group: string | null): ValueShape {
    return this.shapes.get(String(group), value, () => shapeOf(value, group));
  }

  read(text: string, mark: ColumnMark, declaredType: string, group: string | null, dates: DateReading): Read {
    const key = `${String(mark)}\u0001${declaredType}\u0001${String(group)}\u0001${String(dates.order)}\u0001${String(dates.format)}`;
    return this.reads.get(key, text, () => readCellDetail(text, mark, declaredType, group, dates));
  }
}
