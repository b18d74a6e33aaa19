import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_APP_LINKS } from '@crm/contracts';
import { fetchAppLinks, helpHref } from './appLinks';

const CONFIGURED = {
  iosStoreUrl: 'https://apps.apple.com/in/app/sponsordesk/id123',
  androidStoreUrl: 'https://play.google.com/store/apps/details?id=com.sponsordesk',
  supportEmail: 'help@sponsordesk.in',
};

afterEach(() => vi.unstubAllGlobals());

describe('the links from configuration (GET /api/app/links)', () => {
  it('reads the configured store pages and mailbox without a session', async () => {
    vi.stubGlobal('localStorage', { getItem: () => null });
    const fetch = vi.fn(async () => Response.json({ data: CONFIGURED }));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchAppLinks()).toEqual(CONFIGURED);
    expect(fetch).toHaveBeenCalledWith(
      '/api/app/links',
      expect.objectContaining({ method: 'GET' }),
    );
    expect(helpHref(CONFIGURED)).toBe('mailto:help@sponsordesk.in');
  });

  it('falls back to the defaults when the server cannot answer', async () => {
    vi.stubGlobal('localStorage', { getItem: () => null });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await fetchAppLinks()).toEqual(DEFAULT_APP_LINKS);
  });
});
