import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { IconNotes, IconProgress } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { BrandPairingsResult } from '@crm/contracts';
import { EmptyState } from '../../../components/EmptyState';
import { formatCrore, formatDate } from '../../../lib/format';
import { callNotesPath, inventoryDetailPath } from '../../../lib/links';
import { LoadErrorRow, loadFailed } from '../../../components/LoadError';
import { SkeletonRows } from '../../../components/SkeletonRows';
import { StageBadge } from '../../../components/StageBadge';
import { useToastOnError } from '../../../lib/useToastOnError';
import { SharedBadge } from '../../pairings/SharedBadge';
import { StageUpdateModal } from '../../pairings/StageUpdateModal';
import type { StageTarget } from '../../pairings/stageUpdate/stageForm';
import { useBrandInfo, useBrandPairings } from '../queries';
import { Section } from './Section';

/** One assigned inventory of the brand, as the brand's pairings list gives it. */
type BrandPairing = BrandPairingsResult['pairings'][number];

const COLUMNS = [
  'Event',
  'Inventory',
  'Stage',
  'Proposed',
  'Negotiated',
  'Closed',
  'Follow-Up date',
  'Actions',
] as const;

/**
 * The brand's assigned inventories. On those the user works (canUpdate: the contracts' mayWorkPairing — their
 * brand's, or shared with them), Update stage and Add call notes; a pairing shared with them says so.
 */
export function PairingsSection({ brandId }: { brandId: number }) {
  const pairings = useBrandPairings(brandId);
  const { data, isLoading } = pairings;
  useToastOnError(pairings.error);
  const [stageTarget, setStageTarget] = useState<StageTarget | null>(null);
  const rows = data?.pairings;
  const brandName = useBrandInfo(brandId).data?.brandName ?? '';
  return (
    <Section title="Inventories">
      {!isLoading && rows && rows.length === 0 ? (
        <EmptyState title="Not assigned to any inventory yet" />
      ) : (
        <Table.ScrollContainer minWidth={920}>
          <Table verticalSpacing="xs" data-testid="brand-pairings">
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((c) => (
                  <Table.Th key={c}>{c}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loadFailed(pairings) ? (
                <LoadErrorRow cols={8} what="the inventories" query={pairings} />
              ) : isLoading || !rows ? (
                <SkeletonRows rows={3} cols={8} />
              ) : (
                rows.map((p) => (
                  <PairingRow
                    key={p.eiId}
                    p={p}
                    brandId={brandId}
                    onStage={() => setStageTarget({ ...p, brandName })}
                  />
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <StageUpdateModal target={stageTarget} onClose={() => setStageTarget(null)} />
    </Section>
  );
}

/** One assigned inventory of the brand: event, inventory, stage, values in crore, follow-up, actions. */
function PairingRow({
  p,
  brandId,
  onStage,
}: {
  p: BrandPairing;
  brandId: number;
  onStage: () => void;
}) {
  return (
    <Table.Tr data-testid={`brand-pairing-${p.eiId}`}>
      <Table.Td>
        <Text size="sm">{p.eventName}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} to={inventoryDetailPath(p)} size="sm" fw={500}>
            {p.inventoryName}
          </Anchor>
          {p.canUpdate && p.myInviteStatus === 'ACCEPTED' && <SharedBadge />}
        </Group>
      </Table.Td>
      <Table.Td>
        <StageBadge stage={p.stage} />
      </Table.Td>
      <Table.Td>{formatCrore(p.proposedValue)}</Table.Td>
      <Table.Td>{formatCrore(p.negotiatedValue)}</Table.Td>
      <Table.Td>{formatCrore(p.closedValue)}</Table.Td>
      <Table.Td>{formatDate(p.followUpDate)}</Table.Td>
      <Table.Td>
        {p.canUpdate ? (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconProgress size={14} />}
              onClick={onStage}
              data-testid={`pairing-stage-${p.eiId}`}
            >
              Update stage
            </Button>
            <Button
              component={Link}
              to={callNotesPath({ brandId, eiId: p.eiId })}
              size="compact-sm"
              variant="subtle"
              leftSection={<IconNotes size={14} />}
              data-testid={`pairing-callnotes-${p.eiId}`}
            >
              Add call notes
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
