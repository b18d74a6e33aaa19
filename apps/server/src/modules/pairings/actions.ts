import { BrandStatusActionRequest, brandActionMessage, STAGES } from '@crm/contracts';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { type AddNotifications, brandsAssignedSql } from '../notifications/index.js';
import { assertEventInventoryExists } from '../inventories/index.js';
import { assertBrandsInScope } from '../brands/index.js';
import { assertReposVisible } from '../repository/index.js';
import { webhookEvent, type WebhookEvent } from '../webhooks/index.js';
import { type Scope, tabSource } from './queries.js';
import { movePairings } from './moveQueries.js';
import type { PairingKey } from './board/live.js';
import { requireScope, type PairingWriteContext } from './service.js';

/**
 * Assign, discard or restore brands on event inventories (POST /api/event/inventory/brand/assignment/v2
 * and the brand status action, spec 001 §7): the listed brands, or with selectAll every brand of the
 * `selectionType` tab matching the filters (repoIds: the brands of these repositories, which the caller
 * must see — the 'Brand-to-event assign' body), within the caller's scope. One transaction; one history
 * row per changed pairing; after the commit the boards hear of the pairings that came onto or left them (`moved`).
 * Answers how many pairings changed and the spec's toast text.
 */
export async function applyBrandAction({
  db,
  notes,
  moved,
  actor,
  req,
}: PairingWriteContext & {
  req: z.infer<typeof BrandStatusActionRequest>;
}): Promise<{ affected: number; message: string }> {
  const scope = requireScope(actor);
  const eiIds = [...new Set(req.eiIds)];
  for (const eiId of eiIds) await assertEventInventoryExists(db, eiId);
  await assertReposVisible(db, actor, req.filters.repoIds ?? []);
  const brandIds = req.selectAll ? undefined : [...new Set(req.brandId)];
  if (brandIds) await assertBrandsInScope(db, scope, brandIds);
  const onBoard: PairingKey[] = [];
  const affected = await notes.run(db, (tx, add) =>
    applyBrandActionTx({ tx, add, actor, scope, req: { ...req, eiIds, brandIds }, onBoard }),
  );
  await moved(onBoard);
  return { affected, message: brandActionMessage(req.action) };
}

/**
 * What the webhooks are told of a brand action's pairings (issue 42 §2): `pairing.assigned` for those
 * assigned or restored onto the pipeline, `pairing.discarded` for those discarded.
 */
function pairingEvents(
  eiId: number,
  action: string,
  moved: { brandId: number; toStage: string }[],
  byUserId: number,
): WebhookEvent[] {
  const type = action === 'DISCARD' ? 'pairing.discarded' : 'pairing.assigned';
  return moved
    .filter((r) => action !== 'RESTORE' || r.toStage !== 'UNASSIGNED')
    .map((r) => ({
      type,
      orderKey: `pairing:${eiId}:${r.brandId}`,
      data: {
        eiId,
        brandId: r.brandId,
        stage: r.toStage,
        restored: action === 'RESTORE',
        byUserId,
      },
    }));
}

/**
 * The brand action inside a transaction (also the approval of a brand suggestion): applies it per event
 * inventory, writes history, notifies the owners of brands assigned by someone else and tells the webhooks. Returns how many pairings changed;
 * adds to `onBoard` the pairings that came onto the pipeline board or left it.
 */
export async function applyBrandActionTx({
  tx,
  add,
  actor,
  scope,
  req,
  onBoard = [],
}: {
  tx: Tx;
  add: AddNotifications;
  actor: Actor;
  scope: Scope;
  req: Pick<z.infer<typeof BrandStatusActionRequest>, 'action' | 'selectionType' | 'filters'> & {
    eiIds: number[];
    brandIds?: number[];
  };
  onBoard?: PairingKey[];
}): Promise<number> {
  let affected = 0;
  for (const eiId of req.eiIds) {
    const tab = req.selectionType;
    const source = tabSource({ eiId, tab, scope, filters: req.filters, brandIds: req.brandIds });
    const moved = await movePairings(tx, {
      eiId,
      userId: actor.userId,
      action: req.action,
      tab,
      source,
    });
    affected += moved.length;
    for (const r of moved)
      if (tab === 'ASSIGNED' || (STAGES as readonly string[]).includes(r.toStage))
        onBoard.push({ eiId, brandId: r.brandId });
    await webhookEvent(tx, pairingEvents(eiId, req.action, moved, actor.userId));
    const assigned = moved
      .filter(
        (r) => req.action === 'ASSIGN' || (req.action === 'RESTORE' && r.toStage !== 'UNASSIGNED'),
      )
      .map((r) => r.brandId);
    if (req.action === 'ASSIGN' && assigned.length)
      await add(brandsAssignedSql(actor.userId, eiId, assigned));
  }
  return affected;
}
