import { sql, type SQL } from 'drizzle-orm';
import type { InviteStatus, PairingStanding } from '@crm/contracts';
import type { Tx } from '../../../db/client.js';
import { pipelineScope, type Actor } from '../../../auth/actor.js';
import { idArray, ownedByAny } from '../../../lib/sql.js';

/** SQL boolean: brand alias `b` is in the actor's pipeline scope (none: false). */
export function inScopeSql(actor: Actor): SQL {
  const scope = pipelineScope(actor);
  return scope === 'all' ? sql`true` : scope ? ownedByAny(scope) : sql`false`;
}

/** SQL text: the actor's latest invitation status on pairing (`eiId`, `brandId`), or null. */
export const inviteStatusSql = (actor: Actor, eiId: SQL, brandId: SQL) => sql`(
  select c.status
  from collab_invitations c
  where c.ei_id = ${eiId} and c.brand_id = ${brandId} and c.invitee_user_id = ${actor.userId}
  order by c.created_at desc, c.id desc
  limit 1
)`;

type StandingRow = { ei_id: number | null; in_scope: boolean; invite_status: InviteStatus | null };

/**
 * The actor's standing on brand `brandId` (one row; none when the brand does not exist): whether it is
 * in their pipeline scope, and for each of `eiIds` their latest invitation there (`eiId` null when
 * `eiIds` is empty).
 */
export async function standingRows(
  db: Tx,
  actor: Actor,
  q: { brandId: number; eiIds: number[] },
): Promise<(PairingStanding & { eiId: number | null })[]> {
  const { rows } = await db.execute<StandingRow>(sql`
    select e.ei_id, ${inScopeSql(actor)} as in_scope,
      ${inviteStatusSql(actor, sql`e.ei_id`, sql`b.id`)} as invite_status
    from brands b
    left join unnest(${idArray(q.eiIds)}) as e(ei_id) on true
    where b.id = ${q.brandId}`);
  return rows.map((r) => ({
    eiId: r.ei_id === null ? null : Number(r.ei_id),
    inPipelineScope: r.in_scope,
    inviteStatus: r.invite_status,
  }));
}
