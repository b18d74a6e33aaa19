import { Group, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/EmptyState';
import { canOpenAssignPage, currentUser } from '../../../lib/user';
import { AssignFilterBar } from '../assign/AssignFilterBar';
import { useAssignFilters } from '../assign/useAssignFilters';
import { PipelineBoard } from './PipelineBoard';

/**
 * /pipeline (issue 24 §1): a BO's pipeline board across event inventories — every pairing they work,
 * by stage, each card naming its event and inventory, under the Assigned tab's filters (search,
 * industries, brand owners, stages). Open to the users with a pipeline (PO, BO, TO, admins); others
 * see why not.
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
  return <AcrossInventories />;
}

/** The board without an event inventory, under the filter bar (useAssignFilters on its Assigned tab). */
function AcrossInventories() {
  const f = useAssignFilters(true);
  return (
    <Stack gap="md" p="md">
      <Group justify="space-between">
        <Title order={2}>Pipeline</Title>
        <Text size="sm" c="dimmed">
          Your pairings across event inventories, by stage
        </Text>
      </Group>
      <AssignFilterBar f={f} sortable={false} views={false} />
      <PipelineBoard req={{ filters: f.filters }} showPlace />
    </Stack>
  );
}
