import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SettingsKey } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { userSettings } from '../../db/schema/index.js';

/** Per-user settings: one JSON value per user and key. */

/** Inserts or replaces the user's value for `key` (stored as JSON; null clears it). */
export async function upsertSetting(
  db: Db,
  s: { userId: number; key: SettingsKey; value: unknown },
): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId: s.userId, key: s.key, value: s.value })
    .onConflictDoUpdate({
      target: [userSettings.userId, userSettings.key],
      set: { value: s.value, updatedAt: sql`now()` },
    });
}

/** The user's saved values among `keys` (keys never saved are left out). */
export function settingRows(db: Db, userId: number, keys: SettingsKey[]) {
  return db
    .select({ key: userSettings.key, value: userSettings.value })
    .from(userSettings)
    .where(and(eq(userSettings.userId, userId), inArray(userSettings.key, keys)));
}
