import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SettingsKey } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { userSettings } from '../../db/schema/index.js';

/** Saves one per-user setting (spec 000 §3, POST /api/user/kv); the value is stored as JSON. */
export async function setSetting(
  db: Db,
  userId: number,
  key: SettingsKey,
  value: unknown,
): Promise<void> {
  const json = value === undefined ? null : value;
  await db
    .insert(userSettings)
    .values({ userId, key, value: json })
    .onConflictDoUpdate({
      target: [userSettings.userId, userSettings.key],
      set: { value: json, updatedAt: sql`now()` },
    });
}

/** Reads the caller's own settings for `keys`; a key never saved reads as null. */
export async function getSettings(
  db: Db,
  userId: number,
  keys: SettingsKey[],
): Promise<Record<string, unknown>> {
  const rows = await db
    .select({ key: userSettings.key, value: userSettings.value })
    .from(userSettings)
    .where(and(eq(userSettings.userId, userId), inArray(userSettings.key, keys)));
  const values: Record<string, unknown> = Object.fromEntries(keys.map((k) => [k, null]));
  for (const r of rows) values[r.key] = r.value;
  return values;
}
