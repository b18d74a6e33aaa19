import { Paper, Text, Title } from '@mantine/core';
import type { EventInventoryDetail } from '@crm/contracts';
import { SkeletonBlock } from '../../../components/SkeletonRows';

/** The event inventory's notes (line breaks kept), 'No notes yet.', or a skeleton while loading. */
export function NotesCard({
  ei,
  isLoading,
}: {
  ei: EventInventoryDetail | undefined;
  isLoading: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="sm">
        Notes
      </Title>
      <NotesText ei={isLoading ? undefined : ei} />
    </Paper>
  );
}

/** The notes' text: a skeleton until the event inventory is read. */
function NotesText({ ei }: { ei: EventInventoryDetail | undefined }) {
  if (!ei) return <SkeletonBlock lines={3} />;
  if (!ei.notes)
    return (
      <Text size="sm" c="dimmed" data-testid="ei-notes-value">
        No notes yet.
      </Text>
    );
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="ei-notes-value">
      {ei.notes}
    </Text>
  );
}
