// The Word document of the preview: paragraphs with their styles, tables, page breaks and the content controls
// around insertions (with their tags), and the cursor; a click puts the cursor at a paragraph's end. Comments
// (WordApi 1.4) are listed under the page, each with the start of the text it is on.
import type { HostDouble } from "../host/install";
import type { Block } from "../host/wordModel";
import { styles, useModel } from "./previewStyles";

const HEADING_SIZES: Record<string, number> = { Title: 28, Heading1: 22, Heading2: 18, Heading3: 15 };

/** Runs of blocks grouped by the outermost content control at `depth`. */
function groups(
  blocks: readonly { block: Block; index: number }[],
  depth: number,
): { control: number | null; items: { block: Block; index: number }[] }[] {
  const out: { control: number | null; items: { block: Block; index: number }[] }[] = [];
  for (const item of blocks) {
    const control = item.block.controls[depth] ?? null;
    const last = out[out.length - 1];
    if (last && last.control === control && control !== null) last.items.push(item);
    else out.push({ control, items: [item] });
  }
  return out;
}

function WordBlocks({
  double,
  items,
  depth,
}: {
  double: HostDouble;
  items: { block: Block; index: number }[];
  depth: number;
}): React.JSX.Element {
  const model = double.word;
  const caret = model.selection.start;
  const selectedEnd = model.selection.end;
  return (
    <>
      {groups(items, depth).map((group) => {
        if (group.control !== null) {
          const meta = model.contentControls.get(group.control);
          return (
            <div
              key={`cc-${group.control}-${group.items[0]?.index ?? 0}`}
              style={styles.control}
              data-testid="word-content-control"
              data-tag={meta?.tag ?? ""}
              title={meta?.tag}
            >
              <span style={styles.controlLabel}>{meta?.title || meta?.tag || "Content control"}</span>
              <WordBlocks double={double} items={group.items} depth={depth + 1} />
            </div>
          );
        }
        return group.items.map(({ block, index }) => {
          if (block.kind === "pageBreak")
            return (
              <div key={index} role="separator" aria-label="Page break" style={styles.pageBreak} data-testid="word-page-break">
                page break
              </div>
            );
          if (block.kind === "table")
            return (
              <table key={index} style={styles.wordTable} data-testid="word-table">
                <tbody>
                  {block.rows.map((row, r) => (
                    <tr key={r} style={r < block.headerRowCount ? { background: "#0f6cbd", color: "#fff", fontWeight: 600 } : undefined}>
                      {row.map((cell, c) =>
                        r < block.headerRowCount ? (
                          <th key={c} style={styles.wordCell} scope="col">
                            {cell}
                          </th>
                        ) : (
                          <td key={c} style={styles.wordCell}>
                            {cell}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            );
          const size = HEADING_SIZES[block.style];
          const selected = block.picture && caret.paragraph === index && selectedEnd.paragraph === index;
          return (
            // Clicking a paragraph puts the cursor at its end, like a click in Word's margin; a picture selects it.
            <p
              key={index}
              style={{ ...styles.paragraph, ...(size ? { fontSize: size, fontWeight: 600, color: "#0f548c" } : {}) }}
              data-testid="word-paragraph"
              data-style={block.style}
              onClick={() => (block.picture ? model.selectBlock(index) : model.select({ paragraph: index, offset: block.text.length }))}
            >
              {block.picture ? (
                <img
                  src={`data:image/png;base64,${block.picture.base64}`}
                  alt={block.picture.altText}
                  data-testid="word-picture"
                  style={{ maxWidth: 240, outline: selected ? "3px solid #0f6cbd" : "none" }}
                />
              ) : null}
              {index === caret.paragraph && !block.picture ? (
                <>
                  {block.text.slice(0, caret.offset)}
                  <span aria-hidden="true" style={{ borderLeft: "2px solid #0f6cbd", marginRight: -2 }} />
                  {block.text.slice(caret.offset)}
                </>
              ) : (
                block.text
              )}
            </p>
          );
        });
      })}
    </>
  );
}

export function WordView({ double }: { double: HostDouble }): React.JSX.Element {
  const model = double.word;
  useModel(
    (l) => model.subscribe(l),
    () =>
      JSON.stringify(model.blocks) +
      JSON.stringify(model.selection) +
      JSON.stringify([...model.contentControls.values()]) +
      model.comments.length,
  );
  const comments = model.liveComments();
  const anchor = (blocks: readonly Block[]): string => {
    const first = blocks.find((b) => model.blocks.includes(b));
    const text = first?.kind === "paragraph" ? first.text : first?.kind === "table" ? (first.rows[0] ?? []).join(" ") : "";
    return text.length > 40 ? `${text.slice(0, 40)}…` : text;
  };
  return (
    <article style={styles.page} aria-label="Word document" data-testid="word-document">
      <WordBlocks double={double} items={model.blocks.map((block, index) => ({ block, index }))} depth={0} />
      {comments.length > 0 ? (
        <aside aria-label="Comments" data-testid="word-comments" style={{ borderTop: "1px solid #c8c6c4", marginTop: 16, fontSize: 13 }}>
          {comments.map((c) => (
            <p key={c.id} data-testid="word-comment" style={{ whiteSpace: "pre-wrap", background: "#fff4ce", padding: 6 }}>
              <strong>On “{anchor(c.blocks)}”:</strong> {c.content}
            </p>
          ))}
        </aside>
      ) : null}
    </article>
  );
}
