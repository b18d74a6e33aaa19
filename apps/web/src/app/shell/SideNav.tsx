import {
  Box,
  Indicator,
  Menu,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import {
  IconAddressBook,
  IconBuildingStore,
  IconChartBar,
  IconChecklist,
  IconDots,
  IconFolders,
  IconHelpCircle,
  IconHome,
  IconLayoutKanban,
  IconLock,
  IconMessages,
  IconNews,
  IconSettings,
  IconSpeakerphone,
  IconTicket,
  IconCalendarEvent,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { forwardRef, useMemo, type ComponentPropsWithoutRef, type ReactNode } from 'react';
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

const ICONS: Record<NavKey, Icon> = {
  home: IconHome,
  inventories: IconTicket,
  events: IconCalendarEvent,
  pocContacts: IconAddressBook,
  brands: IconBuildingStore,
  pipeline: IconLayoutKanban,
  tasks: IconChecklist,
  chat: IconMessages,
  employees: IconUsers,
  newsFeed: IconNews,
  reports: IconChartBar,
  settings: IconSettings,
  repository: IconFolders,
};

type ItemProps = {
  label: string;
  icon: Icon;
  active?: boolean;
  dot?: boolean;
  pulse?: boolean;
  count?: number;
  /** data-testid of the count badge. */
  countId?: string;
} & ComponentPropsWithoutRef<'button'>;

/** One 64 px navigation tile: icon over a short label, tooltip with the name. */
const NavTile = forwardRef<
  HTMLButtonElement,
  ItemProps & {
    component?: typeof Link | 'a' | 'button';
    to?: string;
    href?: string;
    children?: ReactNode;
  }
>(function NavTile(
  { label, icon: I, active, dot, pulse, count = 0, countId, component = 'button', ...rest },
  ref,
) {
  return (
    <Tooltip label={label} position="right">
      <UnstyledButton
        ref={ref}
        component={component as 'button'}
        aria-label={label}
        aria-current={active ? 'page' : undefined}
        data-active={active || undefined}
        w={72}
        py={6}
        style={{
          borderRadius: 10,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 2,
          color: active ? 'var(--mantine-color-brand-6)' : 'var(--mantine-color-gray-7)',
          background: active ? 'var(--mantine-color-brand-0)' : undefined,
        }}
        {...rest}
      >
        <Box pos="relative">
          <Indicator
            disabled={!dot || count > 0}
            processing={pulse}
            size={8}
            color="red"
            offset={2}
          >
            <I size={22} stroke={1.7} aria-hidden />
          </Indicator>
          <Box pos="absolute" top={-8} left={14}>
            <CountBadge count={count} type="SIDE_NAV" label="unread" testId={countId} />
          </Box>
        </Box>
        <Text
          size={label.length > 10 ? '9px' : '10px'}
          lh={1.15}
          ta="center"
          fw={active ? 700 : 500}
          lineClamp={2}
          maw={72}
          style={{ wordBreak: 'keep-all' }}
          aria-hidden
        >
          {label}
        </Text>
      </UnstyledButton>
    </Tooltip>
  );
});

/**
 * The 80 px left navigation (spec 000 §2.4, §6): role-filtered entries, trailing ones folded into
 * More by window height, a Tasks dot until first visited, unread chat and task counts on their
 * entries and their sum on More (live), Announcement (What's New) and Help.
 * Hidden while the call lock is on (isLocked): only a lock sign with the spec's message remains.
 */
export function SideNav() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const { height } = useViewportSize();
  const { open } = useShellUi();
  const whatsNew = useWhatsNew();
  const keys = useMemo(() => visibleNavKeys(user), [user]);
  const current = currentNavKey(pathname, keys);
  const { shown, more } = splitForHeight(keys, height || window.innerHeight);
  const tasksVisited = readVisitedTabs().includes('taskManagement') || current === 'tasks';
  const locked = !!useLockStatus().data?.isLocked;
  const counts = useNavCounts(keys);
  const links = useAppLinks();
  const moreCount = more.reduce((n, k) => n + (counts[k] ?? 0), 0);

  if (locked) {
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
      </Stack>
    );
  }

  const tile = (k: NavKey) => (
    <NavTile
      key={k}
      component={Link}
      to={NAV_ITEMS[k].path}
      label={NAV_ITEMS[k].name}
      icon={ICONS[k]}
      active={current === k}
      dot={k === 'tasks' && !tasksVisited}
      count={counts[k]}
      countId={`nav-unread-${k}`}
      pulse
    />
  );

  return (
    <Stack
      component="nav"
      aria-label="Main"
      h="100%"
      py="xs"
      align="center"
      justify="space-between"
      gap={4}
    >
      <Stack gap={4} align="center">
        {shown.map(tile)}
        {more.length > 0 && (
          <Menu position="right-start" shadow="md" width={200}>
            <Menu.Target>
              <NavTile
                label="More"
                icon={IconDots}
                active={!!current && more.includes(current)}
                dot={more.includes('tasks') && !tasksVisited}
                count={moreCount}
                countId="nav-unread-more"
                pulse
              />
            </Menu.Target>
            <Menu.Dropdown>
              {more.map((k) => {
                const I = ICONS[k];
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
        )}
      </Stack>
      <Stack gap={4} align="center">
        <NavTile
          label="Announcement"
          icon={IconSpeakerphone}
          dot={whatsNew.unvisited}
          onClick={() => {
            whatsNew.markVisited();
            open('whatsNew');
          }}
        />
        <NavTile component="a" href={helpHref(links)} label="Help" icon={IconHelpCircle} />
      </Stack>
    </Stack>
  );
}
