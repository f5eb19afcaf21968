// Attachments of Outlook mail: recent messages with attachments (newest first, search by sender or subject),
// their file attachments of the service's types, several at once. Mail.Read is asked only here.
import { Button, Field, Input, Spinner, Text, makeStyles, tokens } from "@fluentui/react-components";
import { useEffect, useState } from "react";
import { messageAttachments, messagesWithAttachments } from "../../graph/resources";
import { t } from "../../i18n/messages";
import { microsoft365 } from "../../microsoft/instance";
import { attachmentEntries, mailOrigin, messageEntries, messageLabel, type MessageEntry, type Selectable } from "../../microsoft/sources";
import { ChosenList } from "./ChosenList";
import { downloadChecked, messageOf } from "./microsoftFiles";
import type { CheckedFile } from "./checkedFile";

const useStyles = makeStyles({
  box: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  row: { display: "flex", gap: tokens.spacingHorizontalXS, flexWrap: "wrap", alignItems: "center" },
  // The search field has its label above it: the button lines up with the field itself, at the bottom.
  search: { display: "flex", gap: tokens.spacingHorizontalXS, alignItems: "flex-end" },
  // The field takes the room the button leaves (its label wraps if it must), so the two stay on one line.
  searchField: { flexGrow: 1, minWidth: 0 },
  problem: { color: tokens.colorPaletteRedForeground1 },
  messages: { margin: 0, padding: 0, listStyle: "none" },
});

type Attached = { key: string; name: string; selectable: Selectable; message: MessageEntry; id: string };

export function MailPicker({ disabled, onChosen }: { disabled: boolean; onChosen: (files: CheckedFile[]) => void }): React.JSX.Element {
  const styles = useStyles();
  const { graph } = microsoft365();
  const [query, setQuery] = useState("");
  const [search, setSearch] = useState("");
  const [messages, setMessages] = useState<MessageEntry[]>([]);
  const [message, setMessage] = useState<MessageEntry | null>(null);
  const [attachments, setAttachments] = useState<Attached[]>([]);
  const [chosen, setChosen] = useState<Map<string, Attached>>(new Map());
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);

  /** Loading starts with the user's action (`busy`), not inside the effect that loads. */
  const busy = (): void => {
    setLoading(true);
    setProblem(null);
  };
  const load = (work: () => Promise<void>): (() => void) => {
    let live = true;
    work()
      .catch((error: unknown) => live && setProblem(messageOf(error)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  };

  useEffect(() => load(async () => setMessages(messageEntries(await messagesWithAttachments(graph, search)))), [graph, search]);
  useEffect(() => {
    if (!message) return;
    return load(async () =>
      setAttachments(
        attachmentEntries(await messageAttachments(graph, message.id)).map((a) => ({
          key: `${message.id}/${a.id}`,
          name: a.name,
          selectable: a.selectable,
          message,
          id: a.id,
        })),
      ),
    );
  }, [graph, message]);

  const toggle = (key: string): void =>
    setChosen((c) => {
      const next = new Map(c);
      const found = attachments.find((a) => a.key === key);
      if (next.has(key)) next.delete(key);
      else if (found) next.set(key, found);
      return next;
    });

  const add = async (): Promise<void> => {
    setLoading(true);
    try {
      onChosen(
        await downloadChecked(
          graph,
          [...chosen.values()].map((a) => ({ name: a.name, origin: mailOrigin(a.message, a.id) })),
        ),
      );
      setChosen(new Map());
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className={styles.box} role="group" aria-label={t("microsoft.mailPicker.region")}>
      <form
        className={styles.search}
        onSubmit={(e) => {
          e.preventDefault();
          if (query.trim() === search) return;
          busy();
          setMessage(null);
          setSearch(query.trim());
        }}
      >
        <Field label={t("microsoft.mailPicker.searchLabel")} className={styles.searchField}>
          <Input size="small" value={query} onChange={(_, d) => setQuery(d.value)} />
        </Field>
        <Button size="small" type="submit">
          {t("microsoft.picker.search")}
        </Button>
      </form>
      {loading ? <Spinner size="tiny" label={t("microsoft.picker.loading")} labelPosition="after" /> : null}
      {problem ? (
        <Text className={styles.problem} role="alert">
          {problem}
        </Text>
      ) : null}
      {message ? (
        <>
          <div className={styles.row}>
            <Button size="small" appearance="subtle" onClick={() => setMessage(null)}>
              {t("microsoft.mailPicker.back")}
            </Button>
            <Text weight="semibold">{messageLabel(message)}</Text>
          </div>
          {!loading ? (
            <ChosenList
              label={t("microsoft.mailPicker.attachments")}
              disabled={disabled}
              chosen={new Set(chosen.keys())}
              onToggle={toggle}
              choices={attachments}
            />
          ) : null}
        </>
      ) : !loading ? (
        <ul aria-label={t("microsoft.mailPicker.messages")} className={styles.messages}>
          {messages.map((m) => (
            <li key={m.id}>
              <Button
                size="small"
                appearance="transparent"
                onClick={() => {
                  busy();
                  setMessage(m);
                }}
              >
                {messageLabel(m)}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Button size="small" appearance="primary" disabledFocusable={disabled || loading || chosen.size === 0} onClick={() => void add()}>
        {t("microsoft.mailPicker.add", { count: chosen.size })}
      </Button>
    </div>
  );
}
