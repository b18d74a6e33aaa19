import { mayWorkPairing, MESSAGES, type PairingStanding } from '@crm/contracts';
import type { Tx } from '../../../db/client.js';
import { pipelineScope, type Actor } from '../../../auth/actor.js';
import { forbidden, notFound } from '../../../lib/errors.js';
import { standingRows } from './accessQueries.js';

/**
 * Who works a pairing, on the server: the contracts' mayWorkPairing applied to the caller's standing
 * (brand in their pipeline scope, their latest invitation on that pairing). Every check, `canUpdate`
 * and list of pairings the caller works goes through this file and its SQL (`accessQueries.ts`); the
 * sharing condition (sharedWithSql) is the inventories module's, whose shared-with-me views read it too.
 */

/**
 * The actor's standing on pairings of `brandId`: whether the brand is in their pipeline scope, and their standing on
 * each of `eiIds` (by event inventory id). 404 when the brand does not exist.
 */
async function pairingStandings(
  db: Tx,
  actor: Actor,
  q: { brandId: number; eiIds: number[] },
): Promise<{ inPipelineScope: boolean; byEiId: Map<number, PairingStanding> }> {
  const rows = await standingRows(db, actor, q);
  if (!rows.length) throw notFound('Brand not found', 'BRAND_NOT_FOUND');
  const byEiId = new Map(
    rows
      .filter((r) => r.eiId !== null)
      .map((r) => [r.eiId!, { inPipelineScope: r.inPipelineScope, inviteStatus: r.inviteStatus }]),
  );
  return { inPipelineScope: rows[0].inPipelineScope, byEiId };
}

/**
 * 403 unless the actor works every listed pairing of `brandId` (mayWorkPairing); with no pairing listed, unless the
 * brand is in their pipeline scope (a note on the brand alone is for those who work the brand). A user with no
 * pipeline scope gets the spec's assign-page warning. 404 when the brand does not exist.
 */
export async function assertMayWorkPairings({
  db,
  actor,
  brandId,
  eiIds,
}: {
  db: Tx;
  actor: Actor;
  brandId: number;
  eiIds: number[];
}): Promise<void> {
  const { inPipelineScope, byEiId } = await pairingStandings(db, actor, {
    brandId,
    eiIds: [...new Set(eiIds)],
  });
  if (byEiId.size ? [...byEiId.values()].every(mayWorkPairing) : inPipelineScope) return;
  if (!pipelineScope(actor)) throw forbidden(MESSAGES.assignAccessDenied, 'ASSIGN_ACCESS_DENIED');
  throw forbidden(
    'You can only work on brands you or your team own, or pairings you collaborate on',
    'BRAND_NOT_IN_SCOPE',
  );
}
