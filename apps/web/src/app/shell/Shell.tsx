import { AppShell, Button } from '@mantine/core';
import { IconNote } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../RootLayout';
import { Header } from './Header';
import { ProgressBar } from './ProgressBar';
import { ShellUiContext, type Overlay, type ShellUi } from './shellUi';
import { SideNav } from './SideNav';
import { useRouteTracking } from './useRouteTracking';
import { useShortcuts } from './useShortcuts';

const SearchDrawer = lazy(() => import('./SearchDrawer'));
const NotificationsDrawer = lazy(() => import('./NotificationsDrawer'));
const AddTaskDrawer = lazy(() => import('./AddTaskDrawer'));
const WhatsNewModal = lazy(() => import('./WhatsNewModal'));
const StickyNote = lazy(() => import('./StickyNote'));

/** Header height and side navigation width in px (spec 000 §2.1, §9). */
export const HEADER_HEIGHT = 70;
export const NAV_WIDTH = 80;

/**
 * The application shell (spec 000 §2.1): 70 px header, 80 px side navigation, the page, and the
 * overlays (search, notifications, add task, What's New, sticky note), each loaded on first open.
 */
export function Shell() {
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const [loaded, setLoaded] = useState<Overlay[]>([]);
  const [noteOpen, setNoteOpen] = useState(false);
  const [profileMenuOpen, setProfileMenuOpen] = useState(false);

  const ui = useMemo<ShellUi>(
    () => ({
      overlay,
      open: (o) => {
        setProfileMenuOpen(false);
        setOverlay(o);
        setLoaded((l) => (l.includes(o) ? l : [...l, o]));
      },
      close: () => setOverlay(null),
      noteOpen,
      toggleNote: () => setNoteOpen((v) => !v),
      profileMenuOpen,
      setProfileMenuOpen,
    }),
    [overlay, noteOpen, profileMenuOpen],
  );
  useShortcuts(ui);
  useRouteTracking();

  const overlayProps = (o: Overlay) => ({ opened: overlay === o, onClose: ui.close });

  return (
    <ShellUiContext.Provider value={ui}>
      <ProgressBar />
      <AppShell header={{ height: HEADER_HEIGHT }} navbar={{ width: NAV_WIDTH, breakpoint: 0 }} padding="md">
        <AppShell.Header>
          <Header />
        </AppShell.Header>
        <AppShell.Navbar>
          <SideNav />
        </AppShell.Navbar>
        <AppShell.Main bg="gray.0">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
      </AppShell>
      <Button
        variant="filled"
        color="yellow.6"
        size="compact-sm"
        leftSection={<IconNote size={14} />}
        aria-label="Sticky note (N)"
        aria-pressed={noteOpen}
        onClick={ui.toggleNote}
        style={{ position: 'fixed', right: 0, top: '50%', transform: 'rotate(-90deg) translate(50%, 0)', transformOrigin: 'right bottom', zIndex: 150, borderRadius: '8px 8px 0 0' }}
      >
        Notes
      </Button>
      <Suspense fallback={null}>
        {loaded.includes('search') && <SearchDrawer {...overlayProps('search')} />}
        {loaded.includes('notifications') && <NotificationsDrawer {...overlayProps('notifications')} />}
        {loaded.includes('task') && <AddTaskDrawer {...overlayProps('task')} />}
        {loaded.includes('whatsNew') && <WhatsNewModal {...overlayProps('whatsNew')} />}
        {noteOpen && <StickyNote onClose={() => setNoteOpen(false)} />}
      </Suspense>
    </ShellUiContext.Provider>
  );
}
