/** Keyboard shortcuts of spec 000 §2.5, as a pure mapping from a key event to an action. */

export type ShortcutAction = 'search' | 'task' | 'note' | 'escape';

/** The parts of a KeyboardEvent the mapping reads. */
export type KeyInput = {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target?: { tagName?: string; isContentEditable?: boolean } | null;
};

/** True when the event comes from a place the user types into (input, textarea, select, editable). */
function isTypingTarget(target: KeyInput['target']): boolean {
  if (!target) return false;
  return (
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName ?? '') ||
    target.isContentEditable === true
  );
}

/**
 * The shell action for a key: '/' search, T add-task, N sticky note, Escape closes the profile
 * menu. Nothing fires while typing or with Ctrl/Meta/Alt held (Escape always passes).
 */
export function shortcutFor(e: KeyInput): ShortcutAction | null {
  if (e.key === 'Escape') return 'escape';
  if (e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return null;
  if (e.key === '/') return 'search';
  if (e.key === 't' || e.key === 'T') return 'task';
  if (e.key === 'n' || e.key === 'N') return 'note';
  return null;
}
