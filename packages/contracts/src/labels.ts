import { STAGE_MAPPING, STATUS_LABELS, type AssignTab, type Stage } from './constants.js';

/** Tabs of the assign-brands page in words (spec 000 §2.1). */
export const ASSIGN_TAB_LABELS: Record<AssignTab, string> = {
  UNASSIGNED: 'Unassigned',
  ASSIGNED: 'Assigned',
  DISCARDED: 'Discarded',
};

/**
 * A stage, tab, tag or status code as the words users read, never the code (spec 001 §4 mapping):
 * IN_PROGRESS → 'In Progress', DISCARDED → 'Discarded', CLOSED_WON → 'Closed - Won'; any other code
 * in sentence case (MUSIC_CONCERT → 'Music concert'). Null or empty → '—'. Server (reports) and web alike.
 */
export function codeLabel(code: string | null | undefined): string {
  if (!code) return '—';
  if (code in STAGE_MAPPING) return STAGE_MAPPING[code as Stage].label;
  if (code in ASSIGN_TAB_LABELS) return ASSIGN_TAB_LABELS[code as AssignTab];
  if (STATUS_LABELS[code]) return STATUS_LABELS[code];
  const words = code.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
