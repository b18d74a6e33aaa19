import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { AgencyBrandsDrawer } from './AgencyBrands';
import { AgencyRows } from './AgencyRows';
import { AssociateAgencyModal } from './AssociateAgencyModal';
import { RemoveAgencyModal } from './RemoveAgencyModal';
import { useAgenciesPanel } from './useAgenciesPanel';

/**
 * The Agencies sub-tab of brand info (spec 001 §7 agency association): every associated agency (all
 * pages fetched) with its association types; associate, change types and remove (confirmed) for
 * those who may change the brand. An agency's name opens the brands it works with.
 */
export default function AgenciesPanel({ brandId }: { brandId: number }) {
  const s = useAgenciesPanel(brandId);
  const { data } = s.agencies;
  const { canEdit } = s;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {data ? `${data.agencies.length} agenc${data.agencies.length === 1 ? 'y' : 'ies'}` : ' '}
        </Text>
        {canEdit && (
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => s.setModal({ editing: null })}
            data-testid="associate-agency"
          >
            Associate agency
          </Button>
        )}
      </Group>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" striped data-testid="brand-agencies">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Agency</Table.Th>
              <Table.Th>Association types</Table.Th>
              <Table.Th>Since</Table.Th>
              {canEdit && <Table.Th w={90} aria-label="Actions" />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <AgencyRows s={s} />
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <AgencyBrandsDrawer agency={s.viewing} onClose={() => s.setViewing(null)} />
      <AssociateAgencyModal
        brandId={brandId}
        opened={!!s.modal}
        editing={s.modal?.editing ?? null}
        onClose={() => s.setModal(null)}
      />
      <RemoveAgencyModal s={s} />
    </Stack>
  );
}
