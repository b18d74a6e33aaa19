import { sql } from 'drizzle-orm';
import { INVENTORY_ADMIN_MESSAGES as M } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { conflict } from '../../lib/errors.js';
import { eventInventoryReminderSql, type Notifications } from '../notifications/index.js';
import { assertEventInventoryExists } from './service.js';
import { assertAdmin } from '../../auth/actor.js';

/** What a pending reminder asks the project owners to do. */
export type PendingKind = 'BRAND_ASSIGNMENT_PENDING' | 'DECK_UPLOAD_PENDING';

const TEXT: Record<PendingKind, string> = {
  BRAND_ASSIGNMENT_PENDING: 'brands are yet to be assigned to',
  DECK_UPLOAD_PENDING: 'a deck is yet to be uploaded for',
};

/**
 * POST /api/admin/inventory/brand-assignment-pending/notify and /deck-upload-pending/notify {eiId} (spec
 * 001 §7): an admin reminds the event inventory's project owners — "**Admin**: brands are yet to be
 * assigned to **Event · Inventory**" / "…a deck is yet to be uploaded for…". 404 unknown event inventory;
 * 409 when it has no project owners, or (deck) when a deck is already uploaded.
 */
export async function notifyPending(
  db: Db,
  notes: Notifications,
  actor: Actor,
  kind: PendingKind,
  eiId: number,
): Promise<{ message: string; notified: number }> {
  assertAdmin(actor);
  await assertEventInventoryExists(db, eiId);
  const ids = await notes.run(db, async (tx, notify) => {
    if (kind === 'DECK_UPLOAD_PENDING') {
      const { rows } = await tx.execute(
        sql`select 1 from event_inventories where id = ${eiId} and deck_uploaded`,
      );
      if (rows.length) throw conflict(M.deckAlreadyUploaded, 'DECK_ALREADY_UPLOADED');
    }
    const got = await notify(
      eventInventoryReminderSql({ type: kind, text: TEXT[kind], actorId: actor.userId, eiId }),
    );
    if (!got.length) throw conflict(M.noProjectOwners, 'NO_PROJECT_OWNERS');
    return got;
  });
  return { message: M.posNotified, notified: ids.length };
}
