import { EMAIL_TEMPLATE_MESSAGES as M, type EmailTemplate } from '@crm/contracts';
import { isAdminActor, type Actor } from '../../../auth/actor.js';
import type { Db } from '../../../db/client.js';
import { forbidden, notFound } from '../../../lib/errors.js';
import {
  saveTemplate,
  setTemplateRemoved,
  templateKeptBy,
  templatesFor,
  type TemplateRow,
} from './queries.js';

/** A template as `actor` sees it: shared or theirs, and whether they may change it (theirs; shared for admins). */
const viewOf = (actor: Actor, r: TemplateRow): EmailTemplate => ({
  templateId: r.id,
  name: r.name,
  subject: r.subject,
  body: r.body,
  shared: r.ownerUserId === null,
  mine: r.ownerUserId === null ? isAdminActor(actor) : r.ownerUserId === actor.userId,
});

/** GET /api/email/templates (issue 41 §4): the caller's templates and the shared ones, by name. */
export async function listTemplates(db: Db, actor: Actor): Promise<{ templates: EmailTemplate[] }> {
  return { templates: (await templatesFor(db, actor.userId)).map((r) => viewOf(actor, r)) };
}

/** Who keeps a template that is `shared` or not, for `actor`: 403 for a shared one unless an admin. */
function keeper(actor: Actor, shared: boolean): number | null {
  if (shared && !isAdminActor(actor))
    throw forbidden(M.sharedByAdmins, 'SHARED_TEMPLATE_ADMIN_ONLY');
  return shared ? null : actor.userId;
}

/**
 * POST /api/email/templates (issue 41 §4): a new template, or a change to one the caller keeps (their own;
 * a shared one for an admin). 403 a shared one by a non-admin; 404 a template not theirs to change.
 */
export async function saveEmailTemplate(
  db: Db,
  actor: Actor,
  q: { templateId?: number; name: string; subject: string; body: string; shared: boolean },
): Promise<{ template: EmailTemplate; message: string }> {
  const owner = keeper(actor, q.shared);
  if (q.templateId !== undefined && !(await templateKeptBy(db, q.templateId, owner, false)))
    throw notFound(M.notFound, 'TEMPLATE_NOT_FOUND');
  const row = await saveTemplate(db, { ...q, id: q.templateId, ownerUserId: owner });
  return { template: viewOf(actor, row), message: M.saved };
}

/**
 * POST /api/email/templates/remove and /restore: removes (kept) or restores a template the caller keeps;
 * 404 when it is not theirs, or not in the state to change.
 */
export async function setEmailTemplateRemoved(
  db: Db,
  actor: Actor,
  templateId: number,
  removed: boolean,
): Promise<{ message: string }> {
  const found =
    (await templateKeptBy(db, templateId, actor.userId, !removed)) ??
    (isAdminActor(actor) ? await templateKeptBy(db, templateId, null, !removed) : undefined);
  if (!found) throw notFound(M.notFound, 'TEMPLATE_NOT_FOUND');
  await setTemplateRemoved(db, templateId, removed);
  return { message: removed ? M.removed : M.restored };
}
