import { existsSync } from 'node:fs';

/** Debian's headless shell of Chromium (package chromium-headless-shell), the browser without its window parts. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Debian's Chromium, never a downloaded browser: its headless shell when installed (half the CPU of the
 * full browser run headless, on the same engine), else /usr/bin/chromium; CHROMIUM_PATH overrides.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Headless, and no calls out of this machine (its network is closed: background services would only fail). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
