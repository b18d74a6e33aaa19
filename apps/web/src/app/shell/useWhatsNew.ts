import { APP_VERSION, settingRoutes, type RouteInput } from '@crm/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getSettings, saveSetting } from '../../lib/settings';
import { apiKey } from '../../lib/useApi';
import { reconcileWhatsNew, WHATS_NEW_CACHE_KEY, type WhatsNewSetting } from '../whatsNew';

/** The settings read of whatsNew (cached as the reconciled setting). */
const WHATS_NEW_INPUT = { keys: ['whatsNew'] } satisfies RouteInput<typeof settingRoutes.read>;

function readCache(): WhatsNewSetting | null {
  try {
    const v = JSON.parse(
      localStorage.getItem(WHATS_NEW_CACHE_KEY) ?? 'null',
    ) as WhatsNewSetting | null;
    return v && v.version === APP_VERSION ? v : null;
  } catch {
    return null;
  }
}

function writeCache(s: WhatsNewSetting): void {
  try {
    localStorage.setItem(WHATS_NEW_CACHE_KEY, JSON.stringify(s));
  } catch {
    /* storage errors are swallowed */
  }
}

/** Loads, reconciles and caches the whatsNew setting (spec 000 §4); a load failure caches defaults silently. */
async function loadWhatsNew(): Promise<WhatsNewSetting> {
  try {
    const values = await getSettings(['whatsNew']);
    const { setting, save } = reconcileWhatsNew(values.whatsNew, APP_VERSION);
    if (save) await saveSetting('whatsNew', setting).catch(() => undefined);
    writeCache(setting);
    return setting;
  } catch {
    const fallback = readCache() ?? { version: APP_VERSION, userVisited: false };
    writeCache(fallback);
    return fallback;
  }
}

/** The Announcement dot state and the action that clears it (local cache and server). */
export function useWhatsNew(): { unvisited: boolean; markVisited: () => void } {
  const qc = useQueryClient();
  const { data } = useQuery({
    queryKey: apiKey(settingRoutes.read, WHATS_NEW_INPUT),
    queryFn: loadWhatsNew,
    staleTime: Infinity,
    placeholderData: readCache() ?? undefined,
  });
  return {
    unvisited: data ? !data.userVisited : false,
    markVisited: () => {
      const setting = { version: APP_VERSION, userVisited: true };
      writeCache(setting);
      qc.setQueryData(apiKey(settingRoutes.read, WHATS_NEW_INPUT), setting);
      saveSetting('whatsNew', setting).catch(() => undefined);
    },
  };
}
