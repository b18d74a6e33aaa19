import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../apps/web/e2e/chromium.js';

/** What one page load moved over the wire: files, bytes transferred (headers and compressed bodies) and bodies decoded, by encoding. */
export type Transfer = {
  files: number;
  transferredKB: number;
  decodedKB: number;
  byEncoding: Record<string, number>;
};
/** A first visit on an empty cache: the login page until its form shows, what it fetches ahead while the user types (the shell), then signing in to home. */
export type FirstVisit = { login: Transfer; ahead: Transfer; home: Transfer };

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Opens `base` in Debian's Chromium with an empty cache (it sends `accept-encoding: gzip, deflate, br, zstd` as any
 * browser does) and measures the login page until its form shows, then until the network rests (the shell fetched
 * ahead), then signs in as `email` and measures the home page. A request counts once it has finished.
 */
export async function measureFirstVisit(
  base: string,
  email: string,
  password: string,
): Promise<FirstVisit> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const wire = new Map<string, number>();
    const decoded = new Map<string, number>();
    const encoding = new Map<string, string>();
    const inFlight = new Set<string>();
    cdp.on('Network.requestWillBeSent', (e) => inFlight.add(e.requestId));
    cdp.on('Network.loadingFailed', (e) => inFlight.delete(e.requestId));
    cdp.on('Network.responseReceived', (e) => {
      const header = Object.entries(e.response.headers).find(
        ([k]) => k.toLowerCase() === 'content-encoding',
      );
      encoding.set(e.requestId, header ? String(header[1]) : 'none');
    });
    cdp.on('Network.dataReceived', (e) =>
      decoded.set(e.requestId, (decoded.get(e.requestId) ?? 0) + e.dataLength),
    );
    cdp.on('Network.loadingFinished', (e) => {
      inFlight.delete(e.requestId);
      wire.set(e.requestId, e.encodedDataLength);
    });
    /** Resolves once no request has been in flight for 500 ms (the client-side navigation after signing in loads lazily). */
    const settled = async () => {
      for (
        let quietSince = Date.now();
        Date.now() - quietSince < 500;
        await new Promise((r) => setTimeout(r, 50))
      )
        if (inFlight.size > 0) quietSince = Date.now();
    };
    const take = (): Transfer => {
      const byEncoding: Record<string, number> = {};
      let transferred = 0;
      let body = 0;
      for (const [id, bytes] of wire) {
        const enc = encoding.get(id) ?? 'none';
        byEncoding[enc] = (byEncoding[enc] ?? 0) + 1;
        transferred += bytes;
        body += decoded.get(id) ?? 0;
      }
      const files = wire.size;
      wire.clear();
      return {
        files,
        transferredKB: round(transferred / 1024),
        decodedKB: round(body / 1024),
        byEncoding,
      };
    };
    await page.goto(`${base}/login`);
    await page.getByRole('textbox', { name: 'Email' }).waitFor();
    const login = take();
    await settled();
    const ahead = take();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill(password);
    await page.getByRole('button', { name: /log ?in|sign ?in/i }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await settled();
    return { login, ahead, home: take() };
  } finally {
    await browser.close();
  }
}
