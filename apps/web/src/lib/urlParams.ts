type SetParams = (next: URLSearchParams, o?: { replace?: boolean }) => void;

/** The last query a patch wrote, and the history entry it was written over (the router applies it a moment later). */
let written: { over: string; query: string } | null = null;

/** The current history entry: its address and the router's key of it (each navigation makes a new key). */
const entry = () =>
  `${(window.history.state as { key?: string } | null)?.key}|${window.location.pathname}${window.location.search}`;

/**
 * The address bar's query as it is now, with a patch written this moment and not yet applied. A component's
 * own `params` (and react-router's functional setter, which starts from them) can be a render behind the
 * address: a click right after another change (Clear all, then a tab) would otherwise put back what that
 * change removed.
 */
export function latestParams(): URLSearchParams {
  return new URLSearchParams(written?.over === entry() ? written.query : window.location.search);
}

/**
 * A setter that patches URL query keys (null or '' removes) onto the latest query (latestParams), replacing
 * the history entry (`push` adds one, for a step Back should undo).
 */
export function patchParams(setParams: SetParams) {
  return (patch: Record<string, string | null>, o: { push?: boolean } = {}) => {
    const next = latestParams();
    for (const [k, v] of Object.entries(patch))
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    written = { over: entry(), query: next.toString() };
    setParams(next, { replace: !o.push });
  };
}

/** Whether the URL holds any of `keys` (a list's own state, which then wins over a saved view). */
export const anyParam = (params: URLSearchParams, keys: string[]) =>
  keys.some((k) => params.has(k));
