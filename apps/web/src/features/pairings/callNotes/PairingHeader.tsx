import { Anchor, Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { BrandPairingsResult } from '@crm/contracts';
import { formatDate } from '../../../lib/format';
import { inventoryDetailPath } from '../../../lib/links';
import { StageBadge } from '../../../components/StageBadge';

type Pairing = BrandPairingsResult['pairings'][number];

/** A call notes pairing's top line: its checkbox (inventory at event), current stage, follow-up date and link. */
export function PairingHeader({
  p,
  checked,
  onCheck,
}: {
  p: Pairing;
  checked: boolean;
  onCheck: (checked: boolean) => void;
}) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Checkbox
        checked={checked}
        onChange={(e) => onCheck(e.currentTarget.checked)}
        aria-label={`Update ${p.inventoryName} at ${p.eventName}`}
        data-testid={`callnotes-check-${p.eiId}`}
        label={
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {p.inventoryName}
            </Text>
            <Text size="xs" c="dimmed">
              {p.eventName}
            </Text>
          </Stack>
        }
      />
      <Group gap="xs" wrap="nowrap">
        <StageBadge stage={p.stage} />
        {p.followUpDate && (
          <Badge variant="outline" color="gray" size="sm">
            Follow-up {formatDate(p.followUpDate)}
          </Badge>
        )}
        <Anchor component={Link} to={inventoryDetailPath(p)} size="xs">
          Open
        </Anchor>
      </Group>
    </Group>
  );
}
