import { z } from 'zod';
import { defineRoute } from './routes.js';

/**
 * Where the shell's outside links go, set by the server's configuration (README, Configuration):
 * the native app's App Store and Google Play pages a phone or tablet is sent to (spec 000 §1, §8), and
 * the support mailbox of the navigation's and the notifications' Help (spec 000 §2.4, §2.7).
 */
export const AppLinks = z.object({
  iosStoreUrl: z.string(),
  androidStoreUrl: z.string(),
  supportEmail: z.string(),
});
export type AppLinks = z.infer<typeof AppLinks>;

/**
 * The links when the server configures none (IOS_STORE_URL, ANDROID_STORE_URL, SUPPORT_EMAIL): the
 * stores' front pages and a placeholder mailbox (the spec names neither the app nor the address).
 */
export const DEFAULT_APP_LINKS: AppLinks = {
  iosStoreUrl: 'https://apps.apple.com/',
  androidStoreUrl: 'https://play.google.com/store',
  supportEmail: 'support@sponsordesk.example',
};

/** GET /api/app/links: the configured AppLinks; public (a phone is sent to its store before signing in). */
export const appLinksRoutes = {
  links: defineRoute({
    method: 'GET',
    path: '/app/links',
    response: AppLinks,
    summary: 'The app store pages and the support mailbox',
    tags: ['app'],
    cacheKey: ['appLinks'],
  }),
};
