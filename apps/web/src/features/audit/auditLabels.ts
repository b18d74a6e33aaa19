import {
  REFERENCE_KINDS,
  REFERENCE_LABELS,
  type AuditEntity,
  type AuditRecord,
} from '@crm/contracts';

/** How the audit page names what a record is about (a reference kind by its settings name). */
const OTHER_ENTITY_LABELS: Record<string, string> = {
  user: 'User',
  event: 'Event',
  event_inventory: 'Event inventory',
  custom_field: 'Custom field',
  brand: 'Brand',
  news: 'News',
  mailbox: 'Mailbox',
  list: 'List',
  setting: 'Settings',
};

/** The label of audit entity `e`: 'User', 'Industry', 'Custom field'… */
export const entityLabel = (e: AuditEntity): string =>
  (REFERENCE_KINDS as readonly string[]).includes(e)
    ? REFERENCE_LABELS[e as (typeof REFERENCE_KINDS)[number]].one
    : (OTHER_ENTITY_LABELS[e] ?? e);

/** What a record is about, as the audit page shows it: 'User Asha Rao (#12)', 'Settings two_factor_roles', 'Brand #40' once removed. */
export function subjectText(r: Pick<AuditRecord, 'entity' | 'entityId' | 'entityName'>): string {
  const kind = entityLabel(r.entity);
  if (!r.entityId) return kind;
  return r.entityName
    ? `${kind} ${r.entityName} (#${r.entityId})`
    : `${kind} ${/^\d+$/.test(r.entityId) ? '#' : ''}${r.entityId}`;
}
