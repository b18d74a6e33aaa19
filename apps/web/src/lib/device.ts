import type { AppLinks } from '@crm/contracts';

/** Mobile/tablet redirect to the native app's store page (spec 000 §1, §8). */

const PHONE_UA = /Android.+Mobile|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini|webOS/i;
const EXEMPT_PATHS = ['orgChartAndroid', 'whatsNew'];

/**
 * True when the device should go to the store (spec 000 §1): device width 768–1024 px (inclusive)
 * or a phone user agent, unless the path contains orgChartAndroid or whatsNew.
 */
export function shouldRedirectToStore(width: number, userAgent: string, path: string): boolean {
  if (EXEMPT_PATHS.some((p) => path.includes(p))) return false;
  return (width >= 768 && width <= 1024) || PHONE_UA.test(userAgent);
}

/** The store page for a user agent, from the configured `links`: the App Store for Apple devices, else Google Play. */
export function storeUrl(userAgent: string, links: AppLinks): string {
  return /iPhone|iPad|iPod|Macintosh.+Mobile/i.test(userAgent)
    ? links.iosStoreUrl
    : links.androidStoreUrl;
}
