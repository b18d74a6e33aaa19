import { Box, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { INVENTORY_ADMIN_LIMITS, inventoryAdminRoutes, type UserSummary } from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { useContractForm } from '../../lib/form';
import { UserList } from '../../components/Avatars';
import { UserPicker } from '../../components/UserPicker';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { useEiSmes, useSetEiSmes } from './adminQueries';
import { FormActions } from '../../components/FormActions';

/**
 * SMEs of an event inventory (/inventory/{eiId}; spec 001 §7 GET /event/inventory/sme, PATCH
 * /admin/event/inventory/sme): the subject matter experts of its inventory and of its event. Admins edit both lists.
 */
export function SmesPanel({ eiId, isAdmin }: { eiId: number; isAdmin: boolean }) {
  const { data } = useEiSmes(eiId);
  const [editing, setEditing] = useState(false);
  return (
    <Paper withBorder radius="md" p="md" data-testid="smes-panel">
      <Group justify="space-between" mb="xs">
        <Title order={4}>Subject matter experts</Title>
        {isAdmin && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconEdit size={14} />}
            onClick={() => setEditing(true)}
            disabled={!data}
            data-testid="smes-edit"
          >
            Edit SMEs
          </Button>
        )}
      </Group>
      <Stack gap="sm">
        <SmeGroup label="Inventory SMEs" users={data?.inventorySmes} testId="inventory-smes" />
        <SmeGroup label="Event SMEs" users={data?.eventSmes} testId="event-smes" />
      </Stack>
      {data && editing && (
        <SmesModal eiId={eiId} current={data} onClose={() => setEditing(false)} />
      )}
    </Paper>
  );
}

function SmeGroup({
  label,
  users,
  testId,
}: {
  label: string;
  users: UserSummary[] | undefined;
  testId: string;
}) {
  return (
    <Box data-testid={testId}>
      <Text size="sm" c="dimmed" mb={4}>
        {label}
      </Text>
      {!users ? (
        <SkeletonBlock lines={1} />
      ) : users.length ? (
        <UserList users={users} />
      ) : (
        <Text size="sm">None</Text>
      )}
    </Box>
  );
}

const options = (users: UserSummary[]) =>
  users.map((u) => ({ value: String(u.userId), label: u.userName }));

/** The two SME lists being edited, as picked user ids. */
type SmesForm = { inventorySmes: string[]; eventSmes: string[] };

/** Edits both SME lists ('SMEs updated successfully'). */
function SmesModal({
  eiId,
  current,
  onClose,
}: {
  eiId: number;
  current: { inventorySmes: UserSummary[]; eventSmes: UserSummary[] };
  onClose: () => void;
}) {
  const save = useSetEiSmes();
  const requestOf = (v: SmesForm) => ({
    eiId,
    inventorySmeIds: v.inventorySmes.map(Number),
    eventSmeIds: v.eventSmes.map(Number),
  });
  const { form, submit } = useContractForm<SmesForm>({
    initialValues: {
      inventorySmes: current.inventorySmes.map((u) => String(u.userId)),
      eventSmes: current.eventSmes.map((u) => String(u.userId)),
    },
    schema: inventoryAdminRoutes.setEiSmes.body,
    request: requestOf,
  });
  const onSubmit = submit((v) =>
    save.mutate(requestOf(v), {
      onSuccess: (r) => (toastSuccess(r.message), onClose()),
      onError: toastError,
    }),
  );
  return (
    <Modal opened onClose={onClose} title="Subject matter experts" centered>
      <form onSubmit={onSubmit}>
        <Stack>
          <UserPicker
            label="Inventory SMEs"
            value={form.values.inventorySmes}
            initial={options(current.inventorySmes)}
            onChange={(ids) => form.setFieldValue('inventorySmes', ids)}
            maxValues={INVENTORY_ADMIN_LIMITS.smes}
            testId="inventory-smes-picker"
          />
          <UserPicker
            label="Event SMEs"
            value={form.values.eventSmes}
            initial={options(current.eventSmes)}
            onChange={(ids) => form.setFieldValue('eventSmes', ids)}
            maxValues={INVENTORY_ADMIN_LIMITS.smes}
            testId="event-smes-picker"
          />
          <FormActions onCancel={onClose} saving={save.isPending} testId="smes-save" />
        </Stack>
      </form>
    </Modal>
  );
}
