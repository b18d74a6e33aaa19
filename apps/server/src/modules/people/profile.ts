import { PROFILE_MESSAGES, type UserInventoriesResult, type UserTeamsResult } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { pageInfo } from '../../lib/paging.js';
import { ownUpload } from '../files/index.js';
import { saveProfileImage } from '../users/index.js';
import {
  userInventoryPage,
  userTeamPage,
  type UserInventoriesQuery,
  type UserTeamsQuery,
} from './profileQueries.js';
import { assertUser } from './service.js';

/**
 * GET /api/user/inventories (the profile's Inventories tab): the event inventories `userId`
 * is a project owner of, by event or inventory name, the latest event first, with the sales target
 * (crore), how many brands are assigned and how many are WON; 404 for an unknown user.
 */
export async function userInventories(
  db: Db,
  q: UserInventoriesQuery,
): Promise<UserInventoriesResult> {
  await assertUser(db, q.userId);
  const { inventories, total } = await userInventoryPage(db, q);
  return { inventories, ...pageInfo(q.pageNo, q.count, total) };
}

/**
 * GET /api/user/teams (spec 001 §7 user teams): the teams `userId` owns (role OWNER) or belongs to
 * (MEMBER), by name, owned ones first, with the owner and the member count; `onlyTo` keeps the owned
 * ones. 404 for an unknown user.
 */
export async function userTeams(db: Db, q: UserTeamsQuery): Promise<UserTeamsResult> {
  await assertUser(db, q.userId);
  const { teams, total } = await userTeamPage(db, q);
  return { teams, ...pageInfo(q.pageNo, q.count, total) };
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
