import type { OrgChartResult, PocContactsResult } from '@crm/contracts';
import { POC_MESSAGES } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { pipelineScope, type Actor } from '../../auth/actor.js';
import { forbidden } from '../../lib/errors.js';
import { pageInfo } from '../../lib/paging.js';
import { assertBrandFound } from './access.js';
import { contactPage, orgChartRows } from './orgChartQueries.js';

/** The org chart of a brand (GET /api/brand/org-chart): departments, active POCs with department and manager, and whether the caller may edit. */
export async function orgChart(db: Db, actor: Actor, brandId: number): Promise<OrgChartResult> {
  const access = await assertBrandFound(db, actor, brandId);
  const { departments, pocs } = await orgChartRows(db, brandId);
  return { brandId, brandName: access.brandName, departments, pocs, canEdit: access.canEdit };
}

/**
 * POC Contacts (GET /api/user/poc, spec 000 §2.1): the active POCs of the caller's brands — a BO's
 * own, a TO's team's, every brand for PO/ADMIN; 403 for other roles. Search on POC name, email or
 * brand name (contains, any case); by POC name.
 */
export async function pocContacts(
  db: Db,
  actor: Actor,
  q: { searchFor: string; pageNo: number; count: number },
): Promise<PocContactsResult> {
  const scope = pipelineScope(actor);
  if (!scope) throw forbidden(POC_MESSAGES.pocContactsDenied, 'POC_CONTACTS_DENIED');
  const { pocs, total } = await contactPage(db, { ...q, ownerIds: scope });
  return { pocs, ...pageInfo(q.pageNo, q.count, total) };
}
