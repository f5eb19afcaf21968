/**
 * @jest-environment jsdom
 */
// A row's Open button takes the focus back when its result closes and the focus was left on nothing; never
// when the focus is somewhere (another result opened and took it).
import { render } from "@testing-library/react";
import { useFocusBackOnClose } from "../../../src/taskpane/useFocusBackOnClose";

function Row({ isOpen }: { isOpen: boolean }): React.JSX.Element {
  const openButton = useFocusBackOnClose(isOpen);
  return (
    <div>
      {isOpen ? <button>Close</button> : <button ref={openButton}>Open</button>}
      <input aria-label="elsewhere" />
    </div>
  );
}

describe("useFocusBackOnClose", () => {
  test("closing with the focus left on nothing focuses Open", () => {
    const { rerender, getByText } = render(<Row isOpen />);
    getByText("Close").focus();
    rerender(<Row isOpen={false} />);
    expect(document.activeElement).toBe(getByText("Open"));
  });

  test("the focus held elsewhere stays there", () => {
    const { rerender, getByLabelText } = render(<Row isOpen />);
    getByLabelText("elsewhere").focus();
    rerender(<Row isOpen={false} />);
    expect(document.activeElement).toBe(getByLabelText("elsewhere"));
  });

  test("a row that was never open takes nothing", () => {
    const { rerender } = render(<Row isOpen={false} />);
    rerender(<Row isOpen={false} />);
    expect(document.activeElement).toBe(document.body);
  });
});
