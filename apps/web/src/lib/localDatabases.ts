/** The browser databases this app keeps (spec 001 §3 local database): the chat's outbox. Logout deletes them. */
export const CHAT_DATABASE = 'itwchat';
const LOCAL_DATABASES = [CHAT_DATABASE];

/** Deletes every local database (resolves when done, blocked, or after `timeoutMs`, whichever comes first). */
export function deleteLocalDatabases(timeoutMs = 1_000): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  const one = (name: string) =>
    new Promise<void>((resolve) => {
      const req = indexedDB.deleteDatabase(name);
      req.onsuccess = req.onerror = req.onblocked = () => resolve();
    });
  return Promise.race([
    Promise.all(LOCAL_DATABASES.map(one)).then(() => undefined),
    new Promise<void>((r) => setTimeout(r, timeoutMs)),
  ]);
}
