import { SavedUserFilters, type SavedUserFilter } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { assertAdmin, type Actor } from '../../auth/actor.js';
import { getSettings, setSetting } from '../settings/index.js';

/**
 * POST /api/admin/users/filters (spec 001 §7 'POST user filters list with an optional body'): the
 * admin's saved user filters, kept in their `userFilters` setting. Without `filters` it reads them (a
 * stored value that no longer parses reads as none); with `filters` it replaces the list and answers it.
 * 403 for a non-admin.
 */
export async function userFilters(
  db: Db,
  actor: Actor,
  req: { filters?: SavedUserFilter[] },
): Promise<{ filters: SavedUserFilter[] }> {
  assertAdmin(actor);
  if (req.filters) {
    await setSetting({ db, userId: actor.userId, key: 'userFilters', value: req.filters });
    return { filters: req.filters };
  }
  const stored = (await getSettings(db, actor.userId, ['userFilters'])).userFilters;
  const parsed = SavedUserFilters.safeParse(stored ?? []);
  return { filters: parsed.success ? parsed.data : [] };
}
