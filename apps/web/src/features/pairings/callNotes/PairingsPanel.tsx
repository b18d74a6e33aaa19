import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { COLLAB_MESSAGES } from '@crm/contracts';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { PairingEditor } from './PairingEditor';
import type { CallNotesFormState } from './useCallNotesForm';

/**
 * The inventories the note is about: an editor per pairing the user works, the warning when a
 * collaborator checked none, and how many other pairings are not theirs to work.
 */
export function PairingsPanel({ f }: { f: CallNotesFormState }) {
  const { pairingsQ, pairings, hidden } = f;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="xs">
        Inventories
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Check the inventories this note is about: they are updated with it, and those still Assigned
        move to In Progress.
      </Text>
      {loadFailed(pairingsQ) ? (
        <LoadError what="the inventories" query={pairingsQ} />
      ) : pairingsQ.isLoading ? (
        <SkeletonBlock lines={3} height={40} />
      ) : pairings.length === 0 ? (
        <EmptyState
          title="No inventories to update"
          description="The note is still recorded on the brand."
        />
      ) : (
        <Stack gap="sm" data-testid="callnotes-pairings">
          {pairings.map((p) => (
            <PairingEditor
              key={p.eiId}
              p={p}
              ed={f.edit(p.eiId)}
              lostError={!!f.lostErrors[p.eiId]}
              onChange={(x) => f.patch(p.eiId, x)}
            />
          ))}
        </Stack>
      )}
      {f.pickError && (
        <Alert
          mt="sm"
          color="red"
          icon={<IconAlertTriangle size={16} />}
          data-testid="callnotes-pick-error"
        >
          {COLLAB_MESSAGES.pickSharedPairing}
        </Alert>
      )}
      {hidden > 0 && (
        <Alert mt="sm" color="gray" icon={<IconInfoCircle size={16} />}>
          {hidden} other {hidden === 1 ? 'inventory is' : 'inventories are'} not yours to work and
          not listed.
        </Alert>
      )}
    </Paper>
  );
}
