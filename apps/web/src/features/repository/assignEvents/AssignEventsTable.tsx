import { Loader, Table, Text } from '@mantine/core';
import type { RepositoryBlockedCountResult } from '@crm/contracts';
import type { AssignState } from '../assignRun';
import { AssignStateCell } from './AssignStateCell';
import type { PickedEvent } from './useAssignToEvents';

/**
 * The picked event inventories, one row each: how many brands will be added ('To add' from the counts
 * `frozen` as a run started), category blocked, already paired, offloaded, and the run's status.
 */
export function AssignEventsTable({
  picked,
  countOf,
  states,
  frozen,
}: {
  picked: PickedEvent[];
  countOf: (eiId: number) => RepositoryBlockedCountResult['counts'][number] | undefined;
  states: Record<number, AssignState>;
  frozen: boolean;
}) {
  return (
    <Table verticalSpacing="xs" data-testid="assign-events-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Event inventory</Table.Th>
          <Table.Th>{frozen ? 'To add' : 'Will add'}</Table.Th>
          <Table.Th>Category blocked</Table.Th>
          <Table.Th>Already paired</Table.Th>
          <Table.Th>Offloaded</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {picked.map((p) => {
          const id = Number(p.value);
          const c = countOf(id);
          return (
            <Table.Tr key={p.value} data-testid="assign-event-row">
              <Table.Td>
                <Text size="sm">{p.label}</Text>
              </Table.Td>
              <Table.Td>{c ? c.assignable : <Loader size="xs" />}</Table.Td>
              <Table.Td>{c?.categoryBlocked ?? '—'}</Table.Td>
              <Table.Td>{c?.alreadyPaired ?? '—'}</Table.Td>
              <Table.Td>{c?.offloaded ?? '—'}</Table.Td>
              <Table.Td>
                <AssignStateCell s={states[id]} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
