/** A setter that patches URL query keys (null or '' removes), replacing the history entry. */
export function patchParams(
  setParams: (f: (p: URLSearchParams) => URLSearchParams, o?: { replace?: boolean }) => void,
) {
  return (patch: Record<string, string | null>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(patch))
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        return next;
      },
      { replace: true },
    );
}

/** Whether the URL holds any of `keys` (a list's own state, which then wins over a saved view). */
export const anyParam = (params: URLSearchParams, keys: string[]) =>
  keys.some((k) => params.has(k));
