import { useState } from 'react';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  CUSTOM_FIELD_ENTITY_LABELS,
  type CustomField,
  type CustomFieldEntity,
} from '@crm/contracts';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { FieldFormModal } from '../FieldFormModal';
import { useAdminCustomFields, useCustomFields } from '../queries';
import { ActiveTable } from './ActiveTable';
import { ArchivedList } from './ArchivedList';

/** One entity's tab: admins get the managed list (admin route), everyone else the active fields read-only. */
export function EntityFields({ entity, admin }: { entity: CustomFieldEntity; admin: boolean }) {
  const adminQ = useAdminCustomFields(entity, admin);
  const readQ = useCustomFields(entity);
  const q = admin ? adminQ : readQ;
  const [editing, setEditing] = useState<{ field: CustomField | null } | null>(null);
  const active = q.data?.fields ?? [];
  const archived = adminQ.data?.archived ?? [];
  return (
    <Stack>
      {admin && (
        <Group justify="flex-end">
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing({ field: null })}
            data-testid="cf-add"
          >
            Add field
          </Button>
        </Group>
      )}
      <Paper withBorder radius="md" p="sm">
        {q.isLoading ? (
          <SkeletonBlock lines={4} />
        ) : q.error ? (
          <LoadError what="the custom fields" query={q} />
        ) : active.length ? (
          <ActiveTable
            entity={entity}
            fields={active}
            admin={admin}
            onEdit={(f) => setEditing({ field: f })}
          />
        ) : (
          <EmptyState
            title={`No custom fields on ${CUSTOM_FIELD_ENTITY_LABELS[entity].toLowerCase()} yet`}
            description={
              admin
                ? 'Add a field: text, number, date, single or multi select.'
                : 'An admin can add them.'
            }
          />
        )}
      </Paper>
      {admin && archived.length > 0 && (
        <Paper withBorder radius="md" p="sm">
          <Title order={5} mb="xs">
            Archived
          </Title>
          <ArchivedList entity={entity} fields={archived} />
        </Paper>
      )}
      {editing && (
        <FieldFormModal entity={entity} field={editing.field} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
