import { and, eq, isNull, isNotNull } from 'drizzle-orm';
import { EVENT_TEAM_TEXTS } from '@crm/contracts';
import { isAdminActor, type Actor } from '../../../auth/actor.js';
import type { Db, Tx } from '../../../db/client.js';
import { interactions } from '../../../db/schema/index.js';
import { forbidden, notFound } from '../../../lib/errors.js';
import { dropLastContact, restoreLastContact } from './meetingQueries.js';

/** A delete-meeting call: the database, the caller and the meeting (an interactions row's id). */
type MeetingCall = { db: Db; actor: Actor; meetingId: number };

/**
 * The meeting, locked for the transaction: its brand, author and whether it is deleted; 404 for an
 * unknown meeting; 403 unless the caller wrote it or is an admin.
 */
async function ownMeeting(tx: Tx, { actor, meetingId }: Omit<MeetingCall, 'db'>) {
  const [row] = await tx
    .select({
      id: interactions.id,
      brandId: interactions.brandId,
      userId: interactions.userId,
      deletedAt: interactions.deletedAt,
    })
    .from(interactions)
    .where(eq(interactions.id, meetingId))
    .for('update');
  if (!row) throw notFound(EVENT_TEAM_TEXTS.meetingNotFound, 'MEETING_NOT_FOUND');
  if (row.userId !== actor.userId && !isAdminActor(actor))
    throw forbidden(EVENT_TEAM_TEXTS.meetingNotYours, 'MEETING_NOT_YOURS');
  return row;
}

/**
 * POST /api/event/meeting/removal (spec 001 §7 'POST delete meeting'): deletes a call-notes meeting softly
 * (deleted_at, deleted_by_user_id) so every interactions read leaves it out and Undo can restore it; in the
 * same transaction the brand's pairings last contacted by it fall back to the latest remaining interaction
 * (dropLastContact). Only its author or an admin: 403 otherwise; 404 for an unknown or already deleted meeting.
 */
export async function deleteMeeting(call: MeetingCall): Promise<{ message: string }> {
  await call.db.transaction(async (tx) => {
    const row = await ownMeeting(tx, call);
    if (row.deletedAt) throw notFound(EVENT_TEAM_TEXTS.meetingNotFound, 'MEETING_NOT_FOUND');
    await tx
      .update(interactions)
      .set({ deletedAt: new Date(), deletedByUserId: call.actor.userId })
      .where(and(eq(interactions.id, call.meetingId), isNull(interactions.deletedAt)));
    await dropLastContact(tx, row);
  });
  return { message: EVENT_TEAM_TEXTS.meetingDeleted };
}

/**
 * POST /api/event/meeting/restore: Undo of delete meeting, by its author or an admin (403 otherwise, 404
 * unknown); the pairings the deletion moved back get the meeting's time again (restoreLastContact). A
 * live meeting stays as it is.
 */
export async function restoreMeeting(call: MeetingCall): Promise<{ message: string }> {
  await call.db.transaction(async (tx) => {
    const row = await ownMeeting(tx, call);
    if (!row.deletedAt) return;
    await tx
      .update(interactions)
      .set({ deletedAt: null, deletedByUserId: null })
      .where(and(eq(interactions.id, call.meetingId), isNotNull(interactions.deletedAt)));
    await restoreLastContact(tx, row);
  });
  return { message: EVENT_TEAM_TEXTS.meetingRestored };
}
