import type { BrandAssignersResult, EventTeamResult } from '@crm/contracts';
import type { Db } from '../../../db/client.js';
import { eventExists } from '../../../db/eventExists.js';
import { notFound } from '../../../lib/errors.js';
import { pageInfo } from '../../../lib/paging.js';
import {
  brandAssigners,
  eiExists,
  teamMembers,
  type TeamFilter,
  type TeamScope,
} from './queries.js';

const eiMissing = () => notFound('Event inventory not found', 'EVENT_INVENTORY_NOT_FOUND');

/**
 * GET /api/event/team-members and /event/inventory/team-members (spec 001 §7): one page of who works the
 * event (or one event inventory), by name, each once with their roles on it and how many of its ASSIGNED
 * pairings they own; `toUserId` keeps that team owner's team members. 404 for an unknown event or eiId.
 */
export async function listTeamMembers(
  db: Db,
  q: TeamFilter & Partial<{ eventId: number; eiId: number }>,
): Promise<EventTeamResult> {
  let scope: TeamScope;
  if (q.eiId !== undefined) {
    if (!(await eiExists(db, q.eiId))) throw eiMissing();
    scope = { eiId: q.eiId };
  } else {
    const eventId = q.eventId ?? 0;
    if (!(await eventExists(db, eventId))) throw notFound('Event not found', 'EVENT_NOT_FOUND');
    scope = { eventId };
  }
  const { members, total } = await teamMembers(db, scope, q);
  return { members, ...pageInfo(q.pageNo, q.count, total) };
}

/** GET /api/event/inventory/brand-assigners (spec 001 §7): who assigned its ASSIGNED brands, how many each, most first. 404 for an unknown eiId. */
export async function listBrandAssigners(
  db: Db,
  q: { eiId: number; pageNo: number; count: number; searchFor: string },
): Promise<BrandAssignersResult> {
  if (!(await eiExists(db, q.eiId))) throw eiMissing();
  const { assigners, total } = await brandAssigners(db, q);
  return { assigners, ...pageInfo(q.pageNo, q.count, total) };
}
