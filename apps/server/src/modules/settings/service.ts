import type { SettingsKey } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { settingRows, upsertSetting } from './queries.js';

/** Saves one per-user setting (spec 000 §3, POST /api/user/kv); the value is stored as JSON, undefined as null. */
export async function setSetting({
  db,
  userId,
  key,
  value,
}: {
  db: Db;
  userId: number;
  key: SettingsKey;
  value: unknown;
}): Promise<void> {
  await upsertSetting(db, { userId, key, value: value === undefined ? null : value });
}

/** Reads the caller's own settings for `keys`; a key never saved reads as null. */
export async function getSettings(
  db: Db,
  userId: number,
  keys: SettingsKey[],
): Promise<Record<string, unknown>> {
  const rows = await settingRows(db, userId, keys);
  const values: Record<string, unknown> = Object.fromEntries(keys.map((k) => [k, null]));
  for (const r of rows) values[r.key] = r.value;
  return values;
}
