import { sql, type SQL } from 'drizzle-orm';
import { WORKING_INVITE_STATUSES } from '@crm/contracts';
import type { Actor } from '../../auth/actor.js';

/** SQL boolean: the pairing (`eiId`, `brandId`) is shared with the actor — an invitation in WORKING_INVITE_STATUSES. */
export const sharedWithSql = (actor: Actor, eiId: SQL, brandId: SQL) =>
  sql`exists (select 1 from collab_invitations c where c.ei_id = ${eiId} and c.brand_id = ${brandId} and c.invitee_user_id = ${actor.userId}
    and c.status = any(${`{${WORKING_INVITE_STATUSES.join(',')}}`}::text[]))`;
