// Pressing Insert as a user does: once it is enabled. In Excel, Insert waits a frame (and the workbook's
// settings) while "Read numbers as" is worked out, so that figures that read either way never go in before
// their question is asked.
import { fireEvent, screen, waitFor } from "@testing-library/react";

/** Waits until the button is enabled (Fluent's disabledFocusable sets aria-disabled). */
export async function whenEnabled(button: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(button.getAttribute("aria-disabled")).not.toBe("true"));
  return button;
}

/** Presses the Insert button (by its name) when it is enabled. */
export async function pressInsert(name: string | RegExp = "Insert into workbook"): Promise<void> {
  fireEvent.click(await whenEnabled(await screen.findByRole("button", { name })));
}
