import { Group, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/EmptyState';
import { canOpenAssignPage, currentUser } from '../../../lib/user';
import { PipelineBoard } from './PipelineBoard';

/** The board request without an event inventory: every pairing the caller works. */
const ACROSS_INVENTORIES = {};

/**
 * /pipeline (issue 24 §1): a BO's pipeline board across event inventories — every pairing they work,
 * by stage, each card naming its event and inventory. Open to the users with a pipeline (PO, BO, TO,
 * admins); others see why not.
 */
export default function PipelineBoardPage() {
  const user = currentUser();
  if (!canOpenAssignPage(user))
    return (
      <EmptyState
        title="No pipeline"
        description="The pipeline board shows the brands you work; your role has none."
      />
    );
  return (
    <Stack gap="md" p="md">
      <Group justify="space-between">
        <Title order={2}>Pipeline</Title>
        <Text size="sm" c="dimmed">
          Your pairings across event inventories, by stage
        </Text>
      </Group>
      <PipelineBoard req={ACROSS_INVENTORIES} showPlace />
    </Stack>
  );
}
