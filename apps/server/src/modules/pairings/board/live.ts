import { sql } from 'drizzle-orm';
import {
  LIVE_PAIRINGS_MAX,
  REALTIME_EVENTS,
  WORKING_INVITE_STATUSES,
  type PairingStageEvent,
} from '@crm/contracts';
import type { Db } from '../../../db/client.js';
import type { Realtime } from '../../../realtime/server.js';
import { idArray } from '../../../lib/sql.js';
import { countedStage } from '../../closedDeals/index.js';

/** One pairing: its event inventory and brand. */
export type PairingKey = { eiId: number; brandId: number };

/** Tells the pipeline boards that these pairings changed (after the commit); never throws. */
export type PairingsMoved = (pairs: PairingKey[]) => Promise<void>;

type AudienceRow = PairingStageEvent & { user_ids: number[] };

/**
 * Each pairing of `pairs` that still exists, with the stage it shows (WON when closed manually:
 * closedDeals' countedStage) and the active users who may see it on a
 * board, in one statement: admins and POs (pipeline scope 'all'), the brand's owners, the TOs of teams a
 * brand owner is in, the event inventory's owners and its accepted collaborators.
 */
async function pairingAudience(db: Db, pairs: PairingKey[]): Promise<AudienceRow[]> {
  const { rows } = await db.execute<AudienceRow>(sql`
    with everyone as (
      select coalesce(array_agg(u.id), '{}') as ids from users u
      where u.status = 'ACTIVE' and (u.is_admin or u.roles && '{PO,ADMIN}'::text[])
    )
    select a.ei_id as "eiId", a.brand_id as "brandId", ${countedStage(sql`a`)} as stage,
      (select ids from everyone) || array(
        select bo.user_id from brand_owners bo where bo.brand_id = a.brand_id
        union
        select t.owner_user_id from brand_owners bo
          join team_members tm on tm.user_id = bo.user_id
          join teams t on t.id = tm.team_id
          join users tu on tu.id = t.owner_user_id and 'TO' = any(tu.roles)
        where bo.brand_id = a.brand_id
        union
        select eo.user_id from event_inventory_owners eo where eo.ei_id = a.ei_id
        union
        select c.invitee_user_id from collab_invitations c
        where c.ei_id = a.ei_id and c.brand_id = a.brand_id
          and c.status = any(${`{${WORKING_INVITE_STATUSES.join(',')}}`}::text[])
      ) as user_ids
    from unnest(${idArray(pairs.map((p) => p.eiId))}, ${idArray(pairs.map((p) => p.brandId))}) as k(ei_id, brand_id)
    join pairings a on a.ei_id = k.ei_id and a.brand_id = k.brand_id`);
  return rows;
}

/**
 * The live moves of the pipeline board (issue 24 §1), made by a stage move or a manual closure recorded,
 * removed or restored (AppContext.pairingsMoved): for each changed pairing, REALTIME_EVENTS.pairingStage
 * with PairingStageEvent {eiId, brandId, stage} (ids only) on '/notifications' to the users who may see it
 * (pairingAudience); more than LIVE_PAIRINGS_MAX at once (a bulk action): one {eiId} per event inventory to
 * everyone who may see one of its changed pairings. Call it after the commit; a failure is logged, the
 * change itself stands.
 */
export const pairingsMoved =
  (db: Db, realtime: Realtime): PairingsMoved =>
  async (pairs) => {
    if (!pairs.length) return;
    const push = (userIds: Iterable<number>, event: PairingStageEvent) =>
      realtime.toUsers('/notifications', [...userIds], REALTIME_EVENTS.pairingStage, event);
    try {
      const audience = await pairingAudience(db, pairs);
      if (pairs.length <= LIVE_PAIRINGS_MAX) {
        for (const { user_ids: userIds, eiId, brandId, stage } of audience)
          push(userIds.map(Number), { eiId: Number(eiId), brandId: Number(brandId), stage });
        return;
      }
      const byEi = new Map<number, Set<number>>();
      for (const { user_ids: userIds, eiId } of audience) {
        const users = byEi.get(Number(eiId)) ?? new Set<number>();
        for (const id of userIds) users.add(Number(id));
        byEi.set(Number(eiId), users);
      }
      for (const [eiId, users] of byEi) push(users, { eiId });
    } catch (e) {
      console.error('Pipeline board push failed (boards catch up on their next load):', e);
    }
  };
