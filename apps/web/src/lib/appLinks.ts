import { appLinksRoutes, DEFAULT_APP_LINKS, type AppLinks } from '@crm/contracts';
import { callRoute, useApi } from './useApi';

/**
 * The configured app store pages and support mailbox (GET /api/app/links, no sign-in); the defaults
 * when the server cannot be asked (spec 000 §8: such errors are swallowed).
 */
export const fetchAppLinks = (): Promise<AppLinks> =>
  callRoute(appLinksRoutes.links, {}).catch(() => DEFAULT_APP_LINKS);

/** The configured links, read once per page; the defaults until they arrive. */
export function useAppLinks(): AppLinks {
  return useApi(appLinksRoutes.links, {}, { staleTime: Infinity }).data ?? DEFAULT_APP_LINKS;
}

/** The Help link to the support mailbox (spec 000 §2.4, §2.7). */
export const helpHref = (links: AppLinks) => `mailto:${links.supportEmail}`;
