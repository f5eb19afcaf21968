// One attachment of the open message: a check box named by the file, what it is ("PDF file, 4.8 KB", "Attached
// message"), why it cannot be sent when it cannot (not only greyed out: the box ignores changes then), and
// while it is fetched or when fetching failed, that too. Renders only.
import { Checkbox, Spinner, Text, makeStyles, tokens, useId } from "@fluentui/react-components";
import { formatFileSize } from "../../i18n/format";
import { t } from "../../i18n/messages";
import type { AttachmentEntry } from "../../work/outlook/attachmentList";

const useStyles = makeStyles({
  detail: { color: tokens.colorNeutralForeground3, paddingInlineStart: tokens.spacingHorizontalXXL, display: "block" },
  problem: { color: tokens.colorPaletteRedForeground1, paddingInlineStart: tokens.spacingHorizontalXXL, display: "block" },
  fetching: { paddingInlineStart: tokens.spacingHorizontalXXL },
  name: { overflowWrap: "anywhere" },
});

function describe(entry: AttachmentEntry): string {
  const size = formatFileSize(entry.size ?? 0);
  switch (entry.kind) {
    case "cloud":
      return t("outlook.attachments.describeCloud");
    case "item":
      return t("outlook.attachments.describeItem");
    case "inline":
      return t("outlook.attachments.describeInline", { size });
    case "file":
      return t("outlook.attachments.describeFile", { type: entry.typeLabel ?? "none", size });
  }
}

export interface AttachmentRowProps {
  entry: AttachmentEntry;
  checked: boolean;
  fetching: boolean;
  failure: string | null;
  disabled: boolean;
  onToggle: () => void;
}

export function AttachmentRow({ entry, checked, fetching, failure, disabled, onToggle }: AttachmentRowProps): React.JSX.Element {
  const styles = useStyles();
  const detailId = useId("attachment-detail");
  const reasonId = useId("attachment-reason");
  const reason = entry.verdict.ok ? null : entry.verdict.reason;
  return (
    <li data-testid="outlook-attachment" data-name={entry.name}>
      <Checkbox
        label={<span className={styles.name}>{entry.name}</span>}
        checked={checked}
        disabled={disabled || reason !== null}
        aria-describedby={reason ? `${detailId} ${reasonId}` : detailId}
        onChange={() => reason === null && onToggle()}
      />
      <Text size={200} id={detailId} className={styles.detail}>
        {describe(entry)}
      </Text>
      {reason ? (
        <Text size={200} id={reasonId} className={styles.detail}>
          {reason}
        </Text>
      ) : null}
      {fetching ? (
        <Spinner
          className={styles.fetching}
          size="extra-tiny"
          label={t("outlook.attachments.fetching", { name: entry.name })}
          labelPosition="after"
        />
      ) : null}
      {failure ? (
        <Text size={200} role="alert" className={styles.problem}>
          {failure}
        </Text>
      ) : null}
    </li>
  );
}
