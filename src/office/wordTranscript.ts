// Writes a transcript into Word. Takes plain lines; knows nothing of the service.

/**
 * Inserts the lines at the cursor (after the selection when there is one), one paragraph per line, in a
 * single batch: one context.sync() however long the transcript.
 */
export async function insertLinesAtCursor(lines: readonly string[]): Promise<void> {
  if (lines.length === 0) return;
  await Word.run(async (context) => {
    // "\n" in inserted text becomes a paragraph mark in Word, so one insertText call carries every line.
    context.document.getSelection().insertText(lines.join("\n"), "After");
    await context.sync();
  });
}
