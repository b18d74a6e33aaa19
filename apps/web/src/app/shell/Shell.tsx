import { AppShell, Button } from '@mantine/core';
import { IconMessageReport, IconNote } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CallLockBanner } from '../../features/users';
import { PageLoader } from '../RootLayout';
import { Header } from './Header';
import { ProgressBar } from './ProgressBar';
import { ShellUiContext, type Overlay, type ShellUi } from '../../lib/shellUi';
import { SideNav } from './SideNav';
import { MAIN_ID, mainClass, SkipLink } from './SkipLink';
import { useRouteTracking } from './useRouteTracking';
import { useShortcuts } from './useShortcuts';
import { useCallLock, warnCallLock } from './useCallLock';
import { useRealtime } from './useRealtime';

const SearchDrawer = lazy(() => import('./SearchDrawer'));
const NotificationsDrawer = lazy(() => import('./NotificationsDrawer'));
const AddTaskDrawer = lazy(() => import('./AddTaskDrawer'));
const WhatsNewModal = lazy(() => import('./WhatsNewModal'));
const StickyNote = lazy(() => import('./StickyNote'));
const FeedbackDrawer = lazy(() => import('../../features/feedback/FeedbackDrawer'));

/** Header height and side navigation width in px (spec 000 §2.1, §9). */
export const HEADER_HEIGHT = 70;
export const NAV_WIDTH = 80;

/** Overlays refused while the call lock is on (spec 000 §5). */
const LOCKED_OVERLAYS: Overlay[] = ['search', 'notifications'];

/**
 * The application shell (spec 000 §2.1): 70 px header, 80 px side navigation, the page, and the
 * overlays (search, notifications, add task, What's New, feedback, sticky note), each loaded on first open.
 * It keeps the sockets and their live feeds running, and while the call lock is on it shows the lock
 * banner and refuses search and notifications with the spec's warning.
 */
export function Shell() {
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const [loaded, setLoaded] = useState<Overlay[]>([]);
  const [noteOpen, setNoteOpen] = useState(false);
  const [profileMenuOpen, setProfileMenuOpen] = useState(false);
  const { lock, locked } = useCallLock();
  const { pathname } = useLocation();
  useRealtime();

  const ui = useMemo<ShellUi>(
    () => ({
      overlay: locked && overlay && LOCKED_OVERLAYS.includes(overlay) ? null : overlay,
      open: (o) => {
        setProfileMenuOpen(false);
        if (locked && LOCKED_OVERLAYS.includes(o)) {
          warnCallLock();
          return;
        }
        setOverlay(o);
        setLoaded((l) => (l.includes(o) ? l : [...l, o]));
      },
      close: () => setOverlay(null),
      noteOpen,
      toggleNote: () => setNoteOpen((v) => !v),
      profileMenuOpen,
      setProfileMenuOpen,
    }),
    [overlay, noteOpen, profileMenuOpen, locked],
  );
  useShortcuts(ui);
  useRouteTracking();

  const overlayProps = (o: Overlay) => ({ opened: ui.overlay === o, onClose: ui.close });

  return (
    <ShellUiContext.Provider value={ui}>
      <SkipLink />
      <ProgressBar />
      <AppShell
        header={{ height: HEADER_HEIGHT }}
        navbar={{ width: NAV_WIDTH, breakpoint: 0 }}
        padding="md"
      >
        <AppShell.Header>
          <Header />
        </AppShell.Header>
        <AppShell.Navbar>
          <SideNav />
        </AppShell.Navbar>
        <AppShell.Main bg="gray.0" id={MAIN_ID} tabIndex={-1} className={mainClass}>
          {locked && lock && (
            <CallLockBanner lock={lock} onNotesPage={pathname === '/addcallnotes'} />
          )}
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
        style={{
          position: 'fixed',
          right: 0,
          top: '50%',
          transform: 'rotate(-90deg) translate(50%, 0)',
          transformOrigin: 'right bottom',
          zIndex: 150,
          borderRadius: '8px 8px 0 0',
        }}
      >
        Notes
      </Button>
      <Button
        variant="filled"
        color="brand"
        size="compact-sm"
        leftSection={<IconMessageReport size={14} />}
        aria-label="Feedback"
        onClick={() => ui.open('feedback')}
        data-testid="feedback-tab"
        style={{
          position: 'fixed',
          right: 0,
          top: '72%',
          transform: 'rotate(-90deg) translate(50%, 0)',
          transformOrigin: 'right bottom',
          zIndex: 150,
          borderRadius: '8px 8px 0 0',
        }}
      >
        Feedback
      </Button>
      <Suspense fallback={null}>
        {loaded.includes('search') && <SearchDrawer {...overlayProps('search')} />}
        {loaded.includes('notifications') && (
          <NotificationsDrawer {...overlayProps('notifications')} />
        )}
        {loaded.includes('task') && <AddTaskDrawer {...overlayProps('task')} />}
        {loaded.includes('whatsNew') && <WhatsNewModal {...overlayProps('whatsNew')} />}
        {loaded.includes('feedback') && <FeedbackDrawer {...overlayProps('feedback')} />}
        {noteOpen && <StickyNote onClose={() => setNoteOpen(false)} />}
      </Suspense>
    </ShellUiContext.Provider>
  );
}
