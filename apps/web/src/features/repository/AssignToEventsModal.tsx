import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  MultiSelect,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import {
  REPOSITORY_ASSIGN_MAX_EVENTS,
  REPOSITORY_ASSIGN_PAUSE_MS,
  REPOSITORY_MESSAGES,
  type Repository,
  type RepositoryBlockedCountResult,
} from '@crm/contracts';
import { mergeOptions, serverFiltered } from '../../components/searchPickers';
import { runAssignments, type AssignState } from './assignRun';
import {
  useAssignRepositoryToEvent,
  useBlockedCounts,
  useUpcomingEventInventories,
} from './queries';
import {
  firstChipThenMore,
  pickedLoadMore,
  useDropdownSearch,
  withLoadMore,
} from '../../components/dropdown';

/** One status cell: waiting, loading, 'added successfully' (with how many) or 'failed' (spec 001 §4, §8). */
function StateCell({ s }: { s: AssignState | undefined }) {
  if (!s)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  if (s.status === 'waiting')
    return (
      <Text size="sm" c="dimmed">
        Waiting
      </Text>
    );
  if (s.status === 'loading') return <Loader size="xs" aria-label="Assigning" />;
  const ok = s.status === 'added';
  return (
    <Group gap={4} wrap="nowrap" c={ok ? 'green' : 'red'} title={s.error}>
      {ok ? <IconCheck size={14} /> : <IconX size={14} />}
      <Text size="sm" c={ok ? 'green' : 'red'} data-testid={ok ? 'assign-added' : 'assign-failed'}>
        {ok ? `${s.affected} ${REPOSITORY_MESSAGES.eventAdded}` : REPOSITORY_MESSAGES.eventFailed}
      </Text>
    </Group>
  );
}

/**
 * Assign a repository's brands to event inventories (spec 001 §4, §7): pick upcoming
 * event inventories, see per event how many brands are category-blocked, already paired or offloaded and
 * how many will be added, then Assign runs one event at a time — loading, then 'added successfully' or
 * 'failed' — with the spec's 2000 ms pause after each. Closing stops before the next event.
 */
export function AssignToEventsModal({
  repo,
  opened,
  onClose,
}: {
  repo: Repository;
  opened: boolean;
  onClose: () => void;
}) {
  const s = useDropdownSearch();
  const [picked, setPicked] = useState<{ value: string; label: string }[]>([]);
  const [states, setStates] = useState<Record<number, AssignState>>({});
  const [running, setRunning] = useState(false);
  /** The counts as they were when the run started (the live ones change as events are assigned). */
  const [snapshot, setSnapshot] = useState<RepositoryBlockedCountResult | null>(null);
  const stopped = useRef(false);
  const { found, isFetching, paging } = useUpcomingEventInventories(s.searchFor);
  const eiIds = picked.map((p) => Number(p.value));
  const counts = useBlockedCounts(repo.repoId, eiIds);
  const assign = useAssignRepositoryToEvent();
  useEffect(() => {
    if (!opened) return;
    stopped.current = false;
    return () => {
      stopped.current = true;
    };
  }, [opened]);
  const close = () => {
    stopped.current = true;
    setRunning(false);
    setStates({});
    setPicked([]);
    setSnapshot(null);
    onClose();
  };
  const start = async () => {
    setRunning(true);
    setSnapshot(counts.data ?? null);
    setStates(Object.fromEntries(eiIds.map((id) => [id, { status: 'waiting' }])));
    await runAssignments(
      eiIds,
      (eiId) => assign.mutateAsync({ eiId, repoId: repo.repoId }),
      (eiId, s) => setStates((old) => ({ ...old, [eiId]: s })),
      {
        pauseMs: REPOSITORY_ASSIGN_PAUSE_MS,
        stopped: () => stopped.current,
      },
    );
    setRunning(false);
  };
  const done =
    eiIds.length > 0 &&
    eiIds.every((id) => states[id]?.status === 'added' || states[id]?.status === 'failed');
  const countOf = (eiId: number) => (snapshot ?? counts.data)?.counts.find((c) => c.eiId === eiId);
  return (
    <Modal opened={opened} onClose={close} title={`Assign “${repo.name}” to events`} size="xl">
      <Stack>
        <MultiSelect
          {...s.props(paging)}
          label="Event inventories"
          description={`Upcoming ones; at most ${REPOSITORY_ASSIGN_MAX_EVENTS}.`}
          placeholder="Search events or inventories"
          searchable
          filter={serverFiltered}
          data={withLoadMore(mergeOptions(picked, found), paging)}
          value={picked.map((p) => p.value)}
          renderPill={firstChipThenMore(picked.map((p) => p.value))}
          onChange={(values) =>
            pickedLoadMore(values, paging) ||
            setPicked(
              values
                .map((v) => picked.find((p) => p.value === v) ?? found.find((f) => f.value === v)!)
                .filter(Boolean),
            )
          }
          maxValues={REPOSITORY_ASSIGN_MAX_EVENTS}
          disabled={running || done}
          nothingFoundMessage={isFetching ? 'Searching…' : 'No upcoming event inventory matches'}
          data-testid="assign-events-picker"
        />
        {eiIds.length > 0 && (
          <Table verticalSpacing="xs" data-testid="assign-events-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Event inventory</Table.Th>
                <Table.Th>{snapshot ? 'To add' : 'Will add'}</Table.Th>
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
                      <StateCell s={states[id]} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        {eiIds.length > 1 && !done && (
          <Alert color="blue" variant="light">
            Events are assigned one at a time, with a {REPOSITORY_ASSIGN_PAUSE_MS / 1000} s pause
            after each.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {done ? 'Close' : 'Cancel'}
          </Button>
          {!done && (
            <Button
              onClick={() => void start()}
              loading={running}
              disabled={!eiIds.length || running}
              data-testid="assign-events-start"
            >
              Assign to {eiIds.length || ''} {eiIds.length === 1 ? 'event' : 'events'}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
