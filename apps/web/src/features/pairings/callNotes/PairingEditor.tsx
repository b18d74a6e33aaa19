import {
  Anchor,
  Badge,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Link } from 'react-router';
import { MESSAGES, STAGE_MAPPING, type BrandPairingsResult, type Stage } from '@crm/contracts';
import { formatDate } from '../../../lib/format';
import { DateField } from '../../../components/DateField';
import { inventoryDetailPath } from '../../../lib/links';
import { NumberField } from '../../../components/NumberField';
import { StageBadge } from '../../../components/StageBadge';
import { lengthError, TEXT_LIMITS } from '../../../lib/validation';
import { STAGE_OPTIONS, VALUE_RULES } from '../stageUpdate/stageForm';
import type { Edit } from './pairingEdit';

type Pairing = BrandPairingsResult['pairings'][number];

/**
 * One pairing of the call notes form: its checkbox, stage, follow-up and link; once checked, the new
 * stage, values in crore and follow-up date, and the lost reason when it moves to Not Interested.
 */
export function PairingEditor({
  p,
  ed,
  lostError,
  onChange,
}: {
  p: Pairing;
  ed: Edit;
  lostError: boolean;
  onChange: (e: Partial<Edit>) => void;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg={ed.checked ? undefined : 'var(--mantine-color-gray-light)'}
      data-testid={`callnotes-pairing-${p.eiId}`}
    >
      <Group justify="space-between" wrap="nowrap">
        <Checkbox
          checked={ed.checked}
          onChange={(e) => onChange({ checked: e.currentTarget.checked })}
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
      {ed.checked && (
        <SimpleGrid cols={{ base: 1, sm: 5 }} mt="sm" spacing="xs">
          <Select
            label="Stage"
            size="xs"
            placeholder={`Keep ${STAGE_MAPPING[p.stage].label}`}
            data={STAGE_OPTIONS}
            value={ed.stage}
            onChange={(v) => onChange({ stage: (v as Stage) ?? null })}
            clearable
            data-testid={`callnotes-stage-${p.eiId}`}
          />
          <NumberField
            label="Proposed (Cr)"
            size="xs"
            rule={VALUE_RULES.proposed}
            placeholder={p.proposedValue?.toString() ?? ''}
            value={ed.proposed}
            onChange={(v) => onChange({ proposed: v })}
          />
          <NumberField
            label="Negotiated (Cr)"
            size="xs"
            rule={VALUE_RULES.negotiated}
            placeholder={p.negotiatedValue?.toString() ?? ''}
            value={ed.negotiated}
            onChange={(v) => onChange({ negotiated: v })}
          />
          <NumberField
            label="Closed (Cr)"
            size="xs"
            rule={VALUE_RULES.closed}
            placeholder={p.closedValue?.toString() ?? ''}
            value={ed.closed}
            onChange={(v) => onChange({ closed: v })}
          />
          <DateField
            label="Follow-Up date"
            size="xs"
            value={ed.followUp}
            onChange={(followUp) => onChange({ followUp })}
            data-testid={`callnotes-follow-up-${p.eiId}`}
          />
        </SimpleGrid>
      )}
      {ed.checked && ed.stage === 'NOT_INTERESTED' && (
        <TextInput
          mt="xs"
          size="xs"
          label="Lost reason"
          required
          value={ed.lostReason}
          onChange={(e) => onChange({ lostReason: e.currentTarget.value })}
          error={
            lostError && !ed.lostReason.trim()
              ? MESSAGES.lostReasonRequired
              : lengthError('Lost reason', ed.lostReason.trim(), TEXT_LIMITS.lostReason)
          }
          data-testid={`callnotes-lost-${p.eiId}`}
        />
      )}
    </Paper>
  );
}
