import type { SettingsKey } from '@crm/contracts';
import { apiPost } from './api';

/** Reads the caller's settings (POST /api/user/kv/multi-get); a missing key reads as null. */
export async function getSettings(keys: SettingsKey[]): Promise<Record<string, unknown>> {
  const data = await apiPost<{ values: Record<string, unknown> }>('/user/kv/multi-get', { keys });
  return data.values ?? {};
}

/** Saves one setting (POST /api/user/kv); the value is any JSON. */
export function saveSetting(key: SettingsKey, value: unknown): Promise<unknown> {
  return apiPost('/user/kv', { key, value });
}
