import type { AuditAction, AuditEntity } from '@crm/contracts';
import type { Tx } from '../../db/client.js';
import { currentRequest } from '../../lib/requestContext.js';
import { insertAudit, type NewAuditRow } from './queries.js';

/** Fields of a record's before or after state: plain JSON-able values. */
type Fields = Record<string, unknown>;

/**
 * One audit record (issue 40 §6): what was done (`action`) on what (`entity`, `entityId`), and the state
 * before and after. With both states given, only the fields that differ are kept; fields whose name
 * says secret (password, hash, token, secret, TOTP, recovery codes) are never kept.
 */
export type AuditEntry = {
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | number | null;
  before?: Fields | null;
  after?: Fields | null;
};

/** Field names never written to the audit trail, whatever their value. */
const SECRET_FIELD = /pass(word)?|hash|secret|token|totp|recovery/i;

/** `f` without its secret fields (SECRET_FIELD), with dates as ISO text; null for none. */
function clean(f: Fields | null | undefined): Fields | null {
  if (!f) return null;
  return Object.fromEntries(
    Object.entries(f)
      .filter(([k, v]) => !SECRET_FIELD.test(k) && v !== undefined)
      .map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );
}

/** `before` and `after` narrowed to the fields whose values differ (compared as JSON). */
function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const differ = [...keys].filter(
    (k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null),
  );
  const pick = (f: Fields) =>
    Object.fromEntries(differ.filter((k) => k in f).map((k) => [k, f[k]]));
  return { before: pick(before), after: pick(after) };
}

/** The row of `entry` by `actorId` from `address`: secrets dropped, an update narrowed to what changed. */
export function auditRow(
  actorId: number | null,
  entry: AuditEntry,
  address: string | null,
): NewAuditRow {
  const before = clean(entry.before);
  const after = clean(entry.after);
  const states = before && after ? changedFields(before, after) : { before, after };
  const entityId = entry.entityId == null ? null : String(entry.entityId);
  return { actorId, address, action: entry.action, entity: entry.entity, entityId, ...states };
}

/**
 * Records `entry` for `actorId` (null when nobody is known: a failed sign-in of an unknown address) in
 * `tx`, the transaction of the change itself, so a change and its record commit or roll back together.
 * The client address is the request's (lib/requestContext.ts; null outside a request).
 */
export async function recordAudit(tx: Tx, actorId: number | null, entry: AuditEntry) {
  await insertAudit(tx, auditRow(actorId, entry, currentRequest()?.address ?? null));
}
