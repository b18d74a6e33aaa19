import { Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  type AuditAction,
  type AuditEntity,
} from '@crm/contracts';
import { DateField } from '../../components/DateField';
import { SearchPicker } from '../../components/searchPickers';
import { entityLabel } from './auditLabels';
import { useAnyUserOptions, type AuditFilters } from './useAuditLog';

const ACTION_OPTIONS = AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }));
const ENTITY_OPTIONS = AUDIT_ENTITIES.map((e) => ({ value: e, label: entityLabel(e) }));

/**
 * The audit page's filters (issue 40 §6): who, what action, on what (kind and id), and IST days from–to;
 * each change is applied at once, the record id when the user leaves the field or presses Enter.
 */
export function AuditFilterBar({
  filters,
  onChange,
}: {
  filters: AuditFilters;
  onChange: (next: AuditFilters) => void;
}) {
  const set = (patch: Partial<AuditFilters>) => onChange({ ...filters, ...patch });
  const [entityId, setEntityId] = useState(filters.entityId ?? '');
  const applyEntityId = () => set({ entityId: entityId.trim() || undefined });
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" data-testid="audit-filters">
      <SearchPicker
        label="Who"
        noun="users"
        value={filters.actorId === undefined ? null : String(filters.actorId)}
        initial={null}
        onChange={(v) => set({ actorId: v ? Number(v) : undefined })}
        useOptions={useAnyUserOptions}
        testId="audit-filter-who"
      />
      <Select
        label="Action"
        placeholder="Any action"
        data={ACTION_OPTIONS}
        value={filters.action ?? null}
        onChange={(v) => set({ action: (v as AuditAction | null) ?? undefined })}
        searchable
        clearable
        data-testid="audit-filter-action"
      />
      <Select
        label="On"
        placeholder="Anything"
        data={ENTITY_OPTIONS}
        value={filters.entity ?? null}
        onChange={(v) => set({ entity: (v as AuditEntity | null) ?? undefined })}
        searchable
        clearable
        data-testid="audit-filter-entity"
      />
      <TextInput
        label="Record id"
        placeholder="Any"
        w={110}
        value={entityId}
        onChange={(e) => setEntityId(e.currentTarget.value)}
        onBlur={applyEntityId}
        onKeyDown={(e) => e.key === 'Enter' && applyEntityId()}
        data-testid="audit-filter-entity-id"
      />
      <DateField
        label="From (IST)"
        value={filters.from ?? ''}
        onChange={(day) => set({ from: day || undefined })}
        clearable
        data-testid="audit-filter-from"
      />
      <DateField
        label="To (IST)"
        value={filters.to ?? ''}
        onChange={(day) => set({ to: day || undefined })}
        clearable
        data-testid="audit-filter-to"
      />
    </Group>
  );
}
