import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { REPOSITORY_ASSIGN_PAUSE_MS, type Repository } from '@crm/contracts';
import { useDropdownSearch } from '../../components/dropdown';
import { AssignEventsTable } from './assignEvents/AssignEventsTable';
import { EventInventoryPicker } from './assignEvents/EventInventoryPicker';
import { useAssignToEvents } from './assignEvents/useAssignToEvents';
import { useUpcomingEventInventories } from './queries';

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
  const search = useDropdownSearch();
  const options = useUpcomingEventInventories(search.searchFor);
  const run = useAssignToEvents(repo, opened, onClose);
  const { eiIds, done, running } = run;
  return (
    <Modal opened={opened} onClose={run.close} title={`Assign “${repo.name}” to events`} size="xl">
      <Stack>
        <EventInventoryPicker
          search={search}
          options={options}
          picked={run.picked}
          onPick={run.setPicked}
          disabled={running || done}
        />
        {eiIds.length > 0 && (
          <AssignEventsTable
            picked={run.picked}
            countOf={run.countOf}
            states={run.states}
            frozen={run.countsFrozen}
          />
        )}
        {eiIds.length > 1 && !done && (
          <Alert color="blue" variant="light">
            Events are assigned one at a time, with a {REPOSITORY_ASSIGN_PAUSE_MS / 1000} s pause
            after each.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={run.close}>
            {done ? 'Close' : 'Cancel'}
          </Button>
          {!done && (
            <Button
              onClick={() => void run.start()}
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
