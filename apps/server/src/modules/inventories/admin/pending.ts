import { INVENTORY_ADMIN_MESSAGES as M } from '@crm/contracts';
import { assertAdmin } from '../../../auth/actor.js';
import { conflict } from '../../../lib/errors.js';
import {
  pendingReminderSql,
  type Notifications,
  type PendingKind,
} from '../../notifications/index.js';
import { deckUploaded } from '../queries.js';
import { assertEventInventoryExists, type InventoriesContext } from '../service.js';

/**
 * POST /api/admin/inventory/brand-assignment-pending/notify and /deck-upload-pending/notify {eiId} (spec
 * 001 §7): an admin reminds the event inventory's project owners — "**Admin**: brands are yet to be
 * assigned to **Event · Inventory**" / "…a deck is yet to be uploaded for…". 404 unknown event inventory;
 * 409 when it has no project owners, or (deck) when a deck is already uploaded.
 */
export async function notifyPending({
  db,
  notes,
  actor,
  kind,
  eiId,
}: InventoriesContext & { notes: Notifications; kind: PendingKind; eiId: number }): Promise<{
  message: string;
  notified: number;
}> {
  assertAdmin(actor);
  await assertEventInventoryExists(db, eiId);
  const ids = await notes.run(db, async (tx, notify) => {
    if (kind === 'DECK_UPLOAD_PENDING' && (await deckUploaded(tx, eiId)))
      throw conflict(M.deckAlreadyUploaded, 'DECK_ALREADY_UPLOADED');
    const got = await notify(pendingReminderSql(kind, actor.userId, eiId));
    if (!got.length) throw conflict(M.noProjectOwners, 'NO_PROJECT_OWNERS');
    return got;
  });
  return { message: M.posNotified, notified: ids.length };
}
