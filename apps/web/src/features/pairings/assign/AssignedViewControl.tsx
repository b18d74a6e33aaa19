import { SegmentedControl } from '@mantine/core';
import { COLLAB_MESSAGES } from '@crm/contracts';

/** On the Assigned tab: all assigned pairings, or only those shared with the user ('shared'). */
export function AssignedViewControl({
  sharedWithMe,
  onChange,
}: {
  sharedWithMe: boolean;
  onChange: (view: string) => void;
}) {
  return (
    <SegmentedControl
      w="fit-content"
      aria-label="Assigned pairings to show"
      value={sharedWithMe ? 'shared' : 'all'}
      onChange={onChange}
      data={[
        { value: 'all', label: 'All assigned' },
        { value: 'shared', label: COLLAB_MESSAGES.sharedWithMe },
      ]}
      data-testid="assigned-view"
    />
  );
}
