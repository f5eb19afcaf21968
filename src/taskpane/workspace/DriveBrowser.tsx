// OneDrive and SharePoint: recent files, My files, Shared with me, followed SharePoint sites and their
// libraries, folders, search; several files ticked at once; size and type checked from the metadata first,
// then by content after download. Each place asks only for the scopes it needs (incremental consent).
import { Button, Field, Input, Spinner, Text, makeStyles, tokens } from "@fluentui/react-components";
import { useEffect, useState } from "react";
import {
  SCOPES,
  driveRoot,
  folderChildren,
  followedSites,
  myFiles,
  recentFiles,
  searchFiles,
  sharedWithMe,
  siteLibraries,
} from "../../graph/resources";
import { t } from "../../i18n/messages";
import { microsoft365 } from "../../microsoft/instance";
import { driveEntries, driveOrigin, type DriveEntry } from "../../microsoft/sources";
import { ChosenList } from "./ChosenList";
import { downloadChecked, messageOf } from "./microsoftFiles";
import type { CheckedFile } from "./checkedFile";

const useStyles = makeStyles({
  box: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  row: { display: "flex", gap: tokens.spacingHorizontalXS, flexWrap: "wrap", alignItems: "center" },
  problem: { color: tokens.colorPaletteRedForeground1 },
  rows: { margin: 0, padding: 0, listStyle: "none" },
});

type Kind = "onedrive" | "sharepoint";
/** Where the browser is: a list of entries (folders and files), sites, or a site's libraries. */
type Place =
  | { view: "entries"; title: string; kind: Kind; scopes: readonly string[]; load: () => Promise<DriveEntry[]> }
  | { view: "sites"; title: string }
  | { view: "libraries"; title: string; siteId: string };

type Row = { key: string; label: string; open: () => void };

export function DriveBrowser({ disabled, onChosen }: { disabled: boolean; onChosen: (files: CheckedFile[]) => void }): React.JSX.Element {
  const styles = useStyles();
  const { graph } = microsoft365();
  const [trail, setTrail] = useState<Place[]>([]);
  const [entries, setEntries] = useState<DriveEntry[]>([]);
  const [rows, setRows] = useState<Row[]>([]);
  const [chosen, setChosen] = useState<Map<string, DriveEntry & { kind: "file" }>>(new Map());
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [search, setSearch] = useState("");
  const place = trail[trail.length - 1];
  const placeKind: Kind = place?.view === "entries" ? place.kind : "onedrive";
  const placeScopes = place?.view === "entries" ? place.scopes : SCOPES.oneDrive;

  const entriesPlace = (title: string, kind: Kind, scopes: readonly string[], load: () => Promise<DriveEntry[]>): Place => ({
    view: "entries",
    title,
    kind,
    scopes,
    load,
  });
  // Loading starts with the move (not in the effect that loads, which only sets state once the answer is in).
  const move = (trailOf: (t: Place[]) => Place[]): void => {
    setLoading(true);
    setProblem(null);
    setTrail(trailOf);
  };
  const go = (next: Place, replace = false): void => move((t) => (replace ? [next] : [...t, next]));

  useEffect(() => {
    if (!place) return;
    let live = true;
    const run = async (): Promise<void> => {
      if (place.view === "entries") {
        const list = await place.load();
        if (live) {
          setEntries(list);
          setRows(
            list
              .filter((e) => e.kind === "folder")
              .map((e) => ({
                key: e.itemId,
                label: t("microsoft.driveBrowser.openFolder", { name: e.name }),
                open: () =>
                  go(
                    entriesPlace(e.name, place.kind, place.scopes, async () =>
                      driveEntries(await folderChildren(graph, e.driveId, e.itemId, place.scopes)),
                    ),
                  ),
              })),
          );
        }
      } else if (place.view === "sites") {
        const sites = await followedSites(graph);
        if (live) {
          setEntries([]);
          setRows(
            sites.map((s) => ({
              key: s.id,
              label: t("microsoft.driveBrowser.openSite", { name: s.displayName ?? s.name ?? s.id }),
              open: () => go({ view: "libraries", title: s.displayName ?? s.id, siteId: s.id }),
            })),
          );
        }
      } else {
        const drives = await siteLibraries(graph, place.siteId);
        if (live) {
          setEntries([]);
          setRows(
            drives.map((d) => ({
              key: d.id,
              label: t("microsoft.driveBrowser.openLibrary", { name: d.name ?? d.id }),
              open: () =>
                go(
                  entriesPlace(d.name ?? d.id, "sharepoint", SCOPES.sharePoint, async () =>
                    driveEntries(await driveRoot(graph, d.id, SCOPES.sharePoint)),
                  ),
                ),
            })),
          );
        }
      }
    };
    run()
      .catch((error: unknown) => live && setProblem(messageOf(error)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `go` is remade each render; a place loads once, when shown.
  }, [place, graph]);

  const files = entries.filter((e): e is DriveEntry & { kind: "file" } => e.kind === "file");
  const toggle = (key: string): void => {
    setChosen((c) => {
      const next = new Map(c);
      const entry = files.find((f) => `${f.driveId}/${f.itemId}` === key);
      if (next.has(key)) next.delete(key);
      else if (entry) next.set(key, entry);
      return next;
    });
  };

  const add = async (): Promise<void> => {
    setLoading(true);
    setProblem(null);
    try {
      const picked = [...chosen.values()].map((e) => ({ name: e.name, origin: driveOrigin(placeKind, e, placeScopes) }));
      onChosen(await downloadChecked(graph, picked));
      setChosen(new Map());
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className={styles.box} role="group" aria-label={t("microsoft.driveBrowser.region")}>
      <div className={styles.row}>
        <Button
          size="small"
          onClick={() =>
            go(
              entriesPlace(t("microsoft.driveBrowser.recentTitle"), "onedrive", SCOPES.oneDrive, async () =>
                driveEntries(await recentFiles(graph)),
              ),
              true,
            )
          }
        >
          {t("microsoft.driveBrowser.recent")}
        </Button>
        <Button
          size="small"
          onClick={() =>
            go(
              entriesPlace(t("microsoft.driveBrowser.myFiles"), "onedrive", SCOPES.oneDrive, async () =>
                driveEntries(await myFiles(graph)),
              ),
              true,
            )
          }
        >
          {t("microsoft.driveBrowser.myFiles")}
        </Button>
        <Button
          size="small"
          onClick={() =>
            go(
              entriesPlace(t("microsoft.driveBrowser.shared"), "onedrive", SCOPES.shared, async () =>
                driveEntries(await sharedWithMe(graph)),
              ),
              true,
            )
          }
        >
          {t("microsoft.driveBrowser.shared")}
        </Button>
        <Button size="small" onClick={() => go({ view: "sites", title: t("microsoft.driveBrowser.sites") }, true)}>
          {t("microsoft.driveBrowser.sites")}
        </Button>
      </div>
      <form
        className={styles.row}
        onSubmit={(e) => {
          e.preventDefault();
          const text = search.trim();
          if (text)
            go(
              entriesPlace(t("microsoft.driveBrowser.searchTitle", { text }), "onedrive", SCOPES.oneDrive, async () =>
                driveEntries(await searchFiles(graph, text)),
              ),
              true,
            );
        }}
      >
        <Field label={t("microsoft.driveBrowser.searchLabel")}>
          <Input size="small" value={search} onChange={(_, d) => setSearch(d.value)} />
        </Field>
        <Button size="small" type="submit">
          {t("microsoft.picker.search")}
        </Button>
      </form>
      {place ? (
        <div className={styles.row}>
          {trail.length > 1 ? (
            <Button size="small" appearance="subtle" onClick={() => move((t) => t.slice(0, -1))}>
              {t("microsoft.driveBrowser.back")}
            </Button>
          ) : null}
          <Text weight="semibold">{place.title}</Text>
        </div>
      ) : null}
      {loading ? <Spinner size="tiny" label={t("microsoft.picker.loading")} labelPosition="after" /> : null}
      {problem ? (
        <Text className={styles.problem} role="alert">
          {problem}
        </Text>
      ) : null}
      {!loading && rows.length > 0 ? (
        <ul aria-label={t("microsoft.driveBrowser.folders")} className={styles.rows}>
          {rows.map((r) => (
            <li key={r.key}>
              <Button size="small" appearance="transparent" onClick={r.open}>
                {r.label}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {!loading && files.length > 0 ? (
        <ChosenList
          label={t("microsoft.driveBrowser.files")}
          disabled={disabled}
          chosen={new Set(chosen.keys())}
          onToggle={toggle}
          choices={files.map((f) => ({ key: `${f.driveId}/${f.itemId}`, name: f.name, selectable: f.selectable }))}
        />
      ) : null}
      {!loading && place && place.view === "entries" && entries.length === 0 && !problem ? (
        <Text size={200}>{t("microsoft.driveBrowser.empty")}</Text>
      ) : null}
      <Button size="small" appearance="primary" disabled={disabled || loading || chosen.size === 0} onClick={() => void add()}>
        {t("microsoft.driveBrowser.add", { count: chosen.size })}
      </Button>
    </div>
  );
}
