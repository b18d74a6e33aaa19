/**
 * Navigation start events straight from the router (before React commits the new page, which
 * waits for lazy chunks inside a transition), so the progress bar shows at once.
 */
const listeners = new Set<() => void>();
let lastKey: string | undefined;

/** Feed the router's state here (router.subscribe); listeners run when the location changes. */
export function onRouterState(state: { location: { key: string } }): void {
  if (state.location.key === lastKey) return;
  lastKey = state.location.key;
  listeners.forEach((l) => l());
}

/** Subscribes to navigation starts; returns the unsubscribe function. */
export function subscribeNavigation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
