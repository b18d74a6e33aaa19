import { Box, Indicator, Text, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconAddressBook,
  IconBuildingStore,
  IconCalendarEvent,
  IconChartBar,
  IconChecklist,
  IconFolders,
  IconHome,
  IconLayoutKanban,
  IconMessages,
  IconNews,
  IconSettings,
  IconTicket,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import type { Link } from 'react-router';
import { CountBadge } from '../../components/CountBadge';
import type { NavKey } from '../nav';

/** The icon of each navigation entry (spec 000 §2.4). */
export const NAV_ICONS: Record<NavKey, Icon> = {
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

type NavTileProps = {
  label: string;
  icon: Icon;
  active?: boolean;
  dot?: boolean;
  pulse?: boolean;
  count?: number;
  /** data-testid of the count badge. */
  countId?: string;
  /** A full-width row (icon beside its label, no tooltip), as the phone's navigation drawer lists them; else a 72 px rail tile. */
  row?: boolean;
  component?: typeof Link | 'a' | 'button';
  to?: string;
  href?: string;
  children?: ReactNode;
} & ComponentPropsWithoutRef<'button'>;

/**
 * One navigation entry: on the rail a 72 px tile, icon over a short label, tooltip with the name; in
 * the phone's drawer a 44 px row, icon beside the label. The current entry is marked (aria-current),
 * an unread count sits on the icon, and `dot` puts a red dot there (pulsing with `pulse`).
 */
export const NavTile = forwardRef<HTMLButtonElement, NavTileProps>(function NavTile(
  { label, icon: I, active, dot, pulse, count = 0, countId, row, component = 'button', ...rest },
  ref,
) {
  return (
    <Tooltip label={label} position="right" disabled={row}>
      <UnstyledButton
        ref={ref}
        component={component as 'button'}
        aria-label={label}
        aria-current={active ? 'page' : undefined}
        data-active={active || undefined}
        w={row ? '100%' : 72}
        py={row ? 11 : 6}
        px={row ? 'sm' : undefined}
        style={{
          borderRadius: 10,
          display: 'flex',
          flexDirection: row ? 'row' : 'column',
          alignItems: 'center',
          gap: row ? 14 : 2,
          color: active ? 'var(--mantine-color-brand-6)' : 'var(--mantine-color-gray-7)',
          background: active ? 'var(--mantine-color-brand-0)' : undefined,
        }}
        {...rest}
      >
        {/* in a row the icon box is a flex box, so the icon sits on the label's middle rather than its line's baseline */}
        <Box pos="relative" style={row ? { display: 'flex' } : undefined}>
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
          size={row ? 'sm' : label.length > 10 ? '9px' : '10px'}
          lh={1.15}
          ta={row ? 'left' : 'center'}
          fw={active ? 700 : 500}
          lineClamp={row ? undefined : 2}
          maw={row ? undefined : 72}
          style={{ wordBreak: 'keep-all' }}
          aria-hidden
        >
          {label}
        </Text>
      </UnstyledButton>
    </Tooltip>
  );
});
