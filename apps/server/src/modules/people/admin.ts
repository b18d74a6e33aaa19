import {
  type AdminUserProfile,
  type AdminUsersResult,
  type DesignationsResult,
  type RoleCode,
  USER_ADMIN_MESSAGES,
} from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { hashPassword } from '../../auth/passwords.js';
import { AppError, badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.js';
import { pageInfo } from '../../lib/paging.js';
import { assertAdmin } from '../../auth/actor.js';
import { insertUser, queuePasswordLink, setAccountsActive, updateAccount } from '../users/index.js';
import type { Mail } from '../../mail/index.js';
import { passwordProblem } from '../../auth/passwordPolicy.js';
import { recordAudit } from '../audit/index.js';
import {
  adminProfiles,
  designationPage,
  isActiveTeamOwner,
  knownUserCount,
  setTeamOwner,
  verticalExists,
} from './adminQueries.js';

type Fields = {
  firstName: string;
  lastName: string;
  email: string;
  roles: RoleCode[];
  verticalId: number | null;
  designation: string | null;
  teamOwnerId: number | null;
};

/** GET /api/admin/users/profile?userId: a user's editable fields for the admin form; 404 when unknown. */
export async function adminUserProfile(db: Tx, userId: number): Promise<AdminUserProfile> {
  const [user] = await adminProfiles(db, [userId]);
  if (!user) throw notFound(USER_ADMIN_MESSAGES.notFound, 'USER_NOT_FOUND');
  return user;
}

/** 400 for a vertical that does not exist or a team owner who is not an active TO (or the user themself). */
async function checkReferences(tx: Tx, f: Fields, userId?: number): Promise<void> {
  if (f.verticalId !== null) {
    if (!(await verticalExists(tx, f.verticalId)))
      throw badRequest(USER_ADMIN_MESSAGES.unknownVertical, 'UNKNOWN_VERTICAL');
  }
  if (f.teamOwnerId !== null) {
    if (f.teamOwnerId === userId)
      throw badRequest(USER_ADMIN_MESSAGES.teamOwnerSelf, 'BAD_TEAM_OWNER');
    if (!(await isActiveTeamOwner(tx, f.teamOwnerId)))
      throw badRequest(USER_ADMIN_MESSAGES.teamOwnerNotTO, 'BAD_TEAM_OWNER');
  }
}

/** Runs `work` in a transaction, turning a duplicate email into 409 EMAIL_ALREADY_EXISTS 'User Email Already exist'. */
async function saving<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (e) {
    if (isUniqueViolation(e))
      throw conflict(USER_ADMIN_MESSAGES.emailExists, 'EMAIL_ALREADY_EXISTS');
    throw e;
  }
}

/** The admin's name as an invitation names them ('An admin' if they are gone meanwhile). */
async function inviterName(db: Db, actor: Actor): Promise<string> {
  const [admin] = await adminProfiles(db, [actor.userId]);
  return admin ? `${admin.firstName} ${admin.lastName}` : 'An admin';
}

const duplicateEmails = (users: { email: string }[]) =>
  new Set(users.map((u) => u.email)).size !== users.length;

/** The fields of a user the audit trail keeps (issue 40 §6); never the password hash. */
const auditedUser = (p: AdminUserProfile | undefined) =>
  p && {
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    roles: p.roles,
    verticalId: p.verticalId,
    designation: p.designation,
    teamOwnerId: p.teamOwnerId,
    status: p.status,
  };

/**
 * POST /api/admin/users: creates users (all or none); ADMIN among the roles also sets the admin flag. A
 * user without a password gets an invitation mail with a single-use link to set their own (72 h; issue 40
 * §2), queued with the user and sent after the commit; a password given (the demo data's way) must pass
 * the password check (400 WEAK_PASSWORD). 409 EMAIL_ALREADY_EXISTS when an email is taken
 * (case-insensitive, also within the request); 400 for an unknown vertical or a team owner who is not an
 * active TO.
 */
export async function createUsers({
  db,
  actor,
  users,
  mail,
  publicUrl,
}: {
  db: Db;
  actor: Actor;
  users: (Fields & { password?: string })[];
  mail: Mail;
  publicUrl: string;
}): Promise<AdminUsersResult> {
  assertAdmin(actor);
  if (duplicateEmails(users))
    throw conflict(USER_ADMIN_MESSAGES.emailExists, 'EMAIL_ALREADY_EXISTS');
  for (const [i, u] of users.entries()) {
    const problem = u.password && passwordProblem(u.password, [u.email, u.firstName, u.lastName]);
    if (problem) throw new AppError(400, 'WEAK_PASSWORD', problem, `users.${i}.password`);
  }
  const hashes = await Promise.all(
    users.map((u) => (u.password ? hashPassword(u.password) : null)),
  );
  const invitedBy = await inviterName(db, actor);
  const { ids, mails } = await saving(db, async (tx) => {
    const created: number[] = [];
    const invitations: number[] = [];
    for (const [i, u] of users.entries()) {
      await checkReferences(tx, u);
      const id = await insertUser(tx, { ...u, passwordHash: hashes[i] });
      await setTeamOwner(tx, id, u.teamOwnerId);
      const [after] = await adminProfiles(tx, [id]);
      await recordAudit(tx, actor.userId, {
        action: 'user.create',
        entity: 'user',
        entityId: id,
        after: { ...auditedUser(after), invited: !hashes[i] },
      });
      created.push(id);
      if (!hashes[i])
        invitations.push(
          await queuePasswordLink(
            tx,
            { mail, publicUrl },
            { userId: id, email: u.email, firstName: u.firstName },
            { purpose: 'invite', invitedBy },
          ),
        );
    }
    return { ids: created, mails: invitations };
  });
  await mail.dispatch(mails);
  return { users: await adminProfiles(db, ids), message: USER_ADMIN_MESSAGES.added };
}

/**
 * POST /api/admin/users/invite {userId}: mails a user who has not set a password yet a new invitation link
 * (72 h; their earlier link stops working). 404 for an unknown user, 400 NOT_INVITED for a user who has set
 * a password (they reset it themselves) or is deactivated.
 */
export async function resendInvitation({
  db,
  actor,
  userId,
  mail,
  publicUrl,
}: {
  db: Db;
  actor: Actor;
  userId: number;
  mail: Mail;
  publicUrl: string;
}): Promise<{ message: string }> {
  assertAdmin(actor);
  const [user] = await adminProfiles(db, [userId]);
  if (!user) throw notFound(USER_ADMIN_MESSAGES.notFound, 'USER_NOT_FOUND');
  if (!user.invitationPending || user.status !== 'ACTIVE')
    throw badRequest(USER_ADMIN_MESSAGES.notInvited, 'NOT_INVITED');
  const invitedBy = await inviterName(db, actor);
  const mailId = await db.transaction(async (tx) => {
    await recordAudit(tx, actor.userId, {
      action: 'user.invite',
      entity: 'user',
      entityId: userId,
    });
    return queuePasswordLink(tx, { mail, publicUrl }, user, { purpose: 'invite', invitedBy });
  });
  await mail.dispatch([mailId]);
  return { message: USER_ADMIN_MESSAGES.invitationSent(user.email) };
}

/**
 * PATCH /api/admin/users: saves edits of existing users (all or none). 404 for an unknown userId, 409
 * EMAIL_ALREADY_EXISTS for a taken email, 400 as for create. Role changes apply on the user's next
 * request on every copy: it answers once `forgetActors` dropped each user's cached actors everywhere.
 */
export async function updateUsers({
  db,
  actor,
  users,
  forgetActors,
}: {
  db: Db;
  actor: Actor;
  users: (Fields & { userId: number })[];
  forgetActors: (userId: number) => Promise<void>;
}): Promise<AdminUsersResult> {
  assertAdmin(actor);
  if (duplicateEmails(users))
    throw conflict(USER_ADMIN_MESSAGES.emailExists, 'EMAIL_ALREADY_EXISTS');
  await saving(db, async (tx) => {
    for (const u of users) {
      await checkReferences(tx, u, u.userId);
      const [before] = await adminProfiles(tx, [u.userId]);
      if (!(await updateAccount(tx, u)))
        throw notFound(USER_ADMIN_MESSAGES.notFound, 'USER_NOT_FOUND');
      await setTeamOwner(tx, u.userId, u.teamOwnerId);
      const [after] = await adminProfiles(tx, [u.userId]);
      const roleChange = before!.roles.join() !== after!.roles.join();
      await recordAudit(tx, actor.userId, {
        action: roleChange ? 'user.role_change' : 'user.update',
        entity: 'user',
        entityId: u.userId,
        before: auditedUser(before),
        after: auditedUser(after),
      });
    }
  });
  await Promise.all(users.map((u) => forgetActors(u.userId)));
  return {
    users: await adminProfiles(
      db,
      users.map((u) => u.userId),
    ),
    message: USER_ADMIN_MESSAGES.updated,
  };
}

/**
 * POST /api/admin/users/deactivate {usersIds, mode, reason}: DEACTIVATE marks the users INACTIVE with
 * the reason and time (they can no longer sign in; `stop` ends their live sessions: cached actors and
 * sockets), REACTIVATE makes them ACTIVE again and clears the reason. 404 when any id is unknown, 400
 * when an admin includes themself in a deactivation. Answers how many users changed (already in that
 * state: unchanged, so repeating the request is harmless).
 */
export async function setUsersActive({
  db,
  actor,
  req,
  stop,
}: {
  db: Db;
  actor: Actor;
  req: { usersIds: number[]; mode: 'DEACTIVATE' | 'REACTIVATE'; reason: string };
  stop: (userId: number) => void;
}): Promise<{ changed: number; message: string }> {
  assertAdmin(actor);
  const ids = [...new Set(req.usersIds)];
  const deactivate = req.mode === 'DEACTIVATE';
  if (deactivate && ids.includes(actor.userId))
    throw badRequest(USER_ADMIN_MESSAGES.notSelf, 'CANNOT_DEACTIVATE_SELF');
  const changed = await db.transaction(async (tx) => {
    if ((await knownUserCount(tx, ids)) !== ids.length)
      throw notFound(USER_ADMIN_MESSAGES.notFound, 'USER_NOT_FOUND');
    const done = await setAccountsActive(tx, { userIds: ids, deactivate, reason: req.reason });
    for (const id of done)
      await recordAudit(tx, actor.userId, {
        action: deactivate ? 'user.deactivate' : 'user.reactivate',
        entity: 'user',
        entityId: id,
        before: { status: deactivate ? 'ACTIVE' : 'INACTIVE' },
        after: {
          status: deactivate ? 'INACTIVE' : 'ACTIVE',
          reason: deactivate ? req.reason : null,
        },
      });
    return done;
  });
  if (deactivate) for (const id of changed) stop(id);
  return {
    changed: changed.length,
    message: deactivate
      ? USER_ADMIN_MESSAGES.deactivated(changed.length)
      : USER_ADMIN_MESSAGES.reactivated(changed.length),
  };
}

/**
 * GET /api/user/designations: the designations of the admin reference list (table designations) and any
 * other designation users hold, each name once (case-insensitive), by name, 75 a page, searchable.
 */
export async function designations(
  db: Db,
  q: { pageNo: number; count: number; searchFor: string },
): Promise<DesignationsResult> {
  const { names, total } = await designationPage(db, q);
  return {
    designations: names,
    ...pageInfo(q.pageNo, q.count, total),
  };
}
