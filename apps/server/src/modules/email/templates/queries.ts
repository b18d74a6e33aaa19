import { and, asc, eq, isNull, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { emailTemplates } from '../../../db/schema/index.js';

/** A mail template as stored (issue 41 §4). */
export type TemplateRow = typeof emailTemplates.$inferSelect;

/** Templates user `userId` may use: their own and the shared ones, live, by name. */
export const templatesFor = (db: Db, userId: number) =>
  db
    .select()
    .from(emailTemplates)
    .where(
      and(
        isNull(emailTemplates.removedAt),
        or(eq(emailTemplates.ownerUserId, userId), isNull(emailTemplates.ownerUserId)),
      ),
    )
    .orderBy(asc(sql`lower(${emailTemplates.name})`), asc(emailTemplates.id));

/** Template `id` when `owner` keeps it (a user id, or null for a shared one); removed ones too when `removed`. */
export async function templateKeptBy(
  db: Db,
  id: number,
  owner: number | null,
  removed: boolean,
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.id, id),
        owner === null ? isNull(emailTemplates.ownerUserId) : eq(emailTemplates.ownerUserId, owner),
        removed ? isNotNull(emailTemplates.removedAt) : isNull(emailTemplates.removedAt),
      ),
    );
  return row;
}

/** Stores a new template, or changes template `id`; answers the row. */
export async function saveTemplate(
  db: Db,
  t: { id?: number; ownerUserId: number | null; name: string; subject: string; body: string },
): Promise<TemplateRow> {
  const values = { name: t.name, subject: t.subject, body: t.body, updatedAt: sql`now()` };
  const [row] =
    t.id === undefined
      ? await db
          .insert(emailTemplates)
          .values({ ...values, ownerUserId: t.ownerUserId })
          .returning()
      : await db.update(emailTemplates).set(values).where(eq(emailTemplates.id, t.id)).returning();
  return row;
}

/** Removes template `id` (kept, so it can be restored) or restores it. */
export async function setTemplateRemoved(db: Db, id: number, removed: boolean): Promise<void> {
  await db
    .update(emailTemplates)
    .set({ removedAt: removed ? sql`now()` : null })
    .where(eq(emailTemplates.id, id));
}
