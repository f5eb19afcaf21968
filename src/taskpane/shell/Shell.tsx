// The signed-in task pane: a tab per view, and the account's batch queue opened once for all of them. A view
// is loaded (as its own chunk) when first shown and stays mounted afterwards, hidden, so a result being read
// or a half-made choice survives a look at another view.
import { Spinner, makeStyles, tokens } from "@fluentui/react-components";
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type LazyExoticComponent } from "react";
import type { SignOutGate } from "../../work/signOutGate";
import { signOutQuestion } from "../../work/signOutWarning";
import { useConfirm } from "../useConfirm";
import { t } from "../../i18n/messages";
import { SettingsStore, type SettingsStorage } from "../../work/settings/settingsStore";
import { SettingsContext } from "../settings/useSettings";
import { openBatchQueue, useBatchQueue, type OpenQueue } from "../useBatchQueue";
import { ViewTabs } from "./ViewTabs";
import { FIRST_VIEW, VIEWS, type ViewId, type ViewProps, type ViewRequests, type ViewTarget } from "./views";
import { ViewFailed } from "./ViewFailed";

const VIEW_COMPONENTS: Record<ViewId, LazyExoticComponent<ComponentType<ViewProps>>> = {
  workspace: lazy(() => import("../workspace/WorkspaceView").then((m) => ({ default: m.WorkspaceView }))),
  history: lazy(() => import("../history/HistoryView").then((m) => ({ default: m.HistoryView }))),
  credits: lazy(() => import("../credits/CreditsView").then((m) => ({ default: m.CreditsView }))),
  settings: lazy(() => import("../settings/SettingsView").then((m) => ({ default: m.SettingsView }))),
};

const useStyles = makeStyles({
  shell: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM, minWidth: 0 },
  panel: { minWidth: 0 },
});

export type ShellProps = Omit<ViewProps, "work" | "active" | "navigate" | "target"> & {
  /** Opens the account's batch queue (tests pass a fake). */
  openQueue?: OpenQueue;
  /** The view shown first (tests). */
  initialView?: ViewId;
  /** Views asked for from outside the tabs (the account bar's Buy credits). */
  viewRequests?: ViewRequests;
  /** Where remembered settings are kept (window.localStorage; tests pass their own). */
  settingsStorage?: SettingsStorage;
  /** The account bar's Sign out asks here first: files of this pane not sent yet are named (issue 21). */
  signOutGate?: SignOutGate;
};

export function Shell({
  openQueue = openBatchQueue,
  initialView = FIRST_VIEW,
  viewRequests,
  settingsStorage,
  signOutGate,
  ...props
}: ShellProps): React.JSX.Element {
  const styles = useStyles();
  const [view, setView] = useState<ViewId>(initialView);
  const [opened, setOpened] = useState<ReadonlySet<ViewId>>(() => new Set([initialView]));
  const work = useBatchQueue(props.client, props.user.id, openQueue, props.host === "none" ? undefined : props.host);
  const { client, host } = props;
  const accountId = props.user.id;
  const settings = useMemo(
    () => SettingsStore.for(settingsStorage ?? window.localStorage, client.baseUrl, accountId, host),
    [settingsStorage, client.baseUrl, accountId, host],
  );
  // A view asked for by a button (not a tab) takes the keyboard focus; `n` makes each request a new one.
  const [focusRequest, setFocusRequest] = useState<{ view: ViewId; n: number } | null>(null);

  const show = (next: ViewId): void => {
    setView(next);
    setOpened((seen) => (seen.has(next) ? seen : new Set([...seen, next])));
  };
  // What each view was last asked to show (Open in History: the document).
  const [targets, setTargets] = useState<Partial<Record<ViewId, ViewTarget>>>({});
  const navigate = (next: ViewId, shown?: { documentId: string }): void => {
    setFocusRequest((r) => ({ view: next, n: (r?.n ?? 0) + 1 }));
    if (shown) setTargets((t) => ({ ...t, [next]: { documentId: shown.documentId, n: (t[next]?.n ?? 0) + 1 } }));
    show(next);
  };
  // A request from outside (the account bar) navigates like a button inside does.
  useEffect(() => viewRequests?.subscribe((next) => navigate(next)));
  const [signOutDialog, ask] = useConfirm();
  const items = work.snapshot?.items;
  // Files chosen in the workspace and not sent: a sign-out drops them, so it names them first.
  const chosen = useRef<readonly string[]>([]);
  const reportChosen = useCallback((names: readonly string[]) => {
    chosen.current = names;
  }, []);
  useEffect(
    () =>
      signOutGate?.register(() => {
        const question = signOutQuestion(items ?? [], chosen.current);
        return question === null ? true : ask(question);
      }),
    [signOutGate, items, ask],
  );
  useEffect(() => {
    if (focusRequest) document.getElementById(`view-${focusRequest.view}`)?.focus();
  }, [focusRequest]);

  return (
    <SettingsContext.Provider value={settings}>
      <div className={styles.shell}>
        <ViewTabs view={view} onSelect={show} onChoose={navigate} />
        {VIEWS.filter((v) => opened.has(v.id)).map((v) => {
          const View = VIEW_COMPONENTS[v.id];
          const active = v.id === view;
          return (
            <div
              key={v.id}
              id={`view-${v.id}`}
              role="tabpanel"
              tabIndex={-1}
              aria-labelledby={`tab-${v.id}`}
              hidden={!active}
              className={styles.panel}
            >
              <ViewFailed>
                <Suspense fallback={<Spinner size="tiny" label={t("session.app.loading")} />}>
                  <View
                    {...props}
                    work={work}
                    active={active}
                    navigate={navigate}
                    reportChosen={reportChosen}
                    target={targets[v.id] ?? null}
                  />
                </Suspense>
              </ViewFailed>
            </div>
          );
        })}
      </div>
      {signOutDialog}
    </SettingsContext.Provider>
  );
}
