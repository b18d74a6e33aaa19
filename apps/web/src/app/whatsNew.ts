/** The whatsNew setting rule of spec 000 §4, as a pure function. */

/** The whatsNew setting: the release the user was told about and whether they opened it. */
export type WhatsNewSetting = { version: string; userVisited: boolean };

/** Key of the local cache of the whatsNew setting. */
export const WHATS_NEW_CACHE_KEY = 'whatsNew';

/**
 * Reconciles the server's whatsNew value with the app version (spec 000 §4): equal versions keep
 * the server value (cache it); anything else yields {version: app, userVisited: false} to be
 * saved on the server and cached.
 */
export function reconcileWhatsNew(
  server: unknown,
  appVersion: string,
): { setting: WhatsNewSetting; save: boolean } {
  const s = server as Partial<WhatsNewSetting> | null;
  if (s && typeof s === 'object' && s.version === appVersion) {
    return { setting: { version: appVersion, userVisited: s.userVisited === true }, save: false };
  }
  return { setting: { version: appVersion, userVisited: false }, save: true };
}
