import { sql, type SQL } from 'drizzle-orm';
import { mayWorkPairing, MESSAGES, type InviteStatus, type PairingStanding } from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import { pipelineScope, type Actor } from '../../auth/actor.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { idArray, ownedByAny } from '../../lib/sql.js';

/**
 * Who works a pairing, on the server: the contracts' mayWorkPairing applied to the caller's standing
 * (brand in their pipeline scope, their latest invitation on that pairing). Every check, `canUpdate`
 * and list of pairings the caller works goes through this file; the sharing condition (sharedWithSql) is
 * the inventories module's, whose shared-with-me views read it too.
 */

/** SQL boolean: brand alias `b` is in the actor's pipeline scope (none: false). */
export function inScopeSql(actor: Actor): SQL {
  const scope = pipelineScope(actor);
  return scope === 'all' ? sql`true` : scope ? ownedByAny(scope) : sql`false`;
}

/** SQL text: the actor's latest invitation status on pairing (`eiId`, `brandId`), or null. */
export const inviteStatusSql = (actor: Actor, eiId: SQL, brandId: SQL) =>
  sql`(select c.status from collab_invitations c where c.ei_id = ${eiId} and c.brand_id = ${brandId} and c.invitee_user_id = ${actor.userId}
    order by c.created_at desc, c.id desc limit 1)`;

/**
 * The actor's standing on pairings of `brandId`: whether the brand is in their pipeline scope, and their standing on
 * each of `eiIds` (by event inventory id). 404 when the brand does not exist.
 */
async function pairingStandings(
  db: Tx,
  actor: Actor,
  brandId: number,
  eiIds: number[],
): Promise<{ inPipelineScope: boolean; byEiId: Map<number, PairingStanding> }> {
  const { rows } = await db.execute<{
    ei_id: number | null;
    in_scope: boolean;
    invite_status: InviteStatus | null;
  }>(sql`
    select e.ei_id, ${inScopeSql(actor)} as in_scope, ${inviteStatusSql(actor, sql`e.ei_id`, sql`b.id`)} as invite_status
    from brands b left join unnest(${idArray(eiIds)}) as e(ei_id) on true where b.id = ${brandId}`);
  if (!rows.length) throw notFound('Brand not found', 'BRAND_NOT_FOUND');
  const byEiId = new Map(
    rows
      .filter((r) => r.ei_id !== null)
      .map((r) => [
        Number(r.ei_id),
        { inPipelineScope: r.in_scope, inviteStatus: r.invite_status },
      ]),
  );
  return { inPipelineScope: rows[0].in_scope, byEiId };
}

/**
 * 403 unless the actor works every listed pairing of `brandId` (mayWorkPairing); with no pairing listed, unless the
 * brand is in their pipeline scope (a note on the brand alone is for those who work the brand). A user with no
 * pipeline scope gets the spec's assign-page warning. 404 when the brand does not exist.
 */
export async function assertMayWorkPairings(
  db: Tx,
  actor: Actor,
  brandId: number,
  eiIds: number[],
): Promise<void> {
  const { inPipelineScope, byEiId } = await pairingStandings(db, actor, brandId, [
    ...new Set(eiIds),
  ]);
  if (byEiId.size ? [...byEiId.values()].every(mayWorkPairing) : inPipelineScope) return;
  if (!pipelineScope(actor)) throw forbidden(MESSAGES.assignAccessDenied, 'ASSIGN_ACCESS_DENIED');
  throw forbidden(
    'You can only work on brands you or your team own, or pairings you collaborate on',
    'BRAND_NOT_IN_SCOPE',
  );
}
