import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { BrandAgency } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { formatDate } from '../../lib/format';
import { toastError, toastSuccess } from '../../lib/api';
import { ConfirmModal } from '../../components/ConfirmModal';
import { LoadErrorRow, loadFailed } from '../../components/LoadError';
import { SkeletonRows } from '../../components/SkeletonRows';
import { useToastOnError } from '../../lib/useToastOnError';
import { AgencyBrandsDrawer } from './AgencyBrands';
import { AssociateAgencyModal } from './AssociateAgencyModal';
import { useAgencyAssociation, useBrandAgencies } from './queries';

/**
 * The Agencies sub-tab of brand info (spec 001 §7 agency association): every associated agency (all
 * pages fetched) with its association types; associate, change types and remove (confirmed) for
 * those who may change the brand. An agency's name opens the brands it works with.
 */
export default function AgenciesPanel({ brandId }: { brandId: number }) {
  const agencies = useBrandAgencies(brandId);
  const { data, isLoading } = agencies;
  useToastOnError(agencies.error);
  const { remove } = useAgencyAssociation(brandId);
  const [modal, setModal] = useState<{ editing: BrandAgency | null } | null>(null);
  const [removing, setRemoving] = useState<{
    agency: BrandAgency;
    typeId?: number;
    typeName?: string;
  } | null>(null);
  const [viewing, setViewing] = useState<BrandAgency | null>(null);
  const canEdit = !!data?.canEdit;

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      toastSuccess(
        (
          await remove.mutateAsync({
            agencyId: removing.agency.agencyId,
            associationTypeId: removing.typeId,
          })
        ).message,
      );
      setRemoving(null);
    } catch (e) {
      toastError(e);
    }
  };

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
            onClick={() => setModal({ editing: null })}
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
            {loadFailed(agencies) ? (
              <LoadErrorRow cols={4} what="the agencies" query={agencies} />
            ) : isLoading || !data ? (
              <SkeletonRows rows={3} cols={3} />
            ) : data.agencies.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <EmptyState
                    title="No agencies"
                    description={
                      canEdit
                        ? 'Associate the creative, media, digital, PR or events agencies this brand works with.'
                        : 'No agency is associated with this brand.'
                    }
                  />
                </Table.Td>
              </Table.Tr>
            ) : (
              data.agencies.map((a) => (
                <Table.Tr key={a.agencyId} data-testid={`agency-row-${a.agencyId}`}>
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      fw={500}
                      onClick={() => setViewing(a)}
                      data-testid={`agency-brands-open-${a.agencyId}`}
                    >
                      {a.agencyName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {a.associationTypes.map((t) => (
                        <Badge
                          key={t.id}
                          variant="light"
                          rightSection={
                            canEdit && a.associationTypes.length > 1 ? (
                              <ActionIcon
                                size="xs"
                                variant="transparent"
                                aria-label={`Remove ${t.name} from ${a.agencyName}`}
                                onClick={() =>
                                  setRemoving({ agency: a, typeId: t.id, typeName: t.name })
                                }
                              >
                                ×
                              </ActionIcon>
                            ) : null
                          }
                        >
                          {t.name}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDate(a.associatedOn)}</Text>
                  </Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label="Change types">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Change types of ${a.agencyName}`}
                            onClick={() => setModal({ editing: a })}
                          >
                            <IconPencil size={16} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label="Remove">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Remove ${a.agencyName}`}
                            onClick={() => setRemoving({ agency: a })}
                            data-testid={`agency-remove-${a.agencyId}`}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <AgencyBrandsDrawer agency={viewing} onClose={() => setViewing(null)} />
      <AssociateAgencyModal
        brandId={brandId}
        opened={!!modal}
        editing={modal?.editing ?? null}
        onClose={() => setModal(null)}
      />
      <ConfirmModal
        opened={!!removing}
        title="Remove agency association"
        confirmLabel="Remove"
        color="red"
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        {removing
          ? removing.typeName
            ? `Remove the ${removing.typeName} association with ${removing.agency.agencyName}?`
            : `Remove ${removing.agency.agencyName} from this brand?`
          : ''}
      </ConfirmModal>
    </Stack>
  );
}
