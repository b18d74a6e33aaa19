/**
 * The persisted navigation history (spec 000 §2.2): a tiny external store over localStorage
 * that the breadcrumbs, the back button and the route tracker share.
 */
import { useSyncExternalStore } from 'react';
import { GLOBAL_SEARCH_ENTRY, pushEntry, type HistoryEntry } from './history';

const KEY = 'navHistory';
const listeners = new Set<() => void>();

function load(): HistoryEntry[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(v)
      ? (v as HistoryEntry[]).filter(
          (e) => e && typeof e.name === 'string' && typeof e.path === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

let current: HistoryEntry[] = load();

/** The current history. */
export const getHistory = (): HistoryEntry[] => current;

/** Replaces the history, persists it and notifies subscribers. */
export function setHistory(next: HistoryEntry[]): void {
  current = next;
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    /* storage errors are swallowed (spec 000 §8) */
  }
  listeners.forEach((l) => l());
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The history as React state. */
export const useNavHistory = (): HistoryEntry[] => useSyncExternalStore(subscribe, getHistory);

/**
 * Records the Global Search pseudo entry (spec 000 §2.1, §2.2) as the global search opens a result:
 * the result's crumb follows it, so back from the result goes to /home and the Global Search crumb
 * reopens the search.
 */
export const pushGlobalSearchEntry = (): void =>
  setHistory(pushEntry(getHistory(), GLOBAL_SEARCH_ENTRY));
