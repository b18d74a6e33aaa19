import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ChatInfo } from '@crm/contracts';
import { GroupAbout } from './group/GroupAbout';
import { GroupAddMembers } from './group/GroupAddMembers';
import { GroupConfirms } from './group/GroupConfirms';
import { GroupDetailsForm } from './group/GroupDetailsForm';
import { GroupMemberRow } from './group/GroupMemberRow';
import { useGroupActions } from './group/useGroupActions';
import { useGroupForm } from './group/useGroupForm';

type Props = {
  info: ChatInfo;
  selfId: number | undefined;
  opened: boolean;
  onClose: () => void;
  onLeft: () => void;
};

/**
 * Group info: name, description and members. The owner edits the info ('Group info updated
 * successfully'), adds and removes members (each confirmed; an announcement tells the group); a member
 * may leave (confirmed). An event group's members follow the event's pairings, so they are read-only.
 */
export function GroupInfoDrawer({ info, selfId, opened, onClose, onLeft }: Props) {
  const owner = info.purpose === 'REG_GROUP' && info.owner === selfId;
  const form = useGroupForm(info);
  const actions = useGroupActions(info, selfId, onLeft);
  const count = info.members.length;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={info.purpose === 'EVENT_GROUP' ? 'Event chat info' : 'Group info'}
      data-testid="group-info"
    >
      <Stack>
        {owner ? <GroupDetailsForm form={form} actions={actions} /> : <GroupAbout info={info} />}
        <Divider label={`${count} member${count === 1 ? '' : 's'}`} labelPosition="left" />
        {owner && (
          <GroupAddMembers
            actions={actions}
            memberIds={info.members.map((m) => m.userId)}
            opened={opened}
          />
        )}
        <Stack gap={6} data-testid="group-members">
          {info.members.map((m) => (
            <GroupMemberRow
              key={m.userId}
              m={m}
              selfId={selfId}
              regular={info.purpose === 'REG_GROUP'}
              onRemove={owner && m.userId !== selfId ? () => actions.setRemoving(m) : null}
            />
          ))}
        </Stack>
        {info.purpose === 'REG_GROUP' && !owner && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconLogout size={16} />}
            onClick={() => actions.setLeaving(true)}
            data-testid="group-leave"
          >
            Leave group
          </Button>
        )}
      </Stack>
      <GroupConfirms name={info.name} actions={actions} />
    </Drawer>
  );
}
