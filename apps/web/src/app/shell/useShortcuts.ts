import { useEffect } from 'react';
import { shortcutFor } from '../shortcuts';
import type { ShellUi } from '../../lib/shellUi';

/**
 * Global keys of spec 000 §2.5: '/' search, T add-task, N sticky note, Escape closes the profile
 * menu, else the sticky note. Ignored while typing in a field (see shortcutFor) and while one of the
 * shell's overlays is open (the phone's navigation among them: nothing opens over it).
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
      if (ui.overlay) return;
      e.preventDefault();
      if (action === 'search') ui.open('search');
      else if (action === 'task') ui.open('task');
      else ui.toggleNote();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [ui]);
}
