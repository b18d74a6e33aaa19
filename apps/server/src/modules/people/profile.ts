import { sql } from 'drizzle-orm';
import {
  PROFILE_MESSAGES,
  type UserInventoriesResult,
  type UserSummary,
  type UserTeamsResult,
} from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { offsetOf, pageInfo } from '../../lib/paging.js';
import { containsPattern, jsonValue, userSummaryJson } from '../../lib/sql.js';
import { ownUpload } from '../files/index.js';
import { saveProfileImage } from '../users/index.js';
import { assertUser } from './service.js';

/**
 * GET /api/user/inventories (the profile's Inventories tab): the event inventories `userId`
 * is a project owner of, by event or inventory name, the latest event first, with the sales target
 * (crore), how many brands are assigned and how many are WON; 404 for an unknown user.
 */
export async function userInventories(
  db: Db,
  q: { userId: number; pageNo: number; count: number; searchFor: string },
): Promise<UserInventoriesResult> {
  await assertUser(db, q.userId);
  const { rows } = await db.execute<{
    id: number;
    event_id: number;
    event: string;
    inventory: string;
    start_date: string;
    end_date: string;
    target: number | null;
    assigned: number;
    won: number;
    total: number;
  }>(sql`select
      ei.id, e.id as event_id, e.name as event, i.name as inventory, e.start_date::text as start_date, e.end_date::text as end_date, ei.sales_target as target,
      (select count(*)::int from pairings a where a.ei_id = ei.id and a.status = 'ASSIGNED') as assigned,
      (select count(*)::int from pairings a where a.ei_id = ei.id and a.status = 'ASSIGNED' and a.stage = 'WON') as won,
      count(*) over ()::int as total
    from event_inventory_owners o join event_inventories ei on ei.id = o.ei_id join events e on e.id = ei.event_id join inventories i on i.id = ei.inventory_id
    where o.user_id = ${q.userId} ${q.searchFor ? sql`and (lower(e.name) like ${containsPattern(q.searchFor)} or lower(i.name) like ${containsPattern(q.searchFor)})` : sql``}
    order by e.start_date desc, e.id, lower(i.name), ei.id limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`);
  return {
    inventories: rows.map((r) => ({
      eiId: Number(r.id),
      eventId: Number(r.event_id),
      eventName: r.event,
      inventoryName: r.inventory,
      startDate: r.start_date,
      endDate: r.end_date,
      salesTarget: r.target === null ? null : Number(r.target),
      brandsAssigned: r.assigned,
      won: r.won,
    })),
    ...pageInfo(q.pageNo, q.count, rows[0]?.total ?? 0),
  };
}

/**
 * GET /api/user/teams (spec 001 §7 user teams): the teams `userId` owns (role OWNER) or belongs to
 * (MEMBER), by name, owned ones first, with the owner and the member count; `onlyTo` keeps the owned
 * ones. 404 for an unknown user.
 */
export async function userTeams(
  db: Db,
  q: { userId: number; pageNo: number; count: number; searchFor: string; onlyTo: boolean },
): Promise<UserTeamsResult> {
  await assertUser(db, q.userId);
  const { rows } = await db.execute<{
    id: number;
    name: string;
    u: unknown;
    members: number;
    owner: boolean;
    total: number;
  }>(sql`select t.id, t.name, ${userSummaryJson()} as u,
      (select count(*)::int from team_members m where m.team_id = t.id) as members, t.owner_user_id = ${q.userId} as owner, count(*) over ()::int as total
    from teams t join users u on u.id = t.owner_user_id
    where (t.owner_user_id = ${q.userId} ${q.onlyTo ? sql`` : sql`or exists (select 1 from team_members m where m.team_id = t.id and m.user_id = ${q.userId})`})
      ${q.searchFor ? sql`and lower(t.name) like ${containsPattern(q.searchFor)}` : sql``}
    order by (t.owner_user_id = ${q.userId}) desc, lower(t.name), t.id limit ${q.count} offset ${offsetOf(q.pageNo, q.count)}`);
  return {
    teams: rows.map((r) => ({
      teamId: Number(r.id),
      teamName: r.name,
      owner: jsonValue<UserSummary>(r.u),
      memberCount: r.members,
      role: r.owner ? ('OWNER' as const) : ('MEMBER' as const),
    })),
    ...pageInfo(q.pageNo, q.count, rows[0]?.total ?? 0),
  };
}

/**
 * PATCH /api/user/profile-image {profileImageUrl}: the caller's own live PROFILE_PHOTO upload, an image,
 * becomes their picture (404, 403 or 400 otherwise, nothing changed; see ownUpload).
 */
export async function setProfileImage({
  db,
  actor,
  req: { profileImageUrl },
}: {
  db: Db;
  actor: Actor;
  req: { profileImageUrl: string };
}): Promise<{ profileImage: string; message: string }> {
  await ownUpload({
    db,
    userId: actor.userId,
    url: profileImageUrl,
    purpose: 'PROFILE_PHOTO',
    kind: 'image',
  });
  await saveProfileImage(db, { userId: actor.userId, profileImageUrl });
  return { profileImage: profileImageUrl, message: PROFILE_MESSAGES.pictureChanged };
}
