/** Mobile/tablet redirect to the native app's store page (spec 000 §1, §8). */

/** Generic store pages of the native app. */
export const IOS_STORE_URL = 'https://apps.apple.com/';
export const ANDROID_STORE_URL = 'https://play.google.com/store';

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

/** The store for a user agent: the App Store for Apple devices, else Google Play. */
export function storeUrl(userAgent: string): string {
  return /iPhone|iPad|iPod|Macintosh.+Mobile/i.test(userAgent) ? IOS_STORE_URL : ANDROID_STORE_URL;
}
