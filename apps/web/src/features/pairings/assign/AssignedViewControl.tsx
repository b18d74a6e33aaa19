import { SegmentedControl, useMatches } from '@mantine/core';
import { COLLAB_MESSAGES } from '@crm/contracts';

/** On the Assigned tab: all assigned pairings, or only those shared with the user ('shared'); stacked on a phone, where side by side they would be cut off. */
export function AssignedViewControl({
  sharedWithMe,
  onChange,
}: {
  sharedWithMe: boolean;
  onChange: (view: string) => void;
}) {
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', xs: 'horizontal' });
  return (
    <SegmentedControl
      orientation={orientation}
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
