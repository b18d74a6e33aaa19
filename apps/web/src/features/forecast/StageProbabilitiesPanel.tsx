import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FORECAST_TEXTS as T, type StageProbability } from '@crm/contracts';
import { ConfirmModal } from '../../components/ConfirmModal';
import { NumberField } from '../../components/NumberField';
import { SkeletonRows } from '../../components/SkeletonRows';
import { errorText, toastSuccess } from '../../lib/api';
import { numberError, type NumberRule } from '../../lib/validation';
import { useToastOnError } from '../../lib/useToastOnError';
import { useSetStageProbability, useStageProbabilities } from './queries';

/** A probability's input rule: whole percent, 0–100 (the contract's StageProbabilityUpdate). */
const PERCENT_RULE: NumberRule = {
  label: 'Probability',
  min: 0,
  max: 100,
  integer: true,
  unit: '%',
};

/** A change the admin asked for, waiting for the confirmation. */
type Asked = { row: StageProbability; to: number };

/**
 * /settings, admins (issue 24 §3): the win probability of each open stage, edited in place; Save asks
 * to confirm (every forecast changes at once) and a refusal shows under the table.
 */
export function StageProbabilitiesPanel() {
  const query = useStageProbabilities();
  useToastOnError(query.error);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(0);
  const save = useSetStageProbability();
  const confirm = () => {
    if (!asked) return;
    setFailure(null);
    save.mutate(
      { stage: asked.row.stage, probability: asked.to },
      {
        onSuccess: () => {
          toastSuccess(T.saved);
          setSaved((n) => n + 1);
        },
        onError: (e) => setFailure(errorText(e)),
        onSettled: () => setAsked(null),
      },
    );
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="stage-probabilities">
      <Title order={4}>{T.probabilitiesTitle}</Title>
      <Text size="sm" c="dimmed" mb="sm">
        {T.probabilitiesHelp}
      </Text>
      <Table maw={560}>
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
              <ProbabilityRow key={`${row.stage}-${saved}`} row={row} onSave={setAsked} />
            ))
          ) : (
            <SkeletonRows rows={2} cols={4} />
          )}
        </Table.Tbody>
      </Table>
      {failure && (
        <Alert color="red" variant="light" mt="sm" data-testid="probability-error">
          {failure}
        </Alert>
      )}
      <ConfirmModal
        opened={!!asked}
        title={T.probabilitiesTitle}
        confirmLabel="Save"
        loading={save.isPending}
        onConfirm={confirm}
        onClose={() => setAsked(null)}
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
