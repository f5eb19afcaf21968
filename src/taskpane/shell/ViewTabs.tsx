// The row of view tabs, always one row (issue 21). Settings is a gear (issue 35, item 12), so all four tabs fit
// a 320 px pane in every language; where they still do not (the pseudo-locale, a large text size) the tabs that
// do not fit go into a "More" menu (Fluent's Overflow pattern for a TabList). The selected tab always stays in
// the row; the menu's items show the other views by name.
import {
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Overflow,
  OverflowItem,
  Tab,
  TabList,
  makeStyles,
  tokens,
  useIsOverflowItemVisible,
  useOverflowMenu,
} from "@fluentui/react-components";
import { t } from "../../i18n/messages";
import { SettingsGlyph } from "./SettingsGlyph";
import { VIEWS, type ViewId } from "./views";

const useStyles = makeStyles({
  // min-width 0 lets the row be narrower than its tabs: Overflow then hides what does not fit. The menu button
  // sits beside the tab list, not in it (a tablist holds only tabs).
  row: { display: "flex", alignItems: "center", borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, minWidth: 0, overflow: "hidden" },
  tabs: { flexWrap: "nowrap", minWidth: 0, flexShrink: 1 },
  // A little less room around each label than Fluent's small tab, so that more of them fit before the menu.
  tab: { paddingLeft: tokens.spacingHorizontalXS, paddingRight: tokens.spacingHorizontalXS, flexShrink: 0 },
  more: {
    flexShrink: 0,
    whiteSpace: "nowrap",
    minWidth: "auto",
    paddingLeft: tokens.spacingHorizontalXS,
    paddingRight: tokens.spacingHorizontalXS,
  },
});

export interface ViewTabsProps {
  view: ViewId;
  /** A tab was selected (the focus stays on it). */
  onSelect: (view: ViewId) => void;
  /** A view was chosen from the "More" menu (the menu closes: the focus goes to the view). */
  onChoose: (view: ViewId) => void;
}

export function ViewTabs({ view, onSelect, onChoose }: ViewTabsProps): React.JSX.Element {
  const styles = useStyles();
  return (
    // The selected tab is pinned (it never overflows); the others go from the end of the row first.
    <Overflow minimumVisible={1} padding={0}>
      <div className={styles.row} data-testid="view-tabs">
        <TabList
          className={styles.tabs}
          size="small"
          selectedValue={view}
          onTabSelect={(_, data) => onSelect(data.value as ViewId)}
          aria-label={t("session.shell.views")}
        >
          {VIEWS.map((v, i) => (
            <OverflowItem key={v.id} id={v.id} priority={v.id === view ? VIEWS.length + 1 : VIEWS.length - i}>
              {v.glyph ? (
                // Named by its label, which is also its tooltip.
                <Tab
                  value={v.id}
                  id={`tab-${v.id}`}
                  className={styles.tab}
                  aria-controls={`view-${v.id}`}
                  aria-label={t(v.label)}
                  title={t(v.label)}
                  icon={<SettingsGlyph />}
                />
              ) : (
                <Tab value={v.id} id={`tab-${v.id}`} className={styles.tab} aria-controls={`view-${v.id}`}>
                  {t(v.label)}
                </Tab>
              )}
            </OverflowItem>
          ))}
        </TabList>
        <MoreViews onSelect={onChoose} className={styles.more} />
      </div>
    </Overflow>
  );
}

function MoreViews({ onSelect, className }: { onSelect: (view: ViewId) => void; className: string }): React.JSX.Element | null {
  const { ref, isOverflowing, overflowCount } = useOverflowMenu<HTMLButtonElement>();
  if (!isOverflowing) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton
          ref={ref}
          size="small"
          appearance="transparent"
          className={className}
          aria-label={t("session.shell.moreViews", { count: overflowCount })}
        >
          {t("session.shell.more")}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {VIEWS.map((v) => (
            <HiddenView key={v.id} id={v.id} label={t(v.label)} onSelect={onSelect} />
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/** A menu item for a view whose tab did not fit (none for the tabs in the row). */
function HiddenView({ id, label, onSelect }: { id: ViewId; label: string; onSelect: (view: ViewId) => void }): React.JSX.Element | null {
  const visible = useIsOverflowItemVisible(id);
  if (visible) return null;
  return <MenuItem onClick={() => onSelect(id)}>{label}</MenuItem>;
}
