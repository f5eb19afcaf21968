// Layout of the preview: host tabs, the document, and the task pane column. The document views draw the
// host double's models so a person sees exactly what the add-in inserted: Word paragraphs with their styles,
// tables, page breaks and the content controls around insertions (with their tags); Excel sheets as tabs,
// cells (a cell that became a formula is flagged in red), Excel tables and pictures; Outlook's mailbox, the
// message or draft open and the replies the add-in opened. In Outlook the pane is pinned (it follows the
// selected item) unless unpinned in its header: then selecting another item closes it, as Outlook does, and the
// message's "Transcribe attachments" button opens it again. In Word and Excel the pane's header closes it and
// the bar's "Open Transcribe" (the ribbon button) opens a new pane on the same in-memory document, which
// outlives the pane as in Office: its settings, notes and content controls are still there.
import { useEffect, useRef, useState } from "react";
import type { HostDouble } from "../host/install";
import { ExcelView } from "./ExcelView";
import { OutlookView } from "./OutlookView";
import { styles, useModel } from "./previewStyles";
import { samplePictureBase64 } from "./samplePicture";
import { WordView } from "./WordView";

export function PreviewShell({
  double,
  onPaneReady,
  onPaneClosed,
}: {
  double: HostDouble;
  onPaneReady: (element: HTMLElement) => void;
  /** The pane was closed (Outlook, unpinned, another item selected): unmount it. */
  onPaneClosed?: () => void;
}): React.JSX.Element {
  const pane = useRef<HTMLDivElement>(null);
  const [paneOpen, setPaneOpen] = useState(true);
  useEffect(() => {
    if (paneOpen && pane.current) onPaneReady(pane.current);
  }, [onPaneReady, paneOpen]);
  const mailbox = double.mailbox;
  // Outlook closes an unpinned pane when another item is selected.
  useEffect(() => {
    if (!mailbox) return;
    let seen = JSON.stringify(mailbox.selection);
    return mailbox.subscribe(() => {
      const now = JSON.stringify(mailbox.selection);
      if (now !== seen && !mailbox.pinned) {
        onPaneClosed?.();
        setPaneOpen(false);
      }
      seen = now;
    });
  }, [mailbox, onPaneClosed]);
  useModel(
    (l) => {
      const a = double.word.subscribe(l);
      const b = double.excel.subscribe(l);
      const c = mailbox?.subscribe(l);
      return () => {
        a();
        b();
        c?.();
      };
    },
    () => `${double.stats.syncCount}:${mailbox?.pinned ?? ""}`,
  );
  const tab = (host: "word" | "excel" | "outlook", label: string): React.JSX.Element => {
    const active = double.host.toLowerCase() === host;
    return (
      <a href={`?host=${host}`} style={{ ...styles.tab, ...(active ? styles.activeTab : {}) }} aria-current={active ? "page" : undefined}>
        {label}
      </a>
    );
  };
  const addSample = (): void => {
    const base64 = samplePictureBase64();
    if (double.host === "Word") {
      const picture = double.word.addPicture(base64, "Sample handwritten note");
      double.word.selectBlock(double.word.blocks.findIndex((b) => b.kind === "paragraph" && b.picture?.id === picture.id));
    } else {
      const shape = double.excel.addPicture(double.excel.active(), base64, "Sample note");
      double.excel.selectShape(shape.id);
    }
  };
  const closePane = (): void => {
    onPaneClosed?.();
    setPaneOpen(false);
  };
  const largest = double.stats.requestSizes.reduce((m, s) => Math.max(m, s), 0);
  return (
    <div style={styles.shell}>
      <header style={styles.bar}>
        <strong>Browser preview</strong>
        <nav aria-label="Office application" style={{ display: "flex", gap: 8 }}>
          {tab("word", "Word document")}
          {tab("excel", "Excel workbook")}
          {tab("outlook", "Outlook mailbox")}
        </nav>
        {mailbox ? null : (
          <button type="button" style={styles.barButton} onClick={addSample}>
            Add a sample picture
          </button>
        )}
        {mailbox || paneOpen ? null : (
          <button type="button" style={styles.ribbonButton} onClick={() => setPaneOpen(true)}>
            Open Transcribe
          </button>
        )}
      </header>
      <div style={styles.main}>
        <div style={styles.canvas}>
          {double.host === "Word" ? <WordView double={double} /> : null}
          {double.host === "Excel" ? <ExcelView double={double} /> : null}
          {double.host === "Outlook" ? <OutlookView double={double} onOpenPane={() => setPaneOpen(true)} /> : null}
        </div>
        {paneOpen ? (
          <div style={styles.paneColumn}>
            {mailbox ? (
              <label style={styles.paneHeader}>
                <input type="checkbox" checked={mailbox.pinned} onChange={(e) => mailbox.setPinned(e.target.checked)} /> Pinned (the pane
                follows the selected item)
              </label>
            ) : (
              <div style={styles.paneHeader}>
                <button type="button" onClick={closePane}>
                  Close the task pane
                </button>
              </div>
            )}
            {/* A plain container: the task pane's own <main> must stay the top-level landmark. */}
            <div style={styles.pane} data-testid="task-pane" ref={pane} />
          </div>
        ) : null}
      </div>
      <footer style={styles.footer}>
        <span data-testid="sync-count">context.sync() calls: {double.stats.syncCount}</span>
        {largest > 0 ? <span> · largest request {(largest / 1024).toFixed(1)} KiB</span> : null}
      </footer>
    </div>
  );
}
