import { Burger, Drawer, Group, Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { PRODUCT_NAME } from '@crm/contracts';
import { useShellUi } from '../../lib/shellUi';
import { SideNav } from './SideNav';

/** Width of the phone's navigation drawer in px: the entries' names whole, the page still showing beside it. */
const DRAWER_WIDTH = 280;

/**
 * The navigation on a phone (below 768 px, where the 80 px rail of spec 000 §2.1 would squeeze every
 * page): a burger in the header ('Open navigation') opens a drawer from the left listing the side
 * navigation's entries (spec 000 §2.4, §6) as rows. Picking an entry, any other navigation, Escape or a
 * tap beside the drawer closes it, and focus goes back to the burger. It is one of the shell's overlays
 * ('navigation'), so the global keys open nothing over it.
 */
export function PhoneNav() {
  const { overlay, open, close } = useShellUi();
  const opened = overlay === 'navigation';
  const toggle = () => (opened ? close() : open('navigation'));
  // any navigation closes it (the latest state read through a ref: the effect runs on navigation only)
  const latest = useRef({ opened, close });
  latest.current = { opened, close };
  const { key } = useLocation();
  useEffect(() => {
    if (latest.current.opened) latest.current.close();
  }, [key]);

  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        size="sm"
        aria-label="Open navigation"
        aria-expanded={opened}
        aria-haspopup="dialog"
      />
      <Drawer.Root opened={opened} onClose={close} size={DRAWER_WIDTH}>
        <Drawer.Overlay />
        <Drawer.Content aria-label="Navigation">
          <Drawer.Header>
            <Group gap={8} wrap="nowrap">
              <IconTicket size={26} color="var(--mantine-color-brand-5)" aria-hidden />
              <Text fw={800} size="lg" c="brand.6">
                {PRODUCT_NAME}
              </Text>
            </Group>
            <Drawer.CloseButton aria-label="Close navigation" />
          </Drawer.Header>
          <Drawer.Body px="xs" style={{ height: 'calc(100% - 60px)' }}>
            <SideNav layout="list" onNavigate={close} />
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </>
  );
}
