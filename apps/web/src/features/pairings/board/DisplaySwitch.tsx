import { Group, SegmentedControl } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { patchParams } from '../../../lib/urlParams';
import { AssignedViewControl } from '../assign/AssignedViewControl';
import type { AssignFilterState } from '../assign/useAssignFilters';

/** How the Assigned tab shows its pairings: the list (default) or the board (`display=board` in the URL). */
export function useBoardDisplay() {
  const [params, setParams] = useSearchParams();
  const board = params.get('display') === 'board';
  return {
    board,
    setBoard: (on: boolean) => patchParams(setParams)({ display: on ? 'board' : null }),
  };
}

/** The Assigned tab's controls: which pairings (all or shared with me, unless `sharedOnly`), and list or board. */
export function AssignedControls({
  f,
  sharedOnly,
  display,
}: {
  f: AssignFilterState;
  sharedOnly: boolean;
  display: ReturnType<typeof useBoardDisplay>;
}) {
  return (
    <Group gap="sm">
      {!sharedOnly && <AssignedViewControl sharedWithMe={f.sharedWithMe} onChange={f.setView} />}
      <DisplaySwitch board={display.board} onChange={display.setBoard} />
    </Group>
  );
}

/** The Assigned tab's list / board switch (issue 24 §1), kept in the URL by useBoardDisplay. */
function DisplaySwitch({
  board,
  onChange,
}: {
  board: boolean;
  onChange: (board: boolean) => void;
}) {
  return (
    <SegmentedControl
      w="fit-content"
      aria-label="Show the assigned pairings as"
      value={board ? 'board' : 'list'}
      onChange={(v) => onChange(v === 'board')}
      data={[
        { value: 'list', label: 'List' },
        { value: 'board', label: 'Board' },
      ]}
      data-testid="display-switch"
    />
  );
}
