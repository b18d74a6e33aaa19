import { REFERENCE_KINDS, REFERENCE_LABELS, type AuditEntity } from '@crm/contracts';

/** How the audit page names what a record is about (a reference kind by its settings name). */
const OTHER_ENTITY_LABELS: Record<string, string> = {
  user: 'User',
  event: 'Event',
  event_inventory: 'Event inventory',
  custom_field: 'Custom field',
  brand: 'Brands',
  news: 'News',
  list: 'List',
  setting: 'Settings',
};

/** The label of audit entity `e`: 'User', 'Industry', 'Custom field'… */
export const entityLabel = (e: AuditEntity): string =>
  (REFERENCE_KINDS as readonly string[]).includes(e)
    ? REFERENCE_LABELS[e as (typeof REFERENCE_KINDS)[number]].one
    : (OTHER_ENTITY_LABELS[e] ?? e);
