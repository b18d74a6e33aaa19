import { settingRoutes, type SettingsKey } from '@crm/contracts';
import { callRoute } from './useApi';

/** Reads the caller's settings (POST /api/user/kv/multi-get); a missing key reads as null. */
export async function getSettings(keys: SettingsKey[]): Promise<Record<string, unknown>> {
  const data = await callRoute(settingRoutes.read, { keys });
  return data.values ?? {};
}

/** Saves one setting (POST /api/user/kv); the value is any JSON. */
export function saveSetting(key: SettingsKey, value: unknown): Promise<unknown> {
  return callRoute(settingRoutes.save, { key, value });
}
