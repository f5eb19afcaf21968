// One document of the history: its name with pages and work beside it (so two files of one name differ), a
// status badge, when it was sent and when the service deletes it (exact times on hover and for screen readers),
// where this pane inserted it, and what can be done with it. Every action names the file ("Open scan.png"),
// since rows repeat the same buttons.
import {
  Badge,
  Button,
  Checkbox,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from "@fluentui/react-components";
import type { DocumentSummary } from "../../api/types";
import { t } from "../../i18n/messages";
import { useFocusBackOnClose } from "../useFocusBackOnClose";
import type { DownloadChoice } from "../../work/history/downloadChoices";
import type { HistoryRow } from "../../work/history/historyRows";

const useStyles = makeStyles({
  row: {
    display: "flex",
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    borderLeft: `3px solid transparent`,
  },
  open: { borderLeft: `3px solid ${tokens.colorBrandStroke1}` },
  body: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXS, minWidth: 0, flexGrow: 1 },
  // Name, then pages and work beside it, then the status; what does not fit goes to the next line (never wider).
  top: { display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: tokens.spacingHorizontalS, minWidth: 0 },
  name: { minWidth: 0, flexShrink: 1, maxWidth: "100%" },
  detail: { minWidth: 0, color: tokens.colorNeutralForeground2, overflowWrap: "anywhere" },
  badge: { flexShrink: 0, maxWidth: "100%" },
  meta: { color: tokens.colorNeutralForeground3 },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS, paddingTop: tokens.spacingVerticalXXS },
});

export interface HistoryRowHandlers {
  open(document: DocumentSummary): void;
  download(document: DocumentSummary, choice: DownloadChoice): void;
  remove(document: DocumentSummary): void;
  select(document: DocumentSummary, selected: boolean): void;
}

export interface HistoryRowViewProps {
  row: HistoryRow;
  document: DocumentSummary;
  selected: boolean;
  isOpen: boolean;
  /** Files can be saved here (otherwise the view says why once, and offers Open to insert instead). */
  canDownload: boolean;
  busy: boolean;
  handlers: HistoryRowHandlers;
}

export function HistoryRowView({ row, document, selected, isOpen, canDownload, busy, handlers }: HistoryRowViewProps): React.JSX.Element {
  const openButton = useFocusBackOnClose(isOpen);
  const styles = useStyles();
  const name = row.fileName;
  return (
    <li className={mergeClasses(styles.row, isOpen && styles.open)} data-testid="history-item" data-document-id={row.id}>
      <Checkbox
        checked={selected}
        onChange={(_, data) => handlers.select(document, data.checked === true)}
        aria-label={t("history.row.select", { fileName: name })}
      />
      <div className={styles.body}>
        <div className={styles.top}>
          <Text weight="semibold" truncate wrap={false} title={name} className={styles.name}>
            {name}
          </Text>
          <Text size={200} className={styles.detail} data-testid="history-detail">
            {row.detail}
          </Text>
          <Badge className={styles.badge} appearance="tint" color={row.tone} data-testid="history-status">
            {row.statusLabel}
          </Badge>
        </div>
        {row.sent ? (
          <Text size={200} className={styles.meta} data-testid="history-meta">
            <time title={row.sent.exact} aria-label={t("history.row.sentAt", { time: row.sent.exact })}>
              {row.sent.relative}
            </time>
          </Text>
        ) : null}
        {row.deletion ? (
          <Text size={200} className={styles.meta} title={row.deletion.exact} data-testid="history-deletion">
            {row.deletion.sentence}
          </Text>
        ) : null}
        {row.inserted ? (
          <Text size={200} data-testid="history-inserted">
            {row.inserted}
          </Text>
        ) : null}
        {isOpen ? <Text size={200}>{t("history.row.shownBelow")}</Text> : null}
        <div className={styles.actions}>
          {row.canOpen && !isOpen ? (
            <Button
              ref={openButton}
              size="small"
              onClick={() => handlers.open(document)}
              aria-label={t("history.row.openFile", { fileName: name })}
            >
              {t("history.row.open")}
            </Button>
          ) : null}
          {canDownload && row.downloads.length > 0 ? (
            <Menu>
              <MenuTrigger disableButtonEnhancement>
                <Button size="small" disabledFocusable={busy} aria-label={t("history.row.downloadFile", { fileName: name })}>
                  {t("history.row.download")}
                </Button>
              </MenuTrigger>
              <MenuPopover>
                <MenuList>
                  {row.downloads.map((choice) => (
                    <MenuItem key={`${choice.action ?? ""}${choice.format}`} onClick={() => handlers.download(document, choice)}>
                      {choice.label}
                    </MenuItem>
                  ))}
                </MenuList>
              </MenuPopover>
            </Menu>
          ) : null}
          <Button
            size="small"
            appearance="subtle"
            disabledFocusable={busy}
            onClick={() => handlers.remove(document)}
            aria-label={t("history.row.deleteFile", { fileName: name })}
          >
            {t("history.row.delete")}
          </Button>
        </div>
      </div>
    </li>
  );
}
