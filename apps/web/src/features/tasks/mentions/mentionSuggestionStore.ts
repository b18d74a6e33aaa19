import type { MentionChar } from './mentions';

/** An open mention suggestion: its trigger, the typed query, where the caret is and how to insert the pick. */
export type SuggestionState = {
  char: MentionChar;
  query: string;
  rect: DOMRect | null;
  /** Inserts the mention node (Tiptap's command) for the picked item. */
  command: (attrs: { id: string; label: string }) => void;
};

/**
 * The bridge between Tiptap's suggestion plugin (outside React) and the suggestion list (a React
 * component): the plugin writes the open suggestion here and forwards keys; the list renders it and
 * answers the keys it handles (arrows, Enter, Tab, Escape).
 */
export class MentionSuggestionStore {
  private state: SuggestionState | null = null;
  private listeners = new Set<() => void>();
  /** The list's key handler while it is mounted; answers whether it used the key. */
  keyHandler: ((e: KeyboardEvent) => boolean) | null = null;

  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => void this.listeners.delete(fn);
  };

  get = () => this.state;

  set(next: SuggestionState | null) {
    this.state = next;
    for (const l of this.listeners) l();
  }

  onKeyDown(e: KeyboardEvent): boolean {
    if (!this.state) return false;
    if (e.key === 'Escape') {
      this.set(null);
      return true;
    }
    return this.keyHandler?.(e) ?? false;
  }
}
