import { createContext, useContext } from 'react';

/** The shell's overlays that several pieces open (header, breadcrumbs, side nav, shortcuts), and the phone's navigation. */
export type Overlay = 'search' | 'notifications' | 'task' | 'whatsNew' | 'feedback' | 'navigation';

/** Open/close state of the shell's overlays and panels. */
export type ShellUi = {
  overlay: Overlay | null;
  open: (o: Overlay) => void;
  close: () => void;
  noteOpen: boolean;
  toggleNote: () => void;
  profileMenuOpen: boolean;
  setProfileMenuOpen: (open: boolean) => void;
};

export const ShellUiContext = createContext<ShellUi | null>(null);

/** The shell's overlay state; only inside the shell. */
export function useShellUi(): ShellUi {
  const ui = useContext(ShellUiContext);
  if (!ui) throw new Error('useShellUi outside the shell');
  return ui;
}
