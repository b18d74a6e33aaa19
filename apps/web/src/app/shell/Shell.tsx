import { AppShell } from '@mantine/core';
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
import { EdgeTabs } from './EdgeTabs';
import { usePhone } from '../../lib/usePhone';

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
 * On a phone (below 768 px) there is no rail: the page takes the whole width and the header's burger
 * opens the navigation in a drawer (PhoneNav).
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
  const phone = usePhone();
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
        navbar={phone ? undefined : { width: NAV_WIDTH, breakpoint: 0 }}
        padding="md"
      >
        <AppShell.Header>
          <Header />
        </AppShell.Header>
        {!phone && (
          <AppShell.Navbar>
            <SideNav />
          </AppShell.Navbar>
        )}
        <AppShell.Main bg="gray.0" id={MAIN_ID} tabIndex={-1} className={mainClass}>
          {locked && lock && (
            <CallLockBanner lock={lock} onNotesPage={pathname === '/addcallnotes'} />
          )}
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
      </AppShell>
      <EdgeTabs noteOpen={noteOpen} onNote={ui.toggleNote} onFeedback={() => ui.open('feedback')} />
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
