// The signed-in task pane: a tab per view, and the account's batch queue opened once for all of them. A view
// is loaded (as its own chunk) when first shown and stays mounted afterwards, hidden, so a result being read
// or a half-made choice survives a look at another view.
import { Spinner, Tab, TabList, makeStyles, tokens } from "@fluentui/react-components";
import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent } from "react";
import { openBatchQueue, useBatchQueue, type OpenQueue } from "../useBatchQueue";
import { FIRST_VIEW, VIEWS, type ViewId, type ViewProps } from "./views";

const VIEW_COMPONENTS: Record<ViewId, LazyExoticComponent<ComponentType<ViewProps>>> = {
  workspace: lazy(() => import("../workspace/WorkspaceView").then((m) => ({ default: m.WorkspaceView }))),
  history: lazy(() => import("../history/HistoryView").then((m) => ({ default: m.HistoryView }))),
};

const useStyles = makeStyles({
  shell: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM, minWidth: 0 },
  tabs: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, flexWrap: "wrap" },
  panel: { minWidth: 0 },
});

export type ShellProps = Omit<ViewProps, "work" | "active" | "navigate"> & {
  /** Opens the account's batch queue (tests pass a fake). */
  openQueue?: OpenQueue;
  /** The view shown first (tests). */
  initialView?: ViewId;
};

export function Shell({ openQueue = openBatchQueue, initialView = FIRST_VIEW, ...props }: ShellProps): React.JSX.Element {
  const styles = useStyles();
  const [view, setView] = useState<ViewId>(initialView);
  const [opened, setOpened] = useState<ReadonlySet<ViewId>>(() => new Set([initialView]));
  const work = useBatchQueue(props.client, props.user.id, openQueue);

  const navigate = (next: ViewId): void => {
    setView(next);
    setOpened((seen) => (seen.has(next) ? seen : new Set([...seen, next])));
  };

  return (
    <div className={styles.shell}>
      <TabList
        className={styles.tabs}
        size="small"
        selectedValue={view}
        onTabSelect={(_, data) => navigate(data.value as ViewId)}
        aria-label="Views"
      >
        {VIEWS.map((v) => (
          <Tab key={v.id} value={v.id} id={`tab-${v.id}`} aria-controls={`view-${v.id}`}>
            {v.label}
          </Tab>
        ))}
      </TabList>
      {VIEWS.filter((v) => opened.has(v.id)).map((v) => {
        const View = VIEW_COMPONENTS[v.id];
        const active = v.id === view;
        return (
          <div key={v.id} id={`view-${v.id}`} role="tabpanel" aria-labelledby={`tab-${v.id}`} hidden={!active} className={styles.panel}>
            <Suspense fallback={<Spinner size="tiny" label="Loading…" />}>
              <View {...props} work={work} active={active} navigate={navigate} />
            </Suspense>
          </div>
        );
      })}
    </div>
  );
}
