import { sql, type SQL } from 'drizzle-orm';
import { REPOSITORY_MESSAGES, type SelectionType } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { pipelineScope, type Actor } from '../../auth/actor.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { idArray, ownedByAny } from '../../lib/sql.js';

/** Whose brands a repository user sees (spec 001 §6): every brand (PO, ADMIN), or brands owned by these users (TO: self and team; BO: self). */
export type RepoScope = 'all' | number[];

/** The caller's repository scope, or 403 'You do not have access to the repository' for roles outside the pipeline. */
export function repoScope(actor: Actor): RepoScope {
  const scope = pipelineScope(actor);
  if (!scope) throw forbidden(REPOSITORY_MESSAGES.accessDenied, 'REPOSITORY_ACCESS_DENIED');
  return scope;
}

/** Condition: brand alias `b` is within `scope`. */
export const brandInScope = (scope: RepoScope): SQL =>
  scope === 'all' ? sql`true` : ownedByAny(scope);

/** Condition: repository alias `r` is seen by `userId` — their own, or another's PUBLIC and PUBLISHED one; never a removed one. */
export const repoVisibleTo = (userId: number): SQL =>
  sql`r.removed_at is null and (r.owner_user_id = ${userId} or (r.visibility = 'PUBLIC' and r.status = 'PUBLISHED'))`;

/** 404 'Repository not found' unless every listed repository exists and the caller may see it. */
export async function assertReposVisible(
  db: Db | Tx,
  actor: Actor,
  repoIds: number[],
): Promise<void> {
  const ids = [...new Set(repoIds)];
  if (!ids.length) return;
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from repositories r where r.id = any(${idArray(ids)}) and ${repoVisibleTo(actor.userId)}`,
  );
  if (rows[0].n < ids.length) throw notFound(REPOSITORY_MESSAGES.notFound, 'REPOSITORY_NOT_FOUND');
}

/** Condition: brand alias `b` is in one of `repoIds` (INCLUDE) or in none of them (EXCLUDE). */
export function inRepositories(repoIds: number[], type: SelectionType = 'INCLUDE'): SQL {
  const cond = sql`exists (select 1 from repository_brands rb where rb.brand_id = b.id and rb.repo_id = any(${idArray(repoIds)}))`;
  return type === 'EXCLUDE' ? sql`not ${cond}` : cond;
}
