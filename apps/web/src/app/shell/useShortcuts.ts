import { useEffect } from 'react';
import { shortcutFor } from '../shortcuts';
import type { ShellUi } from '../../lib/shellUi';

/**
 * Whether a dialog that holds the page is open: one with an overlay over the page (a confirmation, the
 * phone's navigation), by Mantine's class names; the task detail beside the list holds nothing.
 */
const modalOpen = () =>
  document.querySelector('.mantine-Modal-overlay, .mantine-Drawer-overlay') !== null;

/**
 * Global keys of spec 000 §2.5: '/' search, T add-task, N sticky note, Escape closes the profile
 * menu, else the sticky note. Ignored while typing in a field (see shortcutFor) and while a dialog is
 * open (the shell's own, or any modal one: nothing opens over the phone's navigation or a confirmation).
 */
export function useShortcuts(ui: ShellUi): void {
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      const action = shortcutFor({
        key: e.key,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        altKey: e.altKey,
        target: e.target as HTMLElement | null,
      });
      if (!action) return;
      if (action === 'escape') {
        if (ui.profileMenuOpen) ui.setProfileMenuOpen(false);
        else if (ui.noteOpen && !ui.overlay) ui.toggleNote();
        return;
      }
      if (ui.overlay || modalOpen()) return;
      e.preventDefault();
      if (action === 'search') ui.open('search');
      else if (action === 'task') ui.open('task');
      else ui.toggleNote();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [ui]);
}
