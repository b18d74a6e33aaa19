/**
 * Browsers remembered for two-factor sign-in (issue 40 §4): after a code with "Remember this browser",
 * the server's device token is kept here per email address (lower-case) and sent with that address's
 * next sign-ins for 30 days instead of a code. Logout keeps it (it names this browser, not a session).
 */
export const REMEMBERED_DEVICES_KEY = 'rememberedDevices';

const read = (): Record<string, string> => {
  try {
    return JSON.parse(localStorage.getItem(REMEMBERED_DEVICES_KEY) ?? '{}') as Record<
      string,
      string
    >;
  } catch {
    return {};
  }
};

/** The device token this browser holds for `email`, if any. */
export const deviceTokenFor = (email: string): string | undefined =>
  read()[email.trim().toLowerCase()];

/** Keeps `token` as this browser's device token for `email`. */
export function rememberDevice(email: string, token: string): void {
  localStorage.setItem(
    REMEMBERED_DEVICES_KEY,
    JSON.stringify({ ...read(), [email.trim().toLowerCase()]: token }),
  );
}
