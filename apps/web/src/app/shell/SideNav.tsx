import { Menu, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { IconDots, IconHelpCircle, IconLock, IconSpeakerphone } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { CALL_LOCK_MESSAGE } from '@crm/contracts';
import { CountBadge } from '../../components/CountBadge';
import { useLockStatus } from '../../features/users';
import { readVisitedTabs } from '../../lib/visitedTabs';
import { currentNavKey, NAV_ITEMS, splitForHeight, visibleNavKeys, type NavKey } from '../nav';
import { useSessionUser } from '../../lib/sessionUser';
import { useShellUi } from '../../lib/shellUi';
import { useNavCounts } from './useNavCounts';
import { useWhatsNew } from './useWhatsNew';
import { helpHref, useAppLinks } from '../../lib/appLinks';
import { NAV_ICONS, NavTile } from './NavTile';

/** How the navigation lays out: the 80 px rail beside the page, or the rows of the phone's drawer. */
type NavLayout = 'rail' | 'list';

/** While the call lock is on (spec 000 §2.4 isLocked): the lock sign with the spec's message instead of the entries. */
function LockedNav({ layout }: { layout: NavLayout }) {
  return (
    <Stack
      component="nav"
      aria-label="Main"
      h="100%"
      py="md"
      align="center"
      data-testid="nav-locked"
    >
      <Tooltip label={CALL_LOCK_MESSAGE} position="right" multiline w={240}>
        <ThemeIcon
          variant="light"
          color="orange"
          size={44}
          radius="xl"
          aria-label={CALL_LOCK_MESSAGE}
        >
          <IconLock size={22} />
        </ThemeIcon>
      </Tooltip>
      {layout === 'list' && (
        <Text size="sm" ta="center" c="dimmed" aria-hidden>
          {CALL_LOCK_MESSAGE}
        </Text>
      )}
    </Stack>
  );
}

/** The More tile and its menu of the entries folded away by the window's height, with their counts summed on the tile. */
function MoreMenu({
  more,
  current,
  counts,
  tasksVisited,
}: {
  more: NavKey[];
  current: NavKey | null;
  counts: Partial<Record<NavKey, number>>;
  tasksVisited: boolean;
}) {
  return (
    <Menu position="right-start" shadow="md" width={200}>
      <Menu.Target>
        <NavTile
          label="More"
          icon={IconDots}
          active={!!current && more.includes(current)}
          dot={more.includes('tasks') && !tasksVisited}
          count={more.reduce((n, k) => n + (counts[k] ?? 0), 0)}
          countId="nav-unread-more"
          pulse
        />
      </Menu.Target>
      <Menu.Dropdown>
        {more.map((k) => {
          const I = NAV_ICONS[k];
          return (
            <Menu.Item
              key={k}
              component={Link}
              to={NAV_ITEMS[k].path}
              leftSection={<I size={16} />}
              aria-current={current === k ? 'page' : undefined}
              rightSection={
                <CountBadge
                  count={counts[k] ?? 0}
                  type="SIDE_NAV"
                  label="unread"
                  testId={`more-unread-${k}`}
                />
              }
            >
              {NAV_ITEMS[k].name}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Announcement (opens What's New, with an unread dot until visited) and Help (a mail link to support). */
function NavFooter({ row, onNavigate }: { row: boolean; onNavigate?: () => void }) {
  const { open } = useShellUi();
  const whatsNew = useWhatsNew();
  const links = useAppLinks();
  return (
    <Stack gap={4} align={row ? 'stretch' : 'center'}>
      <NavTile
        label="Announcement"
        icon={IconSpeakerphone}
        dot={whatsNew.unvisited}
        row={row}
        onClick={() => {
          onNavigate?.();
          whatsNew.markVisited();
          open('whatsNew');
        }}
      />
      <NavTile
        component="a"
        href={helpHref(links)}
        label="Help"
        icon={IconHelpCircle}
        row={row}
        onClick={onNavigate}
      />
    </Stack>
  );
}

/**
 * The left navigation (spec 000 §2.4, §6): role-filtered entries, a Tasks dot until first visited,
 * unread chat and task counts on their entries (live), Announcement (What's New) and Help.
 * `layout` 'rail' (default) is the 80 px rail, trailing entries folded into More by window height with
 * their counts summed on it; 'list' is the phone's drawer, every entry a row (the drawer scrolls, so
 * nothing folds) and `onNavigate` called when one is picked. Hidden while the call lock is on
 * (isLocked): only a lock sign with the spec's message remains.
 */
export function SideNav({
  layout = 'rail',
  onNavigate,
}: {
  layout?: NavLayout;
  onNavigate?: () => void;
}) {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const { height } = useViewportSize();
  const keys = useMemo(() => visibleNavKeys(user), [user]);
  const current = currentNavKey(pathname, keys);
  const row = layout === 'list';
  const { shown, more } = row
    ? { shown: keys, more: [] }
    : splitForHeight(keys, height || window.innerHeight);
  const tasksVisited = readVisitedTabs().includes('taskManagement') || current === 'tasks';
  const locked = !!useLockStatus().data?.isLocked;
  const counts = useNavCounts(keys);

  if (locked) return <LockedNav layout={layout} />;

  return (
    <Stack
      component="nav"
      aria-label="Main"
      h="100%"
      py="xs"
      align={row ? 'stretch' : 'center'}
      justify="space-between"
      gap={4}
    >
      <Stack gap={4} align={row ? 'stretch' : 'center'}>
        {shown.map((k) => (
          <NavTile
            key={k}
            component={Link}
            to={NAV_ITEMS[k].path}
            label={NAV_ITEMS[k].name}
            icon={NAV_ICONS[k]}
            active={current === k}
            dot={k === 'tasks' && !tasksVisited}
            count={counts[k]}
            countId={`nav-unread-${k}`}
            pulse
            row={row}
            onClick={onNavigate}
          />
        ))}
        {more.length > 0 && (
          <MoreMenu more={more} current={current} counts={counts} tasksVisited={tasksVisited} />
        )}
      </Stack>
      <NavFooter row={row} onNavigate={onNavigate} />
    </Stack>
  );
}
