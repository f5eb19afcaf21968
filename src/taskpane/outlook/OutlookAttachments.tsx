// The Outlook pane's own source beside "Choose files": the open message's (or draft's) attachments, each with
// its type and size, and why one cannot be sent (an inline picture, a type the service does not read, too big,
// an attached message, a cloud link where Graph is not set up). Ticking one fetches and checks it and adds it
// to the files to send (the same list, checks, cost question and queue as any file); unticking takes it out.
// The list follows the item selected in Outlook (a pinned pane). Logic lives in src/work/outlook.
import { Button, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from "@fluentui/react-components";
import { useEffect, useMemo, useRef, useState } from "react";
import { t } from "../../i18n/messages";
import { attachmentContentSupported, graphMessageId } from "../../office/mailbox";
import { isSetSupported } from "../../office/requirements";
import {
  accessProblem,
  attachmentEntries,
  attachmentOrigin,
  isSameAttachment,
  mailLabel,
  type AttachmentAccess,
  type AttachmentEntry,
  type MailSource,
} from "../../work/outlook/attachmentList";
import { usePolicy } from "../usePolicy";
import { describeFile, type CheckedFile } from "../workspace/checkedFile";
import { AttachmentRow } from "./AttachmentRow";
import { fetchAttachment, graphAccess } from "./fetchAttachment";
import { mailItemStore, useMailItem } from "./mailItemStore";

const useStyles = makeStyles({
  box: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  list: { listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  row: { display: "flex", gap: tokens.spacingHorizontalS, flexWrap: "wrap", alignItems: "center" },
});

export interface OutlookAttachmentsProps {
  disabled: boolean;
  /** The files chosen so far (from every source): an attachment is ticked when it is among them. */
  selection: readonly CheckedFile[];
  onSelection: (files: CheckedFile[]) => void;
}

const keyOf = (item: MailSource, id: string): string => `${item.itemId ?? ""}|${id}`;

export function OutlookAttachments({ disabled, selection, onSelection }: OutlookAttachmentsProps): React.JSX.Element {
  const styles = useStyles();
  const { ready, item, attachments, problem } = useMailItem();
  const { settings: policy } = usePolicy();
  // Fetches end one after another, before React renders again: each works on the latest list.
  const latest = useRef<CheckedFile[]>([...selection]);
  useEffect(() => {
    latest.current = [...selection];
  }, [selection]);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [failures, setFailures] = useState<ReadonlyMap<string, string>>(new Map());
  const pendingNow = useRef(new Set<string>());

  const mode = item?.mode ?? null;
  const officeContent = attachmentContentSupported();
  const restIds = isSetSupported("Mailbox", "1.3");
  const graph = graphAccess(policy);
  const access = useMemo(
    (): AttachmentAccess | null => (mode ? { mode, officeContent, graph, restIds } : null),
    [mode, officeContent, graph, restIds],
  );
  const entries = useMemo(() => (access && attachments ? attachmentEntries(attachments, access) : []), [access, attachments]);
  const listProblem = access ? (attachments === null ? t("outlook.attachments.composeNeedsNewer") : accessProblem(access)) : null;
  const viaGraph = entries.some((e) => e.verdict.ok && e.verdict.route === "graph");

  const chosen = (entry: AttachmentEntry): boolean =>
    item !== null && selection.some((f) => f.ok && isSameAttachment(f.source, item, entry.id));

  const setPendingKey = (key: string, on: boolean): void => {
    if (on) pendingNow.current.add(key);
    else pendingNow.current.delete(key);
    setPending(new Set(pendingNow.current));
  };
  const setFailure = (key: string, message: string | null): void =>
    setFailures((current) => {
      const next = new Map(current);
      if (message === null) next.delete(key);
      else next.set(key, message);
      return next;
    });

  const take = async (source: MailSource, entry: AttachmentEntry): Promise<void> => {
    const key = keyOf(source, entry.id);
    setFailure(key, null);
    setPendingKey(key, true);
    const fetched = await fetchAttachment(source, entry);
    const restId = source.itemId && isSetSupported("Mailbox", "1.3") ? graphMessageId(source.itemId) : null;
    // Checked as any chosen file is (type by content, size, a PDF's or TIFF's pages to choose from).
    const file = fetched.ok ? await describeFile(fetched.blob, entry.name, "file", attachmentOrigin(source, entry, restId)) : null;
    // Unticked while it was being fetched: nothing is added.
    if (!pendingNow.current.has(key)) return;
    setPendingKey(key, false);
    if (!fetched.ok) return setFailure(key, fetched.problem);
    if (!file?.ok)
      return setFailure(key, t("outlook.attachments.refused", { name: entry.name, problem: file?.ok === false ? file.problem : "" }));
    latest.current = [...latest.current, file];
    onSelection(latest.current);
  };

  const toggle = (entry: AttachmentEntry): void => {
    if (!item || !entry.verdict.ok) return;
    const key = keyOf(item, entry.id);
    if (pendingNow.current.has(key)) return setPendingKey(key, false);
    if (chosen(entry)) {
      latest.current = latest.current.filter((f) => !(f.ok && isSameAttachment(f.source, item, entry.id)));
      onSelection(latest.current);
      return;
    }
    void take(item, entry);
  };

  const open = entries.filter((e) => e.verdict.ok && !chosen(e) && item !== null && !pending.has(keyOf(item, e.id)));

  return (
    <section className={styles.box} aria-label={t("outlook.attachments.region")} data-testid="outlook-attachments">
      <Text weight="semibold">{t("outlook.attachments.heading", { mode: item?.mode ?? "read" })}</Text>
      {!ready ? <Spinner size="tiny" label={t("outlook.attachments.loading")} labelPosition="after" /> : null}
      {ready && !item ? <Text size={200}>{t("outlook.attachments.noItem")}</Text> : null}
      {item ? (
        <Text size={200} data-testid="outlook-item">
          {mailLabel(item)}
        </Text>
      ) : null}
      {problem ? (
        <MessageBar intent="error">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      ) : null}
      {listProblem ? (
        <MessageBar intent="warning">
          <MessageBarBody>{listProblem}</MessageBarBody>
        </MessageBar>
      ) : viaGraph ? (
        <Text size={200}>{t("outlook.attachments.viaGraph")}</Text>
      ) : null}
      {item && attachments && entries.length === 0 ? <Text size={200}>{t("outlook.attachments.none", { mode: item.mode })}</Text> : null}
      {item && entries.length > 0 ? (
        <ul className={styles.list} aria-label={t("outlook.attachments.listLabel")}>
          {entries.map((entry) => (
            <AttachmentRow
              key={entry.id}
              entry={entry}
              checked={chosen(entry) || pending.has(keyOf(item, entry.id))}
              fetching={pending.has(keyOf(item, entry.id))}
              failure={failures.get(keyOf(item, entry.id)) ?? null}
              disabled={disabled}
              onToggle={() => toggle(entry)}
            />
          ))}
        </ul>
      ) : null}
      {item ? (
        <div className={styles.row}>
          {open.length > 0 ? (
            <Button size="small" disabled={disabled} onClick={() => open.forEach((e) => void take(item, e))}>
              {t("outlook.attachments.chooseAll", { count: open.length })}
            </Button>
          ) : null}
          {/* A draft's attachments may change while the pane is open; Outlook does not say so here. */}
          {item.mode === "compose" ? (
            <Button size="small" appearance="subtle" onClick={() => void mailItemStore().refresh()}>
              {t("outlook.attachments.lookAgain")}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
