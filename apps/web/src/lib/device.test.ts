import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_LINKS } from '@crm/contracts';
import { shouldRedirectToStore, storeUrl } from './device';

const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';

describe('shouldRedirectToStore (spec 000 §1)', () => {
  it('redirects tablet widths 768 to 1024 inclusive', () => {
    expect(shouldRedirectToStore(768, desktop, '/home')).toBe(true);
    expect(shouldRedirectToStore(1024, desktop, '/home')).toBe(true);
    expect(shouldRedirectToStore(767, desktop, '/home')).toBe(false);
    expect(shouldRedirectToStore(1280, desktop, '/home')).toBe(false);
  });

  it('redirects phone user agents at any width', () => {
    expect(shouldRedirectToStore(390, iphone, '/brands')).toBe(true);
    expect(shouldRedirectToStore(1440, android, '/brands')).toBe(true);
  });

  it('never redirects orgChartAndroid and whatsNew paths', () => {
    expect(shouldRedirectToStore(390, iphone, '/orgChartAndroid/5')).toBe(false);
    expect(shouldRedirectToStore(800, desktop, '/whatsNew')).toBe(false);
  });

  it('picks the store by platform, at the pages the server configures', () => {
    const links = {
      iosStoreUrl: 'https://apps.apple.com/in/app/sponsordesk/id123',
      androidStoreUrl: 'https://play.google.com/store/apps/details?id=com.sponsordesk',
      supportEmail: 'help@sponsordesk.in',
    };
    expect(storeUrl(iphone, links)).toBe(links.iosStoreUrl);
    expect(storeUrl(android, links)).toBe(links.androidStoreUrl);
    expect(storeUrl(iphone, DEFAULT_APP_LINKS)).toBe('https://apps.apple.com/');
  });
});
