import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FORECAST_TEXTS as T, type StageProbability } from '@crm/contracts';
import { ConfirmModal } from '../../components/ConfirmModal';
import { NumberField } from '../../components/NumberField';
import { SkeletonRows } from '../../components/SkeletonRows';
import { numberError, type NumberRule } from '../../lib/validation';
import { useToastOnError } from '../../lib/useToastOnError';
import { useStageProbabilities } from './queries';
import { useProbabilityEdit, type Asked } from './useProbabilityEdit';

/** A probability's input rule: whole percent, 0–100 (the contract's StageProbabilityUpdate). */
const PERCENT_RULE: NumberRule = {
  label: 'Probability',
  min: 0,
  max: 100,
  integer: true,
  unit: '%',
};

/**
 * /settings, admins (issue 24 §3): the win probability of each open stage, edited in place; Save asks
 * to confirm (every forecast changes at once), its toast offers Undo, and a refusal shows under the table.
 */
export function StageProbabilitiesPanel() {
  const query = useStageProbabilities();
  useToastOnError(query.error);
  const { asked, ask, confirm, failure, saved, saving } = useProbabilityEdit();
  return (
    <Paper withBorder radius="md" p="md" data-testid="stage-probabilities">
      <Title order={4}>{T.probabilitiesTitle}</Title>
      <Text size="sm" c="dimmed" mb="sm">
        {T.probabilitiesHelp}
      </Text>
      <Table.ScrollContainer minWidth={420} maw={560}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Stage</Table.Th>
              <Table.Th>Now</Table.Th>
              <Table.Th>New probability</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data ? (
              query.data.stages.map((row) => (
                <ProbabilityRow key={`${row.stage}-${saved}`} row={row} onSave={ask} />
              ))
            ) : (
              <SkeletonRows rows={2} cols={4} />
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {failure && (
        <Alert color="red" variant="light" mt="sm" data-testid="probability-error">
          {failure}
        </Alert>
      )}
      <ConfirmModal
        opened={!!asked}
        title={T.probabilitiesTitle}
        confirmLabel="Save"
        loading={saving}
        onConfirm={confirm}
        onClose={() => ask(null)}
      >
        <Stack gap="xs">
          <Text size="sm">
            Set {asked?.row.label} from {asked?.row.probability} % to {asked?.to} %?
          </Text>
          <Text size="sm" c="dimmed">
            {T.confirmNote}
          </Text>
        </Stack>
      </ConfirmModal>
    </Paper>
  );
}

/** One open stage: its probability now (marked when it is the default) and an input with Save. */
function ProbabilityRow({ row, onSave }: { row: StageProbability; onSave: (a: Asked) => void }) {
  const [value, setValue] = useState<number | string>('');
  const invalid = value === '' || !!numberError(value, PERCENT_RULE);
  return (
    <Table.Tr data-testid={`probability-${row.stage}`}>
      <Table.Td>{row.label}</Table.Td>
      <Table.Td>
        <Group gap={6}>
          <Text fw={600} data-testid={`probability-${row.stage}-now`}>
            {row.probability} %
          </Text>
          {row.isDefault && (
            <Badge size="xs" variant="light" color="gray">
              {T.defaultValue}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <NumberField
          rule={PERCENT_RULE}
          value={value}
          onChange={setValue}
          placeholder={String(row.probability)}
          aria-label={`${row.label} probability`}
          data-testid={`probability-${row.stage}-input`}
          w={140}
        />
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          disabled={invalid}
          onClick={() => onSave({ row, to: Number(value) })}
          data-testid={`probability-${row.stage}-save`}
        >
          Save
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
