import { REPOSITORY_MESSAGES } from '@crm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { pipelineScope, type Actor } from '../../auth/actor.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { countVisibleRepos, type RepoScope } from './queries.js';

/** The caller's repository scope, or 403 'You do not have access to the repository' for roles outside the pipeline. */
export function repoScope(actor: Actor): RepoScope {
  const scope = pipelineScope(actor);
  if (!scope) throw forbidden(REPOSITORY_MESSAGES.accessDenied, 'REPOSITORY_ACCESS_DENIED');
  return scope;
}

/** 404 'Repository not found' unless every listed repository exists and the caller may see it. */
export async function assertReposVisible(
  db: Db | Tx,
  actor: Actor,
  repoIds: number[],
): Promise<void> {
  const ids = [...new Set(repoIds)];
  if (!ids.length) return;
  if ((await countVisibleRepos(db, actor.userId, ids)) < ids.length)
    throw notFound(REPOSITORY_MESSAGES.notFound, 'REPOSITORY_NOT_FOUND');
}
