import { Button, Group } from '@mantine/core';
import { ColleagueMultiSelect } from '../../tasks';
import type { GroupActions } from './useGroupActions';

/** The owner's picker of colleagues to add (not yet members), with Add. */
export function GroupAddMembers(props: {
  actions: GroupActions;
  memberIds: number[];
  /** The drawer is open: the picker loads only then. */
  opened: boolean;
}) {
  const { actions: a } = props;
  return (
    <Group align="flex-end" wrap="nowrap" gap="xs">
      <div style={{ flex: 1 }}>
        <ColleagueMultiSelect
          label="Add members"
          placeholder="Search colleagues"
          value={a.adding}
          onChange={a.setAdding}
          excludeIds={props.memberIds}
          enabled={props.opened}
          testId="group-add-members"
        />
      </div>
      <Button
        size="sm"
        disabled={!a.adding.size}
        loading={a.busy === 'add'}
        onClick={a.add}
        data-testid="group-add-submit"
      >
        Add
      </Button>
    </Group>
  );
}
