import {
  CallNotesRequest,
  CLOSED_DEAL_MESSAGES,
  MESSAGES,
  StageUpdateRequest,
} from '@crm/contracts';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { type AddNotifications, stageChangedSql } from '../notifications/index.js';
import { releaseLockFor } from '../users/index.js';
import { assertMayWorkPairings } from './access/pairingAccess.js';
import { assertEventInventoryExists } from '../inventories/index.js';
import { assertBrandExists } from '../brands/index.js';
import { webhookEvent } from '../webhooks/index.js';
import {
  insertInteraction,
  insertStageChange,
  isPocOf,
  lockPairing,
  setPairingFields,
  type StageFields,
} from './moveQueries.js';
import type { PairingKey } from './board/live.js';
import type { PairingWriteContext } from './service.js';

/**
 * Applies stage fields to one ASSIGNED pairing inside `tx`; writes a history row, notifies the brand's
 * owners and collaborators and tells the webhooks (`pairing.stage_changed`) when the stage changes. Answers the pairing. 409 PAIRING_CLOSED_MANUALLY for a
 * stage other than WON on a pairing with a live manual closure (it stands in Won until the closure goes);
 * WON on such a pairing keeps its pipeline stage (the closure, not the pipeline, makes it won).
 */
async function applyStage({
  tx,
  add,
  actor,
  eiId,
  brandId,
  fields: f,
  contact,
}: {
  tx: Tx;
  add: AddNotifications;
  actor: Actor;
  eiId: number;
  brandId: number;
  fields: StageFields;
  contact: boolean;
}): Promise<PairingKey> {
  const cur = await lockPairing(tx, { eiId, brandId });
  if (!cur)
    throw notFound(
      `Brand ${brandId} is not assigned to event inventory ${eiId}`,
      'PAIRING_NOT_FOUND',
    );
  if (cur.status !== 'ASSIGNED')
    throw badRequest(
      `Brand ${brandId} is discarded on event inventory ${eiId}; restore or assign it first`,
      'PAIRING_NOT_ASSIGNED',
    );
  // A manual closure holds the pairing at Won (its counted stage) until it is removed.
  if (f.stage && f.stage !== 'WON' && cur.closedManually)
    throw conflict(CLOSED_DEAL_MESSAGES.closedManually, 'PAIRING_CLOSED_MANUALLY');
  // Adding notes moves ASSIGNED to IN_PROGRESS (spec 001 §4). A form saved at the Won a manual closure
  // shows leaves the pipeline's stage alone: the pairing stays a manual closure, not a pipeline win.
  const held = cur.closedManually && f.stage === 'WON';
  const stage =
    (held ? undefined : f.stage) ??
    (contact && cur.stage === 'ASSIGNED' ? 'IN_PROGRESS' : cur.stage);
  const lostReason = stage === 'NOT_INTERESTED' ? (f.lostReason ?? cur.lostReason) : null;
  if (stage === 'NOT_INTERESTED' && !lostReason)
    throw badRequest(MESSAGES.lostReasonRequired, 'LOST_REASON_REQUIRED');
  await setPairingFields(tx, { eiId, brandId, stage, lostReason, fields: f, contact });
  if (stage !== cur.stage) {
    const change = { eiId, brandId, fromStage: cur.stage, toStage: stage };
    await insertStageChange(tx, { ...change, userId: actor.userId });
    await webhookEvent(tx, {
      type: 'pairing.stage_changed',
      orderKey: `pairing:${eiId}:${brandId}`,
      data: {
        eiId,
        brandId,
        from: cur.stage,
        to: stage,
        closedValue: stage === 'WON' ? (f.closedValue ?? null) : null,
        lostReason,
        byUserId: actor.userId,
      },
    });
    await add(
      stageChangedSql({ actorId: actor.userId, eiId, brandId, from: cur.stage, to: stage }),
    );
  }
  return { eiId, brandId };
}

/**
 * Sets the stage of one pairing (POST /api/event/inventory/brand/stage/update) for whoever works it
 * (mayWorkPairing), then tells the boards (`moved`): 'Stage updated successfully'. A pairing closed
 * manually moves to no stage but WON (409 PAIRING_CLOSED_MANUALLY, CLOSED_DEAL_MESSAGES.closedManually).
 */
export async function updateStage({
  db,
  notes,
  moved,
  actor,
  req,
}: PairingWriteContext & {
  req: z.infer<typeof StageUpdateRequest>;
}): Promise<string> {
  await assertEventInventoryExists(db, req.eiId);
  await assertBrandExists(db, req.brandId);
  await assertMayWorkPairings({ db, actor, brandId: req.brandId, eiIds: [req.eiId] });
  const { eiId, brandId, ...fields } = req;
  const pairing = await notes.run(db, (tx, add) =>
    applyStage({ tx, add, actor, eiId, brandId, fields, contact: false }),
  );
  await moved([pairing]);
  return MESSAGES.stageUpdated;
}

/**
 * Records call notes with a POC and updates the listed pairings of that brand, in one transaction
 * (PUT /api/brand/interactions, spec 001 §4): a pairing still ASSIGNED moves to IN_PROGRESS. Open to whoever
 * works every listed pairing (mayWorkPairing: an accepted collaborator lists theirs), and with none listed to the
 * brand's pipeline scope; ends the caller's call lock on this brand. The boards then hear of the listed pairings (`moved`).
 */
export async function recordCallNotes({
  db,
  notes,
  moved,
  actor,
  req,
}: PairingWriteContext & {
  req: z.infer<typeof CallNotesRequest>;
}): Promise<string> {
  const { brandId } = req;
  await assertBrandExists(db, brandId);
  await assertMayWorkPairings({ db, actor, brandId, eiIds: req.updates.map((u) => u.eiId) });
  if (req.pocId && !(await isPocOf(db, { pocId: req.pocId, brandId })))
    throw notFound('POC not found for this brand', 'POC_NOT_FOUND');
  const updated = await notes.run(db, async (tx, add) => {
    await insertInteraction(tx, {
      brandId,
      pocId: req.pocId ?? null,
      userId: actor.userId,
      type: req.type,
      note: req.note,
    });
    const pairings: PairingKey[] = [];
    for (const { eiId, ...fields } of req.updates)
      pairings.push(await applyStage({ tx, add, actor, eiId, brandId, fields, contact: true }));
    await releaseLockFor(tx, actor.userId, brandId); // the call notes are in: the call lock ends (spec 000 §5)
    return pairings;
  });
  await moved(updated);
  return MESSAGES.callDetailsUpdated;
}
