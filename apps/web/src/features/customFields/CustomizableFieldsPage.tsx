import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconArchive,
  IconArrowDown,
  IconArrowUp,
  IconInfoCircle,
  IconPencil,
  IconPlus,
  IconRestore,
  IconTrash,
} from '@tabler/icons-react';
import {
  CUSTOM_FIELD_ENTITIES,
  CUSTOM_FIELD_ENTITY_LABELS,
  CUSTOM_FIELD_MESSAGES,
  CUSTOM_FIELD_TYPE_LABELS,
  type CustomField,
  type CustomFieldEntity,
} from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { errorText, toastError, toastSuccess } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { ConfirmModal } from '../../components/ConfirmModal';
import { LoadError } from '../../components/LoadError';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { showUndoToast } from '../../components/undoToast';
import { currentUser, hasAnyRole } from '../../lib/user';
import { FieldFormModal } from './FieldFormModal';
import { useAdminCustomFields, useCustomFields, useCustomFieldWrite } from './queries';

const noun = (entity: CustomFieldEntity, n: number) =>
  `${n} ${entity === 'BRAND' ? (n === 1 ? 'brand' : 'brands') : n === 1 ? 'POC' : 'POCs'}`;
const optionsText = (f: CustomField) =>
  f.options.length ? f.options.map((o) => o.label).join(', ') : '—';

/** The active fields: order (up / down), label, type, options, required, usage; edit and archive for admins. */
function ActiveTable({
  entity,
  fields,
  admin,
  onEdit,
}: {
  entity: CustomFieldEntity;
  fields: CustomField[];
  admin: boolean;
  onEdit: (f: CustomField) => void;
}) {
  const write = useCustomFieldWrite(entity);
  const move = (i: number, by: -1 | 1) => {
    const ids = fields.map((f) => f.id);
    [ids[i], ids[i + by]] = [ids[i + by], ids[i]];
    write.mutate({ op: 'reorder', body: { entity, fieldIds: ids } }, { onError: toastError });
  };
  // mutateAsync: the table unmounts when its last field is archived, and the toast must still show
  const archive = (f: CustomField) =>
    write
      .mutateAsync({ op: 'archive', body: { fieldId: f.id } })
      .then(() =>
        showUndoToast({
          message: `${CUSTOM_FIELD_MESSAGES.archived}; its values are kept`,
          testId: 'cf-undo-archive',
          onUndo: () =>
            write
              .mutateAsync({ op: 'restore', body: { fieldId: f.id } })
              .then((r) => toastSuccess(r.message), toastError),
        }),
      )
      .catch(toastError);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="cf-active-table">
        <Table.Thead>
          <Table.Tr>
            {admin && <Table.Th w={80}>Order</Table.Th>}
            <Table.Th>Label</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Options</Table.Th>
            <Table.Th>Required</Table.Th>
            {admin && <Table.Th>Used by</Table.Th>}
            {admin && <Table.Th w={90} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map((f, i) => (
            <Table.Tr key={f.id} data-testid="cf-row">
              {admin && (
                <Table.Td>
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-label={`Move ${f.label} up`}
                      disabled={i === 0 || write.isPending}
                      onClick={() => move(i, -1)}
                    >
                      <IconArrowUp size={14} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-label={`Move ${f.label} down`}
                      disabled={i === fields.length - 1 || write.isPending}
                      onClick={() => move(i, 1)}
                    >
                      <IconArrowDown size={14} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              )}
              <Table.Td fw={500}>{f.label}</Table.Td>
              <Table.Td>
                <Badge variant="light">{CUSTOM_FIELD_TYPE_LABELS[f.type]}</Badge>
              </Table.Td>
              <Table.Td maw={260}>
                <Text size="sm" truncate="end" title={optionsText(f)}>
                  {optionsText(f)}
                </Text>
              </Table.Td>
              <Table.Td>{f.required ? 'Yes' : 'No'}</Table.Td>
              {admin && <Table.Td>{noun(entity, f.usage)}</Table.Td>}
              {admin && (
                <Table.Td>
                  <Group gap={2} wrap="nowrap">
                    <Tooltip label="Edit">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit ${f.label}`}
                        onClick={() => onEdit(f)}
                        data-testid={`cf-edit-field-${f.key}`}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Archive (values are kept)">
                      <ActionIcon
                        variant="subtle"
                        color="orange"
                        aria-label={`Archive ${f.label}`}
                        onClick={() => archive(f)}
                        data-testid={`cf-archive-${f.key}`}
                      >
                        <IconArchive size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Archived fields: restore, or delete permanently after typing the label (the values are purged). */
function ArchivedList({ entity, fields }: { entity: CustomFieldEntity; fields: CustomField[] }) {
  const write = useCustomFieldWrite(entity);
  const [deleting, setDeleting] = useState<CustomField | null>(null);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setDeleting(null);
    setTyped('');
    setError(null);
  };
  // mutateAsync: the list unmounts when its last field goes, and the toast must still show
  const remove = () =>
    deleting &&
    write.mutateAsync({ op: 'removal', body: { fieldId: deleting.id, confirmLabel: typed } }).then(
      (r) => {
        toastSuccess(
          `${r.message}${r.purgedValues ? ` (values removed from ${noun(entity, r.purgedValues)})` : ''}`,
        );
        close();
      },
      (e) => setError(errorText(e)),
    );
  const restore = (f: CustomField) =>
    write
      .mutateAsync({ op: 'restore', body: { fieldId: f.id } })
      .then((r) => toastSuccess(r.message), toastError);
  return (
    <Stack gap="xs" data-testid="cf-archived">
      {fields.map((f) => (
        <Group key={f.id} justify="space-between" wrap="nowrap" data-testid="cf-archived-row">
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {f.label}{' '}
              <Badge variant="outline" color="gray" size="xs">
                {CUSTOM_FIELD_TYPE_LABELS[f.type]}
              </Badge>
            </Text>
            <Text size="xs" c="dimmed">
              Archived {formatDateTime(f.archivedAt)} · values kept on {noun(entity, f.usage)}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRestore size={14} />}
              onClick={() => restore(f)}
              data-testid={`cf-restore-${f.key}`}
            >
              Restore
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => setDeleting(f)}
              data-testid={`cf-delete-${f.key}`}
            >
              Delete permanently
            </Button>
          </Group>
        </Group>
      ))}
      <ConfirmModal
        opened={!!deleting}
        title="Delete permanently?"
        confirmLabel="Delete permanently"
        color="red"
        loading={write.isPending}
        disabled={!deleting || typed.trim().toLowerCase() !== deleting.label.toLowerCase()}
        onConfirm={remove}
        onClose={close}
      >
        <Stack gap="sm">
          <Text size="sm">
            “{deleting?.label}” and its values on {noun(entity, deleting?.usage ?? 0)} will be
            removed for good. This cannot be undone.
          </Text>
          <TextInput
            label={`Type “${deleting?.label}” to confirm`}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            data-autofocus
            data-testid="cf-delete-confirm"
          />
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </ConfirmModal>
    </Stack>
  );
}

/** One entity's tab: admins get the managed list (admin route), everyone else the active fields read-only. */
function EntityFields({ entity, admin }: { entity: CustomFieldEntity; admin: boolean }) {
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

/**
 * /customizablefields (spec 000 §2.1, §2.4 'Settings'): the custom fields of brands and
 * POCs. Admins add, edit, reorder, archive (with Undo), restore and delete permanently (typing the
 * label); everyone else sees the fields read-only.
 */
export default function CustomizableFieldsPage() {
  const user = currentUser();
  const admin = hasAnyRole(user, 'ADMIN');
  const [tab, setTab] = useState<CustomFieldEntity>('BRAND');
  return (
    <Stack>
      <Stack gap={2}>
        <Title order={2}>Customizable fields</Title>
        <Text c="dimmed" size="sm">
          Extra fields shown on brand and POC pages, filterable in the brand list and included in
          exports.
        </Text>
      </Stack>
      {!admin && (
        <Alert icon={<IconInfoCircle size={18} />} color="gray" data-testid="cf-read-only">
          Only admins can add or change custom fields. You can fill them in on a brand or POC you
          may edit.
        </Alert>
      )}
      <Tabs value={tab} onChange={(v) => v && setTab(v as CustomFieldEntity)} keepMounted={false}>
        <Tabs.List mb="md">
          {CUSTOM_FIELD_ENTITIES.map((e) => (
            <Tabs.Tab key={e} value={e} data-testid={`cf-tab-${e}`}>
              {CUSTOM_FIELD_ENTITY_LABELS[e]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CUSTOM_FIELD_ENTITIES.map((e) => (
          <Tabs.Panel key={e} value={e}>
            <EntityFields entity={e} admin={admin} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
